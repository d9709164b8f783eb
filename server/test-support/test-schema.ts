import { randomBytes } from 'node:crypto'
import pg from 'pg'
import type { Db } from '../db/database.ts'
import { migrateToLatest } from '../db/migrate.ts'

// Any fixed number: the advisory lock that keeps dropping a test schema apart from migrating another.
const SCHEMA_LOCK = 770_033

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>) {
  const client = new pg.Client({ connectionString: url })
  await client.connect()
  try {
    return await use(client)
  } finally {
    await client.end()
  }
}

/**
 * Test files run in parallel, each in its own PostgreSQL schema. Kysely's migrator reads the catalog of every
 * schema, and a schema dropped by another file during that read fails it with "schema … does not exist".
 * Migrations therefore hold a shared lock and drops an exclusive one: migrations run side by side, a drop
 * waits for them.
 */
export const testSchemas = {
  async create(url: string) {
    const schema = `t_${randomBytes(6).toString('hex')}`
    await withClient(url, (client) => client.query(`create schema ${schema}`))
    return schema
  },

  migrate(url: string, db: Db, schema: string) {
    return withClient(url, async (client) => {
      await client.query('select pg_advisory_lock_shared($1)', [SCHEMA_LOCK])
      await migrateToLatest(db, schema)
    })
  },

  drop(url: string, schema: string) {
    return withClient(url, async (client) => {
      await client.query('select pg_advisory_lock($1)', [SCHEMA_LOCK])
      await client.query(`drop schema if exists ${schema} cascade`)
    })
  },
}
