import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

/** A hypothetical 250-room upscale hotel's FF&E and OS&E budget at the benchmark table's per-key defaults. */
export function purchaseBudget() {
  const rooms = 250
  const ffe = benchmarkValue('dev.ffe_per_key', { segment: 'upscale' })
  const ose = benchmarkValue('dev.ose_per_key', { segment: 'upscale' })
  return { rooms, ffe, ose, ffeWan: (ffe * rooms) / 10_000, oseWan: (ose * rooms) / 10_000 }
}

/** The procurement topic's pages on budgeting and on tendering FF&E and OS&E (issue 18). */
export function purchasePages(): CodePage[] {
  const b = purchaseBudget()
  return [
    {
      path: 'purchase/budget',
      figures: { b },
      blocks: [],
    },
  ]
}
