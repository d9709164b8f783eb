import { describe, expect, it } from 'vitest'
import { createTestApp } from '../test-support/test-app.ts'

function blockEventLoop(ms: number) {
  const until = Date.now() + ms
  while (Date.now() < until) {
    // busy: simulates CPU saturation
  }
}

describe('load shedding', async () => {
  const { app } = await createTestApp({ env: { OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '50' } })

  it('answers 503 with Retry-After while the event loop lags, and serves again once it recovers', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200)
    blockEventLoop(400)
    // Let the overdue sampling timer run first; it reads the lag the busy loop caused.
    await new Promise((r) => setTimeout(r, 5))
    const shed = await app.inject('/readyz')
    expect(shed.statusCode).toBe(503)
    expect(shed.headers['retry-after']).toBe('2')
    expect(shed.json().error.code).toBe('service_unavailable')
    expect((await app.inject('/healthz')).statusCode).toBe(200)
    await new Promise((r) => setTimeout(r, 1500))
    expect((await app.inject('/readyz')).statusCode).toBe(200)
  })
})
