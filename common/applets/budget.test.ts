import { describe, expect, it } from 'vitest'
import { benchmarkRow, benchmarkValue } from '../benchmarks/benchmarks.ts'
import {
  type BudgetInput,
  budgetBenchmarkKeys,
  budgetDefaults,
  budgetInputSchema,
  budgetOutliers,
  calculateBudget,
} from './budget.ts'
import { budgetFixture } from './budget-fixture.ts'
import { budgetVerdict } from './budget-verdict.ts'
import { everyCase, expectCloseTo, expectRefusals, forEachDefault, inputIssues } from './test-helpers.ts'

const upscale: BudgetInput = budgetFixture

const amounts = (input: BudgetInput) => {
  const result = calculateBudget(input)
  return { result, line: (key: string) => result.lines.find((l) => l.key === key)?.total }
}

describe('development budget', () => {
  it('estimates an upscale hotel from the area per key', () => {
    const { result, line } = amounts(upscale)
    // area = 200 keys × 110 ㎡ = 22 000 ㎡ (the total area field is ignored on this basis)
    expect(result.grossFloorArea).toBe(22_000)
    // hard = 22 000 × 7 000 = 154 000 000; FF&E 200 × 120 000 = 24 000 000
    expect(line('hardCost')).toBe(154_000_000)
    expect(line('ffe')).toBe(24_000_000)
    // professional fees = 10 % × hard 154 M = 15 400 000 (FF&E carries none: development-cost.ts)
    expect(line('softCost')).toBeCloseTo(15_400_000, 4)
    // OS&E 200 × 25 000 = 5 000 000; pre-opening 200 × 45 000 = 9 000 000
    expect(line('ose')).toBe(5_000_000)
    expect(line('preOpening')).toBe(9_000_000)
    // contingency = 5 % × (154 + 15.4) M = 5 % × 169.4 M = 8 470 000
    expect(line('contingency')).toBeCloseTo(8_470_000, 4)
    // total = 154 + 15.4 + 24 + 5 + 9 + 8.47 = 215.87 M; per key 1 079 350; per ㎡ 215.87 M / 22 000 = 9 812.27
    expectCloseTo(result, { total: 215_870_000, totalPerKey: 1_079_350, totalPerSqm: 9_812.272727 }, 4)
    expect(result.lines.reduce((s, l) => s + l.share, 0)).toBeCloseTo(1, 12)
  })

  it('uses the total floor area of a scheme when given, with no contingency', () => {
    const { result, line } = amounts({
      ...upscale,
      segment: 'midscale',
      rooms: 300,
      areaBasis: 'total',
      gfaPerKey: 200,
      grossFloorArea: 30_000,
      hardCostPerSqm: 4_800,
      softCostPct: 8,
      ffePerKey: 50_000,
      osePerKey: 10_000,
      preOpeningPerKey: 15_000,
      contingencyPct: 0,
    })
    // area 30 000 ㎡ as entered → 100 ㎡ a key (the 200 ㎡ per key is ignored on this basis)
    expect(result.gfaPerKey).toBe(100)
    // hard 30 000 × 4 800 = 144 M; FF&E 300 × 50 000 = 15 M; fees 8 % × 144 M = 11.52 M
    // OS&E 300 × 10 000 = 3 M; pre-opening 300 × 15 000 = 4.5 M; contingency 0
    expect(line('hardCost')).toBe(144_000_000)
    expect(line('softCost')).toBeCloseTo(11_520_000, 4)
    expect(line('contingency')).toBe(0)
    // total 144 + 11.52 + 15 + 3 + 4.5 = 178.02 M; per key 593 400
    expect(result.total).toBeCloseTo(178_020_000, 4)
    expect(result.totalPerKey).toBeCloseTo(593_400, 4)
  })

  it('estimates a luxury hotel in a tier-1 city', () => {
    const { result, line } = amounts({
      ...upscale,
      segment: 'luxury',
      tier: 'tier1',
      rooms: 150,
      gfaPerKey: 180,
      hardCostPerSqm: 12_000,
      softCostPct: 12,
      ffePerKey: 350_000,
      osePerKey: 60_000,
      preOpeningPerKey: 120_000,
      contingencyPct: 8,
    })
    // area 150 × 180 = 27 000 ㎡; hard 27 000 × 12 000 = 324 M; FF&E 150 × 350 000 = 52.5 M
    // fees 12 % × 324 M = 38.88 M
    expect(line('softCost')).toBeCloseTo(38_880_000, 4)
    // contingency 8 % × (324 + 38.88) M = 8 % × 362.88 M = 29.0304 M
    expect(line('contingency')).toBeCloseTo(29_030_400, 4)
    // total 324 + 38.88 + 52.5 + 150 × 60 000 (9) + 150 × 120 000 (18) + 29.0304 = 471.4104 M; per key 3 142 736
    expect(result.total).toBeCloseTo(471_410_400, 4)
    expect(result.totalPerKey).toBeCloseTo(3_142_736, 4)
  })

  it('says what the budget comes to and where it goes', () => {
    const result = calculateBudget(upscale)
    const [total, mix, check] = budgetVerdict(upscale, result, [])
    // 215.87 M → 2.16 亿元; 1 079 350 → 107.9 万元 a key; 9 812 元/㎡
    expect(total).toBe(
      '二线城市一家 200 间的高端酒店，开发投资约 2.16 亿元（不含土地与融资费用），即每间 107.9 万元、每平方米建筑面积 9,812 元。',
    )
    // hard 154 / 215.87 = 71.3 %; OS&E + pre-opening 25 000 + 45 000 = 7.0 万元 a key
    expect(mix).toBe(
      '建安工程费占 71.3%，是最大的一项（22,000 ㎡，每间 110 ㎡）；FF&E 每间 12.0 万元，OS&E 与开业前费用合计每间 7.0 万元。',
    )
    expect(check).toBe('各项假设均在基准表中高端酒店的区间之内。')
    const flagged = budgetVerdict(upscale, result, [{ key: 'contingencyPct', value: 5, low: 6, high: 10 }])
    expect(flagged[2]).toBe('以下假设超出基准表中该定位的区间，请确认依据：不可预见费率 5%（区间 6–10%）。')
  })

  it('refuses bad values with Chinese messages naming the field', () => {
    expect(budgetInputSchema.safeParse(upscale).success).toBe(true)
    expectRefusals(inputIssues(budgetInputSchema, upscale), [
      [{ segment: 'palace' }, ['请选择酒店定位']],
      [{ tier: undefined }, ['请选择城市等级']],
      [{ rooms: 12.5 }, ['客房数必须是整数']],
      [{ grossFloorArea: 100 }, ['总建筑面积不能小于 300 ㎡']],
      [{ contingencyPct: 40 }, ['不可预见费率不能大于 30%']],
      [{ hardCostPerSqm: -1 }, ['建安工程单方造价不能小于 1000 元/㎡']],
    ])
  })
})

describe('development budget defaults', () => {
  it('takes every default from the benchmark table, for every segment and city tier', () => {
    forEachDefault(budgetInputSchema, everyCase, budgetDefaults, (defaults, segment, tier) => {
      expect(defaults.hardCostPerSqm).toBe(benchmarkValue('dev.hard_cost_per_sqm', { segment, tier }))
      for (const [field, key] of Object.entries(budgetBenchmarkKeys)) {
        if (field === 'hardCostPerSqm') continue
        expect(defaults[field as keyof typeof budgetBenchmarkKeys]).toBe(benchmarkValue(key, { segment }))
      }
      expect(defaults.grossFloorArea).toBe(Math.round(defaults.rooms * defaults.gfaPerKey))
    })
  })

  it('flags an assumption outside the benchmark range and none at the defaults', () => {
    const defaults = budgetDefaults('upscale', 'tier2')
    expect(budgetOutliers(defaults, calculateBudget(defaults))).toEqual([])
    const row = benchmarkRow('dev.ffe_per_key', { segment: 'upscale' })
    if (row?.high == null || row.low == null) return // no published range: nothing to flag
    const input = { ...defaults, ffePerKey: row.high * 2 }
    expect(budgetOutliers(input, calculateBudget(input))).toEqual([
      { key: 'ffePerKey', value: row.high * 2, low: row.low, high: row.high },
    ])
  })
})
