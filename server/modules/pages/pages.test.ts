import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { createTextPage } from '#server/test-support/pages'
import { createTestApp } from '#server/test-support/test-app'
import { demoOrgIds } from '../auth/seed.ts'

const PARTNER = '13800000002'
const OPEN_HOTEL = '13800000005'
const OWNER = '13800000011'
const SINGLE_HOTEL = '13800000013'
const EMPLOYEE = '13800000001'
const ADMIN = '13800000000'

describe('data pages API', async () => {
  const { app, dbh } = await createTestApp()
  const partner = await loginAs(app, PARTNER)
  const get = (path: string, headers?: { authorization: string }) =>
    app.inject({ url: `/api/v1/pages?path=${encodeURIComponent(path)}`, headers })

  it('serves a page as its typed blocks with the topic it belongs to', async () => {
    const res = await get('brandNegotiate/fees', partner)
    expect(res.statusCode).toBe(200)
    const page = res.json().data
    expect(page).toMatchObject({ path: 'brandNegotiate/fees', title: '管理合同费用结构', topic_key: 'brandNegotiate' })
    expect(page.overridden).toBe(false)
    expect(page.blocks.map((b: { type: string }) => b.type)).toEqual(['benchmark', 'rich_text'])
  })

  it('refuses a page the user may not open with 403 and the reason', async () => {
    const res = await get('homeHotel/welcome', partner)
    expect(res.statusCode).toBe(403)
    expect(res.json().error).toEqual({ code: 'forbidden', message: '仅对开业酒店用户开放' })
    expect((await get('homeHotel/welcome', await loginAs(app, OPEN_HOTEL))).statusCode).toBe(200)
    expect((await get('resources_legacy/rules', partner)).json().error.message).toBe('仅限本公司员工查看')
    expect((await get('resources_legacy/rules', await loginAs(app, EMPLOYEE))).statusCode).toBe(200)
  })

  it('answers 401 without a session, 404 for an unknown page and 400 for a malformed path', async () => {
    expect((await get('city/overview')).statusCode).toBe(401)
    const missing = await get('city/no-such-page', partner)
    expect(missing.statusCode).toBe(404)
    expect(missing.json().error.message).toBe('页面不存在：/datapage/city/no-such-page')
    for (const bad of ['../etc/passwd', '/city/overview', 'city overview', '']) {
      const res = await get(bad, partner)
      expect(res.statusCode, bad).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
  })

  it('shows an organization its own version of a page, and only to that organization', async () => {
    const ownBlocks = [
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '本业主公司的资产管理约定' }] }] },
    ]
    await dbh.db
      .insertInto('page_overrides')
      .values({
        id: 'override-owner-asset',
        organization_id: demoOrgIds.owner,
        path: 'asset/overview',
        title: '资产管理（业主版）',
        blocks: JSON.stringify(ownBlocks),
        updated_at: new Date().toISOString(),
      })
      .execute()

    const mine = (await get('asset/overview', await loginAs(app, OWNER))).json().data
    expect(mine).toMatchObject({ title: '资产管理（业主版）', overridden: true, blocks: ownBlocks })

    const other = (await get('asset/overview', await loginAs(app, SINGLE_HOTEL))).json().data
    expect(other).toMatchObject({ title: '酒店资产管理做什么', overridden: false })
    const noOrg = (await get('asset/overview', partner)).json().data
    expect(noOrg.overridden).toBe(false)
  })

  it('shows an edit and a new access rule on the next request, though the page was read before', async () => {
    const admin = await loginAs(app, ADMIN)
    expect((await get('city/overview', partner)).statusCode).toBe(200)
    const save = async (change: object) => {
      const source = (await app.inject({ url: '/api/v1/content/pages?path=city/overview', headers: admin })).json().data
      const res = await app.inject({
        method: 'PUT',
        url: '/api/v1/content/pages?path=city/overview',
        headers: admin,
        payload: { ...source, ...change },
      })
      expect(res.statusCode).toBe(200)
    }
    await save({ title: '城市概览（修订）' })
    expect((await get('city/overview', partner)).json().data.title).toBe('城市概览（修订）')
    await save({ access: { kind: 'employee' } })
    expect((await get('city/overview', partner)).statusCode).toBe(403)
    expect((await get('city/overview', await loginAs(app, EMPLOYEE))).json().data.title).toBe('城市概览（修订）')
  })

  it('shows a page deleted and created again at the same path as the new one, though the old one was read', async () => {
    const admin = await loginAs(app, ADMIN)
    const path = 'city/reborn-page'
    const create = (title: string) => createTextPage(app, admin, { path, topic_key: 'city', title, text: title })
    const first = await create('第一版页面')
    expect((await get(path, partner)).json().data.title).toBe('第一版页面')
    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/v1/content/pages?path=${path}&version=${first.version}`,
      headers: admin,
    })
    expect(removed.statusCode, removed.body).toBe(200)
    expect((await create('重新创建的页面')).version).toBe(first.version)
    expect((await get(path, partner)).json().data.title).toBe('重新创建的页面')
  })
})
