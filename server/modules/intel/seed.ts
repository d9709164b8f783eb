import { createHash } from 'node:crypto'
import { type Insertable, sql, type Updateable } from 'kysely'
import { cityRows } from '#common/cities'
import type { Db } from '#server/db/database'
import { insertMissing } from '#server/db/insert-missing'
import type { Database } from '#server/db/types'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { demoHotelGenerator, type GenBrand, type GenCity, sampleCalendar } from './demo-hotels.ts'
import { type Facts, shippedFacts, tierOf } from './facts/load.ts'
import { hotelDataChanged } from './hotel-version.ts'
import type { HotelTable } from './tables.ts'

export const defaultDemoHotelCount = 5000
const batchSize = 1000

/** Groups, brands and cities (real reference data) and generated demo hotels. Idempotent. */
export async function seedIntel(db: Db, options: { hotels?: number } = {}) {
  await seedReferenceData(db)
  await seedDemoHotels(db, options.hotels ?? defaultDemoHotelCount)
}

type SluggedTable = 'management_groups' | 'brands'
type SluggedValues<T extends SluggedTable> = Omit<
  Insertable<Database[T]>,
  'id' | 'slug' | 'logo_url' | 'created_at' | 'updated_at'
>

/** Adds a shipped group or brand (without a logo) or brings the stored one of that slug up to date. */
async function upsertBySlug<T extends SluggedTable>(
  db: Db,
  table: T,
  slug: string,
  values: SluggedValues<T>,
  now: string,
) {
  const row = { id: newId(), slug, logo_url: null, created_at: now, updated_at: now, ...values }
  await db
    .insertInto(table as SluggedTable)
    .values(row as Insertable<Database[SluggedTable]>)
    .onConflict((oc) =>
      oc.column('slug').doUpdateSet({ ...values, updated_at: now } as Updateable<Database[SluggedTable]>),
    )
    .execute()
}

/**
 * Groups, brands and city tiers from the published facts (facts/), cities from common/cities.ts. Shipped rows are
 * matched by slug or code and brought up to date, so a corrected fact file corrects a running database.
 */
export async function seedReferenceData(db: Db, facts: Facts = shippedFacts()) {
  const now = nowIso()
  for (const group of facts.groups) {
    const values = {
      name: group.name,
      name_en: group.name_en,
      origin: group.origin,
      headquarters: group.headquarters ?? '',
      founded_year: group.founded_year,
    }
    await upsertBySlug(db, 'management_groups', group.slug, values, now)
  }
  const groupIds = new Map(
    (await db.selectFrom('management_groups').select(['id', 'slug']).execute()).map((g) => [g.slug, g.id]),
  )
  const segments = new Map(
    (await db.selectFrom('brands').select(['id', 'slug', 'positioning']).execute()).map((b) => [b.slug, b]),
  )
  for (const brand of facts.brands) {
    const values = {
      group_id: groupIds.get(brand.group) as string,
      name: brand.name,
      name_en: brand.name_en,
      positioning: brand.segment,
    }
    await upsertBySlug(db, 'brands', brand.slug, values, now)
    // Hotels copy their brand's segment on write: a corrected segment corrects them too.
    const before = segments.get(brand.slug)
    if (before && before.positioning !== brand.segment)
      await db.updateTable('hotels').set({ positioning: brand.segment }).where('brand_id', '=', before.id).execute()
  }
  const cities = cityRows.map(([code, name, province, lng, lat]) => ({
    id: newId(),
    code,
    name,
    province,
    tier: tierOf(facts, name),
    lat,
    lng,
  }))
  for (let i = 0; i < cities.length; i += 100) {
    await db
      .insertInto('cities')
      .values(cities.slice(i, i + 100))
      .onConflict((oc) => oc.column('code').doUpdateSet((eb) => ({ tier: eb.ref('excluded.tier') })))
      .execute()
  }
  await hotelDataChanged(db)
}

/**
 * Makes sure demo hotels 0..count-1 exist. Hotel i is the same on every run, so raising the count adds only
 * the missing ones; rows are inserted in batches inside transactions. When the facts the sample follows change (a
 * brand's published size, launch year or segment, a city's tier, the sample calendar), the sample is made again.
 */
export async function seedDemoHotels(
  db: Db,
  count: number,
  onProgress?: (done: number, total: number) => void,
  facts: Facts = shippedFacts(),
) {
  const brands = await db
    .selectFrom('brands')
    .select(['id', 'group_id', 'name', 'positioning', 'slug'])
    .where(
      'slug',
      'in',
      facts.brands.map((b) => b.slug),
    )
    .orderBy('slug')
    .execute()
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'code', 'name', 'province', 'tier', 'lat', 'lng'])
    .orderBy('code')
    .execute()
  const brandFacts = new Map(facts.brands.map((b) => [b.slug, b]))
  // Sort by natural keys so hotel i gets the same brand and city whatever ids the database assigned.
  const genBrands = brands.map((b) => ({
    ...b,
    id: b.slug,
    hotels: brandFacts.get(b.slug)?.size?.hotels ?? null,
    launch_year: brandFacts.get(b.slug)?.launch_year ?? null,
  }))
  const genCities = cities.map((c) => ({ ...c, id: c.code }))
  const version = sampleVersion(genBrands, genCities)
  const stored = await db.selectFrom('app_meta').select('value').where('key', '=', sampleKey).executeTakeFirst()
  if (stored?.value !== version) await dropDemoHotels(db)
  const existing = Number(
    (
      await db
        .selectFrom('hotels')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_demo', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  )
  await db
    .insertInto('app_meta')
    .values({ key: sampleKey, value: version, updated_at: nowIso() })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value: version, updated_at: nowIso() }))
    .execute()
  if (existing >= count) return { inserted: 0, total: existing }
  const hotelAt = demoHotelGenerator(genBrands, genCities)
  const brandBySlug = new Map(brands.map((b) => [b.slug, b.id]))
  const cityByCode = new Map(cities.map((c) => [c.code, c.id]))
  const now = nowIso()
  let inserted = 0
  for (let start = existing; start < count; start += batchSize) {
    const rows: HotelTable[] = []
    for (let i = start; i < Math.min(count, start + batchSize); i++) {
      const h = hotelAt(i)
      rows.push({
        ...h,
        brand_id: brandBySlug.get(h.brand_id) as string,
        city_id: cityByCode.get(h.city_id) as string,
        is_demo: 1 as const,
        created_at: now,
        updated_at: now,
      })
    }
    await db.transaction().execute(async (tx) => {
      await insertMissing(tx, 'hotels', rows)
    })
    inserted += rows.length
    onProgress?.(start + rows.length, count)
  }
  await hotelDataChanged(db)
  // Fresh statistics let the planner pick the sort index for big filtered pages (SQLite has none until ANALYZE).
  await sql`analyze hotels`.execute(db)
  return { inserted, total: count }
}

const sampleKey = 'demo_hotel_sample'

/** A fingerprint of everything the generator reads: a change means the stored sample no longer follows the facts. */
function sampleVersion(brands: GenBrand[], cities: GenCity[]) {
  const input = JSON.stringify([
    sampleCalendar,
    brands.map((b) => [b.id, b.group_id, b.positioning, b.hotels, b.launch_year, b.name]),
    cities.map((c) => [c.id, c.tier]),
  ])
  return createHash('sha256').update(input).digest('hex').slice(0, 16)
}

/** Removes the demo hotels and the demo organizations' links to them (the portal seed picks again). */
async function dropDemoHotels(db: Db) {
  await db.transaction().execute(async (tx) => {
    await tx
      .deleteFrom('organization_links')
      .where('target_kind', '=', 'hotel')
      .where('target_id', 'in', (eb) => eb.selectFrom('hotels').select('id').where('is_demo', '=', 1))
      .execute()
    await tx
      .deleteFrom('hotel_performance')
      .where('hotel_id', 'in', (eb) => eb.selectFrom('hotels').select('id').where('is_demo', '=', 1))
      .execute()
    await tx.deleteFrom('hotels').where('is_demo', '=', 1).execute()
  })
  await hotelDataChanged(db)
}
