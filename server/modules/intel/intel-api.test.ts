import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chinaBounds, positionings } from '../../../common/intel.ts'
import { loginAs } from '../../test-support/auth.ts'
import { createTestApp } from '../../test-support/test-app.ts'

describe('intelligence API', async () => {
  const { app, dbh } = await createTestApp()
  const db = dbh.db
  // A client account, not an employee: the intelligence is for every signed-in user.
  const auth = await loginAs(app, '13800000011')
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth, ...headers } })
    return { status: res.statusCode, body: res.json(), res }
  }
  const anyHotel = await db
    .selectFrom('hotels')
    .select(['id', 'city_id', 'brand_id'])
    .orderBy('id')
    .executeTakeFirstOrThrow()

  it.each([
    '/groups',
    '/brands',
    '/cities',
    '/provinces',
    '/hotels',
    '/hotels/points',
    '/hotels/demo-hotel-000001',
    '/map/config',
  ])('refuses %s without a login', async (path) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${path}` })
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('unauthorized')
  })

  it('lists management groups with their brand and hotel counts and origin counts', async () => {
    const { status, body } = await get('/groups?sort=name&size=200')
    expect(status).toBe(200)
    expect(body.data.total).toBe(17)
    const marriott = body.data.items.find((g: { slug: string }) => g.slug === 'marriott')
    expect(marriott).toMatchObject({ name: '万豪国际集团', origin: 'international', brand_count: 14 })
    expect(marriott.hotel_count).toBeGreaterThan(0)
    expect(body.data.counts.origin).toEqual({ domestic: 8, international: 9 })
  })

  it('filters brands by positioning and counts every positioning of the other filters', async () => {
    const { body } = await get('/brands?positioning=luxury&size=200')
    expect(body.data.items.length).toBe(body.data.total)
    expect(body.data.items.every((b: { positioning: string }) => b.positioning === 'luxury')).toBe(true)
    const counts = body.data.counts.positioning
    expect(Object.keys(counts).sort()).toEqual([...positionings].sort())
    expect(counts.luxury).toBe(body.data.total)
  })

  it('filters brands by group and sorts them by hotel count', async () => {
    const group = await db
      .selectFrom('management_groups')
      .select('id')
      .where('slug', '=', 'h-world')
      .executeTakeFirstOrThrow()
    const { body } = await get(`/brands?group=${group.id}&sort=hotels`)
    expect(body.data.total).toBe(10)
    const counts = body.data.items.map((b: { hotel_count: number }) => b.hotel_count)
    expect(counts).toEqual([...counts].sort((a, b) => b - a))
    expect(body.data.items.every((b: { group_name: string }) => b.group_name === '华住集团')).toBe(true)
  })

  it('searches brands case-insensitively in Chinese and English names', async () => {
    const english = await get('/brands?q=HAMPTON')
    expect(english.body.data.items.map((b: { name: string }) => b.name)).toEqual(['希尔顿欢朋'])
    const chinese = await get('/brands?q=假日')
    expect(chinese.body.data.items.map((b: { slug: string }) => b.slug).sort()).toEqual([
      'crowne-plaza',
      'holiday-inn',
      'holiday-inn-express',
    ])
  })

  it('takes % and _ in a search literally', async () => {
    const { body } = await get('/hotels?q=%25')
    expect(body.data.total).toBe(0)
  })

  it('lists all 337 cities and filters them by tier and province', async () => {
    const all = await get('/cities?size=200')
    expect(all.body.data.total).toBe(337)
    expect(all.body.data.counts.tier).toEqual({ tier1: 4, new_tier1: 15, tier2: 30, tier3: 70, tier4: 218 })
    const tier1 = await get('/cities?tier=tier1&sort=name')
    expect(tier1.body.data.items.map((c: { name: string }) => c.name).sort()).toEqual(
      ['上海市', '北京市', '广州市', '深圳市'].sort(),
    )
    const guangdong = await get(`/cities?province=${encodeURIComponent('广东省')}`)
    expect(guangdong.body.data.total).toBe(21)
  })

  it('filters hotels by status and positioning and reports the total of all matches', async () => {
    const { status, body } = await get('/hotels?status=open,signed&positioning=upscale&size=200')
    expect(status).toBe(200)
    const expected = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('status', 'in', ['open', 'signed'])
      .where('positioning', '=', 'upscale')
      .executeTakeFirstOrThrow()
    expect(body.data.total).toBe(Number(expected.n))
    for (const hotel of body.data.items) {
      expect(['open', 'signed']).toContain(hotel.status)
      expect(hotel.positioning).toBe('upscale')
      expect(hotel.is_demo).toBe(true)
    }
  })

  it('filters hotels by province, city and brand', async () => {
    const byProvince = await get(`/hotels?province=${encodeURIComponent('上海市')}&size=200`)
    expect(byProvince.body.data.total).toBeGreaterThan(0)
    expect(byProvince.body.data.items.every((h: { province: string }) => h.province === '上海市')).toBe(true)
    const byCity = await get(`/hotels?city=${anyHotel.city_id}&brand=${anyHotel.brand_id}`)
    expect(byCity.body.data.items.map((h: { id: string }) => h.id)).toContain(anyHotel.id)
    for (const h of byCity.body.data.items)
      expect([h.city_id, h.brand_id]).toEqual([anyHotel.city_id, anyHotel.brand_id])
  })

  it('sorts hotels by rooms in both directions', async () => {
    const down = (await get('/hotels?sort=-rooms&size=50')).body.data.items.map((h: { rooms: number }) => h.rooms)
    expect(down).toEqual([...down].sort((a, b) => b - a))
    const up = (await get('/hotels?sort=rooms&size=50')).body.data.items.map((h: { rooms: number }) => h.rooms)
    expect(up).toEqual([...up].sort((a, b) => a - b))
    expect(up[0]).toBeLessThan(down[0])
  })

  it('sorts hotels by opening date in both directions, undated hotels last either way', async () => {
    // Page through the whole filtered list, so the undated tail is reached.
    const all = async (sort: string) => {
      const dates: (string | null)[] = []
      for (let page = 1; ; page++) {
        const { body } = await get(`/hotels?status=signed&sort=${sort}&size=200&page=${page}`)
        dates.push(...body.data.items.map((h: { opening_date: string | null }) => h.opening_date))
        if (dates.length >= body.data.total) return dates
      }
    }
    for (const sort of ['opening_date', '-opening_date']) {
      const dates = await all(sort)
      const dated = dates.filter((d): d is string => d !== null)
      expect(dates.slice(0, dated.length)).toEqual(dated)
      const ordered = [...dated].sort()
      expect(dated).toEqual(sort.startsWith('-') ? ordered.reverse() : ordered)
    }
  })

  it('finds exactly the hotels within the radius, nearest first, as a full scan would', async () => {
    const center = await db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select(['hotels.id', 'hotels.lat', 'hotels.lng'])
      .where('cities.code', '=', '310000')
      .orderBy('hotels.id')
      .executeTakeFirstOrThrow()
    const rows = await db.selectFrom('hotels').select(['id', 'lat', 'lng']).execute()
    const rad = Math.PI / 180
    const km = (a: { lat: number; lng: number }) => {
      const h =
        Math.sin(((a.lat - center.lat) * rad) / 2) ** 2 +
        Math.cos(center.lat * rad) * Math.cos(a.lat * rad) * Math.sin(((a.lng - center.lng) * rad) / 2) ** 2
      // Distances are given to 10 m; hotels at the same rounded distance come in id order.
      return Math.round(2 * 6371 * Math.asin(Math.sqrt(h)) * 100) / 100
    }
    for (const radius of [1, 5, 20]) {
      const expected = rows
        .filter((r) => r.id !== center.id && km(r) <= radius)
        .sort((a, b) => km(a) - km(b) || a.id.localeCompare(b.id))
        .slice(0, 50)
        .map((r) => r.id)
      const { body } = await get(`/hotels/${center.id}?radius_km=${radius}&nearby_limit=50`)
      expect(
        body.data.nearby.map((h: { id: string }) => h.id),
        `${radius} km`,
      ).toEqual(expected)
    }
  })

  it('pages through hotels without repeating a hotel', async () => {
    const first = await get('/hotels?sort=name&size=20&page=1')
    const second = await get('/hotels?sort=name&size=20&page=2')
    const ids = [...first.body.data.items, ...second.body.data.items].map((h: { id: string }) => h.id)
    expect(new Set(ids).size).toBe(40)
    const names =
      ids.length && [...first.body.data.items, ...second.body.data.items].map((h: { name: string }) => h.name)
    expect(names).toEqual([...(names as string[])].sort())
    expect(first.body.data.total).toBe(5000)
  })

  it.each([
    ['/hotels?size=201', 'size'],
    ['/hotels?size=0', 'size'],
    ['/hotels?page=0', 'page'],
    ['/hotels?page=abc', 'page'],
    ['/hotels?positioning=palace', 'positioning'],
    ['/hotels?status=open,demolished', 'status'],
    ['/hotels?sort=stars', 'sort'],
    [`/hotels?q=${'x'.repeat(101)}`, 'q'],
    ['/brands?positioning=', 'positioning'],
    ['/cities?tier=tier9', 'tier'],
    ['/groups?origin=mars', 'origin'],
    ['/hotels/points?status=bogus', 'status'],
    [`/hotels/${'demo-hotel-000000'}?radius_km=100`, 'radius_km'],
  ])('refuses %s with 400 naming the field %s', async (url, field) => {
    const { status, body } = await get(url)
    expect(status).toBe(400)
    expect(body.error.code).toBe('validation_error')
    expect(Object.keys(body.error.fields ?? {}).join(',')).toContain(field)
  })

  it('shows one hotel with its brand, group, city and nearby hotels nearest first', async () => {
    const { status, body } = await get(`/hotels/${anyHotel.id}?radius_km=20&nearby_limit=5`)
    expect(status).toBe(200)
    const { hotel, nearby, radius_km } = body.data
    expect(hotel.id).toBe(anyHotel.id)
    expect(hotel.brand_name).toBeTruthy()
    expect(hotel.group_name).toBeTruthy()
    expect(hotel.city_name).toBeTruthy()
    expect(radius_km).toBe(20)
    expect(nearby.length).toBeLessThanOrEqual(5)
    expect(nearby.map((h: { id: string }) => h.id)).not.toContain(anyHotel.id)
    const distances = nearby.map((h: { distance_km: number }) => h.distance_km)
    expect(distances).toEqual([...distances].sort((a, b) => a - b))
    expect(distances.every((d: number) => d <= 20)).toBe(true)
  })

  it('answers 404 with a clear message for an unknown hotel', async () => {
    const { status, body } = await get('/hotels/no-such-hotel')
    expect(status).toBe(404)
    expect(body.error).toMatchObject({ code: 'not_found', message: '酒店不存在或已被删除' })
  })

  it('serves compact map points for the filtered hotels, gzipped when asked', async () => {
    const plain = await get('/hotels/points?status=closed')
    expect(plain.status).toBe(200)
    expect(plain.body.data.fields).toEqual(['id', 'lat', 'lng', 'positioning', 'status'])
    const total = (await get('/hotels?status=closed&size=1')).body.data.total
    expect(plain.body.data.points.length).toBe(total)
    for (const [, lat, lng, , status] of plain.body.data.points) {
      expect(status).toBe('closed')
      expect(lat).toBeGreaterThan(chinaBounds.minLat)
      expect(lng).toBeLessThan(chinaBounds.maxLng)
    }
    const zipped = await app.inject({ url: '/api/v1/hotels/points', headers: { ...auth, 'accept-encoding': 'gzip' } })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    const all = JSON.parse(gunzipSync(zipped.rawPayload).toString('utf8'))
    expect(all.data.points.length).toBe(5000)
  })

  it('gives the map an empty tile URL unless one is configured', async () => {
    const { body } = await get('/map/config')
    expect(body.data).toEqual({ tile_url: null, attribution: '' })
  })
})
