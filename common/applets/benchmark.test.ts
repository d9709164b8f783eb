import { describe, expect, it } from 'vitest'
import { benchmarkInputSchema, calculateBenchmark } from './benchmark.ts'

describe('performance benchmark', () => {
  it('computes MPI, ARI and RGI as hotel over comp set × 100', () => {
    const result = calculateBenchmark({
      hotel: { occupancyPct: 75, adr: 800, rooms: null },
      compSet: { occupancyPct: 70, adr: 850, rooms: null },
    })
    // RevPAR: 0.75 × 800 = 600 and 0.70 × 850 = 595
    expect(result.hotel.revpar).toBeCloseTo(600, 9)
    expect(result.compSet.revpar).toBeCloseTo(595, 9)
    expect(result.mpi).toBeCloseTo(107.142857, 5) // 75 / 70
    expect(result.ari).toBeCloseTo(94.117647, 5) // 800 / 850
    expect(result.rgi).toBeCloseTo(100.840336, 5) // 600 / 595
    expect(result.rgi).toBeCloseTo((result.mpi * result.ari) / 100, 9)
    expect(result.readings).toEqual({ mpi: 'above', ari: 'below', rgi: 'above' })
    expect(result.fairShare).toBeNull()
  })

  it('reads an index within half a point of 100 as par', () => {
    const result = calculateBenchmark({
      hotel: { occupancyPct: 70.2, adr: 850, rooms: null },
      compSet: { occupancyPct: 70, adr: 850, rooms: null },
    })
    expect(result.readings).toEqual({ mpi: 'par', ari: 'par', rgi: 'par' })
  })

  it('compares the actual share of demand and revenue with the fair share when room counts are given', () => {
    const result = calculateBenchmark({
      hotel: { occupancyPct: 75, adr: 800, rooms: 300 },
      compSet: { occupancyPct: 70, adr: 850, rooms: 1200 },
    })
    // fair 300 / 1500; sold 225 vs 840; revenue 180 000 vs 714 000
    expect(result.fairShare?.fairShare).toBeCloseTo(0.2, 12)
    expect(result.fairShare?.demandShare).toBeCloseTo(225 / 1065, 12)
    expect(result.fairShare?.revenueShare).toBeCloseTo(180_000 / 894_000, 12)
  })

  it('refuses a zero occupancy, a missing ADR and an occupancy over 100 %', () => {
    const parsed = benchmarkInputSchema.safeParse({
      hotel: { occupancyPct: 0, adr: null },
      compSet: { occupancyPct: 101, adr: 850, rooms: 10.5 },
    })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['hotel.occupancyPct', '本酒店出租率不能小于 0.1%'],
      ['hotel.adr', '请填写本酒店平均房价'],
      ['compSet.occupancyPct', '竞争群出租率不能大于 100%'],
      ['compSet.rooms', '竞争群客房数必须是整数'],
    ])
  })
})
