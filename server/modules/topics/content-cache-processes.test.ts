import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { describe, expect, it } from 'vitest'
import { loginSession } from '../../test-support/auth.ts'
import { testDbKind } from '../../test-support/test-app.ts'
import { twoPostgresProcesses, twoSqliteProcesses } from '../../test-support/two-processes.ts'

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
  const { a, aDb, b, schema } = await twoPostgresProcesses()

  it('a topic changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000004')
    const before = await topicVersion(b, token)
    expect(await topicVersion(b, token)).toBe(before)
    await aDb.db
      .updateTable('topics')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'homeConsult')
      .execute()
    expect(await topicVersion(b, token)).toBe(before + 1)
    expect(await topicVersion(a, token)).toBe(before + 1)
  })

  it('a data page changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000001')
    const before = await pageTitle(b, token)
    expect(await pageTitle(b, token)).toBe(before)
    await aDb.db
      .updateTable('data_pages')
      .set((eb) => ({ title: `${before}（新）`, version: eb('version', '+', 1) }))
      .where('path', '=', 'homeHuamei/welcome')
      .execute()
    expect(await pageTitle(b, token)).toBe(`${before}（新）`)
  })

  it("another program's change (psql, a migration) is heard when the database's notice arrives", async () => {
    const { token } = await loginSession(a, '13800000005')
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
  const { a, aDb, b, file } = await twoSqliteProcesses()

  it('a topic changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000004')
    const before = await topicVersion(b, token)
    expect(await topicVersion(b, token)).toBe(before)
    await aDb.db
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
