import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import type { Database } from './types.ts'

export type DbKind = 'sqlite' | 'postgres'

export type Db = Kysely<Database>

export type DbHandle = {
  db: Db
  kind: DbKind
  /** Round-trips to the database; rejects when it is unreachable. */
  ping: () => Promise<void>
  close: () => Promise<void>
}

export type DbOptions = {
  /** postgres:// URL; when absent SQLite is used. */
  url?: string
  /** SQLite file path, or ':memory:'. */
  sqliteFile?: string
  /** PostgreSQL schema to use (tests isolate runs by schema). */
  schema?: string
  poolMax?: number
  onPoolError?: (error: Error) => void
}

export function sqliteFileIn(dataDir: string) {
  mkdirSync(dataDir, { recursive: true })
  return join(dataDir, 'portal.sqlite')
}

export function openDb(options: DbOptions): DbHandle {
  return options.url ? openPostgres(options.url, options) : openSqlite(options.sqliteFile ?? ':memory:')
}

function openSqlite(file: string): DbHandle {
  const sqlite = new SQLite(file)
  sqlite.pragma('journal_mode = WAL')
  sqlite.pragma('foreign_keys = ON')
  sqlite.pragma('busy_timeout = 5000')
  // WAL with synchronous=NORMAL can lose the last commits on power loss; FULL keeps every acknowledged write.
  sqlite.pragma('synchronous = FULL')
  const db = new Kysely<Database>({ dialect: new SqliteDialect({ database: withStatementCache(sqlite) }) })
  return {
    db,
    kind: 'sqlite',
    ping: async () => {
      sqlite.prepare('select 1').get()
    },
    close: () => db.destroy(),
  }
}

function openPostgres(url: string, options: DbOptions): DbHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: options.poolMax ?? 10,
    connectionTimeoutMillis: 2000,
    idleTimeoutMillis: 30_000,
    // Fail a query fast instead of queueing forever while the server is away.
    query_timeout: 10_000,
    options: options.schema ? `-c search_path=${options.schema}` : undefined,
  })
  // Without a listener an idle client's error (database restart) would crash the process.
  pool.on('error', (error) => options.onPoolError?.(error))
  const db = new Kysely<Database>({ dialect: new PostgresDialect({ pool }) })
  return {
    db,
    kind: 'postgres',
    ping: async () => {
      const client = await pool.connect()
      try {
        await client.query('select 1')
      } finally {
        client.release()
      }
    },
    close: () => db.destroy(),
  }
}

const STATEMENT_CACHE_SIZE = 500

/**
 * Kysely prepares every statement anew; preparing costs more than running a small indexed query. Queries are
 * built from a fixed set of shapes, so caching the prepared statements by SQL text keeps hot paths cheap.
 * Safe because Kysely runs one query at a time on the single SQLite connection.
 */
function withStatementCache(sqlite: SQLite.Database) {
  const cache = new Map<string, SQLite.Statement>()
  return {
    close: () => sqlite.close(),
    prepare: (sql: string) => {
      let statement = cache.get(sql)
      if (!statement) {
        statement = sqlite.prepare(sql)
        if (cache.size >= STATEMENT_CACHE_SIZE) {
          const oldest = cache.keys().next().value
          if (oldest !== undefined) cache.delete(oldest)
        }
        cache.set(sql, statement)
      }
      return statement
    },
  }
}
