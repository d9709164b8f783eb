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

/** Polls /readyz every few milliseconds for `ms` and returns every status it got. */
async function statusesFor(app: FastifyInstance, ms: number) {
  const seen = new Set<number>()
  const until = Date.now() + ms
  while (Date.now() < until) {
    seen.add((await app.inject('/readyz')).statusCode)
    await new Promise((r) => setTimeout(r, 5))
  }
  return seen
}

describe('load shedding on event-loop lag', async () => {
  const { app } = await createTestApp({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' } })

  it('sheds nothing after one long task: the requests behind it are served', async () => {
    expect(await waitForStatus(app, 200, 5000)).toBe(200)
    // Three stalls of a second each (a study's Word export computes about that long), each followed by a second
    // of requests: the lag of one window is not saturation.
    for (let stall = 0; stall < 3; stall++) {
      blockEventLoop(1000)
      expect(await statusesFor(app, 1000)).toEqual(new Set([200]))
    }
  })

  it('sheds nothing while long tasks alternate with slow but bearable turns of the loop', async () => {
    expect(await waitForStatus(app, 200, 5000)).toBe(200)
    // A busy machine: every turn takes 25 ms (half the limit), and a long task of 600 ms comes every second, so
    // each half-second window holds one long reading among a dozen slow ones. Their mean passes the limit in window
    // after window; without the long reading it does not.
    const seen = new Set<number>()
    for (let task = 0; task < 4; task++) {
      blockEventLoop(600)
      const until = Date.now() + 400
      while (Date.now() < until) {
        seen.add((await app.inject('/readyz')).statusCode)
        blockEventLoop(25)
        await new Promise((r) => setTimeout(r, 1))
      }
    }
    expect(seen).toEqual(new Set([200]))
  })

  it('answers 503 with Retry-After while the loop lags window after window, and serves again once it recovers', async () => {
    expect(await waitForStatus(app, 200, 5000)).toBe(200)
    // Saturation: 200 ms of work with a turn of the loop in between, for three seconds; requests are made in the turns.
    let busy = true
    const saturate = (async () => {
      const until = Date.now() + 3000
      while (Date.now() < until) {
        blockEventLoop(200)
        await new Promise((r) => setImmediate(r))
      }
      busy = false
    })()
    let shed: Awaited<ReturnType<typeof app.inject>> | undefined
    while (busy && shed?.statusCode !== 503) {
      const res = await app.inject('/readyz')
      if (res.statusCode === 503) shed = res
      await new Promise((r) => setTimeout(r, 20))
    }
    await saturate
    expect(shed?.statusCode).toBe(503)
    expect(shed?.headers['retry-after']).toBe('2')
    expect(shed?.json().error.code).toBe('service_unavailable')
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
