import { sql } from 'kysely'
import type { CityTier } from '../../../common/intel.ts'
import type { Db } from '../../db/database.ts'
import { nowIso } from '../../lib/clock.ts'
import { newId } from '../../lib/ids.ts'
import { cityRows } from './data/cities.ts'
import { newTier1, tier1, tier2, tier3 } from './data/city-tiers.ts'
import { seedGroups } from './data/groups.ts'
import { demoHotelGenerator } from './demo-hotels.ts'
import type { HotelTable } from './tables.ts'

export const defaultDemoHotelCount = 5000
const batchSize = 1000

/** Groups, brands and cities (real reference data) and generated demo hotels. Idempotent. */
export async function seedIntel(db: Db, options: { hotels?: number } = {}) {
  await seedReferenceData(db)
  await seedDemoHotels(db, options.hotels ?? defaultDemoHotelCount)
}

export async function seedReferenceData(db: Db) {
  const now = nowIso()
  for (const group of seedGroups) {
    await db
      .insertInto('management_groups')
      .values({
        id: newId(),
        slug: group.slug,
        name: group.name,
        name_en: group.name_en,
        origin: group.origin,
        headquarters: group.headquarters,
        founded_year: group.founded_year,
        logo_url: null,
        created_at: now,
        updated_at: now,
      })
      .onConflict((oc) => oc.column('slug').doNothing())
      .execute()
  }
  const groupIds = new Map(
    (await db.selectFrom('management_groups').select(['id', 'slug']).execute()).map((g) => [g.slug, g.id]),
  )
  const brandRows = seedGroups.flatMap((group) =>
    group.brands.map((brand) => ({
      id: newId(),
      slug: brand.slug,
      group_id: groupIds.get(group.slug) as string,
      name: brand.name,
      name_en: brand.name_en,
      positioning: brand.positioning,
      logo_url: null,
      created_at: now,
      updated_at: now,
    })),
  )
  await db
    .insertInto('brands')
    .values(brandRows)
    .onConflict((oc) => oc.column('slug').doNothing())
    .execute()
  const cities = cityRows.map(([code, name, province, lng, lat]) => ({
    id: newId(),
    code,
    name,
    province,
    tier: tierOf(name),
    lat,
    lng,
  }))
  await db
    .insertInto('cities')
    .values(cities)
    .onConflict((oc) => oc.column('code').doNothing())
    .execute()
}

export function tierOf(cityName: string): CityTier {
  const short = cityName.length > 2 ? cityName.replace(/(市|地区|盟)$/, '') : cityName
  if (tier1.includes(short)) return 'tier1'
  if (newTier1.includes(short)) return 'new_tier1'
  if (tier2.includes(short)) return 'tier2'
  if (tier3.includes(short)) return 'tier3'
  return 'tier4'
}

/**
 * Makes sure demo hotels 0..count-1 exist. Hotel i is the same on every run, so raising the count adds only
 * the missing ones; rows are inserted in batches inside transactions.
 */
export async function seedDemoHotels(db: Db, count: number, onProgress?: (done: number, total: number) => void) {
  const existing = Number(
    (
      await db
        .selectFrom('hotels')
        .select((eb) => eb.fn.countAll().as('n'))
        .where('is_demo', '=', 1)
        .executeTakeFirstOrThrow()
    ).n,
  )
  if (existing >= count) return { inserted: 0, total: existing }
  const brands = await db.selectFrom('brands').select(['id', 'group_id', 'name', 'positioning', 'slug']).execute()
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'code', 'name', 'province', 'tier', 'lat', 'lng'])
    .execute()
  // Sort by natural keys so hotel i gets the same brand and city whatever ids the database assigned.
  const hotelAt = demoHotelGenerator(
    brands.map((b) => ({ ...b, id: b.slug })),
    cities.map((c) => ({ ...c, id: c.code })),
  )
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
      await tx
        .insertInto('hotels')
        .values(rows)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute()
    })
    inserted += rows.length
    onProgress?.(start + rows.length, count)
  }
  // Fresh statistics let the planner pick the sort index for big filtered pages (SQLite has none until ANALYZE).
  await sql`analyze`.execute(db)
  return { inserted, total: count }
}
