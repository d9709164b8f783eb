import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { openDb } from '../../db/database.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { seedDemo } from '../../db/seed/seed.ts'
import { loginSession } from '../../test-support/auth.ts'
import { createTestApp, testConfig, testDbKind } from '../../test-support/test-app.ts'

// ADR 010 with the session cache: a logout or a disabled account in one process is refused at the next request by
// another process that had cached the session (the change is confirmed to every listener before the change returns).
describe.runIf(testDbKind === 'postgres')('cached sessions across two app processes on one database', async () => {
  // vitest still runs a skipped suite's body to collect its tests: open nothing on SQLite.
  if (testDbKind !== 'postgres') return
  const a = await createTestApp()
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(a.dbh.db)).rows[0]?.s ?? ''
  const otherDb = openDb({ url: process.env.TEST_DATABASE_URL ?? '', schema, poolMax: 2 })
  // Same secret, as two processes of one deployment have.
  const b = await buildApp({
    config: testConfig({ JWT_SECRET: a.config.jwtSecret }),
    dbh: otherDb,
    logger: false,
  })
  afterAll(async () => {
    await b.close()
    await otherDb.close()
  })
  const info = (app: typeof b, token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })
  const live = async () => {
    for (let i = 0; i < 100 && !(a.dbh.changes?.live && otherDb.changes?.live); i++)
      await new Promise((r) => setTimeout(r, 20))
  }

  it('a logout in one process is refused by the other, whose cache held the session', async () => {
    await live()
    const session = await loginSession(a.app, '13800000011')
    expect((await info(b, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    const out = await a.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
      cookies: { hic_refresh: session.refreshToken },
    })
    expect(out.statusCode).toBeLessThan(300)
    // The process that logged out refuses at once.
    expect((await info(a.app, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })

  it('a disabled account is refused by the other process too', async () => {
    await live()
    const session = await loginSession(a.app, '13800000013')
    expect((await info(b, session.token)).statusCode).toBe(200)
    await a.dbh.db.updateTable('users').set({ status: 'disabled' }).where('phone', '=', '13800000013').execute()
    expect((await info(a.app, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })
})

// The same guarantee on one SQLite file shared by two app processes (here two handles, each with its own worker
// thread and its own change reader, as two processes have): the second process's cache looks for commits first.
describe.runIf(testDbKind === 'sqlite')('cached sessions across two app processes on one SQLite file', async () => {
  if (testDbKind !== 'sqlite') return
  const dir = mkdtempSync(join(tmpdir(), 'hic-sqlite-cache-'))
  const file = join(dir, 'portal.sqlite')
  const first = openDb({ sqliteFile: file })
  await migrateToLatest(first.db)
  await seedDemo(first.db)
  const second = openDb({ sqliteFile: file })
  const config = testConfig()
  const a = await buildApp({ config, dbh: first, logger: false })
  const b = await buildApp({ config, dbh: second, logger: false })
  afterAll(async () => {
    await a.close()
    await b.close()
    await first.close()
    await second.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const info = (app: typeof b, token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })

  it('uses the cache: the change reader is live on a file', () => {
    expect(first.changes?.live).toBe(true)
    expect(second.changes?.live).toBe(true)
  })

  it('a logout in one process is refused by the other, whose cache held the session', async () => {
    const session = await loginSession(a, '13800000011')
    expect((await info(b, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    const out = await a.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
      cookies: { hic_refresh: session.refreshToken },
    })
    expect(out.statusCode).toBeLessThan(300)
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })

  it('an account disabled by another program on the file (the command line) is refused at the next request', async () => {
    const session = await loginSession(a, '13800000013')
    expect((await info(a, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    const cli = new SQLite(file)
    cli.prepare("update users set status = 'disabled' where phone = ?").run('13800000013')
    cli.close()
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })
})
