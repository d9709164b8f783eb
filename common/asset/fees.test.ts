import { describe, expect, it } from 'vitest'
import { type AgreementTerms, checkFees, expectedFees, performanceTest } from './fees.ts'

const terms = (over: Partial<AgreementTerms>): AgreementTerms => ({
  base_fee_pct: 3,
  incentive_fee_pct: 10,
  incentive_basis: 'gop',
  owner_priority: 0,
  ffe_reserve_pct: 4,
  key_money: 0,
  performance_test: null,
  ...over,
})
/** Base 2 %, incentive 8 % of adjusted GOP above an owner priority of 1,500,000. */
const priorityTerms = (over: Partial<AgreementTerms> = {}) =>
  terms({ base_fee_pct: 2, incentive_fee_pct: 8, incentive_basis: 'adjusted_gop', owner_priority: 1_500_000, ...over })

describe('management fees, worked by hand', () => {
  it('example 1: incentive on GOP', () => {
    // Revenue 10,000,000 × 3 % = 300,000 base; × 4 % = 400,000 FF&E; GOP 3,000,000 × 10 % = 300,000 incentive.
    const fees = expectedFees({ total_revenue: 10_000_000, gop: 3_000_000 }, terms({}))
    expect(fees).toEqual({
      base_fee: 300_000,
      ffe_reserve: 400_000,
      adjusted_gop: 2_300_000,
      incentive_base: 3_000_000,
      incentive_fee: 300_000,
    })
  })

  it('example 2: incentive on adjusted GOP above the owner priority', () => {
    // Base 2 % = 200,000; FF&E 4 % = 400,000; adjusted GOP 3,000,000 − 600,000 = 2,400,000;
    // above the priority of 1,500,000: 900,000 × 8 % = 72,000.
    const t = priorityTerms()
    const fees = expectedFees({ total_revenue: 10_000_000, gop: 3_000_000 }, t)
    expect(fees.adjusted_gop).toBe(2_400_000)
    expect(fees.incentive_base).toBe(900_000)
    expect(fees.incentive_fee).toBe(72_000)
  })

  it('example 3: GOP below the owner priority earns no incentive fee', () => {
    // Base 2 % of 8,000,000 = 160,000; FF&E 3 % = 240,000; adjusted GOP 1,600,000 − 400,000 = 1,200,000 < 1,500,000.
    const t = priorityTerms({ ffe_reserve_pct: 3 })
    const fees = expectedFees({ total_revenue: 8_000_000, gop: 1_600_000 }, t)
    expect(fees.base_fee).toBe(160_000)
    expect(fees.adjusted_gop).toBe(1_200_000)
    expect(fees.incentive_fee).toBe(0)
  })

  it('flags a charged fee that differs by more than rounding', () => {
    const t = priorityTerms()
    const checks = checkFees(
      { total_revenue: 8_000_000, gop: 1_600_000, base_fee: 160_050, incentive_fee: 24_000, ffe_reserve: 320_000 },
      t,
    )
    expect(checks).toEqual([
      { item: 'base_fee', expected: 160_000, charged: 160_050, difference: 50, flagged: false },
      // GOP 1,600,000 − 160,000 − 320,000 = 1,120,000, below the priority: nothing was due.
      { item: 'incentive_fee', expected: 0, charged: 24_000, difference: 24_000, flagged: true },
      { item: 'ffe_reserve', expected: 320_000, charged: 320_000, difference: 0, flagged: false },
    ])
  })
})

describe('performance test', () => {
  const test = { revpar_index_below: 90, gop_shortfall_pct: 10, years: 2 }

  it('fails only when both limbs fail in each of the latest two years', () => {
    const result = performanceTest(
      [
        { year: 2026, revpar_index: 85, gop: 8_500_000, budget_gop: 10_000_000 },
        { year: 2025, revpar_index: 88, gop: 8_900_000, budget_gop: 10_000_000 },
      ],
      test,
    )
    expect(result.years.map((y) => y.year)).toEqual([2025, 2026])
    expect(result.years.map((y) => y.shortfall_pct)).toEqual([11, 15])
    expect(result.failed).toBe(true)
  })

  it('passes when one limb holds in one year', () => {
    const y2025 = { year: 2025, revpar_index: 88, gop: 9_500_000, budget_gop: 10_000_000 }
    const y2026 = { year: 2026, revpar_index: 85, gop: 8_500_000, budget_gop: 10_000_000 }
    const years = [y2025, y2026]
    const result = performanceTest(years, test)
    expect(result.years[0]?.failed).toBe(false)
    expect(result.years[1]?.failed).toBe(true)
    expect(result.failed).toBe(false)
    expect(performanceTest([{ ...y2025, revpar_index: 95, gop: 1 }, y2026], test).failed).toBe(false)
  })

  it('cannot fail with one year, or without an index or a budget', () => {
    expect(performanceTest([{ year: 2026, revpar_index: 50, gop: 1, budget_gop: 100 }], test).failed).toBe(false)
    const missing = [
      { year: 2025, revpar_index: null, gop: 1, budget_gop: 100 },
      { year: 2026, revpar_index: 50, gop: 1, budget_gop: null },
    ]
    expect(performanceTest(missing, test).failed).toBe(false)
  })
})
