import { z } from 'zod'
import { numberField, percentField } from './fields.ts'

/**
 * Hotel development budget (开发预算) excluding land and financing: hard cost on gross floor area, FF&E, OS&E and
 * pre-opening per key, professional fees on hard cost + FF&E, contingency on everything before it.
 * Money in 元.
 */
export const positionings = ['luxury', 'upper_upscale', 'upscale', 'midscale', 'economy'] as const
export type Positioning = (typeof positionings)[number]
export const positioningLabels: Record<Positioning, string> = {
  luxury: '奢华',
  upper_upscale: '超高端',
  upscale: '高端',
  midscale: '中端',
  economy: '经济型',
}

export const cityTiers = ['tier1', 'new_tier1', 'tier2', 'tier3'] as const
export type CityTier = (typeof cityTiers)[number]
export const cityTierLabels: Record<CityTier, string> = {
  tier1: '一线城市',
  new_tier1: '新一线城市',
  tier2: '二线城市',
  tier3: '三线及以下城市',
}

export type Range = { low: number; typical: number; high: number }

export type BudgetAssumptionKey =
  | 'gfaPerKey'
  | 'hardCostPerSqm'
  | 'ffePerKey'
  | 'osePerKey'
  | 'preOpeningPerKey'
  | 'feesPct'
  | 'contingencyPct'

/**
 * Indicative ranges for China (tier-2 city prices; hard cost then scales by city tier). They are orders of magnitude
 * gathered from typical projects, meant as a starting point that the consultant overrides, never as a quotation.
 */
export const budgetRanges: Record<Positioning, Record<BudgetAssumptionKey, Range>> = {
  luxury: {
    gfaPerKey: { low: 150, typical: 180, high: 230 },
    hardCostPerSqm: { low: 9_000, typical: 11_000, high: 14_000 },
    ffePerKey: { low: 250_000, typical: 320_000, high: 450_000 },
    osePerKey: { low: 40_000, typical: 60_000, high: 90_000 },
    preOpeningPerKey: { low: 80_000, typical: 110_000, high: 150_000 },
    feesPct: { low: 8, typical: 10, high: 12 },
    contingencyPct: { low: 5, typical: 8, high: 10 },
  },
  upper_upscale: {
    gfaPerKey: { low: 120, typical: 140, high: 170 },
    hardCostPerSqm: { low: 7_500, typical: 8_800, high: 10_500 },
    ffePerKey: { low: 160_000, typical: 200_000, high: 260_000 },
    osePerKey: { low: 25_000, typical: 40_000, high: 55_000 },
    preOpeningPerKey: { low: 50_000, typical: 75_000, high: 100_000 },
    feesPct: { low: 7, typical: 9, high: 11 },
    contingencyPct: { low: 5, typical: 7, high: 10 },
  },
  upscale: {
    gfaPerKey: { low: 90, typical: 110, high: 130 },
    hardCostPerSqm: { low: 6_000, typical: 7_000, high: 8_500 },
    ffePerKey: { low: 100_000, typical: 130_000, high: 170_000 },
    osePerKey: { low: 15_000, typical: 25_000, high: 35_000 },
    preOpeningPerKey: { low: 30_000, typical: 45_000, high: 65_000 },
    feesPct: { low: 6, typical: 8, high: 10 },
    contingencyPct: { low: 5, typical: 7, high: 10 },
  },
  midscale: {
    gfaPerKey: { low: 45, typical: 60, high: 75 },
    hardCostPerSqm: { low: 4_000, typical: 4_800, high: 5_800 },
    ffePerKey: { low: 35_000, typical: 50_000, high: 70_000 },
    osePerKey: { low: 6_000, typical: 10_000, high: 15_000 },
    preOpeningPerKey: { low: 8_000, typical: 15_000, high: 22_000 },
    feesPct: { low: 4, typical: 6, high: 8 },
    contingencyPct: { low: 3, typical: 5, high: 8 },
  },
  economy: {
    gfaPerKey: { low: 30, typical: 40, high: 50 },
    hardCostPerSqm: { low: 2_800, typical: 3_400, high: 4_200 },
    ffePerKey: { low: 15_000, typical: 25_000, high: 35_000 },
    osePerKey: { low: 3_000, typical: 5_000, high: 8_000 },
    preOpeningPerKey: { low: 4_000, typical: 8_000, high: 12_000 },
    feesPct: { low: 3, typical: 5, high: 6 },
    contingencyPct: { low: 3, typical: 5, high: 8 },
  },
}

/** Construction labour and materials relative to a tier-2 city (indicative). */
export const cityTierFactors: Record<CityTier, Range> = {
  tier1: { low: 1.1, typical: 1.15, high: 1.25 },
  new_tier1: { low: 1.0, typical: 1.05, high: 1.12 },
  tier2: { low: 0.95, typical: 1.0, high: 1.05 },
  tier3: { low: 0.82, typical: 0.9, high: 0.97 },
}

export const budgetAssumptionsSchema = z.object({
  gfaPerKey: numberField('每间客房建筑面积', { min: 15, max: 500, unit: ' ㎡' }),
  hardCostPerSqm: numberField('建安工程单方造价', { min: 1_000, max: 40_000, unit: ' 元/㎡' }),
  cityFactor: numberField('城市造价系数', { min: 0.5, max: 2 }),
  ffePerKey: numberField('每间 FF&E', { min: 0, max: 2_000_000, unit: ' 元' }),
  osePerKey: numberField('每间 OS&E', { min: 0, max: 500_000, unit: ' 元' }),
  preOpeningPerKey: numberField('每间开业前费用', { min: 0, max: 500_000, unit: ' 元' }),
  feesPct: percentField('专业服务费率', 0, 30),
  contingencyPct: percentField('不可预见费率', 0, 30),
})
export type BudgetAssumptions = z.infer<typeof budgetAssumptionsSchema>

export const budgetInputSchema = z.object({
  rooms: numberField('客房数', { min: 10, max: 3000, unit: ' 间', integer: true }),
  positioning: z.enum(positionings, { error: '请选择酒店定位' }),
  cityTier: z.enum(cityTiers, { error: '请选择城市等级' }),
  /** Gross floor area in ㎡; when absent, rooms × gfaPerKey. */
  grossFloorArea: numberField('总建筑面积', { min: 300, max: 1_000_000, unit: ' ㎡' }).nullish(),
  assumptions: budgetAssumptionsSchema,
})
export type BudgetInput = z.infer<typeof budgetInputSchema>

export function budgetDefaults(positioning: Positioning, cityTier: CityTier): BudgetAssumptions {
  const r = budgetRanges[positioning]
  return {
    gfaPerKey: r.gfaPerKey.typical,
    hardCostPerSqm: r.hardCostPerSqm.typical,
    cityFactor: cityTierFactors[cityTier].typical,
    ffePerKey: r.ffePerKey.typical,
    osePerKey: r.osePerKey.typical,
    preOpeningPerKey: r.preOpeningPerKey.typical,
    feesPct: r.feesPct.typical,
    contingencyPct: r.contingencyPct.typical,
  }
}

export type BudgetLineKey = 'hardCost' | 'ffe' | 'ose' | 'preOpening' | 'fees' | 'contingency'
export const budgetLineLabels: Record<BudgetLineKey, string> = {
  hardCost: '建安工程费（含机电及装修）',
  ffe: 'FF&E 家具、装置及设备',
  ose: 'OS&E 经营用品',
  preOpening: '开业前费用',
  fees: '专业服务费（设计、顾问、项目管理）',
  contingency: '不可预见费',
}

export type BudgetLine = { key: BudgetLineKey; total: number; perKey: number; perSqm: number; share: number }

export type BudgetResult = {
  grossFloorArea: number
  /** True when the area was estimated from rooms × area per key. */
  areaEstimated: boolean
  lines: BudgetLine[]
  total: number
  totalPerKey: number
  totalPerSqm: number
  /** Assumptions outside the indicative range for the positioning, to flag (not refuse). */
  outsideRange: (BudgetAssumptionKey | 'cityFactor')[]
}

export function calculateBudget(input: BudgetInput): BudgetResult {
  const a = input.assumptions
  const areaEstimated = input.grossFloorArea == null
  const grossFloorArea = input.grossFloorArea ?? input.rooms * a.gfaPerKey
  const hardCost = grossFloorArea * a.hardCostPerSqm * a.cityFactor
  const ffe = input.rooms * a.ffePerKey
  const ose = input.rooms * a.osePerKey
  const preOpening = input.rooms * a.preOpeningPerKey
  const fees = (hardCost + ffe) * (a.feesPct / 100)
  const contingency = (hardCost + ffe + ose + preOpening + fees) * (a.contingencyPct / 100)
  const amounts: Record<BudgetLineKey, number> = { hardCost, ffe, ose, preOpening, fees, contingency }
  const total = Object.values(amounts).reduce((s, v) => s + v, 0)

  const lines = (Object.keys(amounts) as BudgetLineKey[]).map((key) => ({
    key,
    total: amounts[key],
    perKey: amounts[key] / input.rooms,
    perSqm: amounts[key] / grossFloorArea,
    share: total > 0 ? amounts[key] / total : 0,
  }))

  const ranges = budgetRanges[input.positioning]
  const outsideRange: BudgetResult['outsideRange'] = (Object.keys(ranges) as BudgetAssumptionKey[]).filter(
    (key) => a[key] < ranges[key].low || a[key] > ranges[key].high,
  )
  const tierRange = cityTierFactors[input.cityTier]
  if (a.cityFactor < tierRange.low || a.cityFactor > tierRange.high) outsideRange.push('cityFactor')
  // The area per key only matters when the area is estimated from it.
  const flagged = areaEstimated ? outsideRange : outsideRange.filter((k) => k !== 'gfaPerKey')

  return {
    grossFloorArea,
    areaEstimated,
    lines,
    total,
    totalPerKey: total / input.rooms,
    totalPerSqm: total / grossFloorArea,
    outsideRange: flagged,
  }
}
