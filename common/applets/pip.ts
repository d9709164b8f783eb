import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import { type Positioning, positionings } from '../intel.ts'
import { fixedCostSharePct } from './case-defaults.ts'
import { numberField, percentField, roomsField } from './fields.ts'
import { type IrrResult, irr, npv, paybackYears } from './finance.ts'
import { propertyTaxByValueFields, sharedFields } from './shared-fields.ts'

/**
 * Converting an existing hotel to a brand's standard (PIP, property improvement plan). Year 0 is the works year:
 * the PIP itself (per key by scope, plus public areas and MEP, plus contingency), the profit lost on rooms out of
 * service, and the brand's initial fee. Years 1–10 bring the incremental NOI: the RevPAR uplift (partly in year 1)
 * on total revenue at the hotel's flow-through, less the change in brand fees (new brand's fees on the higher rooms
 * revenue against what the hotel pays today) and the extra 房产税 on the capitalized works. No residual value: the
 * PIP is judged on 10 years of cash. Money in 万元 unless named; pre-tax.
 */
export const pipHorizon = 10
export const pipScopes = ['soft', 'rooms', 'full'] as const
export type PipScope = (typeof pipScopes)[number]
export const pipScopeLabels: Record<PipScope, string> = {
  soft: '软装更新',
  rooms: '客房翻新',
  full: '整体改造换牌',
}

export const pipFields = {
  segment: z.enum(positionings, { error: '请选择目标品牌定位' }),
  scope: z.enum(pipScopes, { error: '请选择改造范围' }),
  rooms: roomsField,
  costPerKey: numberField('每间客房改造费', { min: 0, max: 2_000_000, unit: ' 元/间' }),
  publicAreaCost: numberField('公共区域改造费', { min: 0, max: 1_000_000, unit: ' 万元' }),
  mepCost: numberField('机电系统改造费', { min: 0, max: 1_000_000, unit: ' 万元' }),
  contingencyPct: sharedFields.contingencyPct,
  worksMonths: numberField('施工期', { min: 0, max: 12, unit: ' 个月' }),
  roomsOutPct: percentField('施工期停用客房比例'),
  adr: numberField('改造前平均房价', { min: 50, max: 20000, unit: ' 元' }),
  occupancyPct: percentField('改造前出租率', 1, 100),
  nonRoomsSharePct: percentField('餐饮及其他收入占总收入比例', 0, 90),
  revparUpliftPct: percentField('改造后 RevPAR 提升', -50, 200),
  upliftYear1Pct: percentField('第 1 年提升实现比例'),
  flowThroughPct: percentField('增量收入利润转化率', 0, 100),
  newBrandFeePct: percentField('新品牌持续费用率', 0, 30),
  currentBrandFeePct: percentField('现有品牌费用率', 0, 30),
  initialFeePerKey: sharedFields.initialFeePerKey,
  growthPct: percentField('收入年增长率', -10, 20),
  ...propertyTaxByValueFields,
  discountRatePct: sharedFields.discountRatePct,
}

export const pipInputSchema = z.object(pipFields)
export type PipInput = z.infer<typeof pipInputSchema>

export type PipYear = {
  year: number
  revenueBefore: number
  revenueAfter: number
  incrementalRevenue: number
  incrementalProfit: number
  brandFees: number
  incrementalBrandFees: number
  incrementalPropertyTax: number
  incrementalNoi: number
  cumulative: number
}

export type PipResult = {
  worksCost: number
  contingency: number
  capex: number
  capexPerKey: number
  /** Total revenue of the year before works (year 0 prices). */
  revenueNow: number
  lostRevenue: number
  lostProfit: number
  initialFee: number
  /** Everything spent or given up in year 0. */
  outlay: number
  /** Initial fee plus the new brand's fees in the first year after reopening. */
  firstYearBrandFees: number
  years: PipYear[]
  flows: number[]
  npv: number
  irr: IrrResult
  paybackYears: number | null
}

const pct = (v: number) => v / 100

export function calculatePip(input: PipInput): PipResult {
  const worksCost = (input.rooms * input.costPerKey) / 10_000 + input.publicAreaCost + input.mepCost
  const contingency = worksCost * pct(input.contingencyPct)
  const capex = worksCost + contingency
  const roomsShare = 1 - pct(input.nonRoomsSharePct)
  const revenueNow = (input.rooms * 365 * pct(input.occupancyPct) * input.adr) / 10_000 / roomsShare
  // Fixed costs run on while rooms are closed, so the profit lost is the revenue times the flow-through.
  const lostRevenue = revenueNow * pct(input.roomsOutPct) * (input.worksMonths / 12)
  const lostProfit = lostRevenue * pct(input.flowThroughPct)
  const initialFee = (input.rooms * input.initialFeePerKey) / 10_000
  const outlay = capex + lostProfit + initialFee
  // The works enter the building's original value, so 房产税 on it is due every year after.
  const incrementalPropertyTax = capex * (1 - pct(input.propertyValueDeductionPct)) * pct(input.propertyTaxPct)

  let cumulative = -outlay
  const years = Array.from({ length: pipHorizon }, (_, i): PipYear => {
    const year = i + 1
    const revenueBefore = revenueNow * (1 + pct(input.growthPct)) ** year
    const uplift = pct(input.revparUpliftPct) * (year === 1 ? pct(input.upliftYear1Pct) : 1)
    const revenueAfter = revenueBefore * (1 + uplift)
    const incrementalRevenue = revenueAfter - revenueBefore
    const incrementalProfit = incrementalRevenue * pct(input.flowThroughPct)
    const brandFees = revenueAfter * roomsShare * pct(input.newBrandFeePct)
    const incrementalBrandFees = brandFees - revenueBefore * roomsShare * pct(input.currentBrandFeePct)
    const incrementalNoi = incrementalProfit - incrementalBrandFees - incrementalPropertyTax
    cumulative += incrementalNoi
    return {
      year,
      revenueBefore,
      revenueAfter,
      incrementalRevenue,
      incrementalProfit,
      brandFees,
      incrementalBrandFees,
      incrementalPropertyTax,
      incrementalNoi,
      cumulative,
    }
  })
  const flows = [-outlay, ...years.map((y) => y.incrementalNoi)]
  return {
    worksCost,
    contingency,
    capex,
    capexPerKey: (capex * 10_000) / input.rooms,
    revenueNow,
    lostRevenue,
    lostProfit,
    initialFee,
    outlay,
    firstYearBrandFees: initialFee + (years[0]?.brandFees ?? 0),
    years,
    flows,
    npv: npv(pct(input.discountRatePct), flows),
    irr: irr(flows),
    paybackYears: paybackYears(flows),
  }
}

/**
 * How long works take and how many rooms they close, by scope: the user's assumptions (the benchmark table has no
 * published figure), stated as such in the field help.
 */
export const assumedWorks: Record<PipScope, { worksMonths: number; roomsOutPct: number }> = {
  soft: { worksMonths: 3, roomsOutPct: 10 },
  rooms: { worksMonths: 6, roomsOutPct: 25 },
  full: { worksMonths: 12, roomsOutPct: 100 },
}

/** The figures that change with the scope: cost per key from the table, works time and closure assumed. */
export function pipScopeDefaults(segment: Positioning, scope: PipScope) {
  return {
    costPerKey: benchmarkValue('dev.pip_cost_per_key', { segment, variant: scope }),
    ...assumedWorks[scope],
  }
}

/**
 * Defaults for converting a hotel to a brand of `segment`: today's performance at the segment's typical occupancy
 * and ADR, the brand's fees from the table, a flow-through from the segment's cost structure (GOP margin plus the
 * fixed share of costs), and brand fees today like the new brand's. Uplift and its first-year share are the
 * user's assumptions.
 */
export function pipDefaults(segment: Positioning = 'upscale', scope: PipScope = 'rooms', rooms = 200): PipInput {
  const v = (key: string) => benchmarkValue(key, { segment })
  const margin = pct(v('ops.gop_margin'))
  const flowThrough = margin + pct(fixedCostSharePct(segment)) * (1 - margin)
  const newBrandFeePct =
    v('fee.franchise_pct_rooms') +
    v('fee.reservation_pct_rooms') +
    v('fee.loyalty_pct_rooms') +
    v('fee.marketing_pct_rooms')
  return {
    segment,
    scope,
    rooms,
    ...pipScopeDefaults(segment, scope),
    publicAreaCost: 0,
    mepCost: 0,
    contingencyPct: v('dev.contingency_pct'),
    adr: v('ops.adr'),
    occupancyPct: v('ops.occupancy'),
    nonRoomsSharePct: v('ops.fnb_revenue_share') + v('ops.other_revenue_share'),
    revparUpliftPct: 10,
    upliftYear1Pct: 50,
    flowThroughPct: Math.round(flowThrough * 100),
    newBrandFeePct,
    // Neutral: the hotel is assumed to pay a comparable brand today; a first flag for an independent is 0.
    currentBrandFeePct: newBrandFeePct,
    initialFeePerKey: v('fee.initial_fee_per_key'),
    growthPct: 2,
    propertyTaxPct: v('tax.property_tax_value_pct'),
    propertyValueDeductionPct: v('tax.property_value_deduction_pct'),
    discountRatePct: v('fin.discount_rate'),
  }
}
