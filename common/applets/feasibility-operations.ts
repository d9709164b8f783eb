import type { FeasibilityInput } from './feasibility.ts'
import { splitVat, surcharges } from './feasibility-tax.ts'
import { incentiveFee } from './fees.ts'

/**
 * One operating year on the USALI structure. Revenue: rooms from keys × 365 × occupancy × ADR (ADR quoted to the
 * guest incl. VAT, revenue shown excl. VAT), F&B and other as shares of total revenue. Each department's cost, and
 * the undistributed expenses, have a fixed part and a variable part (issue 34, point 5):
 * - the fixed parts are set in money once, from the base case (the benchmark cost ratio × `fixed share` × the
 *   base case's stabilized revenue), held when ADR or occupancy move and grown only with inflation, so a ramp-up year
 *   or a weaker market carries the full fixed cost;
 * - the rooms department's variable part follows occupied rooms (cleaning, amenities, laundry, commissions per
 *   night sold), at the base case's cost per occupied room, grown with inflation: a higher ADR does not make a room
 *   dearer to clean, a higher occupancy does;
 * - the other departments' and undistributed variable parts follow their revenue.
 * So ADR +10 % reaches GOP more fully than occupancy +10 %, as an operator expects. The base case is the input's own
 * stabilized occupancy and ADR unless `costBase` pins another (the sensitivity pins the unmoved case's).
 * Below GOP: base and brand fees, the fixed charges (surcharges on VAT, 房产税, 城镇土地使用税, insurance) and the
 * FF&E reserve, then the incentive fee out of the cash above the owner's priority (fees.ts) give NOI. Money in 万元,
 * ADR and RevPAR in 元.
 *
 * A projection (the market study) may give each year's occupancy and ADR as factors of the stabilized occupancy and
 * the opening-year ADR (`path`), replacing the three-year ramp and the flat ADR growth; years beyond the path keep its
 * last occupancy and grow ADR at `adrGrowthPct`.
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
  Partial<Pick<FeasibilityInput, 'ffeReserveRampYears'>> &
  OperatingOverrides

/**
 * The cost structure in money, from the base case, in opening-year prices: the fixed parts of each department and
 * of the undistributed expenses (万元 a year), and the rooms department's variable cost per occupied room (元).
 */
export type OperatingCostBase = {
  roomsFixed: number
  fnbFixed: number
  otherFixed: number
  undistributedFixed: number
  roomsVariablePerOccupiedRoom: number
}

/** Occupancy as a factor of the stabilized occupancy, ADR as a factor of the opening-year ADR, by operating year. */
export type OperatingPath = { occupancy: number; adr: number }[]

export type OperatingOverrides = { costBase?: OperatingCostBase; path?: OperatingPath }

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

/** The base case's cost structure in money: its stabilized occupancy and opening-year ADR at the cost ratios. */
export function operatingCostBase(input: OperatingInput): OperatingCostBase {
  const stabilized = revenue(input, input.occupancyPct / 100, input.adr)
  const fixed = (costPct: number, fixedPct: number, base: number) => (costPct / 100) * (fixedPct / 100) * base
  const occupiedRooms = input.rooms * daysPerYear * (input.occupancyPct / 100)
  const roomsVariable = (input.roomsCostPct / 100) * (1 - input.roomsFixedPct / 100) * stabilized.rooms
  return {
    roomsFixed: fixed(input.roomsCostPct, input.roomsFixedPct, stabilized.rooms),
    fnbFixed: fixed(input.fnbCostPct, input.fnbFixedPct, stabilized.fnb),
    otherFixed: fixed(input.otherCostPct, input.otherFixedPct, stabilized.other),
    undistributedFixed: fixed(input.undistributedPct, input.undistributedFixedPct, stabilized.total),
    roomsVariablePerOccupiedRoom: occupiedRooms > 0 ? (roomsVariable * 10_000) / occupiedRooms : 0,
  }
}

/** The same case with its cost structure pinned: moving its ADR or occupancy afterwards leaves the costs in money. */
export function withPinnedCosts<T extends OperatingInput>(input: T): T {
  return input.costBase ? input : { ...input, costBase: operatingCostBase(input) }
}

/** A department's cost: its fixed part in money grown by inflation, its variable part on revenue. */
function cost(costPct: number, fixedPct: number, fixedBase: number, revenueNow: number, priceIndex: number) {
  const fixed = fixedBase * priceIndex
  return { fixed, total: fixed + (costPct / 100) * (1 - fixedPct / 100) * revenueNow }
}

/** Occupancy (0–1) and ADR of an operating year: from the path when given, else the ramp and the ADR growth. */
function occupancyAndAdr(input: OperatingInput, year: number) {
  const growth = (n: number) => (1 + input.adrGrowthPct / 100) ** n
  const path = input.path
  if (path && path.length > 0) {
    const step = path[Math.min(year, path.length) - 1] as OperatingPath[number]
    const extra = Math.max(0, year - path.length)
    return {
      ramp: step.occupancy,
      occupancy: Math.min(1, (input.occupancyPct / 100) * step.occupancy),
      adr: input.adr * step.adr * growth(extra),
    }
  }
  const ramp = rampFactor(input, year)
  return { ramp, occupancy: Math.min(1, (input.occupancyPct / 100) * ramp), adr: input.adr * growth(year - 1) }
}

export function operatingYear(input: OperatingInput, charges: PropertyCharges, year: number): OperatingYear {
  const priceIndex = (1 + input.inflationPct / 100) ** (year - 1)
  const { ramp, occupancy, adr } = occupancyAndAdr(input, year)
  const base = input.costBase ?? operatingCostBase(input)
  const now = revenue(input, occupancy, adr)

  const roomsFixed = base.roomsFixed * priceIndex
  const occupiedRooms = input.rooms * daysPerYear * occupancy
  const rooms = {
    fixed: roomsFixed,
    total: roomsFixed + (occupiedRooms * base.roomsVariablePerOccupiedRoom * priceIndex) / 10_000,
  }
  const fnb = cost(input.fnbCostPct, input.fnbFixedPct, base.fnbFixed, now.fnb, priceIndex)
  const other = cost(input.otherCostPct, input.otherFixedPct, base.otherFixed, now.other, priceIndex)
  const undistributed = cost(
    input.undistributedPct,
    input.undistributedFixedPct,
    base.undistributedFixed,
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
