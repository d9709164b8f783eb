import { gunzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { chinaBounds, positionings } from '#common/intel'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { shippedFacts } from './facts/load.ts'

describe('intelligence API', async () => {
  const { app, dbh } = await createTestApp()
  const db = dbh.db
  // A client account, not an employee: the intelligence is for every signed-in user.
  const auth = await loginAs(app, '13800000011')
  const get = async (url: string, headers: Record<string, string> = {}) => {
    const res = await app.inject({ method: 'GET', url: `/api/v1${url}`, headers: { ...auth, ...headers } })
    return { status: res.statusCode, body: res.json(), res }
  }
  // The generated sample plus the demo organizations' own hotels (portals/seed.ts).
  const { hotelCount } = await db
    .selectFrom('hotels')
    .select((eb) => eb.fn.countAll<number>().as('hotelCount'))
    .executeTakeFirstOrThrow()
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
    '/sources',
    '/supply',
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
    const facts = shippedFacts()
    expect(body.data.total).toBe(facts.groups.length)
    const marriott = body.data.items.find((g: { slug: string }) => g.slug === 'marriott')
    const marriottBrands = facts.brands.filter((b) => b.group === 'marriott').length
    expect(marriott).toMatchObject({ origin: 'international', brand_count: marriottBrands })
    expect(marriott.hotel_count).toBeGreaterThan(0)
    const domestic = facts.groups.filter((g) => g.origin === 'domestic').length
    expect(body.data.counts.origin).toEqual({ domestic, international: facts.groups.length - domestic })
  })

  it('ranks groups in the order of the published ranking, each ranked row citing it', async () => {
    const { body } = await get('/groups?size=200')
    const ranked = shippedFacts()
      .groups.filter((g) => g.ranking)
      .sort((a, b) => (a.ranking?.rank ?? 0) - (b.ranking?.rank ?? 0))
      .map((g) => g.slug)
    const items = body.data.items as { slug: string; ranking: { citation: { as_of: string } } | null }[]
    expect(items.slice(0, ranked.length).map((g) => g.slug)).toEqual(ranked)
    expect(items.slice(ranked.length).every((g) => g.ranking === null)).toBe(true)
    for (const g of items.slice(0, ranked.length)) expect(g.ranking?.citation.as_of).toBe(shippedFacts().ranking.asOf)
  })

  it('sorts brands by their published size, current sizes before older (较旧) ones, unpublished ones last', async () => {
    const { body } = await get('/brands?sort=hotels&size=200&page=1')
    type Item = { size: { hotels: number | null; citation: { stale?: boolean } } | null }
    const items = body.data.items as Item[]
    const group = (b: Item) => (b.size?.hotels == null ? 2 : b.size.citation.stale ? 1 : 0)
    const groups = items.map(group)
    expect(groups).toEqual([...groups].sort((a, b) => a - b))
    expect(groups).toContain(1)
    for (const g of [0, 1]) {
      const sizes = items.filter((b) => group(b) === g).map((b) => b.size?.hotels ?? -1)
      expect(sizes).toEqual([...sizes].sort((a, b) => b - a))
    }
  })

  it('reads status=pipeline as signed and under construction, for the list and the map', async () => {
    const pipeline = await get('/hotels?status=pipeline&size=200')
    expect(pipeline.status).toBe(200)
    const both = await get('/hotels?status=signed,under_construction&size=200')
    expect(pipeline.body.data.total).toBe(both.body.data.total)
    expect(pipeline.body.data.total).toBeGreaterThan(0)
    const statuses = new Set(pipeline.body.data.items.map((h: { status: string }) => h.status))
    expect([...statuses].sort()).toEqual(['signed', 'under_construction'])
    const points = await get('/hotels/points?status=pipeline')
    expect(points.body.data.points.length).toBe(both.body.data.total)
    expect((await get('/hotels?status=pipeline,flying')).status).toBe(400)
  })

  it('filters map points by brand', async () => {
    const brandId = anyHotel.brand_id as string
    const { body } = await get(`/hotels/points?brand=${brandId}`)
    const ids = body.data.points.map((p: string[]) => p[0])
    const expected = await db.selectFrom('hotels').select('id').where('brand_id', '=', brandId).execute()
    expect(ids.sort()).toEqual(expected.map((h) => h.id).sort())
  })

  it("answers a hotel's performance against its competitive set, 404 for an unknown hotel", async () => {
    const open = await db
      .selectFrom('hotels')
      .select('id')
      .where('status', '=', 'open')
      .orderBy('id')
      .executeTakeFirstOrThrow()
    const { status, body } = await get(`/hotels/${open.id}/performance`)
    expect(status).toBe(200)
    expect(body.data.months).toHaveLength(24)
    expect(body.data.subject).toHaveLength(24)
    expect(body.data.comp_set.length).toBeLessThanOrEqual(10)
    expect(body.data.is_demo).toBe(true)
    expect((await get('/hotels/nope/performance')).status).toBe(404)
    const anonymous = await app.inject({ method: 'GET', url: `/api/v1/hotels/${open.id}/performance` })
    expect(anonymous.statusCode).toBe(401)
  })

  it('counts openings by year and the pipeline by expected year, per segment and city tier', async () => {
    const { status, body } = await get('/supply')
    expect(status).toBe(200)
    const rows = body.data.rows as { year: number; stage: string; hotels: number; rooms: number; tier: string }[]
    const sum = (stage: string) => rows.filter((r) => r.stage === stage).reduce((s, r) => s + r.hotels, 0)
    const count = async (statuses: string[]) =>
      Number(
        (
          await db
            .selectFrom('hotels')
            .select((eb) => eb.fn.countAll().as('n'))
            .where('status', 'in', statuses as never)
            .where('opening_date', 'is not', null)
            .executeTakeFirstOrThrow()
        ).n,
      )
    expect(sum('pipeline')).toBe(await count(['signed', 'under_construction']))
    expect(sum('opened')).toBe(await count(['open', 'closed']))
    expect(body.data.demo_hotels + body.data.real_hotels).toBe(sum('pipeline') + sum('opened'))
    const firstPipelineYear = Math.min(...rows.filter((r) => r.stage === 'pipeline').map((r) => r.year))
    const lastOpeningYear = Math.max(...rows.filter((r) => r.stage === 'opened').map((r) => r.year))
    expect(firstPipelineYear).toBeGreaterThan(lastOpeningYear)
    const tier1 = await get('/supply?positioning=luxury')
    expect(tier1.body.data.rows.every((r: { segment: string }) => r.segment === 'luxury')).toBe(true)
    expect((await get('/supply?positioning=royal')).status).toBe(400)
  })

  it('answers the profile of a city, a brand and a group, 404 for an unknown one, 400 for an unknown kind', async () => {
    const city = await get(`/profiles/city/${anyHotel.city_id}`)
    expect(city.status).toBe(200)
    expect(city.body.data.city.id).toBe(anyHotel.city_id)
    expect(city.body.data.city.tier_citation.label).toBeTruthy()
    const stock = city.body.data.supply.rows.reduce((s: number, r: { hotels: number }) => s + r.hotels, 0)
    const inCity = await db
      .selectFrom('hotels')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('city_id', '=', anyHotel.city_id)
      .where('opening_date', 'is not', null)
      .executeTakeFirstOrThrow()
    expect(stock).toBe(Number(inCity.n))
    for (const seg of city.body.data.performance) expect(seg.months).toHaveLength(24)
    // Segments come in the order of the one scale, luxury first.
    const segments = city.body.data.performance.map((s: { segment: string }) => s.segment)
    expect(segments).toEqual(positionings.filter((p) => segments.includes(p)))
    const beijing = await db.selectFrom('cities').select('id').where('code', '=', '110000').executeTakeFirstOrThrow()
    const many = (await get(`/profiles/city/${beijing.id}`)).body.data.performance.map(
      (s: { segment: string }) => s.segment,
    )
    expect(many.length).toBeGreaterThan(2)
    expect(many).toEqual(positionings.filter((p) => many.includes(p)))

    const brand = await get(`/profiles/brand/${anyHotel.brand_id}`)
    expect(brand.body.data.brand.id).toBe(anyHotel.brand_id)
    const group = await db
      .selectFrom('management_groups')
      .select('id')
      .where('slug', '=', 'h-world')
      .executeTakeFirstOrThrow()
    const profile = await get(`/profiles/group/${group.id}`)
    expect(profile.body.data.group.slug).toBe('h-world')
    expect(profile.body.data.brands.length).toBe(shippedFacts().brands.filter((b) => b.group === 'h-world').length)

    expect((await get('/profiles/city/nope')).status).toBe(404)
    expect((await get('/profiles/planet/x')).status).toBe(400)
  })

  it('lists every source the facts cite, with what each supports', async () => {
    const { status, body } = await get('/sources')
    expect(status).toBe(200)
    const ids = body.data.map((s: { id: string }) => s.id)
    expect(ids).toContain(shippedFacts().ranking.source)
    expect(ids).toContain(shippedFacts().tiers.source)
    for (const s of body.data) expect(s.uses.groups + s.uses.brands + s.uses.cities).toBeGreaterThan(0)
  })

  it('filters brands by positioning and counts every positioning of the other filters', async () => {
    const { body } = await get('/brands?positioning=luxury&size=200')
    expect(body.data.items.length).toBe(body.data.total)
    expect(body.data.items.every((b: { positioning: string }) => b.positioning === 'luxury')).toBe(true)
    const counts = body.data.counts.positioning
    expect(Object.keys(counts).sort()).toEqual([...positionings].sort())
    expect(counts.luxury).toBe(body.data.total)
  })

  it('filters brands by group and sorts them by published size, then by demo hotel count', async () => {
    const group = await db
      .selectFrom('management_groups')
      .select('id')
      .where('slug', '=', 'h-world')
      .executeTakeFirstOrThrow()
    const { body } = await get(`/brands?group=${group.id}&sort=hotels`)
    expect(body.data.total).toBe(shippedFacts().brands.filter((b) => b.group === 'h-world').length)
    type Item = { name: string; hotel_count: number; size: { hotels: number | null } | null }
    const items: Item[] = body.data.items
    const published = items.filter((b) => b.size?.hotels != null)
    // 汉庭, 全季 and IntercityHotel have published sizes: they lead, largest first; the rest follow by demo hotel count.
    expect(published.map((b) => b.name)).toEqual(['汉庭', '全季', 'IntercityHotel'])
    expect(items.slice(0, published.length)).toEqual(published)
    const counts = items.slice(published.length).map((b) => b.hotel_count)
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
      'jiari-meidi',
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
    expect(first.body.data.total).toBe(Number(hotelCount))
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
    expect(all.data.points.length).toBe(Number(hotelCount))
  })

  it('gives the map an empty tile URL unless one is configured', async () => {
    const { body } = await get('/map/config')
    expect(body.data).toEqual({ tile_url: null, attribution: '' })
  })
})
