import { describe, expect, it } from 'vitest'
import { loginSession } from '#server/test-support/auth'
import { createTestApp, manualClock } from '#server/test-support/test-app'

const CLIENT = '13800000011'

describe('refresh and logout', async () => {
  const clock = manualClock()
  const { app, dbh } = await createTestApp({ clock })
  const info = (token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })
  const refresh = (refreshToken?: string) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: refreshToken ? { hic_refresh: refreshToken } : {},
    })
  const cookieOf = (res: Awaited<ReturnType<typeof refresh>>) => res.cookies.find((c) => c.name === 'hic_refresh')

  it('rotates the refresh token on every use and issues a working access token', async () => {
    const first = await loginSession(app, CLIENT)
    clock.advance(60_000)
    const res = await refresh(first.refreshToken)
    expect(res.statusCode).toBe(200)
    const rotated = cookieOf(res)
    expect(rotated?.value).toBeTruthy()
    expect(rotated?.value).not.toBe(first.refreshToken)
    expect(rotated).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' })
    const token = res.json().data.token
    expect(token).not.toBe(first.token)
    expect((await info(token)).statusCode).toBe(200)
    expect(res.json().data.user.phone_number).toBe(CLIENT)
  })

  it('revokes the whole family when an old refresh token is used again', async () => {
    const first = await loginSession(app, CLIENT)
    const second = await refresh(first.refreshToken)
    const secondToken = second.json().data.token
    const secondRefresh = cookieOf(second)?.value
    const reuse = await refresh(first.refreshToken)
    expect(reuse.statusCode).toBe(401)
    expect(reuse.json().error.code).toBe('session_expired')
    expect((await info(secondToken)).statusCode).toBe(401)
    expect((await refresh(secondRefresh)).statusCode).toBe(401)
    const audit = await dbh.db.selectFrom('audit_log').select('action').where('action', '=', 'refresh_reuse').execute()
    expect(audit.length).toBeGreaterThan(0)
  })

  it('answers unauthorized without a cookie and session_expired for an unknown one', async () => {
    const none = await refresh()
    expect(none.statusCode).toBe(401)
    expect(none.json().error.code).toBe('unauthorized')
    const unknown = await refresh('x'.repeat(43))
    expect(unknown.statusCode).toBe(401)
    expect(unknown.json().error.code).toBe('session_expired')
  })

  it('ends a session 24 hours after login, refreshes included', async () => {
    let { refreshToken } = await loginSession(app, CLIENT)
    for (let i = 0; i < 4; i++) {
      clock.advance(5 * 3_600_000)
      const res = await refresh(refreshToken)
      expect(res.statusCode).toBe(200)
      refreshToken = cookieOf(res)?.value ?? ''
    }
    clock.advance(4 * 3_600_000)
    const res = await refresh(refreshToken)
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('session_expired')
  })

  it('caps the access token at the end of the session', async () => {
    let { refreshToken } = await loginSession(app, CLIENT)
    clock.advance(23 * 3_600_000 + 50 * 60_000)
    const res = await refresh(refreshToken)
    refreshToken = cookieOf(res)?.value ?? ''
    const token = res.json().data.token
    clock.advance(10 * 60_000)
    expect((await info(token)).statusCode).toBe(401)
  })

  it('logs out: the access token and the refresh token stop working at once', async () => {
    const { token, refreshToken } = await loginSession(app, CLIENT)
    expect((await info(token)).statusCode).toBe(200)
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${token}` },
      cookies: { hic_refresh: refreshToken },
    })
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { ok: true } })
    const cleared = cookieOf(res)
    expect(cleared?.value).toBe('')
    const after = await info(token)
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('session_expired')
    expect((await refresh(refreshToken)).statusCode).toBe(401)
    const audit = await dbh.db.selectFrom('audit_log').select('action').where('action', '=', 'logout').execute()
    expect(audit.length).toBeGreaterThan(0)
  })

  it('logs out with the refresh cookie alone', async () => {
    const { token, refreshToken } = await loginSession(app, CLIENT)
    const res = await app.inject({ method: 'POST', url: '/api/v1/auth/logout', cookies: { hic_refresh: refreshToken } })
    expect(res.statusCode).toBe(200)
    expect((await info(token)).statusCode).toBe(401)
  })

  it('refuses a refresh for a disabled user', async () => {
    const { refreshToken } = await loginSession(app, CLIENT)
    await dbh.db.updateTable('users').set({ status: 'disabled' }).where('phone', '=', CLIENT).execute()
    try {
      expect((await refresh(refreshToken)).statusCode).toBe(401)
    } finally {
      await dbh.db.updateTable('users').set({ status: 'active' }).where('phone', '=', CLIENT).execute()
    }
  })

  it('marks the refresh cookie Secure when the request came over https', async () => {
    const { app: proxied } = await createTestApp({ env: { TRUST_PROXY: 'true' } })
    const { refreshToken } = await loginSession(proxied, CLIENT)
    const res = await proxied.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      headers: { 'x-forwarded-proto': 'https' },
      cookies: { hic_refresh: refreshToken },
    })
    expect(res.statusCode).toBe(200)
    expect(cookieOf(res)?.secure).toBe(true)
  })
})
