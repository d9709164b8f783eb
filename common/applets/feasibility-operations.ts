import type { FeasibilityInput } from './feasibility.ts'
import { splitVat, surcharges } from './feasibility-tax.ts'
import { incentiveFee } from './fees.ts'

/**
 * One operating year on the USALI structure. Revenue: rooms from keys × 365 × occupancy × ADR (ADR quoted to the
 * guest incl. VAT, revenue shown excl. VAT), F&B and other as shares of total revenue. Each department's cost, and
 * the undistributed expenses, have a fixed part and a variable part: at stabilized occupancy they come to the
 * benchmark cost ratio, of which `fixed share` is fixed — held at that level in money (growing with inflation) in
 * ramp-up years — and the rest moves with revenue. So a ramp-up year earns less revenue but carries nearly the full
 * fixed cost, and its GOP margin is lower. Below GOP: base and brand fees, the fixed charges (surcharges
 * on VAT, 房产税, 城镇土地使用税, insurance) and the FF&E reserve, then the incentive fee out of the cash above the
 * owner's priority (fees.ts) give NOI. Money in 万元, ADR and RevPAR in 元.
 */

export type OperatingInput = Pick<
  FeasibilityInput,
  | 'rooms'
  | 'adr'
  | 'adrGrowthPct'
  | 'inflationPct'
  | 'occupancyPct'
  | 'rampYear1Pct'
  | 'rampYear2Pct'
  | 'rampYear3Pct'
  | 'fnbSharePct'
  | 'otherSharePct'
  | 'roomsCostPct'
  | 'fnbCostPct'
  | 'otherCostPct'
  | 'undistributedPct'
  | 'roomsFixedPct'
  | 'fnbFixedPct'
  | 'otherFixedPct'
  | 'undistributedFixedPct'
  | 'baseFeePct'
  | 'incentiveFeePct'
  | 'brandFeePct'
  | 'ffeReservePct'
  | 'insurancePct'
  | 'vatPct'
  | 'urbanMaintenancePct'
  | 'educationSurchargePct'
  | 'localEducationSurchargePct'
> &
  Partial<Pick<FeasibilityInput, 'ffeReserveRampYears'>>

/**
 * Property-related charges that do not depend on trading: computed once from the development budget. The owner's
 * priority return (investment × priority rate, fees.ts) caps the incentive fee; without it only the cash left after
 * the fixed charges and the reserve does.
 */
export type PropertyCharges = { propertyTax: number; landUseTax: number; insuredValue: number; ownerPriority?: number }

export type OperatingYear = {
  year: number
  /** Occupancy as a share of stabilized occupancy (ramp-up), 1 from year 4. */
  rampFactor: number
  occupancy: number
  adr: number
  revpar: number
  roomsRevenue: number
  fnbRevenue: number
  otherRevenue: number
  totalRevenue: number
  outputVat: number
  roomsExpense: number
  fnbExpense: number
  otherExpense: number
  departmentalProfit: number
  undistributed: number
  /** The fixed parts of departmental and undistributed costs. */
  fixedCosts: number
  gop: number
  gopMargin: number
  baseFee: number
  /** Incentive fee paid, after the owner's priority (fees.ts). */
  incentiveFee: number
  /** What the contract rate alone would give. */
  incentiveFeeUncapped: number
  ownerPriority: number
  brandFee: number
  surcharges: number
  propertyTax: number
  landUseTax: number
  insurance: number
  ffeReserve: number
  noi: number
}

const daysPerYear = 365

export function rampFactor(input: OperatingInput, year: number) {
  const pct = year === 1 ? input.rampYear1Pct : year === 2 ? input.rampYear2Pct : year === 3 ? input.rampYear3Pct : 100
  return pct / 100
}

/** Revenue by department for an occupancy and ADR (incl. VAT), excl. VAT. */
function revenue(input: OperatingInput, occupancy: number, adr: number) {
  const gross = (input.rooms * daysPerYear * occupancy * adr) / 10_000
  const rooms = splitVat(gross, input.vatPct).net
  const total = rooms / (1 - (input.fnbSharePct + input.otherSharePct) / 100)
  return { rooms, fnb: (total * input.fnbSharePct) / 100, other: (total * input.otherSharePct) / 100, total }
}

/** A department's cost: fixed part set at stabilized revenue in opening-year prices, grown by inflation. */
function cost(costPct: number, fixedPct: number, stabilizedRevenue: number, revenueNow: number, priceIndex: number) {
  const ratio = costPct / 100
  const fixed = ratio * (fixedPct / 100) * stabilizedRevenue * priceIndex
  return { fixed, total: fixed + ratio * (1 - fixedPct / 100) * revenueNow }
}

export function operatingYear(input: OperatingInput, charges: PropertyCharges, year: number): OperatingYear {
  const priceIndex = (1 + input.inflationPct / 100) ** (year - 1)
  const adr = input.adr * (1 + input.adrGrowthPct / 100) ** (year - 1)
  const ramp = rampFactor(input, year)
  const occupancy = (input.occupancyPct / 100) * ramp
  const stabilized = revenue(input, input.occupancyPct / 100, input.adr)
  const now = revenue(input, occupancy, adr)

  const rooms = cost(input.roomsCostPct, input.roomsFixedPct, stabilized.rooms, now.rooms, priceIndex)
  const fnb = cost(input.fnbCostPct, input.fnbFixedPct, stabilized.fnb, now.fnb, priceIndex)
  const other = cost(input.otherCostPct, input.otherFixedPct, stabilized.other, now.other, priceIndex)
  const undistributed = cost(
    input.undistributedPct,
    input.undistributedFixedPct,
    stabilized.total,
    now.total,
    priceIndex,
  )
  const departmentalProfit = now.total - rooms.total - fnb.total - other.total
  const gop = departmentalProfit - undistributed.total

  const outputVat = (now.total * input.vatPct) / 100
  const baseFee = (now.total * input.baseFeePct) / 100
  const brandFee = (now.rooms * input.brandFeePct) / 100
  const surchargeTotal = surcharges(
    outputVat,
    input.urbanMaintenancePct,
    input.educationSurchargePct,
    input.localEducationSurchargePct,
  )
  const insurance = ((charges.insuredValue * input.insurancePct) / 100) * priceIndex
  // The reserve builds up to the contract rate over the ramp years (1 %→2 %→3 %→4 % for 4 years at 4 %).
  const reserveRamp = input.ffeReserveRampYears ?? 0
  const ffeReserve = (now.total * input.ffeReservePct * (reserveRamp > 0 ? Math.min(1, year / reserveRamp) : 1)) / 100
  const cashBeforeIncentive =
    gop - baseFee - brandFee - surchargeTotal - charges.propertyTax - charges.landUseTax - insurance - ffeReserve
  const ownerPriority = charges.ownerPriority ?? 0
  const incentive = incentiveFee({
    gop,
    incentiveFeePct: input.incentiveFeePct,
    cashBeforeIncentive,
    ownerPriority,
  })
  const noi = cashBeforeIncentive - incentive.fee

  return {
    year,
    rampFactor: ramp,
    occupancy,
    adr,
    revpar: adr * occupancy,
    roomsRevenue: now.rooms,
    fnbRevenue: now.fnb,
    otherRevenue: now.other,
    totalRevenue: now.total,
    outputVat,
    roomsExpense: rooms.total,
    fnbExpense: fnb.total,
    otherExpense: other.total,
    departmentalProfit,
    undistributed: undistributed.total,
    fixedCosts: rooms.fixed + fnb.fixed + other.fixed + undistributed.fixed,
    gop,
    gopMargin: now.total > 0 ? gop / now.total : 0,
    baseFee,
    incentiveFee: incentive.fee,
    incentiveFeeUncapped: incentive.uncapped,
    ownerPriority,
    brandFee,
    surcharges: surchargeTotal,
    propertyTax: charges.propertyTax,
    landUseTax: charges.landUseTax,
    insurance,
    ffeReserve,
    noi,
  }
}
