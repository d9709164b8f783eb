import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CityTier, HotelStatus, Positioning } from '#common/intel'
import { mulberry32 } from '#server/lib/random'
import { sampleCalendar } from './demo-hotels.ts'

/** One month of a hotel's rooms business, the raw counts from which occupancy, ADR and RevPAR follow. */
export type MonthPerformance = { month: string; rooms_available: number; rooms_sold: number; room_revenue: number }

/** The 24 months the sample covers, oldest first, ending with the sample calendar's last month. */
export function sampleMonths(last: string = sampleCalendar.lastMonth, count = 24) {
  const [y, m] = last.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i)
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}

const daysIn = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

/** A number in [0, 1) from a string: the per-hotel dice. */
function hashSeed(text: string) {
  let h = 2166136261
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 16777619)
  return h >>> 0
}

type SampleHotel = {
  id: string
  positioning: Positioning
  rooms: number
  tier: CityTier
  status: HotelStatus
  opening_date: string | null
}

/**
 * A demo hotel's monthly rooms business: the benchmark table's occupancy and ADR for its segment and city tier
 * (ops.occupancy, ops.adr), shaped by the season indices (ops.season_*_index), with a fixed per-hotel offset
 * (±12 % occupancy, ±15 % ADR) and ±4 % month-to-month noise. Only open hotels have figures, and only for months after
 * they opened. Deterministic: the same hotel gives the same months on every call.
 */
export function demoPerformance(hotel: SampleHotel, months = sampleMonths()): MonthPerformance[] {
  if (hotel.status !== 'open') return []
  const rand = mulberry32(hashSeed(hotel.id))
  const selector = { segment: hotel.positioning, tier: hotel.tier }
  const occupancy = (benchmarkValue('ops.occupancy', selector) / 100) * (0.88 + 0.24 * rand())
  const adr = benchmarkValue('ops.adr', selector) * (0.85 + 0.3 * rand())
  const opened = hotel.opening_date?.slice(0, 7) ?? ''
  return months
    .filter((month) => month > opened)
    .map((month) => {
      const variant = `m${month.slice(5, 7)}`
      const noise = () => 0.96 + 0.08 * rand()
      const occ = Math.min(
        0.98,
        Math.max(0.15, occupancy * (benchmarkValue('ops.season_occupancy_index', { variant }) / 100) * noise()),
      )
      const rate = adr * (benchmarkValue('ops.season_adr_index', { variant }) / 100) * noise()
      const available = hotel.rooms * daysIn(month)
      const sold = Math.floor(available * occ)
      return { month, rooms_available: available, rooms_sold: sold, room_revenue: Math.round(sold * rate) }
    })
}

/** Occupancy (%), ADR and RevPAR (元) of a set of months or hotels summed: rooms-weighted, as STR computes them. */
export function kpis(rows: Pick<MonthPerformance, 'rooms_available' | 'rooms_sold' | 'room_revenue'>[]) {
  const available = rows.reduce((s, r) => s + r.rooms_available, 0)
  const sold = rows.reduce((s, r) => s + r.rooms_sold, 0)
  const revenue = rows.reduce((s, r) => s + r.room_revenue, 0)
  return {
    occupancy: available ? (sold / available) * 100 : null,
    adr: sold ? revenue / sold : null,
    revpar: available ? revenue / available : null,
  }
}

/**
 * The subject's indices against its competitive set (the set excludes the subject): MPI = occupancy ÷ the set's
 * occupancy, ARI = ADR ÷ the set's ADR, RGI = RevPAR ÷ the set's RevPAR, each × 100. RGI = MPI × ARI ÷ 100.
 */
export function indices(subject: ReturnType<typeof kpis>, set: ReturnType<typeof kpis>) {
  const ratio = (a: number | null, b: number | null) => (a != null && b ? (a / b) * 100 : null)
  return {
    mpi: ratio(subject.occupancy, set.occupancy),
    ari: ratio(subject.adr, set.adr),
    rgi: ratio(subject.revpar, set.revpar),
  }
}
