import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { buildApp } from '../../app.ts'
import { openDb } from '../../db/database.ts'
import { migrateToLatest } from '../../db/migrate.ts'
import { seedDemo } from '../../db/seed/seed.ts'
import { loginSession } from '../../test-support/auth.ts'
import { createTestApp, testConfig, testDbKind } from '../../test-support/test-app.ts'

// ADR 033: a topic's and a data page's row (their versions key the cached answers) are kept per process until any
// process changes one. A change made by another process, or by another program on the database, shows at the next
// request.
const topicVersion = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ url: '/api/v1/topics/homeConsult', headers: { authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { topic: { version: number } } }).data.topic.version
}

const pageTitle = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({
    url: '/api/v1/pages?path=homeHuamei/welcome',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { title: string } }).data.title
}

describe.runIf(testDbKind === 'postgres')('kept topic rows across two app processes on PostgreSQL', async () => {
  if (testDbKind !== 'postgres') return
  const a = await createTestApp()
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(a.dbh.db)).rows[0]?.s ?? ''
  const otherDb = openDb({ url: process.env.TEST_DATABASE_URL ?? '', schema, poolMax: 2 })
  const b = await buildApp({ config: testConfig({ JWT_SECRET: a.config.jwtSecret }), dbh: otherDb, logger: false })
  afterAll(async () => {
    await b.close()
    await otherDb.close()
  })

  it('a topic changed by one process is read anew by the other at its next request', async () => {
    for (let i = 0; i < 100 && !(a.dbh.changes?.live && otherDb.changes?.live); i++)
      await new Promise((r) => setTimeout(r, 20))
    const { token } = await loginSession(a.app, '13800000004')
    const before = await topicVersion(b, token)
    expect(await topicVersion(b, token)).toBe(before)
    await a.dbh.db
      .updateTable('topics')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'homeConsult')
      .execute()
    expect(await topicVersion(b, token)).toBe(before + 1)
    expect(await topicVersion(a.app, token)).toBe(before + 1)
  })

  it('a data page changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a.app, '13800000001')
    const before = await pageTitle(b, token)
    expect(await pageTitle(b, token)).toBe(before)
    await a.dbh.db
      .updateTable('data_pages')
      .set((eb) => ({ title: `${before}（新）`, version: eb('version', '+', 1) }))
      .where('path', '=', 'homeHuamei/welcome')
      .execute()
    expect(await pageTitle(b, token)).toBe(`${before}（新）`)
  })

  it("another program's change (psql, a migration) is heard when the database's notice arrives", async () => {
    const { token } = await loginSession(a.app, '13800000005')
    const before = await topicVersion(b, token)
    const psql = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL })
    await psql.connect()
    try {
      await psql.query(`update ${schema}.topics set version = version + 1 where key = 'homeConsult'`)
    } finally {
      await psql.end()
    }
    let seen = before
    for (let i = 0; i < 50 && seen === before; i++) {
      await new Promise((r) => setTimeout(r, 20))
      seen = await topicVersion(b, token)
    }
    expect(seen).toBe(before + 1)
  })
})

describe.runIf(testDbKind === 'sqlite')('kept topic rows across two app processes on one SQLite file', async () => {
  if (testDbKind !== 'sqlite') return
  const dir = mkdtempSync(join(tmpdir(), 'hic-topic-cache-'))
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

  it('a topic changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000004')
    const before = await topicVersion(b, token)
    expect(await topicVersion(b, token)).toBe(before)
    await first.db
      .updateTable('topics')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'homeConsult')
      .execute()
    expect(await topicVersion(b, token)).toBe(before + 1)
  })

  it('a topic changed by another program on the file (the command line) shows at the next request', async () => {
    const { token } = await loginSession(a, '13800000005')
    const before = await topicVersion(b, token)
    expect(await topicVersion(a, token)).toBe(before)
    const cli = new SQLite(file)
    cli.prepare('update topics set version = version + 1 where key = ?').run('homeConsult')
    cli.close()
    expect(await topicVersion(a, token)).toBe(before + 1)
    expect(await topicVersion(b, token)).toBe(before + 1)
  })

  it('a data page changed by another program on the file shows at the next request', async () => {
    const { token } = await loginSession(a, '13800000001')
    const before = await pageTitle(b, token)
    expect(await pageTitle(b, token)).toBe(before)
    const cli = new SQLite(file)
    cli
      .prepare("update data_pages set title = title || '（新）', version = version + 1 where path = ?")
      .run('homeHuamei/welcome')
    cli.close()
    expect(await pageTitle(b, token)).toBe(`${before}（新）`)
  })
})
