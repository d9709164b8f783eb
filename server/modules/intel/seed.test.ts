import { describe, expect, it } from 'vitest'
import { chinaBounds } from '../../../common/intel.ts'
import { openTestDb } from '../../test-support/test-app.ts'
import { demoHotelGenerator } from './demo-hotels.ts'
import { seedDemoHotels, seedIntel } from './seed.ts'

describe('intelligence seed', async () => {
  const dbh = await openTestDb({ seed: false })
  const db = dbh.db
  await seedIntel(db, { hotels: 1200 })

  it('gives every brand an existing group', async () => {
    const orphans = await db
      .selectFrom('brands')
      .leftJoin('management_groups', 'management_groups.id', 'brands.group_id')
      .where('management_groups.id', 'is', null)
      .select('brands.slug')
      .execute()
    expect(orphans).toEqual([])
    const brands = await db
      .selectFrom('brands')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(brands.n)).toBe(111)
  })

  it('puts every hotel in an existing city, with coordinates inside China and the brand of its group', async () => {
    const rows = await db
      .selectFrom('hotels')
      .leftJoin('cities', 'cities.id', 'hotels.city_id')
      .leftJoin('brands', 'brands.id', 'hotels.brand_id')
      .select([
        'hotels.id',
        'cities.id as city',
        'hotels.lat',
        'hotels.lng',
        'hotels.group_id',
        'brands.group_id as brand_group',
      ])
      .select(['hotels.positioning', 'brands.positioning as brand_positioning', 'hotels.is_demo'])
      .execute()
    expect(rows.length).toBe(1200)
    for (const h of rows) {
      expect(h.city, h.id).not.toBeNull()
      expect(h.lat).toBeGreaterThanOrEqual(chinaBounds.minLat)
      expect(h.lat).toBeLessThanOrEqual(chinaBounds.maxLat)
      expect(h.lng).toBeGreaterThanOrEqual(chinaBounds.minLng)
      expect(h.lng).toBeLessThanOrEqual(chinaBounds.maxLng)
      expect(h.group_id).toBe(h.brand_group)
      expect(h.positioning).toBe(h.brand_positioning)
      expect(Number(h.is_demo)).toBe(1)
    }
  })

  it('keeps every city inside China with a unique division code', async () => {
    const cities = await db.selectFrom('cities').select(['code', 'lat', 'lng']).execute()
    expect(cities.length).toBe(337)
    expect(new Set(cities.map((c) => c.code)).size).toBe(337)
    for (const c of cities) {
      expect(c.lat).toBeGreaterThan(chinaBounds.minLat)
      expect(c.lng).toBeGreaterThan(chinaBounds.minLng)
      expect(c.lat).toBeLessThan(chinaBounds.maxLat)
      expect(c.lng).toBeLessThan(chinaBounds.maxLng)
    }
  })

  it('does nothing when run again and only adds the missing hotels when the count grows', async () => {
    await seedIntel(db, { hotels: 1200 })
    const again = await seedDemoHotels(db, 1200)
    expect(again.inserted).toBe(0)
    const grown = await seedDemoHotels(db, 1300)
    expect(grown.inserted).toBe(100)
    const total = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll().as('n'))
      .executeTakeFirstOrThrow()
    expect(Number(total.n)).toBe(1300)
  })

  it('generates the same hotel for the same index every time', () => {
    const brands = [{ id: 'b1', group_id: 'g1', name: '全季', positioning: 'upper_midscale' as const }]
    const cities = [
      { id: 'c1', name: '杭州市', province: '浙江省', tier: 'new_tier1' as const, lat: 30.27, lng: 120.15 },
    ]
    const first = demoHotelGenerator(brands, cities)
    const second = demoHotelGenerator(brands, cities)
    expect(first(42)).toEqual(second(42))
    expect(first(42)).not.toEqual(first(43))
    expect(first(7).name).toMatch(/^全季酒店（杭州.+店）$/)
  })
})
