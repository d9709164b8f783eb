import { randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type DbHandle, openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'
import type { Clock } from '../lib/clock.ts'
import { testSchemas } from './test-schema.ts'

/** Which database this test run uses: the vitest project sets TEST_DB (sqlite | postgres). */
export const testDbKind = process.env.TEST_DB === 'postgres' ? 'postgres' : 'sqlite'

export function testConfig(overrides: Record<string, string> = {}): Config {
  return loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'hic-test-')),
    JWT_SECRET: randomBytes(32).toString('hex'),
    LOG_LEVEL: 'silent',
    // Tests that are CPU-heavy must not be shed; the load-shedding test turns it on itself.
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    OVERLOAD_MAX_IN_FLIGHT: '0',
    ...overrides,
  })
}

/**
 * A fresh, migrated database for one test file: SQLite in memory, or a new PostgreSQL schema
 * (dropped afterwards) so parallel runs never see each other's rows.
 */
export async function openTestDb(
  options: { seed?: boolean; applicationName?: string; onPoolError?: (error: Error) => void } = {},
): Promise<DbHandle> {
  let dbh: DbHandle
  if (testDbKind === 'postgres') {
    const url = process.env.TEST_DATABASE_URL
    if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
    const schema = await testSchemas.create(url)
    dbh = openDb({
      url,
      schema,
      poolMax: 5,
      applicationName: options.applicationName,
      onPoolError: options.onPoolError,
    })
    const close = dbh.close
    dbh.close = async () => {
      await close()
      await testSchemas.drop(url, schema)
    }
    await testSchemas.migrate(url, dbh.db, schema)
  } else {
    dbh = openDb({ sqliteFile: ':memory:' })
    await migrateToLatest(dbh.db)
  }
  if (options.seed !== false) await seedDemo(dbh.db)
  return dbh
}

export type TestApp = { app: FastifyInstance; dbh: DbHandle; config: Config }

/** The real app, built in-process on a fresh database; closed after the file's tests. */
export async function createTestApp(
  options: { clock?: Clock; env?: Record<string, string>; seed?: boolean } = {},
): Promise<TestApp> {
  const config = testConfig(options.env)
  const dbh = await openTestDb({ seed: options.seed })
  const app = await buildApp({ config, dbh, clock: options.clock, logger: false })
  afterAll(async () => {
    await app.close()
    await dbh.close()
  })
  return { app, dbh, config }
}

/** A clock tests move by hand. */
export function manualClock(start = Date.parse('2026-11-22T08:00:00.000Z')) {
  let now = start
  return {
    now: () => now,
    advance: (ms: number) => {
      now += ms
    },
  }
}
