import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { ownProject, phones } from '../modules/projects/test-support.ts'
import { type Answer, type AppProcess, request, signInOverHttp, startAppProcess } from '../test-support/app-process.ts'
import { type PrivatePostgres, privatePostgresMissing, startPrivatePostgres } from '../test-support/private-services.ts'
import { testDbKind } from '../test-support/test-app.ts'

if (privatePostgresMissing) console.warn(`PostgreSQL restart test skipped: ${privatePostgresMissing}`)

const OUTAGE_MS = 3000
const CLIENTS = 8
const WRITERS = 3
/** Quick restarts after the long outage: stop, this long away, start, until a request succeeds again. */
const RESTARTS = 10
const RESTART_OUTAGE_MS = 500

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

  it('keeps the process up through an outage and ten restarts, answers 503 meanwhile, serves again within 5 s and keeps every acknowledged write once', async () => {
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
    const writerHeaders = { ...(await signInOverHttp(base, phones.client)), 'content-type': 'application/json' }
    const answers: Answer[] = []
    const writes: Answer[] = []
    const acknowledged: string[] = []
    const readiness: Answer[] = []
    let running = true
    const client = async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      while (running) answers.push(await request(agent, `${base}/api/v1/user/info`, { headers, timeoutMs: 8000 }))
      agent.destroy()
    }
    // Writers send project comments, each with its own Idempotency-Key, and retry a 503 until it is acknowledged.
    const writer = async (w: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (let n = 0; running; n++) {
        const body = `重启测试 ${w}-${n}`
        const payload = JSON.stringify({ body })
        const url = `${base}/api/v1/projects/${ownProject}/comments`
        let answer: Answer | undefined
        for (let attempt = 0; attempt < 200 && answer?.status !== 201; attempt++) {
          if (answer) await new Promise((r) => setTimeout(r, 100))
          answer = await request(agent, url, {
            method: 'POST',
            headers: { ...writerHeaders, 'idempotency-key': `restart-${w}-${n}` },
            body: payload,
            timeoutMs: 8000,
          })
          writes.push(answer)
        }
        if (answer?.status === 201) acknowledged.push(body)
      }
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
    const load = [
      ...Array.from({ length: CLIENTS }, client),
      ...Array.from({ length: WRITERS }, (_, w) => writer(w)),
      probe(),
    ]
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
    const restartRecoveries: number[] = []
    for (let i = 0; i < RESTARTS; i++) {
      pg.stop()
      await sleep(RESTART_OUTAGE_MS)
      pg.start()
      const at = Date.now()
      let back: Answer | undefined
      while (Date.now() - at < 10_000 && !back) {
        back = [...answers, ...writes].find((a) => a.startedAt >= at && a.status < 300)
        await sleep(20)
      }
      restartRecoveries.push(back ? back.startedAt + back.ms - at : Number.POSITIVE_INFINITY)
    }
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
    console.log(
      `${RESTARTS} restarts of ${RESTART_OUTAGE_MS} ms: first success after ${restartRecoveries.join(', ')} ms; ` +
        `${acknowledged.length} comments acknowledged in ${writes.length} writes ` +
        `(${writes.filter((a) => a.status === 503).length} × 503)`,
    )
    expect(restartRecoveries.filter((ms) => ms >= 5000)).toEqual([])
    // Writes failed only as the database's absence, and every acknowledged comment is stored exactly once.
    expect(writes.filter((a) => a.status !== 201 && a.status !== 503)).toEqual([])
    expect(acknowledged.length).toBeGreaterThan(0)
    const listed = await request(new http.Agent(), `${base}/api/v1/projects/${ownProject}/comments`, {
      headers: writerHeaders,
      timeoutMs: 8000,
    })
    const bodies: string[] = JSON.parse(listed.body).data.map((c: { body: string }) => c.body)
    expect(acknowledged.filter((body) => bodies.filter((b) => b === body).length !== 1)).toEqual([])
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
  }, 150_000)
})
