import { DEFAULT_MIGRATION_TABLE, type Kysely } from 'kysely'
import { afterAll, describe, expect, it } from 'vitest'
import { testDbKind } from '../test-support/test-app.ts'
import { openDb } from './database.ts'
import { migrateToLatest } from './migrate.ts'

// The PostgreSQL side is proven by server/faults/rolling-upgrade.test.ts, with real processes.
describe.skipIf(testDbKind === 'postgres')('migrating a database that a newer release has migrated', () => {
  const dbh = openDb({ sqliteFile: ':memory:' })
  // Kysely's bookkeeping table is not part of the app's typed schema.
  const db = dbh.db as unknown as Kysely<{ kysely_migration: { name: string; timestamp: string } }>
  afterAll(() => dbh.close())

  it('starts, names the unknown migrations and runs none of them', async () => {
    expect((await migrateToLatest(dbh.db)).length).toBeGreaterThan(0)
    // What the next release leaves behind: one more applied migration, named in its own range.
    await db
      .insertInto(DEFAULT_MIGRATION_TABLE)
      .values({ name: '9999-from-a-newer-release', timestamp: new Date().toISOString() })
      .execute()
    const heard: string[][] = []
    expect(await migrateToLatest(dbh.db, undefined, (names) => heard.push(names))).toEqual([])
    expect(heard).toEqual([['9999-from-a-newer-release']])
    const names = await db.selectFrom(DEFAULT_MIGRATION_TABLE).select('name').execute()
    expect(names.filter((r) => r.name === '9999-from-a-newer-release')).toHaveLength(1)
  })

  it('stays quiet when the database knows nothing newer', async () => {
    await db.deleteFrom(DEFAULT_MIGRATION_TABLE).where('name', '=', '9999-from-a-newer-release').execute()
    const heard: string[][] = []
    await migrateToLatest(dbh.db, undefined, (names) => heard.push(names))
    expect(heard).toEqual([])
  })
})
