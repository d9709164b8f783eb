import { type AssetSale, type AssetSaleInput, assetSale, type ShareSale, shareSale } from './exit-taxes.ts'
import type { FeasibilityInput } from './feasibility.ts'
import {
  type Construction,
  constructionDrawdown,
  type DevelopmentBudget,
  developmentBudget,
  repaymentSchedule,
} from './feasibility-construction.ts'
import {
  type OperatingOverrides,
  type OperatingYear,
  operatingYear,
  type PropertyCharges,
} from './feasibility-operations.ts'
import { incomeTaxes, landUseTax, propertyTax, straightLine } from './feasibility-tax.ts'
import { ownerPriorityReturn } from './fees.ts'
import { type IrrResult, irr, npv, paybackYears } from './finance.ts'
import { constructionVatPct, equipmentVatPct, type VatYear, vatInside, vatSchedule } from './vat.ts'

/**
 * The feasibility study: construction, ramp-up and stabilized operation over the hold, then a sale. Cash flows are
 * yearly, the first construction year being t = 0 for NPV and IRR. The project (unleveraged) view is after income tax
 * without interest; the equity (leveraged) view after debt service and income tax with interest deducted. Land is
 * part of the investment on both sides: its cost goes in, and the exit value of the operating hotel includes it.
 */

export type FeasibilityYear = {
  year: number
  operating: OperatingYear
  /** Output VAT, input VAT on replacements, the credit used and carried forward (vat.ts). */
  vat: VatYear
  /** Cash the credit brings: VAT collected but not paid over, and the surcharges saved on it. */
  vatRecovered: number
  loanOpeningBalance: number
  interest: number
  principal: number
  debtService: number
  /** NOI ÷ debt service; null in years without debt service. */
  dscr: number | null
  /** NOI ÷ loan balance at the start of the year; null once the loan is repaid. */
  debtYield: number | null
  /** Building (incl. capitalised interest) and FF&E/OS&E. */
  depreciation: number
  /** Land use right over its remaining term. */
  amortisation: number
  /** Pre-opening costs deducted in the first operating year (国税函〔2009〕98号 第九条). */
  preOpeningDeduction: number
  /** The FF&E reserve, not deductible for income tax (its replacements are depreciated instead). */
  ffeReserveAddedBack: number
  /** Including the gain on sale in the last year. */
  taxableIncome: number
  lossUsed: number
  lossCarriedForward: number
  incomeTax: number
  projectCashFlow: number
  equityCashFlow: number
  cumulativeEquityCashFlow: number
}

export type FeasibilityExit = {
  /** NOI of the year after the hold (the buyer's first year). */
  forwardNoi: number
  /** Forward NOI ÷ exit cap rate: the operating hotel with its land; the contract price incl. VAT. */
  value: number
  sellingCosts: number
  landBookValue: number
  buildingBookValue: number
  /** FF&E and OS&E, with the replacements bought from the reserve. */
  equipmentBookValue: number
  replacementsBookValue: number
  /** 旧房及建筑物的评估价格 deducted for 土地增值税 (测算假设: replacement cost × 成新度). */
  buildingAppraisal: number
  /** The asset sale's VAT, surcharges, stamp duty and 土地增值税 (exit-taxes.ts). */
  assetSale: AssetSale
  /** VAT payable, surcharges, stamp duty and 土地增值税 on the sale. */
  exitTaxes: number
  /** Taxable gain: price excl. VAT less book value, selling costs and the taxes on the sale. */
  gain: number
  /** Income tax on the gain, after any losses still carried forward (equity view). */
  incomeTax: number
  loanRepaid: number
  /** Value less selling costs and tax, project view (no interest ever deducted, so its own tax). */
  toProject: number
  /** Value less selling costs, tax and loan: what the owner keeps. */
  toEquity: number
  /** The alternative: the shareholder sells the company's shares (exit-taxes.ts). */
  shareSale: ShareSale
  /** The route that leaves the owner more. */
  betterRoute: 'asset' | 'share'
}

export type FeasibilityModel = {
  budget: DevelopmentBudget
  construction: Construction
  charges: PropertyCharges
  /** Input VAT in the budget, credited against output VAT and kept out of the depreciable cost. */
  inputVat: { construction: number; equipment: number }
  /** Development cost plus interest during construction. */
  totalInvestment: number
  /** Loan outstanding at opening. */
  loan: number
  /** Equity commitment plus the construction interest the owner pays. */
  equity: number
  /** 房产原值: land, building and capitalised interest. */
  propertyOriginalValue: number
  years: FeasibilityYear[]
  exit: FeasibilityExit
  /** Year labels of the cash flows: construction years (… −1, 0), then operating years 1 … hold. */
  flowYears: number[]
  projectCashFlows: number[]
  equityCashFlows: number[]
}

export type FeasibilityResult = FeasibilityModel & {
  projectIrr: IrrResult
  equityIrr: IrrResult
  projectNpv: number
  equityNpv: number
  /** Total equity distributions ÷ total equity put in. */
  equityMultiple: number
  /** Years after opening until the cumulative cash flow, sale left out, turns positive. */
  projectPaybackYears: number | null
  equityPaybackYears: number | null
  stabilizedYear: number
  stabilizedGopMargin: number
  /** Stabilized NOI ÷ total investment (yield on cost). */
  stabilizedNoiYield: number
  minDscr: { year: number; value: number } | null
  minDebtYield: { year: number; value: number } | null
  costPerKey: number
}

const sum = (xs: readonly number[]) => xs.reduce((s, x) => s + x, 0)

/** The tool's inputs, optionally with a pinned cost structure or a projected path (feasibility-operations.ts). */
export type FeasibilityModelInput = FeasibilityInput & OperatingOverrides

/** Every line and cash flow, without the metrics (the sensitivity runs need only the flows). */
export function feasibilityModel(input: FeasibilityModelInput): FeasibilityModel {
  const budget = developmentBudget(input)
  const construction = constructionDrawdown(budget, input.constructionMonths, input.loanSharePct, input.loanRatePct)
  const capitalisedInterest = construction.capitalisedInterest
  // Input VAT in the budget (vat.ts): works at 9 %, FF&E and OS&E at 13 %, credited later, so out of the cost.
  // Soft costs, the land and a bought building's price are not credited (prudent: mixed or no special invoices).
  const constructionInputVat = vatInside(budget.hardCost + budget.contingency, constructionVatPct)
  const equipmentInputVat = vatInside(budget.equipmentCost, equipmentVatPct)
  const buildingNet = budget.buildingCost - constructionInputVat
  const equipmentNet = budget.equipmentCost - equipmentInputVat
  const buildingBasis = buildingNet + capitalisedInterest
  const propertyOriginalValue = budget.landCost + buildingBasis
  const charges: PropertyCharges = {
    propertyTax: propertyTax(propertyOriginalValue, input.propertyDeductionPct, input.propertyTaxPct),
    landUseTax: landUseTax(budget.landArea, input.landUseTaxPerSqm),
    insuredValue: budget.buildingCost + budget.equipmentCost,
    // The priority is a return on everything the owner has put in, construction interest included.
    ownerPriority: ownerPriorityReturn(budget.total + capitalisedInterest, input.ownerPriorityPct),
  }
  const hold = input.holdYears
  const loan = construction.years.at(-1)?.loanBalance ?? 0
  const debt = repaymentSchedule(loan, input.loanRatePct, input.loanTermYears, input.graceYears, hold)
  const ops = Array.from({ length: hold + 1 }, (_, i) => operatingYear(input, charges, i + 1))
  const held = ops.slice(0, hold)

  // The FF&E reserve is spent on replacements in the year (测算假设): its input VAT is credited, the rest is
  // capitalised and depreciated as furniture and equipment from the next year (《企业所得税法实施条例》第五十九条,
  // 第六十条第（三）项: 与生产经营活动有关的器具、工具、家具等 5 年 — the FF&E life entered).
  const replacementVat = held.map((o) => vatInside(o.ffeReserve, equipmentVatPct))
  const replacementCost = held.map((o, i) => o.ffeReserve - (replacementVat[i] ?? 0))
  const replacementDep = (year: number) =>
    replacementCost.reduce((s, c, j) => (j + 1 < year ? s + straightLine(c, input.ffeLifeYears, year - j - 1) : s), 0)
  const vat = vatSchedule(
    held.map((o) => o.outputVat),
    replacementVat,
    constructionInputVat + equipmentInputVat,
  )
  const surchargeRate =
    (input.urbanMaintenancePct + input.educationSurchargePct + input.localEducationSurchargePct) / 100
  // NOI charges the surcharges of a normal year (on output VAT); the credit lowers the VAT paid and its surcharges.
  const surchargeRelief = vat.map((v) => v.creditUsed * surchargeRate)

  const buildingDep = (basis: number, year: number) =>
    straightLine(basis, input.buildingLifeYears, year) +
    straightLine(equipmentNet, input.ffeLifeYears, year) +
    replacementDep(year)
  const amortisation = (year: number) => straightLine(budget.landCost, input.landTermYears, year)
  const preOpening = (year: number) => (year === 1 ? budget.preOpeningExpenses : 0)
  // The FF&E reserve is not deductible (《企业所得税法》第十条第（七）项, 未经核定的准备金支出); what it buys is
  // depreciated instead: added back.
  const beforeDep = (o: OperatingYear, i: number) =>
    o.noi + o.ffeReserve + (surchargeRelief[i] ?? 0) - amortisation(o.year) - preOpening(o.year)
  const leveredTaxable = held.map(
    (o, i) => beforeDep(o, i) - buildingDep(buildingBasis, o.year) - (debt[i]?.interest ?? 0),
  )
  const unleveredTaxable = held.map((o, i) => beforeDep(o, i) - buildingDep(buildingNet, o.year))

  const forwardNoi = ops[hold]?.noi ?? 0
  const value = Math.max(0, forwardNoi) / (input.exitCapRatePct / 100)
  const booked = (cost: number, life: number, years = hold) => cost - cost * Math.min(1, years / life)
  const landBookValue = booked(budget.landCost, input.landTermYears)
  const replacementsBookValue = replacementCost.reduce((s, c, j) => s + booked(c, input.ffeLifeYears, hold - j - 1), 0)
  const equipmentBookValue = booked(equipmentNet, input.ffeLifeYears) + replacementsBookValue
  const buildingBookValue = booked(buildingBasis, input.buildingLifeYears)
  const unleveredBook = landBookValue + equipmentBookValue + booked(buildingNet, input.buildingLifeYears)
  // 旧房评估价格 (测算假设): the building's cost excl. VAT at the prices of the sale year, times 成新度 taken over the
  // land term, which ends the building's useful life for a valuer.
  const buildingAppraisal =
    buildingNet * (1 + input.inflationPct / 100) ** hold * Math.max(0, 1 - hold / input.landTermYears)
  const saleInput = (bookValue: number): AssetSaleInput => ({
    price: value,
    acquiredBeforeMay2016: false,
    selfBuilt: input.projectCase === 'new_build',
    purchasePrice: budget.purchase,
    vatCredit: vat.at(-1)?.creditCarriedForward ?? 0,
    surchargePct: {
      urbanMaintenance: input.urbanMaintenancePct,
      education: input.educationSurchargePct,
      localEducation: input.localEducationSurchargePct,
    },
    sellingCostPct: input.sellingCostPct,
    landDeduction: budget.landCost,
    buildingAppraisal,
    bookValue,
    incomeTaxPct: input.incomeTaxPct,
  })
  const sale = assetSale(saleInput(landBookValue + equipmentBookValue + buildingBookValue))
  const unleveredSale = assetSale(saleInput(unleveredBook))
  const exitTaxes = sale.vatPayable + sale.surcharges + sale.stampDuty + sale.lat.tax
  const gain = sale.gain
  const unleveredGain = unleveredSale.gain

  const withGain = (taxable: number[], g: number) => taxable.map((t, i) => (i === hold - 1 ? t + g : t))
  const leveredTax = incomeTaxes(withGain(leveredTaxable, gain), input.incomeTaxPct)
  const leveredTaxNoSale = incomeTaxes(leveredTaxable, input.incomeTaxPct)
  const unleveredTax = incomeTaxes(withGain(unleveredTaxable, unleveredGain), input.incomeTaxPct)
  const unleveredTaxNoSale = incomeTaxes(unleveredTaxable, input.incomeTaxPct)
  const exitTax = (leveredTax.at(-1)?.tax ?? 0) - (leveredTaxNoSale.at(-1)?.tax ?? 0)
  const unleveredExitTax = (unleveredTax.at(-1)?.tax ?? 0) - (unleveredTaxNoSale.at(-1)?.tax ?? 0)
  const loanRepaid = debt.at(-1)?.closingBalance ?? 0
  const equity = construction.equityCommitment + capitalisedInterest
  const saleBeforeIncomeTax = value - sale.sellingCosts - exitTaxes + budget.workingCapital
  const toEquity = saleBeforeIncomeTax - exitTax - loanRepaid
  const share = shareSale({
    assetValue: value,
    latentTaxDiscountPct:
      value > 0 ? ((sale.lat.tax + sale.surcharges + sale.stampDuty) * input.latentTaxSharePct) / value : 0,
    debt: loanRepaid,
    otherNetAssets: budget.workingCapital,
    shareCost: equity,
    sellingCostPct: input.sellingCostPct,
    incomeTaxPct: input.incomeTaxPct,
  })
  const exit: FeasibilityExit = {
    forwardNoi,
    value,
    sellingCosts: sale.sellingCosts,
    landBookValue,
    buildingBookValue,
    equipmentBookValue,
    replacementsBookValue,
    buildingAppraisal,
    assetSale: sale,
    exitTaxes,
    gain,
    incomeTax: exitTax,
    loanRepaid,
    toProject: value - unleveredSale.sellingCosts - exitTaxes - unleveredExitTax + budget.workingCapital,
    toEquity,
    shareSale: share,
    betterRoute: share.netProceeds > toEquity ? 'share' : 'asset',
  }

  let cumulative = -equity
  const years: FeasibilityYear[] = held.map((o, i) => {
    const d = debt[i] as (typeof debt)[number]
    const tax = leveredTax[i] as (typeof leveredTax)[number]
    const v = vat[i] as VatYear
    const isLast = o.year === hold
    // The VAT credit lowers the VAT paid over and its surcharges: cash the NOI line does not show.
    const vatRecovered = v.creditUsed + (surchargeRelief[i] ?? 0)
    // The working capital put in at opening comes back with the sale.
    const sale = isLast ? saleBeforeIncomeTax : 0
    const projectCashFlow = o.noi + vatRecovered - (unleveredTax[i]?.tax ?? 0) + sale
    const equityCashFlow = o.noi + vatRecovered - d.payment - tax.tax + (isLast ? sale - loanRepaid : 0)
    cumulative += equityCashFlow
    return {
      year: o.year,
      operating: o,
      vat: v,
      vatRecovered,
      loanOpeningBalance: d.openingBalance,
      interest: d.interest,
      principal: d.principal,
      debtService: d.payment,
      dscr: d.payment > 0 ? o.noi / d.payment : null,
      debtYield: d.openingBalance > 0 ? o.noi / d.openingBalance : null,
      depreciation: buildingDep(buildingBasis, o.year),
      amortisation: amortisation(o.year),
      preOpeningDeduction: preOpening(o.year),
      ffeReserveAddedBack: o.ffeReserve,
      taxableIncome: tax.taxableIncome,
      lossUsed: tax.lossUsed,
      lossCarriedForward: tax.lossCarriedForward,
      incomeTax: tax.tax,
      projectCashFlow,
      equityCashFlow,
      cumulativeEquityCashFlow: cumulative,
    }
  })

  const cy = construction.years
  return {
    budget,
    construction,
    charges,
    inputVat: { construction: constructionInputVat, equipment: equipmentInputVat },
    totalInvestment: budget.total + capitalisedInterest,
    loan,
    equity,
    propertyOriginalValue,
    years,
    exit,
    flowYears: [...cy.map((y) => y.year), ...years.map((y) => y.year)],
    projectCashFlows: [...cy.map((y) => -y.spend), ...years.map((y) => y.projectCashFlow)],
    equityCashFlows: [...cy.map((y) => -(y.equityDraw + y.interest)), ...years.map((y) => y.equityCashFlow)],
  }
}

/** Payback counted from opening: the construction outlays are taken as one sum at opening, the sale left out. */
function paybackAfterOpening(constructionFlows: number[], operatingFlows: number[]) {
  return paybackYears([sum(constructionFlows), ...operatingFlows])
}

function lowest(values: { year: number; value: number | null }[]) {
  let best: { year: number; value: number } | null = null
  for (const { year, value } of values)
    if (value !== null && (best === null || value < best.value)) best = { year, value }
  return best
}

export function calculateFeasibility(input: FeasibilityModelInput): FeasibilityResult {
  const model = feasibilityModel(input)
  const { years, projectCashFlows, equityCashFlows, exit } = model
  const discount = input.discountRatePct / 100
  const k = model.construction.years.length
  const last = years.length - 1
  const withoutSale = (flows: number[], sale: number) => flows.slice(k).map((f, i) => (i === last ? f - sale : f))
  const stabilized = (years.find((y) => y.operating.rampFactor >= 1) ?? (years.at(-1) as FeasibilityYear)).operating
  const contributions = -sum(equityCashFlows.filter((f) => f < 0))
  const distributions = sum(equityCashFlows.filter((f) => f > 0))
  return {
    ...model,
    projectIrr: irr(projectCashFlows),
    equityIrr: irr(equityCashFlows),
    projectNpv: npv(discount, projectCashFlows),
    equityNpv: npv(discount, equityCashFlows),
    equityMultiple: contributions > 0 ? distributions / contributions : 0,
    projectPaybackYears: paybackAfterOpening(
      projectCashFlows.slice(0, k),
      withoutSale(projectCashFlows, exit.toProject),
    ),
    equityPaybackYears: paybackAfterOpening(equityCashFlows.slice(0, k), withoutSale(equityCashFlows, exit.toEquity)),
    stabilizedYear: stabilized.year,
    stabilizedGopMargin: stabilized.gopMargin,
    stabilizedNoiYield: stabilized.noi / model.totalInvestment,
    minDscr: lowest(years.map((y) => ({ year: y.year, value: y.dscr }))),
    minDebtYield: lowest(years.map((y) => ({ year: y.year, value: y.debtYield }))),
    costPerKey: model.totalInvestment / input.rooms,
  }
}
