import { annuityPayment } from './finance.ts'

/**
 * What the hotel costs to build and how the money goes in: the development budget with land kept apart from the
 * building, the monthly drawdown over the construction period (equity first, then the loan — the order Chinese banks
 * require under the project capital rule, 《国务院关于调整和完善固定资产投资项目资本金制度的通知》国发〔2015〕51号),
 * interest during construction, and the loan's repayment after opening. Money in 万元.
 */

export type BudgetInput = {
  rooms: number
  gfaPerKey: number
  plotRatio: number
  /** 元 per ㎡ of gross floor area (楼面地价). */
  landPricePerSqm: number
  deedTaxPct: number
  hardCostPerSqm: number
  /** On hard cost. */
  softCostPct: number
  /** On hard + soft cost. */
  contingencyPct: number
  ffePerKey: number
  osePerKey: number
  preOpeningPerKey: number
  constructionMonths: number
  /** 元 per ㎡ of land a year. */
  landUseTaxPerSqm: number
}

export type DevelopmentBudget = {
  /** ㎡ */
  gfa: number
  /** ㎡: gross floor area over the plot ratio. */
  landArea: number
  land: number
  deedTax: number
  hardCost: number
  softCost: number
  contingency: number
  ffe: number
  ose: number
  preOpening: number
  /** 城镇土地使用税 is due from the month after the land is acquired, so it runs through construction too. */
  constructionLandUseTax: number
  /** Land price and deed tax: the land use right, amortised over its term. */
  landCost: number
  /** Hard, soft and contingency: the building, depreciated over its life. */
  buildingCost: number
  /** FF&E and OS&E, depreciated over the FF&E life. */
  equipmentCost: number
  /** Pre-opening costs and construction-period land-use tax: expenses deducted in the first operating year. */
  preOpeningExpenses: number
  /** Everything above, before interest during construction. */
  total: number
}

const wan = (yuan: number) => yuan / 10_000

export function developmentBudget(b: BudgetInput): DevelopmentBudget {
  const gfa = b.rooms * b.gfaPerKey
  const landArea = gfa / b.plotRatio
  const land = wan(gfa * b.landPricePerSqm)
  const deedTax = (land * b.deedTaxPct) / 100
  const hardCost = wan(gfa * b.hardCostPerSqm)
  const softCost = (hardCost * b.softCostPct) / 100
  const contingency = ((hardCost + softCost) * b.contingencyPct) / 100
  const ffe = wan(b.rooms * b.ffePerKey)
  const ose = wan(b.rooms * b.osePerKey)
  const preOpening = wan(b.rooms * b.preOpeningPerKey)
  const constructionLandUseTax = wan(landArea * b.landUseTaxPerSqm) * (b.constructionMonths / 12)
  const landCost = land + deedTax
  const buildingCost = hardCost + softCost + contingency
  const equipmentCost = ffe + ose
  const preOpeningExpenses = preOpening + constructionLandUseTax
  return {
    gfa,
    landArea,
    land,
    deedTax,
    hardCost,
    softCost,
    contingency,
    ffe,
    ose,
    preOpening,
    constructionLandUseTax,
    landCost,
    buildingCost,
    equipmentCost,
    preOpeningExpenses,
    total: landCost + buildingCost + equipmentCost + preOpeningExpenses,
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
 * Month by month: land is paid in month 1, the building evenly over the whole period, FF&E, OS&E and pre-opening
 * costs evenly over the last six months. Each month's spending is paid from equity until the equity commitment is
 * used up, then from the loan. A draw bears interest from the month it is made (monthly rate = yearly ÷ 12).
 */
export function constructionDrawdown(
  budget: DevelopmentBudget,
  months: number,
  loanSharePct: number,
  loanRatePct: number,
) {
  const loanCommitment = (budget.total * loanSharePct) / 100
  const equityCommitment = budget.total - loanCommitment
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
  let equityLeft = equityCommitment
  let balance = 0
  for (let m = 1; m <= months; m++) {
    const spend =
      (m === 1 ? budget.landCost : 0) +
      (budget.buildingCost + budget.constructionLandUseTax) / months +
      (m > months - fitOut ? (budget.equipmentCost + budget.preOpening) / fitOut : 0)
    const equity = Math.min(spend, Math.max(0, equityLeft))
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
