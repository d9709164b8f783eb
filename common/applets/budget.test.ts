import { describe, expect, it } from 'vitest'
import { budgetDefaults, budgetInputSchema, calculateBudget } from './budget.ts'

describe('development budget', () => {
  it('estimates an upscale tier-2 hotel from the indicative assumptions', () => {
    const result = calculateBudget({
      rooms: 200,
      positioning: 'upscale',
      cityTier: 'tier2',
      grossFloorArea: null,
      assumptions: budgetDefaults('upscale', 'tier2'),
    })
    const line = (key: string) => result.lines.find((l) => l.key === key)?.total
    // 200 keys × 110 ㎡ = 22 000 ㎡ × 7 000 元 × 1.00
    expect(result.grossFloorArea).toBe(22_000)
    expect(result.areaEstimated).toBe(true)
    expect(line('hardCost')).toBe(154_000_000)
    expect(line('ffe')).toBe(26_000_000)
    expect(line('ose')).toBe(5_000_000)
    expect(line('preOpening')).toBe(9_000_000)
    // 8 % × (154 M + 26 M)
    expect(line('fees')).toBeCloseTo(14_400_000, 4)
    // 7 % × (154 + 26 + 5 + 9 + 14.4) M = 7 % × 208.4 M
    expect(line('contingency')).toBeCloseTo(14_588_000, 4)
    expect(result.total).toBeCloseTo(222_988_000, 4)
    expect(result.totalPerKey).toBeCloseTo(1_114_940, 4)
    expect(result.totalPerSqm).toBeCloseTo(222_988_000 / 22_000, 6)
    expect(result.lines.reduce((s, l) => s + l.share, 0)).toBeCloseTo(1, 12)
    expect(result.outsideRange).toEqual([])
  })

  it('uses the given floor area and the city factor, and flags assumptions outside the range', () => {
    const assumptions = { ...budgetDefaults('luxury', 'tier1'), ffePerKey: 600_000 }
    const result = calculateBudget({
      rooms: 250,
      positioning: 'luxury',
      cityTier: 'tier1',
      grossFloorArea: 50_000,
      assumptions,
    })
    expect(assumptions.cityFactor).toBe(1.15)
    expect(result.areaEstimated).toBe(false)
    expect(result.lines[0]?.total).toBeCloseTo(50_000 * 11_000 * 1.15, 4)
    expect(result.lines[0]?.perKey).toBeCloseTo((50_000 * 11_000 * 1.15) / 250, 4)
    expect(result.outsideRange).toEqual(['ffePerKey'])
  })

  it('refuses bad values with Chinese messages', () => {
    const good = {
      rooms: 200,
      positioning: 'upscale',
      cityTier: 'tier2',
      assumptions: budgetDefaults('upscale', 'tier2'),
    }
    expect(budgetInputSchema.safeParse(good).success).toBe(true)
    const messages = (patch: Record<string, unknown>) => {
      const parsed = budgetInputSchema.safeParse({ ...good, ...patch })
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
    }
    expect(messages({ positioning: 'palace' })).toEqual(['请选择酒店定位'])
    expect(messages({ cityTier: undefined })).toEqual(['请选择城市等级'])
    expect(messages({ grossFloorArea: 100 })).toEqual(['总建筑面积不能小于 300 ㎡'])
    expect(messages({ assumptions: { ...good.assumptions, contingencyPct: 40 } })).toEqual(['不可预见费率不能大于 30%'])
    expect(messages({ assumptions: { ...good.assumptions, hardCostPerSqm: -1 } })).toEqual([
      '建安工程单方造价不能小于 1000 元/㎡',
    ])
  })
})
