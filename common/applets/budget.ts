import { z } from 'zod'
import { type BenchmarkSelector, benchmarkRow, benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { developmentCost } from './development-cost.ts'
import { hotelCaseFields, numberField, percentField, roomsField } from './fields.ts'
import { perKeyCostFields, sharedFields } from './shared-fields.ts'

/**
 * Hotel development budget (开发预算) excluding land and financing, computed by the one development-cost computation
 * the feasibility study and the case defaults also use (development-cost.ts): hard cost on gross floor area (by
 * segment and city tier), FF&E, OS&E and pre-opening per key, professional fees on hard cost, a contingency on hard
 * cost + fees. Money in 元. Every default comes from the benchmark table (common/benchmarks), so this tool, the
 * feasibility study and the topic pages show the same figures.
 */
export const areaBases = ['per_key', 'total'] as const
export type AreaBasis = (typeof areaBases)[number]
export const areaBasisLabels: Record<AreaBasis, string> = {
  per_key: '按每间建筑面积估算',
  total: '按方案总建筑面积',
}

export const budgetInputSchema = z.object({
  ...hotelCaseFields,
  rooms: roomsField,
  areaBasis: z.enum(areaBases, { error: '请选择建筑面积口径' }),
  gfaPerKey: sharedFields.gfaPerKey,
  grossFloorArea: numberField('总建筑面积', { min: 300, max: 1_000_000, unit: ' ㎡' }),
  hardCostPerSqm: numberField('建安工程单方造价', { min: 1_000, max: 40_000, unit: ' 元/㎡' }),
  softCostPct: percentField('专业服务费率', 0, 40),
  ...perKeyCostFields,
  contingencyPct: sharedFields.contingencyPct,
})
export type BudgetInput = z.infer<typeof budgetInputSchema>

/** The inputs that come from the benchmark table, with the table's key for each. */
export const budgetBenchmarkKeys = {
  gfaPerKey: 'dev.gfa_per_key',
  hardCostPerSqm: 'dev.hard_cost_per_sqm',
  softCostPct: 'dev.soft_cost_pct',
  ffePerKey: 'dev.ffe_per_key',
  osePerKey: 'dev.ose_per_key',
  preOpeningPerKey: 'dev.pre_opening_per_key',
  contingencyPct: 'dev.contingency_pct',
} as const satisfies Partial<Record<keyof BudgetInput, string>>
export type BudgetAssumptionKey = keyof typeof budgetBenchmarkKeys
export const budgetAssumptionKeys = Object.keys(budgetBenchmarkKeys) as BudgetAssumptionKey[]

/** Only hard cost differs by city tier in the table; the rest vary by segment. */
export function budgetSelector(key: BudgetAssumptionKey, segment: Positioning, tier: CityTier): BenchmarkSelector {
  return key === 'hardCostPerSqm' ? { segment, tier } : { segment }
}

/** The benchmark's typical value of every assumption for a case (throws when the table lacks one). */
export function budgetAssumptions(segment: Positioning, tier: CityTier): Pick<BudgetInput, BudgetAssumptionKey> {
  const out = {} as Pick<BudgetInput, BudgetAssumptionKey>
  for (const key of budgetAssumptionKeys) {
    out[key] = benchmarkValue(budgetBenchmarkKeys[key], budgetSelector(key, segment, tier))
  }
  return out
}

/** A 250-room hotel is the starting case: a size common to upscale and upper-midscale projects (user's to change). */
export const defaultRooms = 250

export function budgetDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): BudgetInput {
  const assumptions = budgetAssumptions(segment, tier)
  return {
    segment,
    tier,
    rooms: defaultRooms,
    areaBasis: 'per_key',
    grossFloorArea: Math.round(defaultRooms * assumptions.gfaPerKey),
    ...assumptions,
  }
}

export const budgetLineKeys = ['hardCost', 'softCost', 'ffe', 'ose', 'preOpening', 'contingency'] as const
export type BudgetLineKey = (typeof budgetLineKeys)[number]
export const budgetLineLabels: Record<BudgetLineKey, string> = {
  hardCost: '建安工程费（含机电及装修）',
  softCost: '专业服务费（设计、顾问、项目管理等）',
  ffe: 'FF&E 家具、装置及设备',
  ose: 'OS&E 经营用品',
  preOpening: '开业前费用',
  contingency: '不可预见费',
}

export type BudgetLine = { key: BudgetLineKey; total: number; perKey: number; perSqm: number; share: number }

export type BudgetResult = {
  grossFloorArea: number
  /** Area actually used per key (entered, or total area ÷ rooms). */
  gfaPerKey: number
  lines: BudgetLine[]
  total: number
  totalPerKey: number
  totalPerSqm: number
}

export function calculateBudget(input: BudgetInput): BudgetResult {
  const grossFloorArea = input.areaBasis === 'total' ? input.grossFloorArea : input.rooms * input.gfaPerKey
  const amounts: Record<BudgetLineKey, number> = developmentCost({ ...input, gfa: grossFloorArea })
  const total = budgetLineKeys.reduce((s, key) => s + amounts[key], 0)

  return {
    grossFloorArea,
    gfaPerKey: grossFloorArea / input.rooms,
    lines: budgetLineKeys.map((key) => ({
      key,
      total: amounts[key],
      perKey: amounts[key] / input.rooms,
      perSqm: amounts[key] / grossFloorArea,
      share: total > 0 ? amounts[key] / total : 0,
    })),
    total,
    totalPerKey: total / input.rooms,
    totalPerSqm: total / grossFloorArea,
  }
}

export type BudgetOutlier = { key: BudgetAssumptionKey; value: number; low: number; high: number }

/**
 * Assumptions outside the benchmark's range for the case, to flag (not refuse). The area per key counts as used
 * area (total ÷ rooms) when the total area is entered. Figures without a published range are not checked.
 */
export function budgetOutliers(input: BudgetInput, result: BudgetResult): BudgetOutlier[] {
  const out: BudgetOutlier[] = []
  for (const key of budgetAssumptionKeys) {
    const row = benchmarkRow(budgetBenchmarkKeys[key], budgetSelector(key, input.segment, input.tier))
    if (row?.low == null || row.high == null) continue
    const value = key === 'gfaPerKey' ? result.gfaPerKey : input[key]
    if (value < row.low || value > row.high) out.push({ key, value, low: row.low, high: row.high })
  }
  return out
}
