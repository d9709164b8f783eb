import { describe, expect, it } from 'vitest'
import { calculateSavings, type SavingsInput, savingsDefaults, savingsInputSchema } from './savings.ts'
import { savingsVerdict } from './savings-verdict.ts'

const example: SavingsInput = {
  electricity: { useBefore: 1_000_000, useAfter: 800_000, tariffBefore: 1, tariffAfter: 0.9 },
  gas: { useBefore: 100_000, useAfter: 80_000, tariffBefore: 3, tariffAfter: 3 },
  water: { useBefore: 10_000, useAfter: 10_000, tariffBefore: 5, tariffAfter: 5 },
  investment: 1_020_000,
  lifetimeYears: 5,
  tariffEscalationPct: 0,
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

  it('grows the money saved with the tariffs', () => {
    const result = calculateSavings({ ...example, tariffEscalationPct: 10 })
    // 340 000 a year at today's tariffs, +10 % a year: 340 000, 374 000, 411 400, 452 540, 497 794
    expect(result.savingsByYear.map((s) => Math.round(s))).toEqual([340_000, 374_000, 411_400, 452_540, 497_794])
    // cumulative −1 020 000, −680 000, −306 000, +105 400, +557 940, +1 055 734
    expect(result.cumulative.map((c) => Math.round(c))).toEqual([
      -1_020_000, -680_000, -306_000, 105_400, 557_940, 1_055_734,
    ])
    // discounted at the same 10 %, every year is worth 340 000 ÷ 1.1 = 309 090.91: NPV = 5 × 309 090.91 − 1 020 000
    expect(result.npv).toBeCloseTo(5 * (340_000 / 1.1) - 1_020_000, 4)
    // the static payback stays on the first year's saving
    expect(result.simplePaybackYears).toBe(3)
    expect(savingsVerdict({ ...example, tariffEscalationPct: 10 }, result)[2]).toContain('能源价格每年上涨 10%')
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

describe('savings verdict', () => {
  it('says what the measures save, when they pay back and whether they beat the cost of money', () => {
    const result = calculateSavings(example)
    // cost before 1 000 000 + 300 000 + 50 000 = 1 350 000; after 720 000 + 240 000 + 50 000 = 1 010 000
    // saving 340 000 = 25.2 % of 1 350 000; electricity 280 000 = 82.4 % of it
    // NPV 340 000 × 3.790787 − 1 020 000 = 268 868; IRR: 5-year annuity factor 3.0 ↔ 19.86 %
    expect(savingsVerdict(example, result)).toEqual([
      '改造后每年少付 34.0 万元（由 135.0 万元降到 101.0 万元，降幅 25.2%），其中电费节约 28.0 万元，占 82.4%。',
      '改造投资 102.0 万元，静态回收期 3.0 年，在设备使用年限 5 年之内收回；使用期内累计净节约 68.0 万元。',
      '按 10% 折现，使用期内节约的现值比投资多 26.9 万元（NPV），IRR 为 19.9%：在这一资金成本下值得做。',
    ])
  })

  it('warns when the payback is longer than the equipment lasts', () => {
    const input = { ...example, investment: 2_000_000 }
    const result = calculateSavings(input)
    // payback 2 000 000 / 340 000 = 5.88 years > 5; end of life −2 000 000 + 5 × 340 000 = −300 000
    // NPV 1 288 868 − 2 000 000 = −711 132; the flows sum below zero, so the IRR is negative (−5.18 %)
    expect(result.simplePaybackYears).toBeCloseTo(5.882353, 5)
    expect(result.cumulative.at(-1)).toBe(-300_000)
    expect(result.npv).toBeCloseTo(340_000 * 3.790787 - 2_000_000, 0)
    const [, payback, value] = savingsVerdict(input, result)
    expect(payback).toBe(
      '改造投资 200.0 万元，静态回收期 5.9 年，长于设备使用年限 5 年：设备寿命内收不回投资，使用期末仍差 30.0 万元。',
    )
    expect(value).toContain('比投资少 71.1 万元（NPV 为负），IRR 为 -5.2%：在这一资金成本下不划算')
  })

  it('says plainly that a retrofit costing more to run never pays back', () => {
    const input = { ...example, electricity: { ...example.electricity, tariffAfter: 2 } }
    // after: 800 000 × 2 + 240 000 + 50 000 = 1 890 000 > 1 350 000 before
    expect(savingsVerdict(input, calculateSavings(input))).toEqual([
      '改造后每年的电、气、水费用合计 189.0 万元，不低于改造前的 135.0 万元：这笔改造不产生节约，投资 102.0 万元无法回收。请核对改造后的用量与单价。',
    ])
  })
})
