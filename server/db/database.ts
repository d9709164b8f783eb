import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import { Kysely, PostgresDialect, sql } from 'kysely'
import pg from 'pg'
import { preparingPool } from './prepared-pool.ts'
import { listenForChanges, type RowChanges, watchingDialect } from './row-changes.ts'
import { sqliteChanges } from './sqlite-changes.ts'
import { SqliteThreadDialect } from './sqlite-thread.ts'
import type { Database } from './types.ts'

export type DbKind = 'sqlite' | 'postgres'

export type Db = Kysely<Database>

export type DbHandle = {
  db: Db
  kind: DbKind
  /**
   * Committed changes to the watched tables (row-changes.ts), from this process and every other one, for the rows
   * kept between requests (kept-rows.ts): announced by PostgreSQL, looked for at each use on a SQLite file
   * (sqlite-changes.ts).
   * None for an in-memory SQLite database: nothing caches its rows.
   */
  changes?: RowChanges
  /** Round-trips to the database; rejects when it is unreachable. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type DbOptions = {
  /** postgres:// URL; when absent SQLite is used. */
  url?: string
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string
  /**
   * An in-memory SQLite database starts as a copy of this image (a database file's bytes, as better-sqlite3's
   * `serialize()` gives them) instead of empty: test files start from one migrated and seeded copy.
   */
  sqliteImage?: Uint8Array
  /** PostgreSQL schema to use (tests isolate runs by schema). */
  schema?: string
  poolMax?: number
  /**
   * How long a new PostgreSQL connection may take before the query fails (503): 2 s, to fail fast while the server
   * is away. Tests allow more: a machine busy copying test databases can take longer to start a backend.
   */
  connectTimeoutMs?: number
  /** PostgreSQL application_name of every connection, so an operator (or a test) can find them in pg_stat_activity. */
  applicationName?: string
  onPoolError?: (error: Error) => void
}

export function sqliteFileIn(dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  return join(dataDir, 'portal.sqlite')
}

export function openDb(options: DbOptions): DbHandle {
  return options.url
    ? openPostgres(options.url, options)
    : openSqlite(options.sqliteFile ?? ':memory:', options.sqliteImage)
}

function openSqlite(file: string, image?: Uint8Array): DbHandle {
  if (image && file !== ':memory:') throw new Error('a SQLite image opens in memory only')
  const db = new Kysely<Database>({ dialect: new SqliteThreadDialect(file, image) })
  const changes = file === ':memory:' ? undefined : sqliteChanges(file)
  return {
    db,
    kind: 'sqlite',
    changes,
    ping: async () => {
      await sql`select 1`.execute(db)
    },
    close: async () => {
      await changes?.close()
      await db.destroy()
    },
  }
}

function openPostgres(url: string, options: DbOptions): DbHandle {
  const applicationName = options.applicationName ?? 'hotel-industry-cloud'
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: options.connectTimeoutMs ?? 2000,
    idleTimeoutMillis: 30_000,
    // Fail a query fast instead of queueing forever while the server is away.
    query_timeout: 10_000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
    application_name: applicationName,
  })
  // Every client gets its own error listener for its whole life: a connection that dies while checked out (a
  // restart, pg_terminate_backend) would otherwise throw an unhandled 'error' event and end the process. The query
  // that used it fails (a 503, server/db/unavailable.ts) and the pool drops the client when it is released.
  pool.on('connect', (client) => client.on('error', (error) => options.onPoolError?.(error)))
  // The pool re-emits an idle client's error here; the client's own listener above has reported it already.
  pool.on('error', () => {})
  const changes = listenForChanges(
    { connectionString: url, connectionTimeoutMillis: 2000, application_name: applicationName },
    options.onPoolError,
  )
  const db = new Kysely<Database>({
    dialect: watchingDialect(new PostgresDialect({ pool: preparingPool(pool) as unknown as pg.Pool }), changes),
  })
  return {
    db,
    kind: 'postgres',
    changes,
    ping: async () => {
      const client = await pool.connect()
      try {
        await client.query('select 1')
      } finally {
        client.release()
      }
    },
    close: async () => {
      await changes.close()
      await db.destroy()
    },
  }
}
