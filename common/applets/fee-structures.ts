import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { developmentCostPerKey, fixedCostSharePct, stabilizedRevenue } from './case-defaults.ts'
import { feasibilityDefaultsFor } from './feasibility.ts'
import { surcharges } from './feasibility-tax.ts'
import { incentiveFee, ownerPriorityReturn } from './fees.ts'
import { hotelCaseFields, numberField, percentField, roomsField } from './fields.ts'
import { npv } from './finance.ts'
import { managementFeeFields, propertyTaxByValueFields, sharedFields } from './shared-fields.ts'
import { stabilizedOperatingYear } from './stabilized-year.ts'
import { constructionVatPct } from './vat.ts'

/**
 * One hotel, three ways for its owner to bring in a brand, over 10 years:
 * - management agreement (委托管理): the owner keeps the hotel's result after the base fee (on total revenue), the
 *   brand's system fees (reservation, loyalty, marketing on rooms revenue) and an incentive fee of a share of GOP
 *   that is paid only out of the cash left above the owner's priority return (业主优先回报, a yearly return on the
 *   investment); what the cash above the priority cannot cover is lost to the operator, not carried forward;
 * - franchise (特许经营): the owner runs the hotel, paying an initial fee per key, a franchise fee and the same
 *   system fees on rooms revenue, and its own management team;
 * - lease (租赁): the owner receives a fixed rent with a yearly escalation; the tenant runs the hotel and carries
 *   the operating result.
 * Revenue and GOP come from one USALI line: rooms revenue from rooms × occupancy × ADR, F&B and other revenue as
 * shares of total revenue, and operating costs (departmental + undistributed) split into a fixed part (set at the
 * stabilized cost level, growing with prices) and a part that moves with revenue. Money in 万元 unless named.
 * Pre-tax: revenue and rent net of VAT; owner's fixed charges are 房产税 (on the value for a hotel the owner runs or
 * has managed, on the rent when leased out), 城镇土地使用税 (the landholder pays it in every structure, 《城镇土地使用
 * 税暂行条例》第二条), building insurance and other fixed charges.
 * Rent is entered excluding VAT: the owner invoices the tenant VAT on top (lease of immovable property, 9 % general
 * method, or 5 % simplified method for property acquired before 2016-05-01, 财税〔2016〕36号 附件2), so the VAT
 * itself passes through, while the surcharges on it (城建税、教育费附加、地方教育附加) are the owner's cost. No
 * input VAT of the lessor is credited against it (a prudent simplification). 房产税 on rent is on rent excluding VAT
 * (财税〔2016〕43号 第二条).
 */
export const feeHorizon = 10
export const feeStructures = ['management', 'franchise', 'lease'] as const
export type FeeStructure = (typeof feeStructures)[number]
export const feeStructureLabels: Record<FeeStructure, string> = {
  management: '委托管理',
  franchise: '特许经营',
  lease: '租赁',
}
export const feeScenarios = ['base', 'downside'] as const
export type FeeScenario = (typeof feeScenarios)[number]

/** Field schemas one by one, for the form's per-field rules. */
export const feeStructuresFields = {
  ...hotelCaseFields,
  scenario: z.enum(feeScenarios, { error: '请选择情景' }),
  rooms: roomsField,
  adr: numberField('首年平均房价', { min: 50, max: 20000, unit: ' 元' }),
  occupancyPct: sharedFields.occupancyPct,
  rampYear1Pct: percentField('第 1 年出租率爬坡', 1, 100),
  rampYear2Pct: percentField('第 2 年出租率爬坡', 1, 100),
  rampYear3Pct: percentField('第 3 年出租率爬坡', 1, 100),
  fnbSharePct: percentField('餐饮收入占总收入比例', 0, 60),
  otherSharePct: percentField('其他收入占总收入比例', 0, 30),
  gopMarginPct: percentField('稳定期 GOP 率', -50, 80),
  fixedCostSharePct: percentField('固定成本占经营成本比例', 0, 100),
  growthPct: percentField('房价与成本年增长率', -10, 20),
  downsideRevparCutPct: percentField('下行情景 RevPAR 降幅', 0, 80),
  investment: numberField('开发投资', { min: 100, max: 10_000_000, unit: ' 万元' }),
  ...managementFeeFields,
  ownerPriorityPct: sharedFields.ownerPriorityPct,
  reservationPct: percentField('预订系统费率', 0, 10),
  loyaltyPct: percentField('会员计划费率', 0, 10),
  marketingPct: percentField('市场推广费率', 0, 10),
  franchisePct: percentField('特许经营费率', 0, 15),
  initialFeePerKey: sharedFields.initialFeePerKey,
  ownOverheadPct: percentField('业主自营管理成本率', 0, 20),
  rentYear1: numberField('首年租金', { min: 0, max: 1_000_000, unit: ' 万元' }),
  rentEscalationPct: percentField('租金年递增率', -10, 20),
  ffeReservePct: sharedFields.ffeReservePct,
  insurancePct: sharedFields.insurancePct,
  ...propertyTaxByValueFields,
  propertyTaxRentPct: percentField('房产税税率（从租）', 0, 30),
  rentVatPct: percentField('租金增值税税率', 0, 9),
  surchargePct: percentField('增值税附加合计税率', 0, 15),
  landUseTax: numberField('城镇土地使用税', { min: 0, max: 100_000, unit: ' 万元/年' }),
  otherFixedCharges: numberField('其他固定费用', { min: 0, max: 1_000_000, unit: ' 万元/年' }),
  discountRatePct: sharedFields.discountRatePct,
}

export const feeStructuresInputSchema = z.object(feeStructuresFields)
export type FeeStructuresInput = z.infer<typeof feeStructuresInputSchema>

export type FeeYear = {
  year: number
  occupancy: number
  adr: number
  roomsRevenue: number
  totalRevenue: number
  gop: number
  gopMargin: number
  ffeReserve: number
  systemFees: number
  baseFee: number
  /** GOP less base fee, system fees, fixed charges and FF&E reserve, before any incentive fee. */
  cashBeforeIncentive: number
  incentiveFee: number
  /** The owner's priority cut the incentive fee below the contract rate this year. */
  incentiveCut: boolean
  franchiseFee: number
  ownOverhead: number
  rent: number
  rentPropertyTax: number
  /** Output VAT on the rent, invoiced to the tenant on top of it. */
  rentVat: number
  /** Surcharges on that VAT: the owner's cost. */
  rentSurcharges: number
  /** The tenant's GOP less FF&E reserve over the rent; null when there is no rent. */
  rentCoverage: number | null
  owner: Record<FeeStructure, number>
}

export type ScenarioResult = {
  years: FeeYear[]
  /** Owner's cash flow per structure, year 0 first (the franchise's initial fee falls in year 0). */
  flows: Record<FeeStructure, number[]>
  totals: Record<FeeStructure, number>
  npv: Record<FeeStructure, number>
  /** Everything the owner pays the brand over the 10 years (under a lease, the tenant pays it). */
  brandFees: Record<FeeStructure, number>
  /** Years in which the owner's priority return left no room for the full incentive fee. */
  incentiveCutYears: number
  minRentCoverage: number | null
}

export type FeeStructuresResult = {
  base: ScenarioResult
  downside: ScenarioResult
  /**
   * Owner's yearly fixed charges when it runs the hotel or has it managed: 房产税 on value, 城镇土地使用税,
   * insurance, others.
   */
  fixedCharges: number
  /** 城镇土地使用税, insurance and other fixed charges the owner still pays when the hotel is leased out. */
  leaseFixedCharges: number
  priorityReturn: number
  initialFee: number
  /** Total revenue of year 1 at stabilized occupancy, the reference the rent is set against. */
  stabilizedRevenueYear1: number
  rentShareOfRevenue: number
  /** The structure with the highest NPV to the owner in the base case. */
  best: FeeStructure
  /** Owner's 10-year total in the downside less the base case; negative is a loss. */
  downsideChange: Record<FeeStructure, number>
}

const pct = (v: number) => v / 100
const record = <T>(f: (s: FeeStructure) => T) =>
  Object.fromEntries(feeStructures.map((s) => [s, f(s)])) as Record<FeeStructure, T>

export function calculateFeeStructures(input: FeeStructuresInput): FeeStructuresResult {
  const nonRoomsPct = input.fnbSharePct + input.otherSharePct
  const stabilizedRevenueYear1 = stabilizedRevenue(input.rooms, input.adr, input.occupancyPct, nonRoomsPct)
  const insurance = input.investment * pct(input.insurancePct)
  const propertyTax = input.investment * (1 - pct(input.propertyValueDeductionPct)) * pct(input.propertyTaxPct)
  const leaseFixedCharges = input.landUseTax + insurance + input.otherFixedCharges
  const fixedCharges = propertyTax + leaseFixedCharges
  const priorityReturn = ownerPriorityReturn(input.investment, input.ownerPriorityPct)
  const initialFee = (input.rooms * input.initialFeePerKey) / 10_000
  const charges = { fixedCharges, leaseFixedCharges, priorityReturn, initialFee }

  const base = scenario(input, 0, charges)
  const downside = scenario(input, pct(input.downsideRevparCutPct), charges)
  const best = feeStructures.reduce((a, b) => (base.npv[b] > base.npv[a] ? b : a))
  return {
    base,
    downside,
    ...charges,
    stabilizedRevenueYear1,
    rentShareOfRevenue: stabilizedRevenueYear1 > 0 ? input.rentYear1 / stabilizedRevenueYear1 : 0,
    best,
    downsideChange: record((s) => downside.totals[s] - base.totals[s]),
  }
}

type Charges = { fixedCharges: number; leaseFixedCharges: number; priorityReturn: number; initialFee: number }

function scenario(input: FeeStructuresInput, revparCut: number, charges: Charges): ScenarioResult {
  const roomsShare = 1 - pct(input.fnbSharePct + input.otherSharePct)
  const costRatio = 1 - pct(input.gopMarginPct)
  const fixedShare = pct(input.fixedCostSharePct)
  const systemPct = pct(input.reservationPct + input.loyaltyPct + input.marketingPct)
  const ramps = [input.rampYear1Pct, input.rampYear2Pct, input.rampYear3Pct]

  const years = Array.from({ length: feeHorizon }, (_, i): FeeYear => {
    const year = i + 1
    const prices = (1 + pct(input.growthPct)) ** i
    const ramp = pct(ramps[i] ?? 100)
    const adr = input.adr * prices
    // Fixed costs are sized on the base case at full occupancy, so neither the ramp nor the downside shrinks them.
    const stabilized = (input.rooms * 365 * pct(input.occupancyPct) * adr) / 10_000 / roomsShare
    const totalRevenue = stabilized * ramp * (1 - revparCut)
    const roomsRevenue = totalRevenue * roomsShare
    const gop = totalRevenue - stabilized * costRatio * fixedShare - totalRevenue * costRatio * (1 - fixedShare)
    const ffeReserve = totalRevenue * pct(input.ffeReservePct)
    const systemFees = roomsRevenue * systemPct

    const baseFee = totalRevenue * pct(input.baseFeePct)
    const cashBeforeIncentive = gop - baseFee - systemFees - charges.fixedCharges - ffeReserve
    const incentive = incentiveFee({
      gop,
      incentiveFeePct: input.incentiveFeePct,
      cashBeforeIncentive,
      ownerPriority: charges.priorityReturn,
    })

    const franchiseFee = roomsRevenue * pct(input.franchisePct)
    const ownOverhead = totalRevenue * pct(input.ownOverheadPct)

    const rent = input.rentYear1 * (1 + pct(input.rentEscalationPct)) ** i
    const rentPropertyTax = rent * pct(input.propertyTaxRentPct)
    const rentVat = rent * pct(input.rentVatPct)
    const rentSurcharges = surcharges(rentVat, input.surchargePct, 0, 0)

    return {
      year,
      occupancy: pct(input.occupancyPct) * ramp,
      adr,
      roomsRevenue,
      totalRevenue,
      gop,
      gopMargin: totalRevenue > 0 ? gop / totalRevenue : 0,
      ffeReserve,
      systemFees,
      baseFee,
      cashBeforeIncentive,
      incentiveFee: incentive.fee,
      incentiveCut: incentive.cutByPriority,
      franchiseFee,
      ownOverhead,
      rent,
      rentPropertyTax,
      rentVat,
      rentSurcharges,
      rentCoverage: rent > 0 ? (gop - ffeReserve) / rent : null,
      owner: {
        management: cashBeforeIncentive - incentive.fee,
        franchise: gop - franchiseFee - systemFees - ownOverhead - charges.fixedCharges - ffeReserve,
        lease: rent - rentPropertyTax - rentSurcharges - charges.leaseFixedCharges,
      },
    }
  })

  const flows = record((s) => [s === 'franchise' ? -charges.initialFee : 0, ...years.map((y) => y.owner[s])])
  const sum = (f: (y: FeeYear) => number) => years.reduce((total, y) => total + f(y), 0)
  const coverages = years.map((y) => y.rentCoverage).filter((c): c is number => c !== null)
  return {
    years,
    flows,
    totals: record((s) => flows[s].reduce((a, b) => a + b, 0)),
    npv: record((s) => npv(pct(input.discountRatePct), flows[s])),
    brandFees: {
      management: sum((y) => y.baseFee + y.incentiveFee + y.systemFees),
      franchise: charges.initialFee + sum((y) => y.franchiseFee + y.systemFees),
      lease: 0,
    },
    incentiveCutYears: years.filter((y) => y.incentiveCut).length,
    minRentCoverage: coverages.length > 0 ? Math.min(...coverages) : null,
  }
}

/**
 * The defaults for a segment and city tier, from the benchmark table: a hotel (300 rooms unless given) at the segment's typical ADR
 * and occupancy, the segment's fee levels, development cost per key for the investment, and the segment's typical
 * rent as a share of stabilized revenue. Growth and the downside cut are the user's assumptions.
 */
export function feeStructuresDefaults(
  segment: Positioning = 'upscale',
  tier: CityTier = 'tier2',
  rooms = 300,
): FeeStructuresInput {
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, tier, variant })
  const adr = v('ops.adr')
  const occupancyPct = v('ops.occupancy')
  const fnbSharePct = v('ops.fnb_revenue_share')
  const otherSharePct = v('ops.other_revenue_share')
  const revenue = stabilizedRevenue(rooms, adr, occupancyPct, fnbSharePct + otherSharePct)
  const growthPct = 2
  const study = feasibilityDefaultsFor(segment, tier)
  return {
    segment,
    tier,
    scenario: 'base',
    rooms,
    adr,
    occupancyPct,
    rampYear1Pct: v('ops.ramp_occupancy_pct', 'y1'),
    rampYear2Pct: v('ops.ramp_occupancy_pct', 'y2'),
    rampYear3Pct: v('ops.ramp_occupancy_pct', 'y3'),
    fnbSharePct,
    otherSharePct,
    gopMarginPct: v('ops.gop_margin'),
    fixedCostSharePct: fixedCostSharePct(segment),
    growthPct,
    downsideRevparCutPct: 20,
    investment: Math.round((rooms * developmentCostPerKey(segment, tier)) / 1_000_000) * 100,
    baseFeePct: v('fee.base_pct'),
    incentiveFeePct: v('fee.incentive_pct_gop'),
    ownerPriorityPct: v('fee.owner_priority_pct'),
    reservationPct: v('fee.reservation_pct_rooms'),
    loyaltyPct: v('fee.loyalty_pct_rooms'),
    marketingPct: v('fee.marketing_pct_rooms'),
    franchisePct: v('fee.franchise_pct_rooms'),
    initialFeePerKey: v('fee.initial_fee_per_key'),
    // Neutral: the owner's own team is assumed to cost what the operator's base fee would.
    ownOverheadPct: v('fee.base_pct'),
    rentYear1: Math.round((revenue * v('fee.lease_rent_pct_revenue')) / 100),
    rentEscalationPct: growthPct,
    ffeReservePct: v('ops.ffe_reserve_pct'),
    insurancePct: v('ops.insurance_pct_value'),
    propertyTaxPct: v('tax.property_tax_value_pct'),
    propertyValueDeductionPct: v('tax.property_value_deduction_pct'),
    propertyTaxRentPct: v('tax.property_tax_rent_pct'),
    // A hotel built new after 2016-05-01: the general method (vat.ts: 9 % on the lease of immovable property).
    rentVatPct: constructionVatPct,
    surchargePct: study.urbanMaintenancePct + study.educationSurchargePct + study.localEducationSurchargePct,
    // The study's land (land area × the city-size class rate), scaled to this hotel's keys.
    landUseTax: Math.round(((stabilizedOperatingYear(study).operating.landUseTax * rooms) / study.rooms) * 100) / 100,
    otherFixedCharges: 0,
    discountRatePct: v('fin.discount_rate'),
  }
}
