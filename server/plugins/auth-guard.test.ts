import { decodeJwt, SignJWT } from 'jose'
import { describe, expect, it } from 'vitest'
import { JWT_AUDIENCE, JWT_ISSUER } from '../modules/auth/tokens.ts'
import { loginAs, loginSession } from '../test-support/auth.ts'
import { createTestApp, manualClock } from '../test-support/test-app.ts'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const MANAGEMENT = '13800000015'
const CLIENT = '13800000008'

describe('auth guard', async () => {
  const clock = manualClock()
  const { app, dbh, config } = await createTestApp({ clock })
  app.get('/api/v1/test/employee', { config: { access: 'employee' } }, async (req) => ({ data: req.user?.id }))
  app.get('/api/v1/test/admin', { config: { access: 'admin' } }, async (req) => ({ data: req.user?.id }))
  app.get('/api/v1/test/loopback', { config: { access: 'loopback' } }, async () => ({ data: 'ok' }))

  const info = (headers: Record<string, string>) => app.inject({ url: '/api/v1/user/info', headers })
  const bearer = (token: string) => ({ authorization: `Bearer ${token}` })
  const b64 = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url')
  const key = new TextEncoder().encode(config.jwtSecret)

  it('answers /user/info with the contract fields', async () => {
    const res = await info(await loginAs(app, CLIENT))
    expect(res.statusCode).toBe(200)
    expect(res.headers['cache-control']).toBe('no-store')
    expect(res.json().data).toEqual({
      username: '王静怡',
      phone_number: CLIENT,
      user_type: 'new_hotel',
      user_type_multi: ['project_client'],
      organization: 'd0000000-0000-4000-8000-000000000003',
      organization_name: '云栖湖畔酒店投资有限公司',
      organization_kind: 'project_client',
      authorization: null,
      avatar: null,
    })
  })

  it('answers 401 unauthorized without a token', async () => {
    const res = await app.inject('/api/v1/user/info')
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toEqual({ code: 'unauthorized', message: '请先登录' })
    expect((await info({ authorization: 'Basic abc' })).statusCode).toBe(401)
  })

  it('puts sub, jti, org, user_type_multi, iss, aud and a 15 minute exp in the access token', async () => {
    const { token, user } = await loginSession(app, CLIENT)
    const claims = decodeJwt(token)
    expect(claims).toMatchObject({
      sub: 'd1000000-0000-4000-8000-000000000108',
      org: user.organization,
      user_type_multi: ['project_client'],
      iss: JWT_ISSUER,
      aud: JWT_AUDIENCE,
    })
    expect(claims.jti).toMatch(/^[0-9a-f-]{36}$/)
    expect((claims.exp ?? 0) - (claims.iat ?? 0)).toBe(15 * 60)
    expect(claims.exp).toBe(Math.floor(clock.now() / 1000) + 15 * 60)
  })

  describe('rejects tampered tokens with 401', async () => {
    const { token } = await loginSession(app, CLIENT)
    const [header, payload, signature] = token.split('.')
    const claims = decodeJwt(token)
    const sign = (alg: string, secret: Uint8Array, override: Record<string, unknown> = {}) =>
      new SignJWT({ ...claims, ...override }).setProtectedHeader({ alg }).sign(secret)

    const cases: [string, () => Promise<string> | string][] = [
      ['alg none', () => `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.`],
      ['alg none with the old signature', () => `${b64({ alg: 'none', typ: 'JWT' })}.${payload}.${signature}`],
      ['a wrong key', () => sign('HS256', new TextEncoder().encode('x'.repeat(48)))],
      ['another algorithm (HS512) with the right key', () => sign('HS512', key)],
      ['a wrong audience', () => sign('HS256', key, { aud: 'someone-else' })],
      ['a wrong issuer', () => sign('HS256', key, { iss: 'someone-else' })],
      [
        'a changed payload',
        () => `${header}.${b64({ ...claims, sub: 'd1000000-0000-4000-8000-000000000100' })}.${signature}`,
      ],
      ['garbage', () => 'not.a.jwt'],
      ['an empty bearer', () => ''],
    ]
    for (const [name, make] of cases) {
      it(name, async () => {
        const res = await info(bearer(await make()))
        expect(res.statusCode).toBe(401)
        expect(res.json().error.code).toBe('unauthorized')
      })
    }

    it('a swapped payload from another user', async () => {
      const other = await loginSession(app, ADMIN)
      const otherPayload = other.token.split('.')[1]
      const res = await info(bearer(`${header}.${otherPayload}.${signature}`))
      expect(res.statusCode).toBe(401)
    })

    it('a well-signed token for a session that does not exist', async () => {
      const res = await info(bearer(await sign('HS256', key, { jti: 'd1000000-0000-4000-8000-999999999999' })))
      expect(res.statusCode).toBe(401)
    })
  })

  it('answers session_expired for an expired token', async () => {
    const headers = await loginAs(app, CLIENT)
    clock.advance(15 * 60_000 - 1000)
    expect((await info(headers)).statusCode).toBe(200)
    clock.advance(1000)
    const res = await info(headers)
    expect(res.statusCode).toBe(401)
    expect(res.json().error).toEqual({ code: 'session_expired', message: '登录已过期，请重新登录' })
  })

  it('lets employees and management through employee routes and keeps clients out with 403', async () => {
    for (const phone of [ADMIN, EMPLOYEE, MANAGEMENT]) {
      expect((await app.inject({ url: '/api/v1/test/employee', headers: await loginAs(app, phone) })).statusCode).toBe(
        200,
      )
    }
    const res = await app.inject({ url: '/api/v1/test/employee', headers: await loginAs(app, CLIENT) })
    expect(res.statusCode).toBe(403)
    expect(res.json().error.code).toBe('forbidden')
  })

  it('lets only administrators through admin routes', async () => {
    expect((await app.inject({ url: '/api/v1/test/admin', headers: await loginAs(app, ADMIN) })).statusCode).toBe(200)
    expect((await app.inject({ url: '/api/v1/test/admin', headers: await loginAs(app, EMPLOYEE) })).statusCode).toBe(
      403,
    )
    expect((await app.inject({ url: '/api/v1/test/admin' })).statusCode).toBe(401)
  })

  it('answers loopback routes only from the local machine', async () => {
    for (const remoteAddress of ['127.0.0.1', '::1', '::ffff:127.0.0.1']) {
      expect((await app.inject({ url: '/api/v1/test/loopback', remoteAddress })).statusCode).toBe(200)
    }
    const res = await app.inject({ url: '/api/v1/test/loopback', remoteAddress: '10.0.0.8' })
    expect(res.statusCode).toBe(403)
    const outbox = await app.inject({ url: '/api/v1/dev/sms-outbox?phone=13800000008', remoteAddress: '10.0.0.8' })
    expect(outbox.statusCode).toBe(403)
  })

  it('refuses the very next request after the user is disabled', async () => {
    const headers = await loginAs(app, '13800000013')
    expect((await info(headers)).statusCode).toBe(200)
    await dbh.db.updateTable('users').set({ status: 'disabled' }).where('phone', '=', '13800000013').execute()
    const res = await info(headers)
    expect(res.statusCode).toBe(401)
    expect(res.json().error.code).toBe('session_expired')
    await dbh.db.updateTable('users').set({ status: 'active' }).where('phone', '=', '13800000013').execute()
  })
})
