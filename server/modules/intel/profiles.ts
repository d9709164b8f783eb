import { type CityTier, type Positioning, positionings } from '#common/intel'
import type { HotelFilter, ProfileAnswer, ProfileKind } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { notFound } from '#server/errors'
import { listBrands, listCities, listGroups } from './catalog-queries.ts'
import { monthsOf } from './comp-set.ts'
import { matchesFilter } from './hotel-queries.ts'
import { kpis, type MonthPerformance, sampleMonths } from './performance.ts'
import { supply } from './supply.ts'

/** Open hotels whose months a profile sums: enough for stable segment figures, bounded in time at 100k hotels. */
const PERFORMANCE_SAMPLE = 1500

/** The profile of a city, brand or group: facts with sources, stock and pipeline, and 24 months by segment. */
export async function profile(db: Db, kind: ProfileKind, id: string): Promise<ProfileAnswer> {
  const filter: HotelFilter = kind === 'city' ? { city: [id] } : kind === 'brand' ? { brand: [id] } : { group: [id] }
  const [city, brand, group] = await Promise.all([
    kind === 'city' ? findCity(db, id) : null,
    kind === 'brand' ? listBrands(db, { ids: [id], sort: 'name', page: 1, size: 1 }).then((r) => r.items[0]) : null,
    kind === 'group' ? findGroup(db, id) : null,
  ])
  if (!city && !brand && !group) throw notFound(`${{ city: '城市', brand: '品牌', group: '集团' }[kind]}不存在`)
  const [brands, stock, open] = await Promise.all([
    kind === 'group' ? listBrands(db, { group: [id], sort: 'hotels', page: 1, size: 200 }).then((r) => r.items) : [],
    supply(db, filter),
    db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .where(matchesFilter({ ...filter, status: ['open'] }))
      .select([
        'hotels.id',
        'hotels.positioning',
        'hotels.rooms',
        'hotels.status',
        'hotels.opening_date',
        'hotels.is_demo',
      ])
      .select('cities.tier')
      .orderBy('hotels.id')
      .limit(PERFORMANCE_SAMPLE)
      .execute(),
  ])
  const months = sampleMonths()
  const { byHotel } = await monthsOf(
    db,
    open.map((h) => ({ ...h, is_demo: Number(h.is_demo) === 1, city_tier: h.tier as CityTier })),
    months,
  )
  const bySegment = new Map<Positioning, { hotels: number; rows: MonthPerformance[] }>()
  for (const h of open) {
    const rows = byHotel.get(h.id) ?? []
    if (rows.length === 0) continue
    const entry = bySegment.get(h.positioning) ?? { hotels: 0, rows: [] }
    entry.hotels += 1
    entry.rows.push(...rows)
    bySegment.set(h.positioning, entry)
  }
  // In the order of the one segment scale (luxury … economy), as every table and legend lists segments.
  const performance = positionings.flatMap((segment) => {
    const entry = bySegment.get(segment)
    if (!entry) return []
    const { hotels, rows } = entry
    return [
      { segment, hotels, months: months.map((month) => ({ month, ...kpis(rows.filter((r) => r.month === month)) })) },
    ]
  })
  return {
    kind,
    city: city ?? null,
    brand: brand ?? null,
    group: group ?? null,
    brands,
    supply: stock,
    performance,
    performance_hotels: open.length,
  }
}

async function findCity(db: Db, id: string) {
  const row = await db.selectFrom('cities').select('name').where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const { items } = await listCities(db, { q: row.name, sort: 'name', page: 1, size: 50 })
  return items.find((c) => c.id === id) ?? null
}

async function findGroup(db: Db, id: string) {
  const row = await db.selectFrom('management_groups').select('name').where('id', '=', id).executeTakeFirst()
  if (!row) return null
  const { items } = await listGroups(db, { q: row.name, sort: 'name', page: 1, size: 200 })
  return items.find((g) => g.id === id) ?? null
}
