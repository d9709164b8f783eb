import type { ExpressionBuilder } from 'kysely'
import type { HotelFilter, HotelListQuery, HotelPoint, HotelSort } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import type { Database } from '#server/db/types'
import { notFound } from '#server/errors'
import { cachedCount } from './hotel-counts.ts'
import { contains } from './search.ts'

/** The WHERE of every hotel query: each filter uses its own index (see migration 0301). */
export function matchesFilter(filter: HotelFilter) {
  return (eb: ExpressionBuilder<Database, 'hotels'>) => {
    const conditions = []
    if (filter.brand) conditions.push(eb('hotels.brand_id', 'in', filter.brand))
    if (filter.group) conditions.push(eb('hotels.group_id', 'in', filter.group))
    if (filter.city) conditions.push(eb('hotels.city_id', 'in', filter.city))
    if (filter.positioning) conditions.push(eb('hotels.positioning', 'in', filter.positioning))
    if (filter.status) conditions.push(eb('hotels.status', 'in', filter.status))
    if (filter.province) {
      const provinces = filter.province
      conditions.push(
        eb(
          'hotels.city_id',
          'in',
          eb.selectFrom('cities').select('cities.id').where('cities.province', 'in', provinces),
        ),
      )
    }
    if (filter.q) conditions.push(eb.or([contains('hotels.name', filter.q), contains('hotels.address', filter.q)]))
    return eb.and(conditions)
  }
}

/** Hotels joined to their city (always there), brand and group (either may be missing), to select names from. */
export const hotelsJoined = (db: Db) =>
  db
    .selectFrom('hotels')
    .innerJoin('cities', 'cities.id', 'hotels.city_id')
    .leftJoin('brands', 'brands.id', 'hotels.brand_id')
    .leftJoin('management_groups', 'management_groups.id', 'hotels.group_id')

function hotelsWithNames(db: Db) {
  return hotelsJoined(db).select([
    'hotels.id',
    'hotels.name',
    'hotels.brand_id',
    'brands.name as brand_name',
    'hotels.group_id',
    'management_groups.name as group_name',
    'hotels.city_id',
    'cities.name as city_name',
    'cities.province',
    'cities.tier as city_tier',
    'hotels.address',
    'hotels.lat',
    'hotels.lng',
    'hotels.positioning',
    'hotels.rooms',
    'hotels.status',
    'hotels.opening_date',
    'hotels.is_demo',
  ])
}

type HotelRow = Awaited<ReturnType<ReturnType<typeof hotelsWithNames>['executeTakeFirstOrThrow']>>
const toItem = (row: HotelRow) => ({ ...row, is_demo: Number(row.is_demo) === 1 })

const sortColumn = { name: 'hotels.name', rooms: 'hotels.rooms', opening_date: 'hotels.opening_date' } as const

/** The ids of one page in the list's order, from `hotels` alone (an index walk, a narrow sort). */
export async function pageOfIds(db: Db, query: HotelFilter & { sort: HotelSort }, limit: number, offset: number) {
  const descending = query.sort.startsWith('-')
  const key = query.sort.replace('-', '') as keyof typeof sortColumn
  const direction = descending ? 'desc' : 'asc'
  const page = await db
    .selectFrom('hotels')
    .where(matchesFilter(query))
    .select('hotels.id')
    // Undated hotels sort last either way on both databases (their NULL orders differ); other sort keys are never null.
    .orderBy(sortColumn[key], (ob) => {
      const ordered = descending ? ob.desc() : ob.asc()
      return key === 'opening_date' ? ordered.nullsLast() : ordered
    })
    .orderBy('hotels.id', direction)
    .limit(limit)
    .offset(offset)
    .execute()
  return page.map((r) => r.id)
}

/** Hotels with their brand, group and city names, in the order of `ids`. */
export async function hotelsByIds(db: Db, ids: string[]) {
  const rows = ids.length ? await hotelsWithNames(db).where('hotels.id', 'in', ids).execute() : []
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [toItem(row)] : []
  })
}

export async function countHotels(db: Db, filter: HotelFilter) {
  const total = await db
    .selectFrom('hotels')
    .where(matchesFilter(filter))
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(total.n)
}

/**
 * A page of hotels in two steps: the ids of the page, then the names for those ids. Sorting wide joined rows
 * of a big filter was ten times slower.
 */
export async function listHotels(db: Db, query: HotelListQuery) {
  const ids = await pageOfIds(db, query, query.size, (query.page - 1) * query.size)
  return {
    items: await hotelsByIds(db, ids),
    total: await cachedCount(db, query, () => countHotels(db, query)),
    page: query.page,
    size: query.size,
  }
}

export async function findHotel(db: Db, id: string) {
  const row = await hotelsWithNames(db).where('hotels.id', '=', id).executeTakeFirst()
  if (!row) throw notFound('酒店不存在或已被删除')
  return toItem(row)
}

const earthRadiusKm = 6371

export function distanceKm(a: { lat: number; lng: number }, b: { lat: number; lng: number }) {
  const rad = Math.PI / 180
  const dLat = (b.lat - a.lat) * rad
  const dLng = (b.lng - a.lng) * rad
  const h = Math.sin(dLat / 2) ** 2 + Math.cos(a.lat * rad) * Math.cos(b.lat * rad) * Math.sin(dLng / 2) ** 2
  return 2 * earthRadiusKm * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * Hotels within radiusKm of a point, nearest first: the ids and coordinates in a bounding box (the lat/lng index,
 * no joins), exact distances, then names only for the nearest `limit`. `filter` narrows the candidates in SQL.
 */
export async function hotelsNear(
  db: Db,
  center: { id?: string; lat: number; lng: number },
  radiusKm: number,
  limit: number,
  filter: Pick<HotelFilter, 'status' | 'positioning'> = {},
) {
  if (limit === 0) return []
  const dLat = radiusKm / 111.2
  const dLng = radiusKm / (111.2 * Math.max(0.01, Math.cos((center.lat * Math.PI) / 180)))
  let query = db
    .selectFrom('hotels')
    .select(['hotels.id', 'hotels.lat', 'hotels.lng'])
    .where('hotels.lat', '>=', center.lat - dLat)
    .where('hotels.lat', '<=', center.lat + dLat)
    .where('hotels.lng', '>=', center.lng - dLng)
    .where('hotels.lng', '<=', center.lng + dLng)
  if (center.id) query = query.where('hotels.id', '<>', center.id)
  if (filter.status || filter.positioning) query = query.where(matchesFilter(filter))
  const boxed = await query.limit(20_000).execute()
  const nearest = boxed
    .map((row) => ({ id: row.id, distance_km: Math.round(distanceKm(center, row) * 100) / 100 }))
    .filter((h) => h.distance_km <= radiusKm)
    .sort((a, b) => a.distance_km - b.distance_km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .slice(0, limit)
  if (nearest.length === 0) return []
  const rows = await hotelsWithNames(db)
    .where(
      'hotels.id',
      'in',
      nearest.map((h) => h.id),
    )
    .execute()
  const byId = new Map(rows.map((row) => [row.id, toItem(row)]))
  return nearest.flatMap((h) => {
    const item = byId.get(h.id)
    return item ? [{ ...item, distance_km: h.distance_km }] : []
  })
}

/** The map's columns of the matching hotels; by city or province one index holds them all (migration 0305). */
export function hotelPointsQuery(db: Db, filter: HotelFilter) {
  return db
    .selectFrom('hotels')
    .where(matchesFilter(filter))
    .select(['hotels.id', 'hotels.lat', 'hotels.lng', 'hotels.positioning', 'hotels.status'])
}

/** Every matching hotel as [id, lat, lng, positioning, status]: what the map needs and nothing more. */
export async function hotelPoints(db: Db, filter: HotelFilter): Promise<HotelPoint[]> {
  const rows = await hotelPointsQuery(db, filter).execute()
  return rows.map((r) => [r.id, r.lat, r.lng, r.positioning, r.status])
}
