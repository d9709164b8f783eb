import { type DevelopmentCost, type DevelopmentCostInput, developmentCost } from './development-cost.ts'
import { annuityPayment } from './finance.ts'

/**
 * What the hotel costs to build or buy and how the money goes in: the development budget with land kept apart from
 * the building, the monthly drawdown over the construction period (equity first, then the loan — the order Chinese
 * banks require under the project capital rule, 《国务院关于调整和完善固定资产投资项目资本金制度的通知》国发〔2015〕51号),
 * interest during construction, and the loan's repayment after opening. Money in 万元.
 *
 * Three cases, each with its own schedule and cost items:
 * - 购地新建: land bought at the floor price, the building put up over a multi-year period whose works follow an
 *   S-curve (slow start, peak mid-way, slow finish);
 * - 购入既有建筑改造: an existing building bought with its land use right and converted, works spread evenly over a
 *   shorter period;
 * - 收购在营酒店: an operating hotel bought at a price; no construction, the price, deed tax and the buyer's
 *   transaction costs paid at closing, the loan drawn at closing.
 */
export const projectCases = ['new_build', 'conversion', 'acquisition'] as const
export type ProjectCase = (typeof projectCases)[number]
export const projectCaseLabels: Record<ProjectCase, string> = {
  new_build: '购地新建',
  conversion: '购入既有建筑改造',
  acquisition: '收购在营酒店',
}

/**
 * The development-cost rates (the gross floor area follows from rooms × gfaPerKey); for an acquisition, softCostPct
 * is the buyer's transaction costs on the price.
 */
export type BudgetInput = Omit<DevelopmentCostInput, 'gfa'> & {
  projectCase: ProjectCase
  /** 万元: the price of the existing building (conversion) or hotel (acquisition) with its land use right. */
  purchasePrice: number
  gfaPerKey: number
  plotRatio: number
  /** 元 per ㎡ of gross floor area (楼面地价): what a new build pays; for a purchase, the land's part of the price. */
  landPricePerSqm: number
  deedTaxPct: number
  /** 元 per key: 开业流动资金, put in at opening and recovered with the sale. */
  workingCapitalPerKey: number
  /** 万元 a brand or operator pays the owner at opening to win the contract; lowers the owner's outlay. */
  keyMoney: number
  constructionMonths: number
  /** 元 per ㎡ of land a year. */
  landUseTaxPerSqm: number
}

export type DevelopmentBudget = {
  projectCase: ProjectCase
  /** ㎡ */
  gfa: number
  /** ㎡: gross floor area over the plot ratio. */
  landArea: number
  /** The price paid for an existing building or hotel; 0 for a new build. */
  purchase: number
  /** The land use right: at the floor price for a new build; for a purchase, that value capped at the price. */
  land: number
  /** 契税 (《契税法》第一、三条): on the land for a new build, on the whole price for a purchase. */
  deedTax: number
  /** The building part of a purchase with its share of the deed tax; 0 for a new build. */
  existingBuilding: number
  hardCost: number
  /** Professional fees; for an acquisition, the buyer's transaction costs. */
  softCost: number
  contingency: number
  ffe: number
  ose: number
  preOpening: number
  /** 城镇土地使用税 is due from the month after the land is acquired, so it runs through construction too. */
  constructionLandUseTax: number
  /** Land price and its deed tax: the land use right, amortised over its term. */
  landCost: number
  /** The bought building, the works, fees and contingency: the building, depreciated over its life. */
  buildingCost: number
  /** FF&E and OS&E, depreciated over the FF&E life. */
  equipmentCost: number
  /** Pre-opening costs and construction-period land-use tax: expenses deducted in the first operating year. */
  preOpeningExpenses: number
  /** 开业流动资金: neither depreciated nor expensed; paid at opening, recovered at the sale. */
  workingCapital: number
  /** Key money received at opening (reduces the outlay; its tax treatment is not modelled). */
  keyMoney: number
  /** Everything above (key money deducted), before interest during construction. */
  total: number
}

const wan = (yuan: number) => yuan / 10_000
const inWan = (c: DevelopmentCost) =>
  Object.fromEntries(Object.entries(c).map(([k, v]) => [k, wan(v)])) as DevelopmentCost

export function developmentBudget(b: BudgetInput): DevelopmentBudget {
  const gfa = b.rooms * b.gfaPerKey
  const landArea = gfa / b.plotRatio
  const deed = b.deedTaxPct / 100
  const landAtFloorPrice = wan(gfa * b.landPricePerSqm)
  const purchase = b.projectCase === 'new_build' ? 0 : b.purchasePrice
  const land = b.projectCase === 'new_build' ? landAtFloorPrice : Math.min(purchase, landAtFloorPrice)
  const deedTax = (b.projectCase === 'new_build' ? land : purchase) * deed
  const existingBuilding = b.projectCase === 'new_build' ? 0 : (purchase - land) * (1 + deed)
  // An operating hotel is bought as it stands: no works, its FF&E in the price; the buyer's costs go on the price.
  const works =
    b.projectCase === 'acquisition'
      ? { hardCost: 0, softCost: (purchase * b.softCostPct) / 100, contingency: 0, ffe: 0, ose: 0, preOpening: 0 }
      : inWan(developmentCost({ ...b, gfa }))
  const constructionLandUseTax =
    b.projectCase === 'acquisition' ? 0 : wan(landArea * b.landUseTaxPerSqm) * (b.constructionMonths / 12)
  const landCost = land * (1 + deed)
  const buildingCost = existingBuilding + works.hardCost + works.softCost + works.contingency
  const equipmentCost = works.ffe + works.ose
  const preOpeningExpenses = works.preOpening + constructionLandUseTax
  // An operating hotel comes with its working capital; a new build or conversion puts it in at opening.
  const workingCapital = b.projectCase === 'acquisition' ? 0 : wan(b.rooms * b.workingCapitalPerKey)
  return {
    projectCase: b.projectCase,
    gfa,
    landArea,
    purchase,
    land,
    deedTax,
    existingBuilding,
    hardCost: works.hardCost,
    softCost: works.softCost,
    contingency: works.contingency,
    ffe: works.ffe,
    ose: works.ose,
    preOpening: works.preOpening,
    constructionLandUseTax,
    landCost,
    buildingCost,
    equipmentCost,
    preOpeningExpenses,
    workingCapital,
    keyMoney: b.keyMoney,
    total: landCost + buildingCost + equipmentCost + preOpeningExpenses + workingCapital - b.keyMoney,
  }
}

/** A construction year: 0 is the year that ends at opening, −1 the one before, and so on. */
export type ConstructionYear = {
  year: number
  spend: number
  equityDraw: number
  loanDraw: number
  /** Interest on the drawn loan, paid by the owner and capitalised into the building's cost. */
  interest: number
  loanBalance: number
}

export type Construction = {
  years: ConstructionYear[]
  loanCommitment: number
  /** Development cost less the loan: the owner's capital put in before the first loan draw. */
  equityCommitment: number
  capitalisedInterest: number
}

/** Fitting-out and pre-opening spending happen in the last months before opening. */
export const fitOutMonths = 6

/**
 * Share of a new build's works done by a fraction x of the construction period: the cubic S-curve 3x² − 2x³
 * (测算假设: no published drawdown profile for Chinese hotel projects was found; this standard shape pays half the
 * works by mid-period, little in the first and last months, the most while the structure and MEP go in).
 */
export function sCurve(x: number) {
  const t = Math.min(1, Math.max(0, x))
  return t * t * (3 - 2 * t)
}

/**
 * Month by month. The land (and for a conversion the bought building) is paid in month 1; the works with the
 * construction-period land-use tax over the whole period — on the S-curve for a new build, evenly for a conversion;
 * FF&E, OS&E and pre-opening evenly over the last six months; working capital put in and key money received in the
 * month of opening. Each month's spending is paid from equity until the
 * equity commitment is used up, then from the loan. A draw bears interest from the month it is made (monthly rate =
 * yearly ÷ 12). An acquisition closes in one payment at opening (year 0), the loan drawn at closing, no interest
 * before it.
 */
export function constructionDrawdown(
  budget: DevelopmentBudget,
  months: number,
  loanSharePct: number,
  loanRatePct: number,
) {
  const loanCommitment = (budget.total * loanSharePct) / 100
  const equityCommitment = budget.total - loanCommitment
  if (budget.projectCase === 'acquisition') {
    const equityDraw = Math.min(budget.total, equityCommitment)
    const year = {
      year: 0,
      spend: budget.total,
      equityDraw,
      loanDraw: budget.total - equityDraw,
      interest: 0,
      loanBalance: budget.total - equityDraw,
    }
    return { years: [year], loanCommitment, equityCommitment, capitalisedInterest: 0 } satisfies Construction
  }
  const fitOut = Math.min(fitOutMonths, months)
  const monthlyRate = loanRatePct / 100 / 12
  const yearCount = Math.ceil(months / 12)
  const years: ConstructionYear[] = Array.from({ length: yearCount }, (_, i) => ({
    year: i - yearCount + 1,
    spend: 0,
    equityDraw: 0,
    loanDraw: 0,
    interest: 0,
    loanBalance: 0,
  }))
  const works = budget.buildingCost - budget.existingBuilding
  const worksShare = (m: number) =>
    budget.projectCase === 'new_build' ? sCurve(m / months) - sCurve((m - 1) / months) : 1 / months
  let equityLeft = equityCommitment
  let balance = 0
  for (let m = 1; m <= months; m++) {
    const spend =
      (m === 1 ? budget.landCost + budget.existingBuilding : 0) +
      works * worksShare(m) +
      budget.constructionLandUseTax / months +
      (m > months - fitOut ? (budget.equipmentCost + budget.preOpening) / fitOut : 0) +
      (m === months ? budget.workingCapital - budget.keyMoney : 0)
    // Within rounding of the S-curve's monthly shares, equity that covers the month covers it all.
    const equity = equityLeft >= spend - 1e-9 ? spend : Math.max(0, equityLeft)
    equityLeft -= equity
    balance += spend - equity
    const row = years[yearCount - 1 - Math.floor((months - m) / 12)] as ConstructionYear
    row.spend += spend
    row.equityDraw += equity
    row.loanDraw += spend - equity
    row.interest += balance * monthlyRate
    row.loanBalance = balance
  }
  const capitalisedInterest = years.reduce((sum, y) => sum + y.interest, 0)
  return { years, loanCommitment, equityCommitment, capitalisedInterest } satisfies Construction
}

export type DebtYear = {
  year: number
  openingBalance: number
  interest: number
  principal: number
  payment: number
  closingBalance: number
}

/**
 * The loan after opening: interest only in the grace years, then level yearly payments (等额本息) over the rest of
 * the term. Rows of zeros once it is repaid.
 */
export function repaymentSchedule(
  loan: number,
  ratePct: number,
  termYears: number,
  graceYears: number,
  years: number,
): DebtYear[] {
  const rate = ratePct / 100
  const amortising = termYears - graceYears
  const payment = loan > 0 ? annuityPayment(loan, rate, amortising) : 0
  const rows: DebtYear[] = []
  let balance = loan
  for (let year = 1; year <= years; year++) {
    const openingBalance = balance
    const interest = balance * rate
    const principal = year <= graceYears ? 0 : year >= termYears ? balance : Math.min(balance, payment - interest)
    balance -= principal
    rows.push({ year, openingBalance, interest, principal, payment: interest + principal, closingBalance: balance })
  }
  return rows
}
