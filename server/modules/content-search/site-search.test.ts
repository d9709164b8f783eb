import { describe, expect, it } from 'vitest'
import type { SiteHit } from '#common/content'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { seedReports } from '../reports/seed.ts'
import { PER_KIND } from './site-search.ts'

const EMPLOYEE = '13800000001'
const PARTNER = '13800000002'
type Headers = { authorization: string }

describe('header search', async () => {
  const { app, dbh } = await createTestApp()
  await seedReports(dbh.db, app.deps.storage)
  const employee = await loginAs(app, EMPLOYEE)
  const partner = await loginAs(app, PARTNER)

  const search = async (q: string, headers: Headers = employee): Promise<SiteHit[]> => {
    const res = await app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers })
    expect(res.statusCode).toBe(200)
    return res.json().data
  }
  const kinds = (hits: SiteHit[]) => new Set(hits.map((h) => h.kind))

  it('finds a brand, its group and their profiles by the Chinese name', async () => {
    const brand = await dbh.db
      .selectFrom('brands as b')
      .innerJoin('management_groups as g', 'g.id', 'b.group_id')
      .select(['b.id', 'b.name', 'g.name as group_name'])
      .where('b.name', '=', '全季')
      .executeTakeFirstOrThrow()
    const hits = await search('全季')
    const hit = hits.find((h) => h.kind === 'brand' && h.id === brand.id)
    expect(hit?.target).toBe(`/section/profile?kind=brand&id=${encodeURIComponent(brand.id)}`)
    expect(hit?.detail).toContain(brand.group_name)
  })

  it('finds a brand by its English name, whatever the case', async () => {
    const hits = await search('hilton')
    expect(hits.some((h) => h.kind === 'brand' && h.title === '希尔顿')).toBe(true)
    expect(hits.some((h) => h.kind === 'group')).toBe(true)
  })

  it('finds a city with its province and tier, and the hotels whose name holds it', async () => {
    const hits = await search('杭州')
    const city = hits.find((h) => h.kind === 'city' && h.title === '杭州市')
    expect(city?.detail).toBe('浙江省 · 新一线')
    expect(city?.target).toMatch(/^\/section\/profile\?kind=city&id=/)
    const hotels = hits.filter((h) => h.kind === 'hotel')
    expect(hotels.length).toBeGreaterThan(0)
    expect(hotels.length).toBeLessThanOrEqual(PER_KIND)
    for (const hotel of hotels) {
      expect(hotel.title).toContain('杭州')
      expect(hotel.target).toBe(`/hotel-viewer?id=${encodeURIComponent(hotel.id)}`)
    }
  })

  it('finds topics, their data pages and reports, each opening where it lives', async () => {
    const topic = await dbh.db
      .selectFrom('topics')
      .select(['key', 'title'])
      .orderBy('sort_key')
      .executeTakeFirstOrThrow()
    const topicHit = (await search(topic.title)).find((h) => h.kind === 'topic' && h.id === topic.key)
    expect(topicHit?.target).toBe(`/startPage/${topic.key}`)

    const report = (await search('酒店集团规模')).find((h) => h.kind === 'report')
    expect(report?.title).toBe('中国酒店集团规模年度观察')
    expect(report?.target).toMatch(/^\/report-viewer\?id=/)
    expect(report?.detail).toMatch(/^2025/)

    const page = await dbh.db.selectFrom('data_pages').select(['path', 'title']).executeTakeFirstOrThrow()
    const pageHit = (await search(page.title)).find((h) => h.kind === 'page' && h.id === page.path)
    expect(pageHit?.target).toBe(`/datapage/${page.path}`)
  })

  it('keeps each kind to a short list, exact titles first', async () => {
    const hits = await search('酒店')
    for (const kind of kinds(hits)) expect(hits.filter((h) => h.kind === kind).length).toBeLessThanOrEqual(PER_KIND)
    const exact = await search('全季')
    expect(exact.filter((h) => h.kind === 'brand')[0]?.title).toBe('全季')
  })

  it('does not show a client the reports of another organization', async () => {
    const all = await search('资产管理评估')
    const mine = await search('资产管理评估', partner)
    expect(all.some((h) => h.kind === 'report')).toBe(true)
    expect(mine.some((h) => h.kind === 'report')).toBe(false)
  })

  it('treats % and _ as plain characters and refuses an empty or long query in Chinese', async () => {
    // Pages do hold percentages; a LIKE wildcard would match every text instead of these literal characters.
    expect(await search('全%季')).toEqual([])
    expect(await search('全_')).toEqual([])
    for (const q of ['', '   ', 'x'.repeat(51)]) {
      const res = await app.inject({ url: `/api/v1/search?q=${encodeURIComponent(q)}`, headers: employee })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.q).toMatch(/请输入搜索内容|不能超过 50 个字/)
    }
  })

  it('answers only a signed-in user', async () => {
    const res = await app.inject({ url: '/api/v1/search?q=全季' })
    expect(res.statusCode).toBe(401)
  })
})
