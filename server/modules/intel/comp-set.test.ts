import { describe, expect, it } from 'vitest'
import type { HotelStatus, Positioning } from '#common/intel'
import { openTestDb } from '#server/test-support/test-app'
import { hotelPerformance } from './comp-set.ts'
import { demoPerformance, indices, kpis } from './performance.ts'
import { seedReferenceData } from './seed.ts'

describe('competitive set and indices', async () => {
  const dbh = await openTestDb({ seed: false })
  const db = dbh.db
  await seedReferenceData(db)
  const city = await db
    .selectFrom('cities')
    .select(['id', 'tier'])
    .where('code', '=', '330100')
    .executeTakeFirstOrThrow()
  const at = '2026-01-01T00:00:00.000Z'
  /** One hotel `km` kilometres north of the subject (0.009° of latitude ≈ 1 km). */
  const hotel = (id: string, km: number, positioning: Positioning, status: HotelStatus = 'open') => ({
    id,
    name: id,
    brand_id: null,
    group_id: null,
    city_id: city.id,
    address: '',
    lat: 30 + km * 0.008993,
    lng: 120,
    positioning,
    rooms: 200,
    status,
    opening_date: '2015-05-01',
    is_demo: 1 as const,
    created_at: at,
    updated_at: at,
  })
  await db
    .insertInto('hotels')
    .values([
      hotel('subject', 0, 'upscale'),
      hotel('luxury-1km', 1, 'luxury'), // two steps up: not a rival
      hotel('upper-upscale-2km', 2, 'upper_upscale'),
      hotel('signed-2.5km', 2.5, 'upscale', 'signed'), // not open
      hotel('upscale-3km', 3, 'upscale'),
      hotel('midscale-3.5km', 3.5, 'midscale'), // two steps down
      ...Array.from({ length: 9 }, (_, i) => hotel(`upper-midscale-${4 + i}km`, 4 + i, 'upper_midscale')),
      hotel('upscale-25km', 25, 'upscale'), // beyond 20 km
    ])
    .execute()

  it('works MPI, ARI and RGI out as a hand-worked example does', () => {
    // Subject: 3 000 rooms available, 2 400 sold for 720 000 元: 80 %, ADR 300, RevPAR 240.
    // Set: 10 000 available, 7 000 sold for 1 750 000 元: 70 %, ADR 250, RevPAR 175.
    const subject = kpis([{ rooms_available: 3000, rooms_sold: 2400, room_revenue: 720_000 }])
    const set = kpis([
      { rooms_available: 6000, rooms_sold: 4000, room_revenue: 1_000_000 },
      { rooms_available: 4000, rooms_sold: 3000, room_revenue: 750_000 },
    ])
    expect(subject).toEqual({ occupancy: 80, adr: 300, revpar: 240 })
    expect(set).toEqual({ occupancy: 70, adr: 250, revpar: 175 })
    const i = indices(subject, set)
    expect(i.mpi).toBeCloseTo(114.29, 2)
    expect(i.ari).toBeCloseTo(120, 6)
    expect(i.rgi).toBeCloseTo(137.14, 2)
    expect(((i.mpi ?? 0) * (i.ari ?? 0)) / 100).toBeCloseTo(i.rgi ?? 0, 6)
  })

  it('takes the ten nearest open hotels of the same or an adjacent segment within 20 km', async () => {
    const subject = (await hotelPerformance(db, 'subject')).comp_set
    expect(subject.map((h) => h.id)).toEqual([
      'upper-upscale-2km',
      'upscale-3km',
      ...Array.from({ length: 8 }, (_, i) => `upper-midscale-${4 + i}km`),
    ])
    expect(subject[1]?.distance_km).toBeCloseTo(3, 1)
  })

  it('reports the trailing twelve months against the set, each index from the summed months', async () => {
    const answer = await hotelPerformance(db, 'subject')
    const sample = (id: string, positioning: Positioning) =>
      demoPerformance({ ...hotel(id, 0, positioning), tier: city.tier }).filter((m) => m.month >= answer.trailing.from)
    const subject = kpis(sample('subject', 'upscale'))
    const comp = kpis(answer.comp_set.flatMap((h) => sample(h.id, h.positioning as Positioning)))
    expect(answer.trailing.subject.occupancy).toBeCloseTo(subject.occupancy ?? 0, 9)
    expect(answer.trailing.comp.adr).toBeCloseTo(comp.adr ?? 0, 9)
    expect(answer.trailing.rgi).toBeCloseTo(((subject.revpar ?? 0) / (comp.revpar ?? 1)) * 100, 9)
    expect(answer.subject).toHaveLength(24)
    expect(answer.is_demo).toBe(true)
  })

  it('answers 404 for a hotel that does not exist', async () => {
    await expect(hotelPerformance(db, 'nope')).rejects.toMatchObject({ status: 404 })
  })
})
