import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

/** A hypothetical 120-room midscale conversion: its budget at the benchmark table's per-key default. */
export const conversionExample = { rooms: 120, segment: 'midscale' as const }

export function conversionBudgetWan() {
  const perKey = benchmarkValue('dev.pip_cost_per_key', { segment: conversionExample.segment, variant: 'full' })
  return { perKey, totalWan: (perKey * conversionExample.rooms) / 10_000 }
}

/** The build topic's pages on the schedule and on converting an existing building (issue 18: conversions, PIP). */
export function buildPages(): CodePage[] {
  const { perKey, totalWan } = conversionBudgetWan()
  return [
    {
      path: 'build/conversion',
      figures: { conversionExample, perKey, totalWan },
      blocks: [],
    },
  ]
}
