import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

/** A hypothetical 200-room upscale opening, sized from the benchmark table. */
export const openingExample = { rooms: 200, segment: 'upscale' as const }

export function openingFigures() {
  const { rooms, segment } = openingExample
  const perKey = benchmarkValue('dev.pre_opening_per_key', { segment })
  const staffPerRoom = benchmarkValue('ops.staff_per_room', { segment })
  return {
    perKey,
    budgetWan: (perKey * rooms) / 10_000,
    staffPerRoom,
    staff: Math.round(staffPerRoom * rooms),
    rampYear1: benchmarkValue('ops.ramp_occupancy_pct', { variant: 'y1' }),
  }
}

/** The opening topic's pages on the pre-opening budget and on the ramp-up (issue 18: figures with sources). */
export function openingPages(): CodePage[] {
  const f = openingFigures()
  const { rooms } = openingExample
  return [
    {
      path: 'opening/budget',
      figures: { rooms, f },
      blocks: [],
    },
    {
      path: 'opening/ramp-up',
      figures: { f },
      blocks: [],
    },
  ]
}
