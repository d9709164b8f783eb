import { sql } from 'kysely'
import type pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../test-support/test-app.ts'
import { openDb } from './database.ts'
import { preparingPool } from './prepared-pool.ts'

type Call = { text: string; values?: unknown[]; name?: string }

function fakePool() {
  const calls: Call[] = []
  const client = {
    query: (first: string | { text: string; values: unknown[]; name: string }, values?: unknown[]) => {
      calls.push(typeof first === 'string' ? { text: first, values } : first)
      return Promise.resolve({ rows: [] })
    },
    release: () => {},
  }
  const pool = { connect: async () => client, end: async () => {} } as unknown as pg.Pool
  return { calls, pool }
}

describe('a pool of prepared statements', () => {
  it('names each parameterized text once and runs the rest unnamed', async () => {
    const { calls, pool } = fakePool()
    const client = await preparingPool(pool).connect()
    await client.query('select * from t where a = $1', [1])
    await client.query('select * from t where b = $1', [2])
    await client.query('select * from t where a = $1', [3])
    await client.query('begin', [])
    await client.query('create table x (a int); create index on x (a)')
    expect(calls.map((c) => c.name)).toEqual(['hic_0', 'hic_1', 'hic_0', undefined, undefined])
    expect(calls[2]).toEqual({ name: 'hic_0', text: 'select * from t where a = $1', values: [3] })
  })

  it('hands out the same connection object for the same client, so Kysely keeps one connection per client', async () => {
    const { pool } = fakePool()
    const preparing = preparingPool(pool)
    expect(await preparing.connect()).toBe(await preparing.connect())
  })

  it('stops naming new texts past its limit instead of growing without end', async () => {
    const { calls, pool } = fakePool()
    const client = await preparingPool(pool).connect()
    for (let i = 0; i < 1001; i++) await client.query(`select ${i} where $1`, [true])
    expect(calls[999]?.name).toBe('hic_999')
    expect(calls[1000]?.name).toBeUndefined()
    await client.query('select 0 where $1', [true])
    expect(calls[1001]?.name).toBe('hic_0')
  })
})

describe.runIf(testDbKind === 'postgres')('prepared statements on PostgreSQL', async () => {
  if (testDbKind !== 'postgres') return
  // One connection, so the statements below all meet the same server session.
  const dbh = openDb({ url: process.env.TEST_DATABASE_URL ?? '', poolMax: 1 })
  afterAll(() => dbh.close())

  it('prepares a parameterized statement once on the connection and answers as before', async () => {
    const query = (n: number) => sql<{ n: number }>`select ${n}::int + 1 as n`.execute(dbh.db)
    expect((await query(1)).rows).toEqual([{ n: 2 }])
    expect((await query(41)).rows).toEqual([{ n: 42 }])
    const { rows } = await sql<{ statement: string }>`
      select statement from pg_prepared_statements where statement like ${'select $1::int + 1%'}
    `.execute(dbh.db)
    expect(rows).toHaveLength(1)
  })
})
