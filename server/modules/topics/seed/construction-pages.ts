import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

/** The unit-cost example: the same hotel's hard cost per key at two gross floor areas per key (upscale, 二线). */
export function areaExample() {
  const perSqm = benchmarkValue('dev.hard_cost_per_sqm', { segment: 'upscale', tier: 'tier2' })
  const gfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  const larger = Math.round(gfa * 1.15)
  return { perSqm, gfa, larger, costAt: (area: number) => Math.round((area * perSqm) / 10_000) }
}

/** The construction data topic's pages (issue 18): sourced unit costs, how to use them, fit-out without guesses. */
export function constructionPages(): CodePage[] {
  const a = areaExample()
  return [
    {
      path: 'constructionData/unit-cost',
      figures: { a, costAtGfa: a.costAt(a.gfa), costAtLarger: a.costAt(a.larger) },
      blocks: [],
    },
  ]
}
