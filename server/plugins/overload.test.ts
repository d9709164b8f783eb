import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test-support/test-app.ts'

function blockEventLoop(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // busy: simulates CPU saturation
  }
}

/** Polls until /readyz answers the wanted status (the lag reading settles within a few samples). */
async function waitForStatus(app: FastifyInstance, status: number, withinMs: number) {
  const until = Date.now() + withinMs
  let last = 0
  while (Date.now() < until) {
    last = (await app.inject('/readyz')).statusCode
    if (last === status) return last
    await new Promise((r) => setTimeout(r, 100))
  }
  return last
}

describe('load shedding', async () => {
  const { app } = await createTestApp({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' } })

  it('answers 503 with Retry-After while the event loop lags, and serves again once it recovers', async () => {
    expect(await waitForStatus(app, 200, 5000)).toBe(200)
    // One long stall: the lag sampler reads it on one of its next ticks, and for one sample interval new
    // requests are shed. Which tick sees it depends on timer order, so the stall is tried up to three times.
    let shed = await app.inject('/readyz')
    for (let attempt = 0; attempt < 3 && shed.statusCode !== 503; attempt++) {
      blockEventLoop(2000)
      for (let i = 0; i < 200 && shed.statusCode !== 503; i++) {
        await new Promise((r) => setTimeout(r, 5))
        shed = await app.inject('/readyz')
      }
    }
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
    expect(shed.json().error.code).toBe('service_unavailable')
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    expect(await waitForStatus(app, 200, 5000)).toBe(200)
  })
})

describe('in-flight limit without a queue', async () => {
  const { app } = await createTestApp({ env: { OVERLOAD_MAX_IN_FLIGHT: '2', OVERLOAD_MAX_QUEUE_MS: '0' } })
  let release = () => {}
  const gate = new Promise<void>((resolve) => {
    release = resolve
  })
  app.get('/test/slow', { config: { access: 'public' } }, async () => {
    await gate
    return { data: 'done' }
  })

  it('sheds requests beyond the limit with 503 and Retry-After, and accepts again once they finish', async () => {
    const held = [app.inject('/test/slow'), app.inject('/test/slow')]
    await new Promise((r) => setTimeout(r, 50))
    const shed = await app.inject('/readyz')
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
    expect(shed.json().error).toEqual({ code: 'service_unavailable', message: '服务繁忙，请稍后重试' })
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    release()
    expect((await Promise.all(held)).map((r) => r.statusCode)).toEqual([200, 200])
    expect((await app.inject('/readyz')).statusCode).toBe(200)
  })
})

describe('in-flight limit with a queue', async () => {
  // The queue's wait is long against the test's own pauses and bounds, so a busy CI machine cannot blur "at once"
  // and "after waiting" (a 400 ms queue and a 100 ms bound for "at once" left little room for a slow machine).
  const queueMs = 1500
  const { app } = await createTestApp({ env: { OVERLOAD_MAX_IN_FLIGHT: '1', OVERLOAD_MAX_QUEUE_MS: String(queueMs) } })
  const gates: (() => void)[] = []
  app.get('/test/held', { config: { access: 'public' } }, async () => {
    await new Promise<void>((resolve) => gates.push(resolve))
    return { data: 'done' }
  })
  const timed = async (url: string) => {
    const started = performance.now()
    const res = await app.inject(url)
    return { status: res.statusCode, ms: performance.now() - started }
  }
  const until = async (check: () => boolean) => {
    while (!check()) await new Promise((r) => setTimeout(r, 5))
  }

  it('lets a request wait for a free slot instead of refusing it', async () => {
    const first = app.inject('/test/held')
    await until(() => gates.length === 1)
    const second = app.inject('/test/held')
    await new Promise((r) => setTimeout(r, 100))
    expect(gates).toHaveLength(1)
    gates.shift()?.()
    await until(() => gates.length === 1)
    gates.shift()?.()
    expect((await Promise.all([first, second])).map((r) => r.statusCode)).toEqual([200, 200])
  })

  it('sheds a request that waited too long, and newcomers at once while the queue stands', async () => {
    const held = app.inject('/test/held')
    await until(() => gates.length === 1)
    const waiter = timed('/readyz')
    // The queue stands once its oldest waiter has waited half the limit; the newcomer comes after that.
    await new Promise((r) => setTimeout(r, queueMs * 0.6))
    const newcomer = await timed('/readyz')
    expect(newcomer.status).toBe(503)
    expect(newcomer.ms).toBeLessThan(queueMs / 2)
    const late = await waiter
    expect(late.status).toBe(503)
    expect(late.ms).toBeGreaterThanOrEqual(queueMs - 10)
    expect(late.ms).toBeLessThan(queueMs * 2)
    gates.shift()?.()
    expect((await held).statusCode).toBe(200)
    expect((await app.inject('/readyz')).statusCode).toBe(200)
  })
})
