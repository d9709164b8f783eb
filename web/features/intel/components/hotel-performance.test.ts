import { describe, expect, it } from 'vitest'
import type { HotelPerformance } from '#common/intel-schemas'
import { hasCompMonths, indexSpec, revparSpec } from './hotel-performance.tsx'

const month = (m: string, revpar: number | null, occupancy: number | null = 60, adr: number | null = 500) => ({
  month: m,
  revpar,
  occupancy,
  adr,
})

const performance = (comp: ReturnType<typeof month>[]) =>
  ({
    months: ['2026-09', '2026-10'],
    subject: [month('2026-09', 300), month('2026-10', 330)],
    comp,
    comp_set: [],
  }) as unknown as HotelPerformance

describe('hotel performance charts', () => {
  it('draws no competitive-set line and no indices when the set has no figures, instead of zeros', () => {
    const alone = performance([month('2026-09', null, null, null), month('2026-10', null, null, null)])
    expect(hasCompMonths(alone)).toBe(false)
    expect(revparSpec(alone).series.map((s) => s.name)).toEqual(['本酒店 RevPAR'])
  })

  it('draws both lines and the indices against 100 when the set has figures', () => {
    const withSet = performance([month('2026-09', 250, 50, 500), month('2026-10', 300, 60, 500)])
    expect(hasCompMonths(withSet)).toBe(true)
    expect(revparSpec(withSet).series.map((s) => s.data)).toEqual([
      [300, 330],
      [250, 300],
    ])
    const rgi = indexSpec(withSet).series.find((s) => s.name === 'RGI 收入指数')
    expect(rgi?.data).toEqual([120, 110])
  })
})
