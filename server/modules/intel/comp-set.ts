import { type Positioning, positionings } from '#common/intel'
import type { HotelItem, HotelPerformance, NearbyHotel } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { findHotel, hotelsNear } from './hotel-queries.ts'
import { demoPerformance, indices, kpis, type MonthPerformance, sampleMonths } from './performance.ts'

/** A competitive set: the nearest open hotels of the same or an adjacent segment, within this radius. */
export const compSetRule = { radiusKm: 20, min: 5, max: 10 } as const

const segmentIndex = (p: string) => positionings.indexOf(p as Positioning)

/**
 * The 5–10 nearest open hotels within 20 km whose segment is the subject's or one step from it, nearest first. The
 * search widens from 2 km until it has ten, so a dense city reads a small box and a sparse one a large box. The
 * subject may be a point with no hotel yet (a study's site): then no id is left out.
 */
export async function compSet(
  db: Db,
  hotel: Pick<HotelItem, 'lat' | 'lng' | 'positioning'> & { id?: string },
): Promise<NearbyHotel[]> {
  const index = segmentIndex(hotel.positioning)
  const positioning = positionings.filter((_, i) => Math.abs(i - index) <= 1)
  let set: NearbyHotel[] = []
  for (const radius of [2, 5, 10, compSetRule.radiusKm]) {
    set = await hotelsNear(db, hotel, radius, compSetRule.max, { status: ['open'], positioning })
    if (set.length >= compSetRule.max) break
  }
  return set
}

/** What the months of a hotel depend on. */
export type PerformanceHotel = Pick<
  HotelItem,
  'id' | 'is_demo' | 'positioning' | 'rooms' | 'status' | 'opening_date' | 'city_tier'
>

/**
 * Monthly figures of each hotel: the imported months where a hotel has any (they replace the generated ones), else
 * the generated months of a demo hotel, else none.
 */
export async function monthsOf(db: Db, hotels: PerformanceHotel[], months: string[]) {
  const imported = hotels.length
    ? await db
        .selectFrom('hotel_performance')
        .select(['hotel_id', 'month', 'rooms_available', 'rooms_sold', 'room_revenue'])
        .where(
          'hotel_id',
          'in',
          hotels.map((h) => h.id),
        )
        .where('month', '>=', months[0] as string)
        .where('month', '<=', months.at(-1) as string)
        .orderBy('month')
        .execute()
    : []
  const byHotel = new Map<string, MonthPerformance[]>()
  for (const r of imported) {
    const list = byHotel.get(r.hotel_id) ?? []
    list.push({ ...r, room_revenue: Number(r.room_revenue) })
    byHotel.set(r.hotel_id, list)
  }
  /** Hotels whose months are generated: what the page marks 演示数据. */
  const generated = new Set<string>()
  for (const h of hotels) {
    if (byHotel.has(h.id)) continue
    byHotel.set(h.id, h.is_demo ? demoPerformance({ ...h, tier: h.city_tier }, months) : [])
    if (h.is_demo) generated.add(h.id)
  }
  return { byHotel, generated }
}

/** Everything the viewer's performance card shows; `hotelId` must exist (404 otherwise). */
export async function hotelPerformance(db: Db, hotelId: string): Promise<HotelPerformance> {
  const hotel = await findHotel(db, hotelId)
  const months = sampleMonths()
  const set = await compSet(db, hotel)
  const { byHotel, generated } = await monthsOf(db, [hotel, ...set], months)
  const subjectRows = byHotel.get(hotel.id) ?? []
  const setRows = set.map((h) => byHotel.get(h.id) ?? [])
  const byMonth = (rows: MonthPerformance[], month: string) => rows.filter((r) => r.month === month)
  const trailingMonths = months.slice(-12)
  const inTrailing = (r: MonthPerformance) => trailingMonths.includes(r.month)
  const subject = kpis(subjectRows.filter(inTrailing))
  const comp = kpis(setRows.flat().filter(inTrailing))
  return {
    months,
    subject: months.map((month) => ({ month, ...kpis(byMonth(subjectRows, month)) })),
    comp_set: set,
    comp: months.map((month) => ({ month, ...kpis(setRows.flatMap((rows) => byMonth(rows, month))) })),
    trailing: {
      from: trailingMonths[0] as string,
      to: trailingMonths.at(-1) as string,
      subject,
      comp,
      ...indices(subject, comp),
    },
    rule: `竞争群：${compSetRule.radiusKm} 公里内最近的 ${compSetRule.min}–${compSetRule.max} 家同档或相邻档在营酒店（不含本酒店）`,
    is_demo: generated.size > 0,
  }
}
