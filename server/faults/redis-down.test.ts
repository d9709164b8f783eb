import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { loginAs } from '../test-support/auth.ts'
import { type PrivateRedis, privateRedisMissing, startPrivateRedis } from '../test-support/private-services.ts'
import { createTestApp, testDbKind } from '../test-support/test-app.ts'

if (privateRedisMissing) console.warn(`Redis outage test skipped: ${privateRedisMissing}`)

async function until(check: () => boolean, timeoutMs: number) {
  const started = Date.now()
  while (!check()) {
    if (Date.now() - started > timeoutMs) throw new Error(`condition not met within ${timeoutMs} ms`)
    await new Promise((r) => setTimeout(r, 20))
  }
}

// The app side is the same on both databases; running it once keeps the suite short.
describe.skipIf(Boolean(privateRedisMissing) || testDbKind === 'postgres')('Redis outage', () => {
  let redis: PrivateRedis
  let first: FastifyInstance
  let second: FastifyInstance
  let headers: { authorization: string }
  const send = (app: FastifyInstance, phone: string) =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone }, remoteAddress: '10.9.1.1' })
  const wrongCode = (app: FastifyInstance) =>
    app.inject({
      method: 'POST',
      url: '/api/v1/auth/sms/login',
      payload: { phone: '13800000005', code: '000000' },
      remoteAddress: '10.9.1.2',
    })

  beforeAll(async () => {
    redis = await startPrivateRedis()
    const env = { REDIS_URL: redis.url }
    first = (await createTestApp({ env })).app
    second = (await createTestApp({ env })).app
    headers = await loginAs(first, '13800000004')
  }, 60_000)
  afterAll(async () => {
    await redis?.stop()
  })

  it('sends login codes while Redis is up', async () => {
    expect(first.deps.redis?.status).toBe('ready')
    expect((await send(first, '13800000001')).statusCode).toBe(200)
  })

  it('refuses to send login codes, at once and with a clear message, while Redis is down', async () => {
    await redis.stop()
    await until(() => first.deps.redis?.status !== 'ready' && second.deps.redis?.status !== 'ready', 5000)
    const started = Date.now()
    const res = await send(first, '13800000002')
    expect(Date.now() - started).toBeLessThan(2000)
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('30')
    expect(res.json().error).toEqual({ code: 'sms_unavailable', message: '验证码发送服务暂时不可用，请稍后重试' })
  })

  it('keeps serving signed-in requests while Redis is down', async () => {
    const res = await first.inject({ url: '/api/v1/user/info', headers })
    expect(res.statusCode).toBe(200)
    expect(res.json().data.phone_number).toBe('13800000004')
  })

  it('counts the code-verification limit per process while Redis is down', async () => {
    for (let i = 0; i < 30; i++) expect((await wrongCode(first)).statusCode).toBe(400)
    const limited = await wrongCode(first)
    expect(limited.statusCode).toBe(429)
    expect(limited.json().error.code).toBe('rate_limited')
    // The other process has its own count: the limit is no longer shared.
    expect((await wrongCode(second)).statusCode).toBe(400)
  })

  it('shares the limits again once Redis is back', async () => {
    await redis.start()
    await until(() => first.deps.redis?.status === 'ready' && second.deps.redis?.status === 'ready', 8000)
    expect((await send(first, '13800000003')).statusCode).toBe(200)
    const again = await send(second, '13800000003')
    expect(again.statusCode).toBe(429)
    expect(again.json().error.code).toBe('send_too_often')
  })
})
