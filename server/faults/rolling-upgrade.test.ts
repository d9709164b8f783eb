import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { boot } from '../boot.ts'
import { type DbHandle, openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'
import { type Answer, type AppProcess, request, signInOverHttp, startAppProcess } from '../test-support/app-process.ts'
import { adminQuery } from '../test-support/postgres-templates.ts'
import { type RetryingProxy, startRetryingProxy } from '../test-support/retrying-proxy.ts'
import { testConfig, testDbKind } from '../test-support/test-app.ts'

const databaseUrl = process.env.TEST_DATABASE_URL ?? ''
const skipReason = testDbKind !== 'postgres' ? 'runs in the PostgreSQL project only (set TEST_DATABASE_URL)' : undefined
if (skipReason && testDbKind === 'postgres') console.warn(`Rolling upgrade test skipped: ${skipReason}`)

const CLIENTS = 4

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

const admin = (statement: string) => adminQuery(databaseUrl, statement)
/** The migration server/faults/next-release.ts adds. */
const DRILL_MIGRATION = '1229-upgrade-drill-task-note'

/**
 * A rolling upgrade as docs/migrations.md describes it: two processes of today's build on one PostgreSQL behind a
 * retrying proxy; one is replaced by the next release, whose start applies an expand migration while the other
 * (old) process serves on the migrated schema; then the old one restarts on it, as an old process may during the
 * rollout, and the old release is taken out of the rotation and stopped. Clients read and write all along, and not
 * one request fails.
 */
describe.skipIf(Boolean(skipReason))('rolling upgrade with a new migration', () => {
  let database = ''
  let dataDir = ''
  let proxy: RetryingProxy | undefined
  const processes: AppProcess[] = []
  let restartedApp: { app: FastifyInstance; dbh: DbHandle } | undefined
  afterAll(async () => {
    await restartedApp?.app.close()
    await restartedApp?.dbh.close()
    for (const p of processes) if (p.child.exitCode === null) p.child.kill('SIGKILL')
    await proxy?.close()
    if (database) await admin(`drop database if exists ${database} with (force)`)
    if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  })

  it('replaces a process with a migrating release while clients read and write, without one failed request', async () => {
    // A database of its own (not a schema): the processes' migrator then sees only its own bookkeeping tables.
    database = `upgrade_${randomBytes(6).toString('hex')}`
    await admin(`create database ${database}`)
    const url = new URL(databaseUrl)
    url.pathname = `/${database}`
    dataDir = mkdtempSync(join(tmpdir(), 'hic-upgrade-'))
    const env = {
      DATABASE_URL: url.toString(),
      DATA_DIR: dataDir,
      JWT_SECRET: randomBytes(32).toString('hex'),
      DATABASE_POOL_MAX: '3',
      // The upgrade is measured here, not load shedding (a loaded CI machine would shed a POST with 503).
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_IN_FLIGHT: '0',
    }
    const start = async (entry?: string) => {
      // Generous: starting takes seconds on a quiet machine and much longer on a loaded 2-core one.
      const p = await startAppProcess({ ...env, SEED_DEMO: 'false' }, 120_000, entry)
      processes.push(p)
      return p
    }
    const stop = async (p: AppProcess) => {
      p.child.kill('SIGTERM')
      return (await p.exited).code
    }

    // Progress with times, so a slow or stuck step shows in the output.
    const t0 = Date.now()
    const mark = (what: string) => console.log(`rolling upgrade, ${Date.now() - t0} ms: ${what}`)
    // Today's release, already deployed: its schema and the demo data, then its two processes side by side.
    const setup = openDb({ url: env.DATABASE_URL, poolMax: 2 })
    try {
      await migrateToLatest(setup.db)
      await seedDemo(setup.db)
    } finally {
      await setup.close()
    }
    mark('database migrated and seeded')
    const [first, second] = await Promise.all([start(), start()])
    mark('two processes of this release up')
    proxy = await startRetryingProxy([first.port, second.port])
    const { base } = proxy
    const headers = await signInOverHttp(base, '13800000001')
    const projects = await request(new http.Agent(), `${base}/api/v1/projects`, { headers })
    const projectId = (JSON.parse(projects.body) as { data: { id: string }[] }).data[0]?.id ?? ''
    expect(projectId).not.toBe('')

    const answers: (Answer & { method: string })[] = []
    const written: string[] = []
    let running = true
    const client = async (n: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (let i = 0; running; i++) {
        const tasks = `${base}/api/v1/projects/${projectId}/tasks`
        if (i % 2 === 0) {
          answers.push({ method: 'GET', ...(await request(agent, tasks, { headers })) })
        } else {
          const title = `滚动升级 ${n}-${i}`
          const answer = await request(agent, tasks, {
            method: 'POST',
            headers: { ...headers, 'content-type': 'application/json' },
            body: JSON.stringify({ title }),
          })
          answers.push({ method: 'POST', ...answer })
          if (answer.status === 201) written.push(title)
        }
        // Steady traffic rather than a saturated CPU, so the processes being started get their share.
        await sleep(20)
      }
      agent.destroy()
    }
    const load = Array.from({ length: CLIENTS }, (_, n) => client(n))
    const between = (from: number) => answers.filter((a) => a.startedAt >= from).length

    await sleep(500)
    // 1. The next release starts beside the old ones and applies its migration; it joins the rotation.
    const upgradeAt = Date.now()
    const next = await start('server/faults/next-release.ts')
    expect(next.output()).toContain(DRILL_MIGRATION)
    proxy.backends.push(next.port)
    mark('next release up and migrated')
    const duringUpgrade = between(upgradeAt)
    const upgradeMs = Date.now() - upgradeAt
    // 2. An old process restarts on the migrated database, as one may during a rollout (a crash, a reboot): it
    // starts, names the migration it does not know, and serves through the proxy. It runs in this test's own
    // process, which holds today's build and migration list, to spare the slow start of a fourth process.
    const warnings: string[] = []
    const logger = { level: 'warn', stream: { write: (line: string) => warnings.push(line) } }
    const restarted = await boot(testConfig({ ...env, SEED_DEMO: 'false' }), logger)
    restartedApp = restarted
    await restarted.app.listen({ host: '127.0.0.1', port: 0 })
    const restartedPort = (restarted.app.server.address() as AddressInfo).port
    expect(warnings.join('')).toContain(DRILL_MIGRATION)
    expect(warnings.join('')).toContain('a newer release applied them')
    proxy.backends.push(restartedPort)
    mark('an old process restarted on the migrated database')
    // 3. Both processes of the old release leave the rotation (nginx: `down` and a reload), then SIGTERM drains
    // the requests they still hold. Stopped while still in the rotation, a process closes its listener under
    // traffic, and a POST on a connection the kernel resets in that instant fails (docs/deployment.md, Upgrades).
    proxy.backends.splice(0, proxy.backends.length, next.port, restartedPort)
    expect(await Promise.all([stop(first), stop(second)])).toEqual([0, 0])
    mark('the old release stopped')
    const afterRestart = Date.now()
    while (between(afterRestart) < 20) await sleep(50)
    running = false
    await Promise.all(load)

    const failed = answers.filter((a) => a.status < 200 || a.status >= 300)
    const writes = answers.filter((a) => a.method === 'POST')
    const described = failed.map((a) => `${a.method} ${a.status} ${a.error ?? a.body.slice(0, 200)}`)
    console.log(
      `Rolling upgrade: ${answers.length} requests (${writes.length} writes), ${failed.length} failed, ` +
        `${proxy.retried()} retried by the proxy on another process, ${duringUpgrade} during the ` +
        `${upgradeMs} ms the new release took to start and migrate` +
        (described.length > 0 ? `; failures: ${described.slice(0, 5).join(' | ')}` : ''),
    )
    expect(described).toEqual([])
    expect(writes.length).toBeGreaterThan(10)
    expect(duringUpgrade).toBeGreaterThan(0)

    // Every acknowledged write is there, read through both releases.
    for (const base of [next.base, `http://127.0.0.1:${restartedPort}`]) {
      const tasks = await request(new http.Agent(), `${base}/api/v1/projects/${projectId}/tasks`, { headers })
      const titles = new Set((JSON.parse(tasks.body) as { data: { title: string }[] }).data.map((t) => t.title))
      expect(written.filter((t) => !titles.has(t))).toEqual([])
    }
    expect(await stop(next)).toBe(0)
  }, 300_000)
})
