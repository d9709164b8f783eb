import { describe, expect, it } from 'vitest'
import { calculateSavings, type SavingsInput, savingsDefaults, savingsInputSchema } from './savings.ts'

const example: SavingsInput = {
  electricity: { useBefore: 1_000_000, useAfter: 800_000, tariffBefore: 1, tariffAfter: 0.9 },
  gas: { useBefore: 100_000, useAfter: 80_000, tariffBefore: 3, tariffAfter: 3 },
  water: { useBefore: 10_000, useAfter: 10_000, tariffBefore: 5, tariffAfter: 5 },
  investment: 1_020_000,
  lifetimeYears: 5,
  discountRatePct: 10,
}

describe('energy and water savings', () => {
  it('prices use before and after at their own tariffs', () => {
    const result = calculateSavings(example)
    const [electricity, gas, water] = result.lines
    // 1 000 000 × 1.0 − 800 000 × 0.9 = 1 000 000 − 720 000
    expect(electricity).toMatchObject({ costBefore: 1_000_000, costAfter: 720_000, saving: 280_000 })
    expect(electricity?.useReduction).toBeCloseTo(0.2, 12)
    expect(gas).toMatchObject({ costBefore: 300_000, costAfter: 240_000, saving: 60_000 })
    expect(water).toMatchObject({ saving: 0, useReduction: 0 })
    expect(result.yearlySaving).toBe(340_000)
  })

  it('pays back the investment in investment / yearly saving years and discounts the savings', () => {
    const result = calculateSavings(example)
    expect(result.simplePaybackYears).toBe(3)
    // 5-year annuity factor at 10 % = 3.790787 → 340 000 × 3.790787 − 1 020 000
    expect(result.npv).toBeCloseTo(340_000 * 3.790787 - 1_020_000, 0)
    expect(result.cumulative).toEqual([-1_020_000, -680_000, -340_000, 0, 340_000, 680_000])
    expect(result.irr.kind).toBe('found')
  })

  it('has no payback and no IRR when the measures cost more to run', () => {
    const result = calculateSavings({
      ...example,
      electricity: { ...example.electricity, tariffAfter: 2 },
    })
    expect(result.yearlySaving).toBeLessThan(0)
    expect(result.simplePaybackYears).toBeNull()
    expect(result.irr).toEqual({ kind: 'none', reason: 'no_sign_change' })
  })

  it('reports no use reduction for a utility not used before', () => {
    const result = calculateSavings({ ...example, gas: { useBefore: 0, useAfter: 0, tariffBefore: 3, tariffAfter: 3 } })
    expect(result.lines[1]?.useReduction).toBeNull()
  })

  it('refuses negative use and a missing tariff with Chinese messages', () => {
    expect(savingsInputSchema.safeParse(savingsDefaults).success).toBe(true)
    const parsed = savingsInputSchema.safeParse({
      ...example,
      electricity: { ...example.electricity, useAfter: -1 },
      water: { ...example.water, tariffBefore: undefined },
      lifetimeYears: 40,
    })
    expect(parsed.error?.issues.map((i) => i.message)).toEqual([
      '改造后年用电量不能小于 0 kWh',
      '请填写改造前水价',
      '设备使用年限不能大于 30 年',
    ])
  })
})
