import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll } from 'vitest'
import { buildApp } from '../app.ts'
import { openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'
import { createTestApp, testConfig } from './test-app.ts'

/**
 * Two app instances on one PostgreSQL schema, each with its own pool and change listener, as two processes of one
 * deployment have (same secret). `schema` lets a plain client (psql's stand-in) reach the same tables. Resolves
 * once both listeners are up.
 */
export async function twoPostgresProcesses() {
  const first = await createTestApp()
  const schema = (await sql<{ s: string }>`select current_schema() as s`.execute(first.dbh.db)).rows[0]?.s ?? ''
  const otherDb = openDb({ url: process.env.TEST_DATABASE_URL ?? '', schema, poolMax: 2 })
  const b = await buildApp({ config: testConfig({ JWT_SECRET: first.config.jwtSecret }), dbh: otherDb, logger: false })
  afterAll(async () => {
    await b.close()
    await otherDb.close()
  })
  for (let i = 0; i < 100 && !(first.dbh.changes?.live && otherDb.changes?.live); i++)
    await new Promise((r) => setTimeout(r, 20))
  return { a: first.app, aDb: first.dbh, b, bDb: otherDb, schema }
}

/**
 * Two app instances on one SQLite file (two handles, each with its own worker thread and change reader, as two
 * processes have). `file` lets a plain better-sqlite3 connection (the command line's stand-in) write to it.
 */
export async function twoSqliteProcesses() {
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
  return { a, aDb, b, bDb, file }
}
