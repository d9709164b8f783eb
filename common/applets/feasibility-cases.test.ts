import { describe, expect, it } from 'vitest'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import { cityTiers, positionings } from '../intel.ts'
import { feasibilityDefaultsFor, feasibilityInputSchema, feasibilityStartCase } from './feasibility.ts'
import { feasibilityCaseDefaults } from './feasibility-cases.ts'
import { projectCases } from './feasibility-construction.ts'
import { feasibilityFixture } from './feasibility-fixture.ts'
import { calculateFeasibility } from './feasibility-model.ts'

describe('the three cases', () => {
  it('opens on a new build on the new-build schedule', () => {
    const start = feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier)
    expect(start.projectCase).toBe('new_build')
    // 中高端 new build: conversion 12 months + 15 months of structure = 27 months (dev-assump-schedule).
    expect(start.constructionMonths).toBe(27)
    expect(start.constructionMonths).toBe(benchmarkValue('dev.construction_months', { segment: 'upper_midscale' }))
    const r = calculateFeasibility(start)
    expect(r.construction.years.map((y) => y.year)).toEqual([-2, -1, 0])
  })

  it('gives every case of every segment and tier defaults the form accepts', () => {
    for (const segment of positionings)
      for (const tier of cityTiers)
        for (const projectCase of projectCases) {
          const input = feasibilityCaseDefaults(segment, tier, projectCase)
          const parsed = feasibilityInputSchema.safeParse(input)
          expect(parsed.success, `${segment} ${tier} ${projectCase}: ${parsed.error?.message}`).toBe(true)
        }
  })

  it('takes a conversion schedule and works at the stated share of the new-build cost', () => {
    const build = feasibilityCaseDefaults('upscale', 'tier2', 'new_build')
    const conversion = feasibilityCaseDefaults('upscale', 'tier2', 'conversion')
    // 高端: new build 30 months, conversion 14; works 60 % of 7 000 元/㎡ = 4 200.
    expect(build.constructionMonths).toBe(30)
    expect(conversion.constructionMonths).toBe(14)
    expect(conversion.hardCostPerSqm).toBe(4200)
    // Price: 95 ㎡ × 200 keys = 19 000 ㎡ × (2 000 land + 40 % × 7 000 = 2 800) = 9 120 万元.
    expect(conversion.purchasePrice).toBe(9120)
    expect(conversion.graceYears).toBe(2)
    const a = calculateFeasibility(build)
    const b = calculateFeasibility(conversion)
    // The conversion costs less, borrows for a shorter time and so capitalises less interest.
    expect(b.budget.total).toBeLessThan(a.budget.total)
    expect(b.construction.capitalisedInterest).toBeLessThan(a.construction.capitalisedInterest)
  })

  it('prices an acquisition by the income approach on this model’s own NOI, within the LTV', () => {
    const input = feasibilityCaseDefaults('upper_midscale', 'tier2', 'acquisition')
    const r = calculateFeasibility(input)
    const capRate = benchmarkValue('fin.cap_rate') / 100
    // price × cap rate = year-1 NOI (rounded to whole 万元)
    expect(Math.abs(input.purchasePrice * capRate - (r.years[0]?.operating.noi ?? 0))).toBeLessThan(capRate)
    expect(input.rampYear1Pct).toBe(100)
    expect(input.graceYears).toBe(0)
    expect(r.construction.capitalisedInterest).toBe(0)
    expect(r.construction.years).toHaveLength(1)
    // The loan stays within 70 % of the price.
    expect(r.loan).toBeLessThanOrEqual(input.purchasePrice * 0.7 + 1e-6)
  })

  it('refuses a loan above the published limits, in words naming the rule', () => {
    const messages = (patch: Record<string, unknown>) => {
      const parsed = feasibilityInputSchema.safeParse({ ...feasibilityDefaultsFor('upscale', 'tier2'), ...patch })
      return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
    }
    expect(messages({ loanSharePct: 76 })).toEqual([
      '开发贷款须满足项目资本金不低于总投资的 25%（国发〔2015〕51号），贷款比例不能超过 75%',
    ])
    expect(messages({ projectCase: 'conversion', purchasePrice: 0 })).toEqual(['改造或收购项目须填写购入价格'])
    const acquisition = feasibilityCaseDefaults('upscale', 'tier2', 'acquisition')
    const parsed = feasibilityInputSchema.safeParse({ ...acquisition, loanSharePct: 72 })
    expect(parsed.success ? [] : parsed.error.issues.map((i) => i.message)).toEqual([
      '经营性物业贷款原则上不超过评估价值（此处按购入价格）的 70%，请降低贷款比例',
    ])
  })
})

describe('working capital, key money and the FF&E reserve ramp', () => {
  it('ramps the FF&E reserve 1 % → 2 % → 3 % → 4 % over four years', () => {
    const r = calculateFeasibility({ ...feasibilityFixture, ffeReservePct: 4, ffeReserveRampYears: 4 })
    const rates = r.years.slice(0, 6).map((y) => y.operating.ffeReserve / y.operating.totalRevenue)
    for (const [i, rate] of [0.01, 0.02, 0.03, 0.04, 0.04, 0.04].entries()) expect(rates[i]).toBeCloseTo(rate, 12)
    // The table's default is that ramp (测算假设), so the default case reserves 1 % in year 1.
    expect(feasibilityDefaultsFor('upscale', 'tier2').ffeReserveRampYears).toBe(4)
  })

  it('puts working capital in at opening, takes key money off the outlay, and gets the working capital back', () => {
    // 100 keys × 10 000 元 = 100 万元 working capital; key money 50 万元: total 10 496 + 100 − 50 = 10 546.
    const base = calculateFeasibility(feasibilityFixture)
    const r = calculateFeasibility({ ...feasibilityFixture, workingCapitalPerKey: 10_000, keyMoney: 50 })
    expect(r.budget.workingCapital).toBeCloseTo(100, 9)
    expect(r.budget.total).toBeCloseTo(10_546, 9)
    // Both are cash at opening: the last construction year spends 4 968 + 50 = 5 018.
    expect(-(r.projectCashFlows[1] ?? 0)).toBeCloseTo(4968 + 50, 9)
    // Neither is depreciated; the working capital comes back with the sale in year 10.
    expect(r.years[0]?.depreciation).toBeCloseTo(base.years[0]?.depreciation ?? 0, 9)
    expect((r.years[9]?.projectCashFlow ?? 0) - (base.years[9]?.projectCashFlow ?? 0)).toBeCloseTo(100, 6)
    expect(r.exit.toProject - base.exit.toProject).toBeCloseTo(100, 6)
  })

  it('sizes the default working capital at one month of stabilized operating costs', () => {
    // 中高端 tier 2: rooms revenue per key 365 × 77.4 % × 437 ÷ 1.06 = 116 466 元; total ÷ (1 − 8 % − 4 %) =
    // 132 348; costs = 116 466 × 22 % + 132 348 × (8 % × 70 % + 4 % × 40 % + 25 %) = 25 623 + 42 619 = 68 242;
    // one month 5 687 → 5 700 元.
    expect(feasibilityDefaultsFor('upper_midscale', 'tier2').workingCapitalPerKey).toBe(5700)
  })
})
