import { describe, expect, it } from 'vitest'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { chinaBounds } from '#common/intel'
import { rowCount } from '#server/test-support/db'
import { openTestDb } from '#server/test-support/test-app'
import { demoHotelGenerator, sampleCalendar } from './demo-hotels.ts'
import { shippedFacts } from './facts/load.ts'
import { demoPerformance, kpis, sampleMonths } from './performance.ts'
import { seedDemoHotels, seedIntel } from './seed.ts'

const hangzhou = [{ id: 'c1', name: '杭州市', province: '浙江省', tier: 'new_tier1' as const, lat: 30.27, lng: 120.15 }]

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
    expect(await rowCount(db, 'brands')).toBe(shippedFacts().brands.length)
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
    expect(await rowCount(db, 'hotels')).toBe(1300)
  })

  it('generates the same hotel for the same index every time', () => {
    const brands = [
      {
        id: 'b1',
        group_id: 'g1',
        name: '全季',
        positioning: 'upper_midscale' as const,
        hotels: 100,
        launch_year: 2010,
      },
    ]
    const first = demoHotelGenerator(brands, hangzhou)
    const second = demoHotelGenerator(brands, hangzhou)
    expect(first(42)).toEqual(second(42))
    expect(first(42)).not.toEqual(first(43))
    expect(first(7).name).toMatch(/^全季酒店（杭州.+店）$/)
  })

  it('gives each brand hotels in proportion to its published size, whatever the sample size', () => {
    const brands = [
      { id: 'a', group_id: 'g', name: 'A', positioning: 'economy' as const, hotels: 6000, launch_year: 2000 },
      { id: 'b', group_id: 'g', name: 'B', positioning: 'economy' as const, hotels: 3000, launch_year: 2000 },
      { id: 'c', group_id: 'g', name: 'C', positioning: 'upscale' as const, hotels: 900, launch_year: 2000 },
      // Unpublished: counts as the smallest published brand of its segment (C).
      { id: 'd', group_id: 'g', name: 'D', positioning: 'upscale' as const, hotels: null, launch_year: 2000 },
      { id: 'e', group_id: 'g', name: 'E', positioning: 'luxury' as const, hotels: 100, launch_year: 2000 },
    ]
    const weights = { a: 6000, b: 3000, c: 900, d: 900, e: 100 }
    const total = 10_900
    const hotelAt = demoHotelGenerator(brands, hangzhou)
    for (const n of [500, 3000]) {
      const counts: Record<string, number> = {}
      for (let i = 0; i < n; i++) counts[hotelAt(i).brand_id] = (counts[hotelAt(i).brand_id] ?? 0) + 1
      for (const [id, w] of Object.entries(weights)) {
        expect(Math.abs((counts[id] ?? 0) - (n * w) / total), `${id} of ${n}`).toBeLessThanOrEqual(2)
      }
    }
  })

  it('opens no hotel before its brand launched, gives open hotels 24 months of history and pipeline hotels a future year', () => {
    const brands = [
      { id: 'old', group_id: 'g', name: '老', positioning: 'midscale' as const, hotels: 100, launch_year: 1996 },
      { id: 'new', group_id: 'g', name: '新', positioning: 'midscale' as const, hotels: 100, launch_year: 2021 },
      { id: 'late', group_id: 'g', name: '晚', positioning: 'midscale' as const, hotels: 100, launch_year: 2025 },
    ]
    const hotelAt = demoHotelGenerator(brands, hangzhou)
    const launch = { old: 1996, new: 2021, late: 2025 }
    for (let i = 0; i < 3000; i++) {
      const h = hotelAt(i)
      const year = Number(h.opening_date.slice(0, 4))
      if (h.status === 'open' || h.status === 'closed') {
        expect(year, h.id).toBeGreaterThanOrEqual(launch[h.brand_id as keyof typeof launch])
        expect(h.opening_date.slice(0, 7) <= sampleCalendar.latestOpening).toBe(true)
      } else {
        expect(year, h.id).toBeGreaterThanOrEqual(sampleCalendar.firstPipelineYear)
      }
      if (h.brand_id === 'late') expect(['signed', 'under_construction']).toContain(h.status)
    }
  })

  it('gives every open demo hotel of the seeded sample 24 plausible months, none before it opened', async () => {
    const rows = await db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select([
        'hotels.id',
        'hotels.positioning',
        'hotels.rooms',
        'hotels.status',
        'hotels.opening_date',
        'cities.tier',
      ])
      .where('hotels.is_demo', '=', 1)
      .execute()
    const open = rows.filter((h) => h.status === 'open')
    expect(open.length).toBeGreaterThan(rows.length * 0.6)
    for (const h of open) {
      const months = demoPerformance(h)
      expect(months.map((m) => m.month)).toEqual(sampleMonths())
      for (const m of months) {
        const { occupancy, adr } = kpis([m])
        expect(occupancy).toBeGreaterThanOrEqual(15)
        expect(occupancy).toBeLessThanOrEqual(98)
        const base = benchmarkValue('ops.adr', { segment: h.positioning, tier: h.tier })
        expect(adr).toBeGreaterThan(base * 0.7)
        expect(adr).toBeLessThan(base * 1.4)
      }
    }
    for (const h of rows.filter((r) => r.status !== 'open')) expect(demoPerformance(h)).toEqual([])
  })

  it('makes the sample again when the facts it follows change', async () => {
    const before = await db
      .selectFrom('hotels')
      .select(['id', 'brand_id'])
      .where('is_demo', '=', 1)
      .orderBy('id')
      .execute()
    const facts = structuredClone(shippedFacts())
    const first = facts.brands[0] as (typeof facts.brands)[number]
    first.size = { hotels: 50_000, rooms: null, source: facts.ranking.source, asOf: '2024' }
    const result = await seedDemoHotels(db, before.length, undefined, facts)
    expect(result.inserted).toBe(before.length)
    const brand = await db.selectFrom('brands').select('id').where('slug', '=', first.slug).executeTakeFirstOrThrow()
    const after = await db.selectFrom('hotels').select('brand_id').where('brand_id', '=', brand.id).execute()
    expect(after.length).toBeGreaterThan(before.filter((h) => h.brand_id === brand.id).length)
    await seedDemoHotels(db, before.length)
  })
})
