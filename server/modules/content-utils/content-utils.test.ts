import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { demoReports } from '../reports/demo-content.ts'
import { seedReports } from '../reports/seed.ts'

describe('content utility endpoints (huameiAnnuals, utils/brands, utils/cities)', async () => {
  const { app, dbh } = await createTestApp()
  await seedReports(dbh.db, app.deps.storage)
  const partner = await loginAs(app, '13800000002')

  it('lists exactly the annual reports, newest year first', async () => {
    const res = await app.inject({ url: '/api/v1/utils/huameiAnnuals', headers: partner })
    expect(res.statusCode).toBe(200)
    const data: { id: string; year: number }[] = res.json().data
    const annual = demoReports.filter((r) => r.isAnnual)
    expect(data.map((r) => r.id).sort()).toEqual(annual.map((r) => r.id).sort())
    expect(data.map((r) => r.year)).toEqual([...data.map((r) => r.year)].sort((a, b) => b - a))
  })

  it('serves brands and cities as select options', async () => {
    const brands = (await app.inject({ url: '/api/v1/utils/brands', headers: partner })).json().data
    const cities = (await app.inject({ url: '/api/v1/utils/cities', headers: partner })).json().data
    expect(brands).toHaveLength(await rowCount(dbh.db, 'brands'))
    expect(brands.length).toBeGreaterThan(0)
    expect(brands[0]).toEqual({ value: expect.any(String), label: expect.any(String) })
    expect(cities.length).toBeGreaterThan(0)
    expect(cities.some((c: { label: string }) => c.label === '杭州市')).toBe(true)
    expect(cities[0]).toEqual({ value: expect.any(String), label: expect.any(String), group: expect.any(String) })
  })

  it('answers only signed-in users', async () => {
    for (const url of ['/api/v1/utils/huameiAnnuals', '/api/v1/utils/brands', '/api/v1/utils/cities']) {
      expect((await app.inject({ url })).statusCode).toBe(401)
    }
  })

  it('seeds the annual-report page with the live report list instead of fixed links', async () => {
    const page = (await app.inject({ url: '/api/v1/pages?path=huameiAnnuals', headers: partner })).json().data
    expect(page.blocks.map((b: { type: string }) => b.type)).toContain('report_list')
  })
})
