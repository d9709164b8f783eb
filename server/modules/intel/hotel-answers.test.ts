import { gunzipSync } from 'node:zlib'
import { CompiledQuery } from 'kysely'
import { describe, expect, it } from 'vitest'
import { hotelFilterQuery, hotelListQuery, pointFields } from '#common/intel-schemas'
import { loginAs } from '#server/test-support/auth'
import { createTestApp, manualClock } from '#server/test-support/test-app'
import { postParts } from '../files/test-fixtures/corpus.ts'
import { hotelPageAnswer } from './hotel-answers.ts'
import { hotelPoints, hotelPointsQuery, listHotels } from './hotel-queries.ts'
import { bumpHotelVersion, hotelVersion, VERSION_CHECK_MS } from './hotel-version.ts'
import { importColumns } from './import/columns.ts'

const zhejiang = encodeURIComponent('浙江省')
const listPath = `/api/v1/hotels?province=${zhejiang}&status=open&sort=-rooms&size=5`
const pointsPath = `/api/v1/hotels/points?province=${zhejiang}`

describe('cached hotel list and map points', async () => {
  const clock = manualClock()
  const { app, dbh } = await createTestApp({ clock })
  const db = dbh.db
  const employee = await loginAs(app, '13800000001')
  const client = await loginAs(app, '13800000011')
  const get = (url: string, headers: Record<string, string> = client) => app.inject({ url, headers })
  const page = async (url = listPath) => (await get(url)).json().data as { items: { id: string }[]; total: number }
  const pointIds = async (gzip: boolean) => {
    const res = await get(pointsPath, gzip ? { ...client, 'accept-encoding': 'gzip' } : client)
    const body = gzip ? gunzipSync(res.rawPayload).toString('utf8') : res.body
    return (JSON.parse(body).data.points as [string][]).map(([id]) => id)
  }
  const importSheet = (kind: 'hotels' | 'performance', headers: string[], row: (string | number)[]) => {
    const data = `${headers.join(',')}\r\n${row.join(',')}`
    return postParts(
      app,
      `/api/v1/intel/import/${kind}/commit`,
      [{ filename: 'rows.csv', type: 'text/csv', data }],
      employee,
    )
  }

  it('sends the bytes the response schema would have sent, the same from the cache', async () => {
    const query = hotelListQuery.parse({ province: '浙江省', status: 'open', sort: '-rooms', size: '5' })
    const expected = JSON.stringify(hotelPageAnswer.parse({ data: await listHotels(db, query) }))
    const first = await get(listPath)
    const cached = await get(listPath)
    expect(first.headers['content-type']).toBe('application/json; charset=utf-8')
    expect(first.body).toBe(expected)
    expect(cached.body).toBe(expected)

    const filter = hotelFilterQuery.parse({ province: '浙江省' })
    const points = JSON.stringify({ data: { fields: pointFields, points: await hotelPoints(db, filter) } })
    expect((await get(pointsPath)).body).toBe(points)
    expect((await get(pointsPath)).body).toBe(points)
    const zipped = await get(pointsPath, { ...client, 'accept-encoding': 'gzip' })
    expect(zipped.headers['content-encoding']).toBe('gzip')
    expect(gunzipSync(zipped.rawPayload).toString('utf8')).toBe(points)
  })

  it('shows a hotel imported from a sheet on the next request, in the list and on the map', async () => {
    const before = await page()
    const pointsBefore = await pointIds(false)
    await pointIds(true)
    const headers = importColumns.hotels.map((c) => c.header)
    const row = [
      '缓存测试最大酒店',
      '',
      '',
      '杭州',
      '北山街 9 号',
      30.26,
      120.15,
      '高端',
      10000,
      '已开业',
      '2021-05-01',
    ]
    const res = await importSheet('hotels', headers, row)
    expect(res.statusCode).toBe(200)

    const after = await page()
    const imported = await db
      .selectFrom('hotels')
      .select('id')
      .where('name', '=', '缓存测试最大酒店')
      .executeTakeFirst()
    expect(imported).toBeDefined()
    expect(before.items.map((h) => h.id)).not.toContain(imported?.id)
    expect(after.items[0]?.id).toBe(imported?.id)
    expect(after.total).toBe(before.total + 1)
    expect(await pointIds(false)).toEqual(expect.arrayContaining([...pointsBefore, imported?.id]))
    expect(await pointIds(true)).toContain(imported?.id)
  })

  it('moves the hotel data version with an import of performance months', async () => {
    const hotel = await db
      .selectFrom('hotels')
      .innerJoin('cities', 'cities.id', 'hotels.city_id')
      .select(['hotels.name', 'cities.name as city'])
      .where('hotels.name', '=', '缓存测试最大酒店')
      .executeTakeFirstOrThrow()
    const before = await hotelVersion(db, clock.now())
    const headers = ['酒店名称', '城市', '月份', '可售房晚', '已售房晚', '客房收入（元）']
    const res = await importSheet('performance', headers, [hotel.name, hotel.city, '2026-09', 9000, 7000, 2000000])
    expect(res.statusCode).toBe(200)
    expect(await hotelVersion(db, clock.now())).not.toBe(before)
  })

  it("sees another process's change once it reads the version again, counts included", async () => {
    const before = await page()
    const top = before.items[0]?.id as string
    const second = before.items[1]?.id as string
    // What an import on another process does: change the rows and the version, with nothing forgotten here.
    await db.updateTable('hotels').set({ rooms: 1 }).where('id', '=', top).execute()
    const copy = await db.selectFrom('hotels').selectAll().where('id', '=', second).executeTakeFirstOrThrow()
    await db
      .insertInto('hotels')
      .values({ ...copy, id: 'cache-test-copy', rooms: 2 })
      .execute()
    await bumpHotelVersion(db)

    expect(await page()).toEqual(before)
    clock.advance(VERSION_CHECK_MS)
    const after = await page()
    expect(after.items[0]?.id).toBe(second)
    expect(after.items.map((h) => h.id)).not.toContain(top)
    expect(after.total).toBe(before.total + 1)
  })

  it('checks the session on every request, cached answer or not', async () => {
    const session = await loginAs(app, '13800000008')
    expect((await get(listPath, session)).statusCode).toBe(200)
    expect((await get(pointsPath, session)).statusCode).toBe(200)
    const logout = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', headers: session })
    expect(logout.statusCode).toBe(200)
    for (const path of [listPath, pointsPath]) {
      expect((await get(path, session)).statusCode).toBe(401)
      expect((await get(path, {})).statusCode).toBe(401)
      expect((await get(path)).statusCode).toBe(200)
    }
  })

  it.runIf(dbh.kind === 'sqlite')("reads a province's map points from one covering index", async () => {
    const { sql, parameters } = hotelPointsQuery(db, hotelFilterQuery.parse({ province: '浙江省' })).compile()
    const plan = await db.executeQuery<{ detail: string }>(
      CompiledQuery.raw(`explain query plan ${sql}`, [...parameters]),
    )
    expect(plan.rows.map((r) => r.detail)).toContain(
      'SEARCH hotels USING COVERING INDEX hotels_city_points_idx (city_id=?)',
    )
  })
})
