import { randomBytes } from 'node:crypto'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import type { FastifyInstance } from 'fastify'
import { afterAll, inject } from 'vitest'
import { buildApp } from '../app.ts'
import { type Config, loadConfig } from '../config.ts'
import { type DbHandle, openDb } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'
import { seedDemo } from '../db/seed/seed.ts'
import type { Clock } from '../lib/clock.ts'
import { adminQuery, databaseUrl } from './postgres-templates.ts'
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
 * The bytes of a migrated (and seeded) SQLite database, made once per worker: server test files share their
 * worker's modules (ADR 009), so every later file opens a copy in memory instead of migrating and seeding again.
 */
const sqliteImages = new Map<boolean, Promise<Buffer>>()

function sqliteImage(seed: boolean) {
  let image = sqliteImages.get(seed)
  if (!image) {
    image = (async () => {
      const dir = mkdtempSync(join(tmpdir(), 'hic-test-template-'))
      try {
        const file = join(dir, 'template.sqlite')
        const dbh = openDb({ sqliteFile: file })
        try {
          await migrateToLatest(dbh.db)
          if (seed) await seedDemo(dbh.db)
        } finally {
          await dbh.close()
        }
        // Out of WAL mode, so the image opens in memory as a plain database.
        const copy = new SQLite(file)
        copy.pragma('journal_mode = DELETE')
        const bytes = copy.serialize()
        copy.close()
        return bytes
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
    })()
    sqliteImages.set(seed, image)
  }
  return image
}

/** Where a PostgreSQL test database lives, for a test that opens a second handle on it (another "process"). */
export type PostgresConnection = { url: string; schema?: string }
const postgresConnections = new WeakMap<DbHandle, PostgresConnection>()

export function postgresConnectionOf(dbh: DbHandle): PostgresConnection {
  const connection = postgresConnections.get(dbh)
  if (!connection) throw new Error('not a PostgreSQL database opened by openTestDb')
  return connection
}

/**
 * A fresh, migrated database for one test file: SQLite in memory, or on PostgreSQL a new database copied from the
 * run's template (postgres-templates.ts; dropped afterwards), so parallel runs never see each other's rows.
 * The demo data is in it unless `seed` is false.
 */
export async function openTestDb(
  options: { seed?: boolean; applicationName?: string; onPoolError?: (error: Error) => void } = {},
): Promise<DbHandle> {
  const seed = options.seed !== false
  if (testDbKind === 'sqlite') return openDb({ sqliteFile: ':memory:', sqliteImage: await sqliteImage(seed) })
  const url = process.env.TEST_DATABASE_URL
  if (!url) throw new Error('TEST_DB=postgres needs TEST_DATABASE_URL')
  const pool = {
    poolMax: 5,
    connectTimeoutMs: 15_000,
    applicationName: options.applicationName,
    onPoolError: options.onPoolError,
  }
  const templates = inject('postgresTemplates')
  let dbh: DbHandle
  if (templates) {
    const database = `${templates.copies}${randomBytes(6).toString('hex')}`
    await adminQuery(url, `create database ${database} template ${seed ? templates.seeded : templates.migrated}`)
    dbh = openDb({ url: databaseUrl(url, database), ...pool })
    postgresConnections.set(dbh, { url: databaseUrl(url, database) })
    const close = dbh.close
    dbh.close = async () => {
      await close()
      await adminQuery(url, `drop database if exists ${database} with (force)`)
    }
    return dbh
  }
  // Without the project's global setup (a file run on its own by another runner): a new schema, migrated here.
  const schema = await testSchemas.create(url)
  dbh = openDb({ url, schema, ...pool })
  postgresConnections.set(dbh, { url, schema })
  const close = dbh.close
  dbh.close = async () => {
    await close()
    await testSchemas.drop(url, schema)
  }
  await testSchemas.migrate(url, dbh.db, schema)
  if (seed) await seedDemo(dbh.db)
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
