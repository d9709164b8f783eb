import type { BrandListQuery, CityListQuery, GroupListQuery } from '../../../common/intel-schemas.ts'
import type { Db } from '../../db/database.ts'
import { contains, positioningRank, tierRank } from './search.ts'

/** Counts per value of one column over the rows matching the other filters (the numbers beside a wall's filter). */
function toCounts(rows: { key: string; n: number | string | bigint }[]) {
  return Object.fromEntries(rows.map((r) => [r.key, Number(r.n)]))
}

export async function listGroups(db: Db, query: GroupListQuery) {
  const brandCounts = db
    .selectFrom('brands')
    .select(['group_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('group_id')
    .as('bc')
  const hotelCounts = db
    .selectFrom('hotels')
    .select(['group_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('group_id')
    .as('hc')
  let base = db.selectFrom('management_groups')
  if (query.q) {
    const text = query.q
    base = base.where((eb) =>
      eb.or([contains('management_groups.name', text), contains('management_groups.name_en', text)]),
    )
  }
  const filtered = query.origin ? base.where('origin', '=', query.origin) : base
  const order = { name: 'management_groups.name', brands: 'brand_count', hotels: 'hotel_count' } as const
  const rows = await filtered
    .leftJoin(brandCounts, 'bc.group_id', 'management_groups.id')
    .leftJoin(hotelCounts, 'hc.group_id', 'management_groups.id')
    .selectAll('management_groups')
    .select((eb) => [
      eb.fn.coalesce('bc.n', eb.lit(0)).as('brand_count'),
      eb.fn.coalesce('hc.n', eb.lit(0)).as('hotel_count'),
    ])
    .orderBy(order[query.sort], query.sort === 'name' ? 'asc' : 'desc')
    .orderBy('management_groups.name')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute()
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  const counts = await base
    .select((eb) => ['origin as key', eb.fn.countAll().as('n')])
    .groupBy('origin')
    .execute()
  return {
    items: rows.map(({ created_at: _c, updated_at: _u, ...g }) => ({
      ...g,
      brand_count: Number(g.brand_count),
      hotel_count: Number(g.hotel_count),
    })),
    total: Number(total.n),
    page: query.page,
    size: query.size,
    counts: { origin: toCounts(counts) },
  }
}

/** `ids` (internal, not a query parameter) limits the list to given brands: a shared wall uses it. */
export async function listBrands(db: Db, query: BrandListQuery & { ids?: string[] }) {
  const hotelCounts = db
    .selectFrom('hotels')
    .select(['brand_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('brand_id')
    .as('hc')
  let base = db.selectFrom('brands').innerJoin('management_groups', 'management_groups.id', 'brands.group_id')
  if (query.q) {
    const text = query.q
    base = base.where((eb) =>
      eb.or([
        contains('brands.name', text),
        contains('brands.name_en', text),
        contains('management_groups.name', text),
      ]),
    )
  }
  if (query.group) base = base.where('brands.group_id', 'in', query.group)
  if (query.ids) base = base.where('brands.id', 'in', query.ids)
  const filtered = query.positioning ? base.where('brands.positioning', 'in', query.positioning) : base
  let listed = filtered
    .leftJoin(hotelCounts, 'hc.brand_id', 'brands.id')
    .select([
      'brands.id',
      'brands.slug',
      'brands.name',
      'brands.name_en',
      'brands.positioning',
      'brands.logo_url',
      'brands.group_id',
      'management_groups.name as group_name',
    ])
    .select((eb) => eb.fn.coalesce('hc.n', eb.lit(0)).as('hotel_count'))
  if (query.sort === 'hotels') listed = listed.orderBy('hotel_count', 'desc')
  if (query.sort === 'positioning') listed = listed.orderBy(positioningRank('brands.positioning'))
  const rows = await listed
    .orderBy('brands.name')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute()
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  const counts = await base
    .select((eb) => ['brands.positioning as key', eb.fn.countAll().as('n')])
    .groupBy('brands.positioning')
    .execute()
  return {
    items: rows.map((b) => ({ ...b, hotel_count: Number(b.hotel_count) })),
    total: Number(total.n),
    page: query.page,
    size: query.size,
    counts: { positioning: toCounts(counts) },
  }
}

export async function listCities(db: Db, query: CityListQuery) {
  const hotelCounts = db
    .selectFrom('hotels')
    .select(['city_id', (eb) => eb.fn.countAll().as('n')])
    .groupBy('city_id')
    .as('hc')
  let base = db.selectFrom('cities')
  if (query.q) {
    const text = query.q
    base = base.where((eb) => eb.or([contains('cities.name', text), contains('cities.province', text)]))
  }
  if (query.province) base = base.where('cities.province', 'in', query.province)
  const filtered = query.tier ? base.where('cities.tier', 'in', query.tier) : base
  let listed = filtered
    .leftJoin(hotelCounts, 'hc.city_id', 'cities.id')
    .selectAll('cities')
    .select((eb) => eb.fn.coalesce('hc.n', eb.lit(0)).as('hotel_count'))
  if (query.sort === 'hotels') listed = listed.orderBy('hotel_count', 'desc')
  if (query.sort === 'tier') listed = listed.orderBy(tierRank('cities.tier'))
  const rows = await listed
    .orderBy('cities.code')
    .limit(query.size)
    .offset((query.page - 1) * query.size)
    .execute()
  const total = await filtered.select((eb) => eb.fn.countAll().as('n')).executeTakeFirstOrThrow()
  const counts = await base
    .select((eb) => ['cities.tier as key', eb.fn.countAll().as('n')])
    .groupBy('cities.tier')
    .execute()
  return {
    items: rows.map((c) => ({ ...c, hotel_count: Number(c.hotel_count) })),
    total: Number(total.n),
    page: query.page,
    size: query.size,
    counts: { tier: toCounts(counts) },
  }
}

/** Province names with their city counts, for the filters' options. */
export async function listProvinces(db: Db) {
  const rows = await db
    .selectFrom('cities')
    .select(['province', (eb) => eb.fn.min('code').as('code'), (eb) => eb.fn.countAll().as('n')])
    .groupBy('province')
    .orderBy('code')
    .execute()
  return rows.map((r) => ({ name: r.province, city_count: Number(r.n) }))
}
