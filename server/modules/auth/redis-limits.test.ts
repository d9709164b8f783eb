import { randomBytes } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { createTestApp, manualClock } from '#server/test-support/test-app'

const redisUrl = process.env.TEST_REDIS_URL

if (!redisUrl) {
  console.warn('TEST_REDIS_URL is not set: the shared Redis rate-limit tests are skipped')
}

describe.skipIf(!redisUrl)('rate limits in Redis', async () => {
  const clock = manualClock()
  const env = { REDIS_URL: redisUrl ?? '', REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:` }
  const first = await createTestApp({ clock, env })
  const second = await createTestApp({ clock, env })
  const send = (app: typeof first.app, phone: string, remoteAddress = '10.9.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone }, remoteAddress })

  it('keeps the counters in Redis, not in the database', async () => {
    expect(first.app.deps.redis).toBeDefined()
    expect((await send(first.app, '13700001001')).statusCode).toBe(200)
    const rows = await first.dbh.db.selectFrom('rate_limits').selectAll().execute()
    expect(rows).toEqual([])
    const keys = await first.app.deps.redis?.keys(`${env.REDIS_KEY_PREFIX}*`)
    expect(keys?.length).toBeGreaterThan(0)
  })

  it('shares the per-phone cooldown between two app instances', async () => {
    expect((await send(first.app, '13700001002')).statusCode).toBe(200)
    clock.advance(10_000)
    const res = await send(second.app, '13700001002')
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('send_too_often')
    expect(res.headers['retry-after']).toBe('50')
  })

  it('shares the per-phone hourly limit between two app instances', async () => {
    const phone = '13700001003'
    for (let i = 0; i < 5; i++) {
      clock.advance(61_000)
      expect((await send(i % 2 ? first.app : second.app, phone)).statusCode).toBe(200)
    }
    clock.advance(61_000)
    const res = await send(first.app, phone)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.fields.retry_after_s).toBe(String(3600 - 5 * 61))
  })

  it('shares the per-IP limit between two app instances', async () => {
    clock.advance(3_600_000)
    for (let i = 0; i < 20; i++) {
      const res = await send(i % 2 ? first.app : second.app, `1360100${String(i).padStart(4, '0')}`, '10.9.0.2')
      expect(res.statusCode).toBe(200)
    }
    const res = await send(second.app, '13601009999', '10.9.0.2')
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('rate_limited')
  })

  it('starts a new window when the old one has ended', async () => {
    const phone = '13700001004'
    expect((await send(first.app, phone)).statusCode).toBe(200)
    clock.advance(60_000)
    expect((await send(second.app, phone)).statusCode).toBe(200)
  })

  it('cleans up its keys', async () => {
    const redis = first.app.deps.redis
    const keys = (await redis?.keys(`${env.REDIS_KEY_PREFIX}*`)) ?? []
    if (keys.length > 0) await redis?.del(...keys)
    expect(await redis?.keys(`${env.REDIS_KEY_PREFIX}*`)).toEqual([])
  })
})
