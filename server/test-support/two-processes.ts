import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import pg from 'pg'
import { afterAll } from 'vitest'
import { buildApp } from '../app.ts'
import { type DbHandle, openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'
import { createTestApp, postgresConnectionOf, testConfig, testDbKind } from './test-app.ts'

export type TwoProcesses = {
  a: FastifyInstance
  aDb: DbHandle
  b: FastifyInstance
  bDb: DbHandle
  /** Runs one statement through a plain connection of its own, outside both apps, as psql or sqlite3 would. */
  otherProgram(sqlText: string): Promise<void>
  /**
   * Reads until `done` holds, as long as another program's change may take to reach the apps: on PostgreSQL until
   * its notice arrives (at most a second), on SQLite not at all (the next request must already see it).
   */
  untilHeard<T>(read: () => Promise<T>, done: (value: T) => boolean): Promise<T>
}

/**
 * Two app instances on one database, as two processes of one deployment have (same secret): on PostgreSQL one
 * schema with a pool and change listener each, on SQLite one file with a worker thread and change reader each.
 */
export function twoProcesses(): Promise<TwoProcesses> {
  return testDbKind === 'postgres' ? twoPostgresProcesses() : twoSqliteProcesses()
}

async function twoPostgresProcesses(): Promise<TwoProcesses> {
  const first = await createTestApp()
  const { url, schema } = postgresConnectionOf(first.dbh)
  const bDb = openDb({ url, schema, poolMax: 2 })
  const b = await buildApp({ config: testConfig({ JWT_SECRET: first.config.jwtSecret }), dbh: bDb, logger: false })
  afterAll(async () => {
    await b.close()
    await bDb.close()
  })
  for (let i = 0; i < 100 && !(first.dbh.changes?.live && bDb.changes?.live); i++)
    await new Promise((r) => setTimeout(r, 20))
  return {
    a: first.app,
    aDb: first.dbh,
    b,
    bDb,
    async otherProgram(sqlText) {
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      try {
        if (schema) await client.query(`set search_path to ${schema}`)
        await client.query(sqlText)
      } finally {
        await client.end()
      }
    },
    async untilHeard(read, done) {
      let value = await read()
      for (let i = 0; i < 50 && !done(value); i++) {
        await new Promise((r) => setTimeout(r, 20))
        value = await read()
      }
      return value
    },
  }
}

async function twoSqliteProcesses(): Promise<TwoProcesses> {
  const dir = mkdtempSync(join(tmpdir(), 'hic-two-processes-'))
  const file = join(dir, 'portal.sqlite')
  const aDb = openDb({ sqliteFile: file })
  await migrateToLatest(aDb.db)
  await seedDemo(aDb.db)
  const bDb = openDb({ sqliteFile: file })
  const config = testConfig()
  const a = await buildApp({ config, dbh: aDb, logger: false })
  const b = await buildApp({ config, dbh: bDb, logger: false })
  afterAll(async () => {
    await a.close()
    await b.close()
    await aDb.close()
    await bDb.close()
    rmSync(dir, { recursive: true, force: true })
  })
  return {
    a,
    aDb,
    b,
    bDb,
    async otherProgram(sqlText) {
      const connection = new SQLite(file)
      try {
        connection.exec(sqlText)
      } finally {
        connection.close()
      }
    },
    untilHeard: (read) => read(),
  }
}
