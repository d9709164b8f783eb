import { describe, expect, it } from 'vitest'
import { liveDesk } from '#server/modules/data-desk/live'
import { testSource } from '#server/modules/data-desk/test-source'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { renderComputedPages } from './computed-pages.ts'
import { seedContent } from './seed/seed.ts'

describe('content pages that print a figure follow the research desk', async () => {
  const { app, dbh } = await createTestApp()
  const db = dbh.db
  await db.updateTable('users').set({ authorization: 'researcher' }).where('phone', '=', '13800000001').execute()
  const researcher = await loginAs(app, '13800000001')
  const admin = await loginAs(app, '13800000000')
  const client = await loginAs(app, '13800000011')
  const source = testSource('测试数据（专题页随数据维护更新）')
  const page = async (path: string) => {
    const res = await app.inject({ url: `/api/v1/pages?path=${encodeURIComponent(path)}`, headers: client })
    expect(res.statusCode, res.body).toBe(200)
    return res.json().data as { title: string; blocks: unknown[] }
  }
  const approved = async (figure: string, value: unknown) => {
    const proposed = await app.inject({
      method: 'POST',
      url: '/api/v1/data-desk/proposals',
      headers: researcher,
      payload: { figure, value, source },
    })
    expect(proposed.statusCode, proposed.body).toBe(201)
    const id = proposed.json().data.id
    const res = await app.inject({ method: 'POST', url: `/api/v1/data-desk/proposals/${id}/approve`, headers: admin })
    expect(res.statusCode, res.body).toBe(200)
  }

  it('renders each such page, with the figures before any change, exactly as the seed stored it', async () => {
    const rendered = renderComputedPages(await liveDesk(db))
    expect(rendered.size).toBeGreaterThan(40)
    const rows = await db.selectFrom('data_pages').select(['path', 'title', 'summary', 'blocks']).execute()
    const stored = new Map(rows.map((row) => [row.path, row]))
    const differing = [...rendered].filter(([path, page]) => {
      const row = stored.get(path)
      return !row || row.title !== page.title || row.summary !== page.summary || row.blocks !== page.blocks
    })
    expect(differing.map(([path]) => path)).toEqual([])
  })

  it('rewrites the pages an approval changes at once, and leaves a page an administrator edited', async () => {
    const fees = JSON.stringify(await page('brandNegotiate/fee-comparison'))
    expect(fees).toContain('总收入 × 1.6%')
    await approved('benchmark/fee.base_pct/*/*/*', { low: 1.5, typical: 2.2, high: 3 })
    const after = JSON.stringify(await page('brandNegotiate/fee-comparison'))
    expect(after).toContain('总收入 × 2.2%')
    expect(after).not.toContain('总收入 × 1.6%')
    // The running text states the table's total share too: 7.2 % before, 7.8 % after.
    expect(fees).toContain('下面的示例约为 7%')
    expect(after).toContain('下面的示例约为 8%')

    const edited = 'brand/scale'
    const own = (await app.inject({ url: `/api/v1/content/pages?path=${edited}`, headers: admin })).json().data
    const save = await app.inject({
      method: 'PUT',
      url: `/api/v1/content/pages?path=${edited}`,
      headers: admin,
      payload: { ...own, title: `${own.title}（顾问修订）` },
    })
    expect(save.statusCode, save.body).toBe(200)
    const editedBefore = JSON.stringify(await page(edited))
    await approved('group/h-world/china', { hotels: 12_345, rooms: 987_654 })
    // The new figure is in the page as the figures make it, but the administrator's version stays.
    expect(renderComputedPages(await liveDesk(db)).get(edited)?.blocks).toContain('987,654')
    expect(JSON.stringify(await page(edited))).toBe(editedBefore)
  })

  it('seeds a page added after approvals with the figures in force, and the next approval redraws it', async () => {
    // As when a new release brings the page: it is not in the database yet, and the desk has approved figures.
    const path = 'brandNegotiate/fee-comparison'
    await db.deleteFrom('data_pages').where('path', '=', path).execute()
    await seedContent(db)
    const seeded = JSON.stringify(await page(path))
    expect(seeded).toContain('总收入 × 2.2%')
    expect(seeded).not.toContain('总收入 × 1.6%')

    await approved('benchmark/fee.base_pct/*/*/*', { low: 1.5, typical: 2.5, high: 3 })
    expect(JSON.stringify(await page(path))).toContain('总收入 × 2.5%')
  })
})
