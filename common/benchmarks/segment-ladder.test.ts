import { describe, expect, it } from 'vitest'
import { cityTiers, positionings } from '../intel.ts'
import { benchmarkFigure, benchmarkRow, benchmarkSource, benchmarkValue, describeRow } from './benchmarks.ts'

/** The segment scale from the bottom up: 经济型 < 中端 < 中高端 < 高端 < 超高端 < 奢华. */
const upwards = [...positionings].reverse()

describe('defaults by segment', () => {
  it('default ADR rises strictly with the segment in every city tier', () => {
    for (const tier of cityTiers) {
      const adrs = upwards.map((segment) => benchmarkValue('ops.adr', { segment, tier }))
      for (let i = 1; i < adrs.length; i++) {
        expect(adrs[i], `${tier}: ${upwards[i]} ${adrs[i]} vs ${upwards[i - 1]} ${adrs[i - 1]}`).toBeGreaterThan(
          adrs[i - 1] as number,
        )
      }
    }
  })

  it('derives 高端 and 奢华 by the stated rule where star averages break the order', () => {
    // National: 四星 340.11 < 中高端 437, so 高端 = √(437 × 490.81) = √214,483.97 = 463.12 → 463.
    expect(benchmarkValue('ops.adr', { segment: 'upscale', tier: 'tier2' })).toBe(Math.round(Math.sqrt(437 * 490.81)))
    // 奢华 = 超高端 490.81 × (490.81 ÷ 340.11 = 1.4431) = 708.29 → 708.
    expect(benchmarkValue('ops.adr', { segment: 'luxury', tier: 'tier2' })).toBe(Math.round((490.81 * 490.81) / 340.11))
    // Tier 1: 北京五星 823.3 × (823.3 ÷ 516 = 1.5955) = 1,313.6 → 1,314; 北京四星 516 > 437 stays as published.
    expect(benchmarkValue('ops.adr', { segment: 'luxury', tier: 'tier1' })).toBe(Math.round((823.3 * 823.3) / 516))
    expect(benchmarkValue('ops.adr', { segment: 'upscale', tier: 'tier1' })).toBe(516)
    // The star averages stay quotable as what they are.
    expect(benchmarkValue('ops.adr', { variant: 'five_star' })).toBe(490.81)
    expect(benchmarkValue('ops.adr', { segment: 'luxury', variant: 'five_star' })).toBe(490.81)
  })

  it('says on screen when a segment default is a star-grade average or a derived assumption', () => {
    const figure = benchmarkFigure('ops.adr')
    if (!figure) throw new Error('ops.adr missing')
    for (const tier of cityTiers) {
      for (const segment of ['upscale', 'upper_upscale', 'luxury'] as const) {
        const row = benchmarkRow('ops.adr', { segment, tier })
        if (!row) throw new Error(`no ADR row for ${segment} ${tier}`)
        const assumption = benchmarkSource(row.source)?.kind === 'assumption'
        const star = /星级/.test(row.caveat ?? '')
        expect(assumption || star, `${segment} ${tier}`).toBe(true)
        expect(describeRow(figure, row)).toContain(row.caveat as string)
      }
    }
    for (const key of ['ops.occupancy', 'ops.fnb_revenue_share', 'ops.staff_per_room']) {
      for (const segment of ['upscale', 'upper_upscale', 'luxury'] as const) {
        expect(benchmarkRow(key, { segment })?.caveat, `${key} ${segment}`).toBeTruthy()
      }
    }
    expect(benchmarkRow('ops.annual_wage')?.caveat).toContain('不分档次与城市')
  })

  it('development cost per key rises with the segment in every city tier', () => {
    for (const tier of cityTiers) {
      const perKey = upwards.map(
        (segment) =>
          benchmarkValue('dev.gfa_per_key', { segment, tier }) *
            benchmarkValue('dev.hard_cost_per_sqm', { segment, tier }) +
          benchmarkValue('dev.ffe_per_key', { segment, tier }),
      )
      for (let i = 1; i < perKey.length; i++) expect(perKey[i]).toBeGreaterThan(perKey[i - 1] as number)
    }
  })
})
