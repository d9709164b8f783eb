import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../test-support/test-app.ts'
import { openDb } from './database.ts'

type Row = { x: number }
// The PostgreSQL run has nothing to add here: these are the SQLite thread's own rules.
describe.skipIf(testDbKind === 'postgres')('SQLite in its own thread', async () => {
  const dbh = openDb({ sqliteFile: ':memory:' })
  await sql`create table t (x integer primary key)`.execute(dbh.db)
  afterAll(() => dbh.close())
  const values = async () => (await sql<Row>`select x from t order by x`.execute(dbh.db)).rows.map((r) => r.x)
  const clear = () => sql`delete from t`.execute(dbh.db)

  it('keeps a statement from outside out of an open transaction, so a rollback does not take it along', async () => {
    await clear()
    let outside: Promise<unknown> | undefined
    await expect(
      dbh.db.transaction().execute(async (trx) => {
        await sql`insert into t (x) values (1)`.execute(trx)
        outside = sql`insert into t (x) values (2)`.execute(dbh.db)
        await new Promise((r) => setTimeout(r, 50))
        // The outside write has not run yet: it waits for this transaction to end.
        expect((await sql<Row>`select x from t order by x`.execute(trx)).rows.map((r) => r.x)).toEqual([1])
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await outside
    expect(await values()).toEqual([2])
  })

  it('commits a transaction and then runs what waited, in order', async () => {
    await clear()
    const order: string[] = []
    let waiting: Promise<unknown> | undefined
    await dbh.db.transaction().execute(async (trx) => {
      await sql`insert into t (x) values (10)`.execute(trx)
      waiting = sql`insert into t (x) values (11)`.execute(dbh.db).then(() => order.push('outside'))
      await new Promise((r) => setTimeout(r, 20))
      order.push('commit')
    })
    await waiting
    expect(order).toEqual(['commit', 'outside'])
    expect(await values()).toEqual([10, 11])
  })

  it('passes the SQLite error code through, so a unique violation can be told apart', async () => {
    await clear()
    await sql`insert into t (x) values (5)`.execute(dbh.db)
    await expect(sql`insert into t (x) values (5)`.execute(dbh.db)).rejects.toMatchObject({
      code: 'SQLITE_CONSTRAINT_PRIMARYKEY',
    })
    await expect(sql`select * from no_such_table`.execute(dbh.db)).rejects.toThrow(/no such table/)
  })

  it('reports changes of a write', async () => {
    await clear()
    const result = await sql`insert into t (x) values (7), (8)`.execute(dbh.db)
    expect(result.numAffectedRows).toBe(2n)
  })

  it('answers each statement of one turn with its own result, and keeps an error with its own statement', async () => {
    await clear()
    // All of these are asked for in the same turn, so they travel to the thread as one message.
    const writes = Array.from({ length: 50 }, (_, i) => sql`insert into t (x) values (${100 + i})`.execute(dbh.db))
    const duplicate = sql`insert into t (x) values (${100})`.execute(dbh.db)
    const reads = Array.from({ length: 50 }, (_, i) =>
      sql<Row>`select x from t where x = ${100 + i}`.execute(dbh.db).then((r) => r.rows.map((row) => row.x)),
    )
    await Promise.all(writes)
    await expect(duplicate).rejects.toMatchObject({ code: 'SQLITE_CONSTRAINT_PRIMARYKEY' })
    expect(await Promise.all(reads)).toEqual(Array.from({ length: 50 }, (_, i) => [100 + i]))
  })

  it('commits the writes of one turn together, and reports every write a failure took with it', async () => {
    await clear()
    // `or rollback` ends the whole shared transaction: the writes before it in the group are undone too and must
    // be reported failed, not acknowledged; the writes after it commit.
    const settled = await Promise.allSettled([
      sql`insert into t (x) values (30)`.execute(dbh.db),
      sql`insert into t (x) values (31)`.execute(dbh.db),
      sql`insert or rollback into t (x) values (30)`.execute(dbh.db),
      sql`insert into t (x) values (32)`.execute(dbh.db),
    ])
    expect(settled.map((s) => s.status)).toEqual(['rejected', 'rejected', 'rejected', 'fulfilled'])
    expect(await values()).toEqual([32])
  })

  it('runs a statement that cannot run inside a transaction (vacuum) between grouped writes of the same turn', async () => {
    await clear()
    const settled = await Promise.allSettled([
      sql`insert into t (x) values (40)`.execute(dbh.db),
      sql`vacuum`.execute(dbh.db),
      sql`insert into t (x) values (41)`.execute(dbh.db),
    ])
    expect(settled.map((s) => s.status)).toEqual(['fulfilled', 'fulfilled', 'fulfilled'])
    expect(await values()).toEqual([40, 41])
  })

  it('keeps the writes of one turn after the database is closed and opened again', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'hic-group-'))
    const file = join(dir, 'group.sqlite')
    const first = openDb({ sqliteFile: file })
    await sql`create table t (x integer primary key)`.execute(first.db)
    await Promise.all(Array.from({ length: 40 }, (_, i) => sql`insert into t (x) values (${i})`.execute(first.db)))
    await first.close()
    const again = openDb({ sqliteFile: file })
    const { rows } = await sql<{ n: number }>`select count(*) as n from t`.execute(again.db)
    await again.close()
    rmSync(dir, { recursive: true, force: true })
    expect(rows[0]?.n).toBe(40)
  })

  it('keeps a transaction and outside statements of the same turn apart', async () => {
    await clear()
    const outside: Promise<unknown>[] = []
    await expect(
      dbh.db.transaction().execute(async (trx) => {
        const inside = sql`insert into t (x) values (20)`.execute(trx)
        outside.push(sql`insert into t (x) values (21)`.execute(dbh.db))
        await inside
        throw new Error('roll back')
      }),
    ).rejects.toThrow('roll back')
    await Promise.all(outside)
    expect(await values()).toEqual([21])
  })

  it('refuses statements once closed', async () => {
    const other = openDb({ sqliteFile: ':memory:' })
    await other.ping()
    await other.close()
    await expect(other.ping()).rejects.toThrow()
  })
})
