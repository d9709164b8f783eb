import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { createTestApp, manualClock } from '#server/test-support/test-app'

const dayMs = 24 * 60 * 60 * 1000

describe('brand-wall share links', async () => {
  const clock = manualClock()
  const { app, dbh } = await createTestApp({ clock })
  const brandIds = (await dbh.db.selectFrom('brands').select('id').orderBy('slug').limit(3).execute()).map((b) => b.id)
  const employee = () => loginAs(app, '13800000001')
  const create = async (payload: object, headers?: object) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/brandwall-shares',
      headers: { ...(headers ?? (await employee())) },
      payload,
    })
  const wall = (token: string) => app.inject({ method: 'GET', url: `/api/v1/brandwall-token/${token}` })

  it('lets an employee share chosen brands, shown read-only without login until the link expires', async () => {
    const res = await create({ brand_ids: brandIds, title: '客户A品牌组合' })
    expect(res.statusCode).toBe(201)
    const { token, path, expires_at, status } = res.json().data
    expect(path).toBe(`/section/brand/brandwall-token/${token}`)
    expect(status).toBe('active')
    expect(Date.parse(expires_at) - clock.now()).toBe(7 * dayMs)

    const shown = await wall(token)
    expect(shown.statusCode).toBe(200)
    expect(shown.headers['cache-control']).toBe('no-store')
    expect(shown.json().data.title).toBe('客户A品牌组合')
    expect(
      shown
        .json()
        .data.brands.map((b: { id: string }) => b.id)
        .sort(),
    ).toEqual([...brandIds].sort())

    clock.advance(7 * dayMs - 1000)
    expect((await wall(token)).statusCode).toBe(200)
    clock.advance(1000)
    const expired = await wall(token)
    expect(expired.statusCode).toBe(410)
    expect(expired.json().error).toEqual({ code: 'share_expired', message: '分享链接已过期' })
  })

  it('stops a revoked link at once and lists it as revoked', async () => {
    const headers = await employee()
    const created = (await create({ brand_ids: brandIds.slice(0, 1), expires_in_days: 30 }, headers)).json().data
    const revoke = await app.inject({
      method: 'POST',
      url: `/api/v1/brandwall-shares/${created.id}/revoke`,
      headers,
    })
    expect(revoke.statusCode).toBe(200)
    const refused = await wall(created.token)
    expect(refused.statusCode).toBe(410)
    expect(refused.json().error.code).toBe('share_revoked')
    const list = await app.inject({ method: 'GET', url: '/api/v1/brandwall-shares', headers })
    const listed = list.json().data.find((s: { id: string }) => s.id === created.id)
    expect(listed).toMatchObject({ status: 'revoked', brand_count: 1 })
    expect(JSON.stringify(list.json())).not.toContain(created.token)
  })

  it.each([
    ['a forged token of the right shape', 'A'.repeat(43)],
    ['a token of the wrong shape', 'not-a-token'],
    ['an empty-looking token', '%20'],
  ])('answers %s with the same not-found page', async (_name, token) => {
    const res = await wall(token)
    expect(res.statusCode).toBe(404)
    expect(res.json().error).toEqual({ code: 'share_not_found', message: '分享链接无效' })
  })

  it('refuses unknown brands, empty selections and out-of-range expiry with the field named', async () => {
    const headers = await employee()
    for (const [payload, field] of [
      [{ brand_ids: ['no-such-brand'] }, 'brand_ids'],
      [{ brand_ids: [] }, 'brand_ids'],
      [{ brand_ids: brandIds, expires_in_days: 0 }, 'expires_in_days'],
      [{ brand_ids: brandIds, expires_in_days: 91 }, 'expires_in_days'],
      [{ brand_ids: brandIds, title: 'x'.repeat(61) }, 'title'],
    ] as const) {
      const res = await create(payload, headers)
      expect(res.statusCode, JSON.stringify(payload)).toBe(400)
      expect(Object.keys(res.json().error.fields ?? {}).join(',')).toContain(field)
    }
  })

  it('lets only employees create, list and revoke links', async () => {
    const client = await loginAs(app, '13800000011')
    expect((await create({ brand_ids: brandIds }, client)).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/v1/brandwall-shares', headers: client })).statusCode).toBe(403)
    expect((await app.inject({ method: 'GET', url: '/api/v1/brandwall-shares' })).statusCode).toBe(401)
    const revoke = await app.inject({ method: 'POST', url: '/api/v1/brandwall-shares/x/revoke', headers: client })
    expect(revoke.statusCode).toBe(403)
  })

  it('answers 404 when revoking a link that does not exist', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/brandwall-shares/no-such-share/revoke',
      headers: await employee(),
    })
    expect(res.statusCode).toBe(404)
  })
})
