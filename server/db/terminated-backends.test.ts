import { randomBytes } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { ownProject, phones } from '../modules/projects/test-support.ts'
import { loginAs } from '../test-support/auth.ts'
import { openTestDb, testConfig, testDbKind } from '../test-support/test-app.ts'
import type { DbHandle } from './database.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

type Answer = { status: number; retryAfter?: string; startedAt: number; endedAt: number; body: string }

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

if (testDbKind !== 'postgres') console.warn('Terminated-backends test skipped: it needs PostgreSQL (TEST_DATABASE_URL)')

/**
 * What a database restart does to the app's connections, without restarting the shared server: an admin
 * connection terminates every backend of this app (found by its application_name) again and again while requests,
 * a transaction, the LISTEN connection and a write waiting for its own notice are in flight. An 'error' event
 * without a listener would fail this file as an unhandled error (or end the process).
 */
describe.runIf(testDbKind === 'postgres')('every backend of the app terminated, repeatedly, under load', async () => {
  if (testDbKind !== 'postgres') return
  const url = process.env.TEST_DATABASE_URL ?? ''
  const applicationName = `hic-terminate-${randomBytes(6).toString('hex')}`
  const reported: Error[] = []
  const dbh: DbHandle = await openTestDb({ applicationName, onPoolError: (error) => reported.push(error) })
  const app: FastifyInstance = await buildApp({ config: testConfig(), dbh, logger: false })
  const admin = new pg.Client({ connectionString: url })
  admin.on('error', () => {})
  await admin.connect()
  afterAll(async () => {
    await admin.end()
    await app.close()
    await dbh.close()
  })
  const headers = await loginAs(app, phones.client)
  const terminate = async () =>
    (
      await admin.query<{ n: number }>(
        'select count(pg_terminate_backend(pid))::int as n from pg_stat_activity where application_name = $1',
        [applicationName],
      )
    ).rows[0]?.n ?? 0

  it('answers 503 while its connections die, 2xx within a second after, and loses no acknowledged write', async () => {
    for (let i = 0; i < 100 && !dbh.changes?.live; i++) await sleep(20)
    expect(dbh.changes?.live).toBe(true)
    const answers: Answer[] = []
    const stored: string[] = []
    const background: unknown[] = []
    let running = true
    const call = async (method: 'GET' | 'POST', path: string, payload?: object, key?: string) => {
      const startedAt = Date.now()
      const res = await app.inject({
        method,
        url: `/api/v1${path}`,
        headers: { ...headers, ...(key ? { 'idempotency-key': key } : {}) },
        payload,
      })
      const answer: Answer = {
        status: res.statusCode,
        retryAfter: res.headers['retry-after'] as string | undefined,
        startedAt,
        endedAt: Date.now(),
        body: res.body,
      }
      answers.push(answer)
      return answer
    }
    // Each comment is sent with a key of its own and retried, as a 503 tells, until it is acknowledged.
    const writer = async (w: number) => {
      for (let n = 0; running; n++) {
        const body = `断连测试 ${w}-${n}`
        let status = 0
        for (let attempt = 0; status !== 201 && attempt < 100; attempt++) {
          status = (await call('POST', `/projects/${ownProject}/comments`, { body }, `fault-${w}-${n}`)).status
        }
        if (status === 201) stored.push(body)
      }
    }
    const reader = async () => {
      while (running) await call('GET', `/projects/${ownProject}`)
    }
    // Outside any request: a transaction that holds its connection, and a write to a watched table, which
    // waits for its own notice through the listener (row-changes.ts, confirm).
    const untilStopped = async (step: () => Promise<unknown>) => {
      while (running) {
        try {
          await step()
        } catch (error) {
          background.push(error)
        }
      }
    }
    const touchProject = (db: typeof dbh.db) =>
      db.updateTable('projects').set({ updated_at: new Date().toISOString() }).where('id', '=', ownProject).execute()
    const transaction = () =>
      untilStopped(() =>
        dbh.db.transaction().execute(async (trx) => {
          await trx.selectFrom('projects').select('id').where('id', '=', ownProject).execute()
          await sleep(30)
          await touchProject(trx)
        }),
      )
    const notifyAndWait = () => untilStopped(() => touchProject(dbh.db))
    const load = [writer(1), writer(2), writer(3), reader(), transaction(), notifyAndWait()]
    await sleep(500)
    const outageAt = Date.now()
    let terminated = 0
    let listenerDown = false
    // Five bursts: every backend terminated every 20 ms for 300 ms, then 300 ms of quiet.
    for (let burst = 0; burst < 5; burst++) {
      const until = Date.now() + 300
      while (Date.now() < until) {
        terminated += await terminate()
        if (!dbh.changes?.live) listenerDown = true
        await sleep(20)
      }
      if (burst < 4) await sleep(300)
    }
    const backAt = Date.now()
    while (Date.now() - backAt < 3000 && !answers.some((a) => a.startedAt >= backAt && a.status < 300)) await sleep(10)
    await sleep(300)
    running = false
    await Promise.all(load)

    const during = answers.filter((a) => a.startedAt >= outageAt && a.startedAt < backAt)
    const failed = answers.filter((a) => a.status >= 300)
    const firstBack = answers.find((a) => a.startedAt >= backAt && a.status < 300)
    const recoveryMs = firstBack ? firstBack.endedAt - backAt : Number.POSITIVE_INFINITY
    console.log(
      `Terminated ${terminated} backends in 5 bursts: ${during.length} requests meanwhile ` +
        `(${failed.length} × 503), first success ${recoveryMs} ms after the last burst, ` +
        `${background.length} background statements failed, ${reported.length} connection errors reported`,
    )
    expect(terminated).toBeGreaterThan(10)
    expect(listenerDown).toBe(true)
    expect(reported.length).toBeGreaterThan(0)
    // Every failure is the database's absence: 503 with Retry-After, never a 500.
    expect(failed.length).toBeGreaterThan(0)
    expect(failed.filter((a) => a.status !== 503 || !a.retryAfter || !a.body.includes('service_unavailable'))).toEqual(
      [],
    )
    expect(background.filter((error) => !isDatabaseUnavailable(error))).toEqual([])
    expect(recoveryMs).toBeLessThan(1000)
    // No acknowledged write is lost, and none retried with its key is stored twice.
    const saved = new Map<string, number>()
    const rows = await dbh.db
      .selectFrom('project_comments')
      .select('body')
      .where('project_id', '=', ownProject)
      .execute()
    for (const { body } of rows) saved.set(body, (saved.get(body) ?? 0) + 1)
    expect(stored.length).toBeGreaterThan(0)
    expect(stored.filter((body) => saved.get(body) !== 1)).toEqual([])
    // The listener comes back (with backoff) and the app serves as before.
    for (let i = 0; i < 300 && !dbh.changes?.live; i++) await sleep(20)
    expect(dbh.changes?.live).toBe(true)
    expect((await call('GET', `/projects/${ownProject}`)).status).toBe(200)
  }, 40_000)
})
