import { describe, expect, it } from 'vitest'
import { createTestApp } from '#server/test-support/test-app'

describe('health', async () => {
  const { app, dbh } = await createTestApp()

  it('answers /healthz while the process is alive', async () => {
    const res = await app.inject('/healthz')
    expect(res.statusCode).toBe(200)
    expect(res.json()).toEqual({ data: { status: 'ok' } })
  })

  it('answers /readyz with the database kind when the database is reachable', async () => {
    const res = await app.inject('/readyz')
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toEqual({ status: 'ready', database: dbh.kind })
  })

  it('reports not ready with 503 and Retry-After when the database fails', async () => {
    const ping = dbh.ping
    dbh.ping = async () => {
      throw new Error('connection refused')
    }
    try {
      const res = await app.inject('/readyz')
      expect(res.statusCode).toBe(503)
      expect(res.headers['retry-after']).toBe('2')
      expect(res.json().error.code).toBe('service_unavailable')
    } finally {
      dbh.ping = ping
    }
  })
})
