import type { CityTier, Positioning } from '#common/intel'
import { cityTiers, positionings } from '#common/intel'
import type { BrandListQuery, CityListQuery, GroupListQuery } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { liveDesk } from '../data-desk/live.ts'
import { cachedAnswer, hotelTally } from './hotel-counts.ts'

/**
 * The walls of groups (≈60), brands (≈300) and cities (337): all rows, joined with their published facts (the live
 * figures of the research desk, data-desk/live.ts) and hotel counts, are kept for 30 seconds per figure version and
 * day; a request filters, sorts and pages them in memory. An approved figure moves the version, so the next request
 * on any process builds the rows again.
 */
async function factsOf(db: Db) {
  const desk = await liveDesk(db)
  const today = new Date().toISOString().slice(0, 10)
  return { views: desk.views(today), key: `${desk.version}:${today}` }
}

/** Counts per value of one field over the rows matching the other filters (the numbers beside a wall's filter). */
function countBy<T>(rows: T[], key: (row: T) => string) {
  const counts: Record<string, number> = {}
  for (const row of rows) counts[key(row)] = (counts[key(row)] ?? 0) + 1
  return counts
}

/** Descending by a figure that may be unpublished: rows without it go last. */
const desc = (a: number | null | undefined, b: number | null | undefined) => (b ?? -1) - (a ?? -1)
/** One collator for every sort: `localeCompare` with a locale builds a new one per call (slow over 300 rows). */
const chinese = new Intl.Collator('zh-CN')
const byName = (a: { name: string }, b: { name: string }) => chinese.compare(a.name, b.name)

/** One page of a wall's rows in `order`, with how many rows matched and the counts beside its filters. */
function wallPage<T>(
  filtered: T[],
  order: (a: T, b: T) => number,
  query: { page: number; size: number },
  counts: Record<string, Record<string, number>>,
) {
  const rows = filtered.sort(order)
  return {
    items: rows.slice((query.page - 1) * query.size, query.page * query.size),
    page: query.page,
    size: query.size,
    total: filtered.length,
    counts,
  }
}

/** Every group with its counts and facts (30-second cache). */
async function allGroups(db: Db) {
  const facts = await factsOf(db)
  return cachedAnswer(db, `wall:groups:${facts.key}`, async () => {
    const [groups, brandRows, hotels] = await Promise.all([
      db.selectFrom('management_groups').selectAll().execute(),
      db
        .selectFrom('brands')
        .select(['group_id', (eb) => eb.fn.countAll().as('n')])
        .groupBy('group_id')
        .execute(),
      hotelTally(db, 'group_id'),
    ])
    const brandCounts = new Map(brandRows.map((r) => [r.group_id, Number(r.n)]))
    return groups.map(({ created_at: _c, updated_at: _u, ...g }) => ({
      ...g,
      brand_count: brandCounts.get(g.id) ?? 0,
      hotel_count: hotels.get(g.id) ?? 0,
      ...facts.views.group(g.slug),
    }))
  })
}

/** Case-insensitive "contains" over some fields, as the SQL search of the hotel list does it. */
const containsText = (text: string | undefined, ...fields: string[]) => {
  if (!text) return true
  const needle = text.toLowerCase()
  return fields.some((f) => f.toLowerCase().includes(needle))
}

export async function listGroups(db: Db, query: GroupListQuery) {
  const rows = (await allGroups(db)).filter((g) => containsText(query.q, g.name, g.name_en))
  const filtered = query.origin ? rows.filter((g) => g.origin === query.origin) : rows
  type Row = (typeof rows)[number]
  const publishedHotels = (g: Row) => g.ranking?.hotels ?? g.china?.hotels
  const byRank = (a: Row, b: Row) =>
    (a.ranking?.rank ?? Number.MAX_SAFE_INTEGER) - (b.ranking?.rank ?? Number.MAX_SAFE_INTEGER) ||
    desc(a.china?.rooms, b.china?.rooms) ||
    byName(a, b)
  const order = {
    rank: byRank,
    hotels: (a: Row, b: Row) => desc(publishedHotels(a), publishedHotels(b)) || byRank(a, b),
    brands: (a: Row, b: Row) => b.brand_count - a.brand_count || byRank(a, b),
    name: byName,
  }[query.sort]
  return wallPage(filtered, order, query, { origin: countBy(rows, (g) => g.origin) })
}

/** Every brand with its group's name, hotel count and facts (30-second cache). */
async function allBrands(db: Db) {
  const facts = await factsOf(db)
  return cachedAnswer(db, `wall:brands:${facts.key}`, async () => {
    const [brands, hotels] = await Promise.all([
      db
        .selectFrom('brands')
        .innerJoin('management_groups', 'management_groups.id', 'brands.group_id')
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
        .execute(),
      hotelTally(db, 'brand_id'),
    ])
    return brands.map((b) => ({ ...b, hotel_count: hotels.get(b.id) ?? 0, ...facts.views.brand(b.slug) }))
  })
}

/** `ids` (internal, not a query parameter) limits the list to given brands: a shared wall uses it. */
export async function listBrands(db: Db, query: BrandListQuery & { ids?: string[] }) {
  const rows = (await allBrands(db)).filter(
    (b) =>
      containsText(query.q, b.name, b.name_en, b.group_name) &&
      (!query.group || query.group.includes(b.group_id)) &&
      (!query.ids || query.ids.includes(b.id)),
  )
  const filtered = query.positioning ? rows.filter((b) => query.positioning?.includes(b.positioning)) : rows
  type Row = (typeof rows)[number]
  const segment = (b: Row) => positionings.indexOf(b.positioning as Positioning)
  // A size older than its kind may be (较旧) is ranked after every current one, never among them.
  const current = (b: Row) => (b.size?.hotels == null ? null : b.size.citation.stale ? null : b.size.hotels)
  const older = (b: Row) => (b.size?.citation.stale ? b.size.hotels : null)
  const bySize = (a: Row, b: Row) => desc(current(a), current(b)) || desc(older(a), older(b))
  const order = {
    hotels: (a: Row, b: Row) => bySize(a, b) || b.hotel_count - a.hotel_count || byName(a, b),
    positioning: (a: Row, b: Row) => segment(a) - segment(b) || bySize(a, b) || byName(a, b),
    launch: (a: Row, b: Row) => desc(a.launch_year, b.launch_year) || byName(a, b),
    name: byName,
  }[query.sort]
  return wallPage(filtered, order, query, { positioning: countBy(rows, (b) => b.positioning) })
}

/** Every city with its hotel count and facts (30-second cache). */
async function allCities(db: Db) {
  const facts = await factsOf(db)
  return cachedAnswer(db, `wall:cities:${facts.key}`, async () => {
    const [cities, hotels] = await Promise.all([
      db.selectFrom('cities').selectAll().orderBy('code').execute(),
      hotelTally(db, 'city_id'),
    ])
    return cities.map((c) => ({ ...c, hotel_count: hotels.get(c.id) ?? 0, ...facts.views.city(c.code) }))
  })
}

export async function listCities(db: Db, query: CityListQuery) {
  const rows = (await allCities(db)).filter(
    (c) => containsText(query.q, c.name, c.province) && (!query.province || query.province.includes(c.province)),
  )
  const filtered = query.tier ? rows.filter((c) => query.tier?.includes(c.tier)) : rows
  type Row = (typeof rows)[number]
  const tier = (c: Row) => cityTiers.indexOf(c.tier as CityTier)
  const byCode = (a: Row, b: Row) => (a.code < b.code ? -1 : a.code > b.code ? 1 : 0)
  const order = {
    hotels: (a: Row, b: Row) => b.hotel_count - a.hotel_count || byCode(a, b),
    tier: (a: Row, b: Row) => tier(a) - tier(b) || desc(a.gdp?.value, b.gdp?.value) || byCode(a, b),
    gdp: (a: Row, b: Row) => desc(a.gdp?.value, b.gdp?.value) || byCode(a, b),
    population: (a: Row, b: Row) => desc(a.population?.value, b.population?.value) || byCode(a, b),
    name: byCode,
  }[query.sort]
  return wallPage(filtered, order, query, { tier: countBy(rows, (c) => c.tier) })
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
