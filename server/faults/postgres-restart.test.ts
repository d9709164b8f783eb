import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { type Answer, type AppProcess, request, signInOverHttp, startAppProcess } from '../test-support/app-process.ts'
import { type PrivatePostgres, privatePostgresMissing, startPrivatePostgres } from '../test-support/private-services.ts'
import { testDbKind } from '../test-support/test-app.ts'

if (privatePostgresMissing) console.warn(`PostgreSQL restart test skipped: ${privatePostgresMissing}`)

const OUTAGE_MS = 3000
const CLIENTS = 8

// It brings its own PostgreSQL, so it runs once, in the SQLite project, whether or not TEST_DATABASE_URL is set.
describe.skipIf(Boolean(privatePostgresMissing) || testDbKind === 'postgres')('PostgreSQL restart under load', () => {
  let pg: PrivatePostgres | undefined
  let app: AppProcess | undefined
  let dataDir: string | undefined
  afterAll(async () => {
    if (app && app.child.exitCode === null) app.child.kill('SIGKILL')
    pg?.destroy()
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('keeps the process up, answers 503 within 2 s during the outage and serves again within 5 s', async () => {
    dataDir = mkdtempSync(join(tmpdir(), 'hic-pgfault-'))
    pg = await startPrivatePostgres()
    app = await startAppProcess({
      DATABASE_URL: pg.url,
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    })
    const { base } = app
    const headers = await signInOverHttp(base, '13800000004')
    const answers: Answer[] = []
    const readiness: Answer[] = []
    let running = true
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      while (running) answers.push(await request(agent, `${base}/api/v1/user/info`, { headers, timeoutMs: 8000 }))
      agent.destroy()
    }
    const probe = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      while (running) {
        readiness.push(await request(agent, `${base}/readyz`, { timeoutMs: 8000 }))
        await new Promise((r) => setTimeout(r, 100))
      }
      agent.destroy()
    }
    const load = [...Array.from({ length: CLIENTS }, client), probe()]
    const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

    await sleep(1000)
    const stoppedAt = Date.now()
    pg.stop()
    await sleep(OUTAGE_MS)
    pg.start()
    const backAt = Date.now()
    // Wait for the first success of a request sent after the database was back, at most 10 s.
    while (Date.now() - backAt < 10_000 && !answers.some((a) => a.startedAt >= backAt && a.status === 200)) {
      await sleep(20)
    }
    await sleep(1000)
    running = false
    await Promise.all(load)

    const before = answers.filter((a) => a.startedAt < stoppedAt)
    const during = answers.filter((a) => a.startedAt >= stoppedAt && a.startedAt < backAt)
    const firstBack = answers.find((a) => a.startedAt >= backAt && a.status === 200)
    const recoveryMs = firstBack ? firstBack.startedAt + firstBack.ms - backAt : Number.POSITIVE_INFINITY
    const failures = during.filter((a) => a.status !== 503 && a.status !== 200)
    console.log(
      `PostgreSQL restart: ${before.length} requests before, ${during.length} during the ${OUTAGE_MS} ms outage ` +
        `(${during.filter((a) => a.status === 503).length} × 503, slowest ${Math.max(...during.map((a) => a.ms))} ms), ` +
        `first success ${recoveryMs} ms after the database was back`,
    )

    expect(before.length).toBeGreaterThan(0)
    expect(before.every((a) => a.status === 200)).toBe(true)
    expect(during.filter((a) => a.status === 503).length).toBeGreaterThan(0)
    expect(failures).toEqual([])
    expect(during.filter((a) => a.ms > 2000)).toEqual([])
    expect(during.filter((a) => a.status === 503).every((a) => a.body.includes('service_unavailable'))).toBe(true)
    expect(recoveryMs).toBeLessThan(5000)
    // Readiness: not ready while the database was away, ready again afterwards.
    const notReady = readiness.filter((a) => a.startedAt >= stoppedAt + 200 && a.startedAt < backAt)
    expect(notReady.length).toBeGreaterThan(0)
    expect(notReady.every((a) => a.status === 503 && a.ms < 2000)).toBe(true)
    expect(readiness.at(-1)?.status).toBe(200)
    // The process never exited, and still stops cleanly.
    expect(app.child.exitCode).toBeNull()
    app.child.kill('SIGTERM')
    const exit = await app.exited
    expect(exit.code).toBe(0)
  }, 90_000)
})
