import { sql } from 'kysely'
import { afterAll, beforeEach, describe, expect, it } from 'vitest'
import { hitQuery } from '../modules/auth/limits.ts'
import { openTestDb, testDbKind } from '../test-support/test-app.ts'
import { runGuarded } from './guarded-steps.ts'

describe.skipIf(testDbKind !== 'sqlite')('a guarded transaction', async () => {
  const dbh = await openTestDb({ seed: false })
  const { db } = dbh
  afterAll(() => dbh.close())
  beforeEach(async () => {
    await db.deleteFrom('rate_limits').execute()
  })
  const now = Date.parse('2026-11-26T08:00:00.000Z')
  const hit = (key: string, max: number) => ({
    query: hitQuery(db, key, 60_000, now).compile(),
    stopAbove: { column: 'count', max },
  })
  const counts = async () =>
    Object.fromEntries(
      (await db.selectFrom('rate_limits').select(['key', 'count']).orderBy('key').execute()).map((r) => [
        r.key,
        Number(r.count),
      ]),
    )

  it('runs every step and commits when no guard trips, answering each step its rows', async () => {
    const result = await runGuarded(db, [hit('a', 1), hit('b', 1), hit('b', 5)])
    expect(result.stoppedAt).toBeNull()
    expect(result.rows.map((rows) => Number(rows[0]?.count))).toEqual([1, 1, 2])
    expect(Number(result.rows[0]?.[0]?.reset_at)).toBe(now + 60_000)
    expect(await counts()).toEqual({ a: 1, b: 2 })
  })

  it('stops after the step whose guard trips, keeping what ran up to it and nothing after it', async () => {
    await runGuarded(db, [hit('a', 9), hit('b', 9)])
    const result = await runGuarded(db, [hit('a', 9), hit('b', 1), hit('c', 9)])
    expect(result.stoppedAt).toBe(1)
    expect(result.rows).toHaveLength(2)
    expect(Number(result.rows[1]?.[0]?.count)).toBe(2)
    expect(await counts()).toEqual({ a: 2, b: 2 })
  })

  it('rolls back every step when one fails, and passes the error on', async () => {
    await expect(
      runGuarded(db, [hit('a', 9), { query: sql`insert into no_such_table (x) values (1)`.compile(db) }]),
    ).rejects.toThrow(/no_such_table/)
    expect(await counts()).toEqual({})
  })

  it('lets no other statement run between its steps', async () => {
    // Twenty-five guarded transactions of two hits and twenty-five single hits on one key, all at once.
    const seen = await Promise.all(
      Array.from({ length: 50 }, async (_, i) => {
        if (i % 2 === 1) return [Number((await hitQuery(db, 'k', 60_000, now).executeTakeFirstOrThrow()).count)]
        const { rows } = await runGuarded(db, [hit('k', 1000), hit('k', 1000)])
        return rows.map((r) => Number(r[0]?.count))
      }),
    )
    // Every count from 1 to 75 seen once, and each transaction's two counts next to each other.
    expect(seen.flat().sort((a, b) => a - b)).toEqual(Array.from({ length: 75 }, (_, i) => i + 1))
    for (const counted of seen.filter((c) => c.length === 2)) expect(counted[1]).toBe((counted[0] ?? 0) + 1)
  })

  it('refuses to run inside another transaction', async () => {
    await expect(db.transaction().execute((trx) => runGuarded(trx, [hit('a', 1)]))).rejects.toThrow(
      /its own transaction/,
    )
  })
})

describe.skipIf(testDbKind !== 'postgres')('a guarded transaction on PostgreSQL', async () => {
  const dbh = await openTestDb({ seed: false })
  afterAll(() => dbh.close())

  it('is refused: PostgreSQL counts limits in one statement instead', async () => {
    const query = hitQuery(dbh.db, 'a', 60_000, Date.now()).compile()
    await expect(runGuarded(dbh.db, [{ query }])).rejects.toThrow(/SQLite only/)
    expect(await dbh.db.selectFrom('rate_limits').selectAll().execute()).toEqual([])
  })
})
