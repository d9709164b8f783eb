import { describe, expect, it } from 'vitest'
import {
  type BenchmarkInput,
  benchmarkDefaults,
  benchmarkInputSchema,
  calculateBenchmark,
  type MonthInput,
  monthDays,
} from './benchmark.ts'
import { benchmarkVerdict, shareWords } from './benchmark-verdict.ts'
import { expectCloseTo } from './test-helpers.ts'

/** The same month twelve times: the year then equals the month, which makes the arithmetic checkable by hand. */
function everyMonth(
  month: MonthInput,
  rooms: { hotelRooms: number; compRooms: number } = { hotelRooms: 0, compRooms: 0 },
) {
  return { ...rooms, months: monthDays.map(() => ({ ...month })) as BenchmarkInput['months'] }
}

describe('RevPAR index: MPI, ARI and RGI', () => {
  it('reads MPI 100 with ARI 80 as a fifth of the fair revenue share lost, from price alone', () => {
    // hotel: 70 % × 640 = 448 RevPAR; comp set: 70 % × 800 = 560 RevPAR
    // MPI = 70 / 70 × 100 = 100; ARI = 640 / 800 × 100 = 80; RGI = 448 / 560 × 100 = 80 (= 100 × 80 / 100)
    const result = calculateBenchmark(everyMonth({ hotelOcc: 70, hotelAdr: 640, compOcc: 70, compAdr: 800 }))
    expectCloseTo(result.year, { mpi: 100, ari: 80, rgi: 80 })
    expect(result.year.hotel.revpar).toBeCloseTo(448, 9)
    expect(result.year.compSet.revpar).toBeCloseTo(560, 9)
    expect(result.year.readings).toEqual({ mpi: 'par', ari: 'below', rgi: 'below' })
    const [rgi, mix] = benchmarkVerdict(result)
    expect(rgi).toContain('全年 RGI 为 80.0，低于 100')
    expect(rgi).toContain('少拿了五分之一（20.0%）的公平收入份额')
    expect(mix).toContain('出租率与竞争群持平（MPI 100.0），差距全部来自房价（ARI 80.0）')
  })

  it('computes the textbook case: more occupancy at a lower rate still earns above the fair share', () => {
    // hotel: 75 % × 800 = 600; comp set: 70 % × 850 = 595
    // MPI = 75 / 70 × 100 = 107.142857; ARI = 800 / 850 × 100 = 94.117647; RGI = 600 / 595 × 100 = 100.840336
    const result = calculateBenchmark(everyMonth({ hotelOcc: 75, hotelAdr: 800, compOcc: 70, compAdr: 850 }))
    const jan = result.months[0]
    expectCloseTo(jan, { mpi: 107.142857, ari: 94.117647, rgi: 100.840336 }, 5)
    expect(result.year.rgi).toBeCloseTo((result.year.mpi * result.year.ari) / 100, 9)
    expect(result.year.readings).toEqual({ mpi: 'above', ari: 'below', rgi: 'above' })
    const [rgi, mix] = benchmarkVerdict(result)
    expect(rgi).toContain('多拿了 0.8% 的公平收入份额')
    expect(mix).toContain('以价换量')
    expect(mix).toContain('让价换来的间夜足以弥补房价差')
  })

  it('does not call a higher occupancy a win when the discount costs more than the extra nights bring', () => {
    // hotel: 80 % × 500 = 400; comp set: 70 % × 700 = 490
    // MPI = 80 / 70 × 100 = 114.285714; ARI = 500 / 700 × 100 = 71.428571; RGI = 400 / 490 × 100 = 81.632653
    const result = calculateBenchmark(everyMonth({ hotelOcc: 80, hotelAdr: 500, compOcc: 70, compAdr: 700 }))
    expectCloseTo(result.year, { mpi: 114.285714, ari: 71.428571, rgi: 81.632653 }, 5)
    const [rgi, mix] = benchmarkVerdict(result)
    // 1 − 0.81632653 = 18.4 % short of the fair share
    expect(rgi).toContain('少拿了 18.4% 的公平收入份额')
    expect(mix).toContain('出租率虽然领先，但让价换来的间夜不足以弥补房价差')
  })

  it('builds the year from summed room nights and revenue, not from the average of the monthly indices', () => {
    // Every month 60 % × 500 on both sides, except July (31 days): the hotel sells 90 % at 1 000.
    const input = everyMonth({ hotelOcc: 60, hotelAdr: 500, compOcc: 60, compAdr: 500 })
    input.months[6] = { hotelOcc: 90, hotelAdr: 1000, compOcc: 60, compAdr: 500 }
    const result = calculateBenchmark(input)
    // hotel, per room: sold = 0.6 × 334 + 0.9 × 31 = 200.4 + 27.9 = 228.3 nights of 365
    //   revenue = 200.4 × 500 + 27.9 × 1 000 = 100 200 + 27 900 = 128 100
    //   occupancy 228.3 / 365 = 62.5479 %; ADR 128 100 / 228.3 = 561.1038; RevPAR 128 100 / 365 = 350.9589
    // comp set: 60 %, 500, RevPAR 300
    expect(result.method).toBe('day_weighted')
    expectCloseTo(result.year.hotel, { occupancy: [228.3 / 365, 12], adr: 128_100 / 228.3, revpar: 128_100 / 365 })
    // MPI = 62.5479 / 60 × 100 = 104.2466; ARI = 561.1038 / 500 × 100 = 112.2208; RGI = 350.9589 / 300 × 100 = 116.9863
    expectCloseTo(result.year, { mpi: 104.246575, ari: 112.220762, rgi: 116.986301 }, 5)
    // July alone: RGI = 900 / 300 × 100 = 300; the plain average (11 × 100 + 300) / 12 = 116.67 would be wrong
    expect(result.months[6]?.rgi).toBeCloseTo(300, 9)
    const average = result.months.reduce((s, m) => s + m.rgi, 0) / 12
    expect(average).toBeCloseTo(116.666667, 5)
    expect(result.year.rgi).not.toBeCloseTo(average, 2)
    const [, , months, method] = benchmarkVerdict(result)
    expect(months).toBe('逐月看，12 个月 RGI 均不低于 100；最低在 1 月（100.0），最高在 7 月（300.0）。')
    expect(method).toContain('未填双方客房数，各月按天数加权')
  })

  it('compares the actual share of nights and revenue with the fair share when both room counts are given', () => {
    // hotel 100 rooms at 80 % × 450; comp set 400 rooms at 60 % × 500
    // fair share = 100 / 500 = 20 %; nights a day 80 vs 240 → 80 / 320 = 25 %
    // revenue a day 80 × 450 = 36 000 vs 240 × 500 = 120 000 → 36 000 / 156 000 = 23.0769 %
    // MPI = 133.333; ARI = 90; RGI = 360 / 300 × 100 = 120
    const result = calculateBenchmark(
      everyMonth({ hotelOcc: 80, hotelAdr: 450, compOcc: 60, compAdr: 500 }, { hotelRooms: 100, compRooms: 400 }),
    )
    expect(result.method).toBe('room_nights')
    expectCloseTo(result.fairShare, { fairShare: 0.2, demandShare: 0.25, revenueShare: 36_000 / 156_000 }, 12)
    expect(result.year.rgi).toBeCloseTo(120, 9)
    const [, , , method] = benchmarkVerdict(result)
    expect(method).toContain('公平份额为 20.0%，实际取得间夜份额 25.0%、客房收入份额 23.1%')
  })

  it('gives the same yearly indices with or without room counts, since supply is constant through the year', () => {
    const without = calculateBenchmark({ ...benchmarkDefaults, hotelRooms: 0, compRooms: 0 })
    const withRooms = calculateBenchmark(benchmarkDefaults)
    expect(withRooms.year.rgi).toBeCloseTo(without.year.rgi, 9)
    expect(withRooms.year.mpi).toBeCloseTo(without.year.mpi, 9)
    // One room count alone gives no fair share.
    expect(calculateBenchmark({ ...benchmarkDefaults, compRooms: 0 }).fairShare).toBeNull()
  })

  it('reads an index within half a point of 100 as par', () => {
    const result = calculateBenchmark(everyMonth({ hotelOcc: 70.2, hotelAdr: 850, compOcc: 70, compAdr: 850 }))
    expect(result.year.readings).toEqual({ mpi: 'par', ari: 'par', rgi: 'par' })
    expect(benchmarkVerdict(result)[0]).toContain('与 100 持平')
  })

  it('reads the example defaults as a discount that did not pay', () => {
    const result = calculateBenchmark(benchmarkDefaults)
    expect(result.year.readings).toEqual({ mpi: 'above', ari: 'below', rgi: 'below' })
    const [, mix, months] = benchmarkVerdict(result)
    expect(mix).toContain('以价换量')
    expect(months).toMatch(/^逐月看，12 个月 RGI 均低于 100；/)
  })

  it('words simple fractions of the fair share', () => {
    expect(shareWords(0.2)).toBe('五分之一（20.0%）')
    expect(shareWords(0.25)).toBe('四分之一（25.0%）')
    expect(shareWords(0.5)).toBe('一半（50.0%）')
    expect(shareWords(0.184)).toBe('18.4%')
  })

  it('refuses a zero occupancy, a missing ADR, an occupancy over 100 % and a fractional room count', () => {
    const months = benchmarkDefaults.months.map((m) => ({ ...m })) as unknown as Record<string, unknown>[]
    months[0] = { ...months[0], hotelOcc: 0, hotelAdr: null }
    months[2] = { ...months[2], compOcc: 101 }
    const parsed = benchmarkInputSchema.safeParse({ ...benchmarkDefaults, compRooms: 10.5, months })
    expect(parsed.success).toBe(false)
    expect(parsed.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['compRooms', '竞争群客房数必须是整数'],
      ['months.0.hotelOcc', '1月本酒店出租率不能小于 0.1%'],
      ['months.0.hotelAdr', '请填写1月本酒店平均房价'],
      ['months.2.compOcc', '3月竞争群出租率不能大于 100%'],
    ])
  })

  it('needs all twelve months', () => {
    const parsed = benchmarkInputSchema.safeParse({
      ...benchmarkDefaults,
      months: benchmarkDefaults.months.slice(0, 11),
    })
    expect(parsed.success).toBe(false)
  })
})
