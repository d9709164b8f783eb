import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb } from './database.ts'
import { migrateToLatest } from './migrate.ts'
import { seedDemo } from './seed/seed.ts'
import { sqliteChanges } from './sqlite-changes.ts'

describe('SQLite change reader', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'hic-sqlite-changes-'))
  const file = join(dir, 'portal.sqlite')
  const missing = sqliteChanges(join(dir, 'not-yet.sqlite'))
  const dbh = openDb({ sqliteFile: file })
  await migrateToLatest(dbh.db)
  await seedDemo(dbh.db)
  afterAll(async () => {
    await missing.close()
    await dbh.close()
    rmSync(dir, { recursive: true, force: true })
  })
  const changes = dbh.changes as ReturnType<typeof sqliteChanges>
  let heard = 0
  changes.subscribe(() => {
    heard += 1
  })
  const heardAfter = async (commit: () => unknown) => {
    changes.check()
    const before = heard
    await commit()
    changes.check()
    return heard - before
  }

  it('is not live, and caches nothing, while the file does not exist; an in-memory database has none', () => {
    expect(missing.live).toBe(false)
    missing.check()
    expect(openDb({ sqliteFile: ':memory:' }).changes).toBeUndefined()
  })

  it('hears an update or delete of sessions, users or organizations by this process’s worker thread', async () => {
    expect(changes.live).toBe(true)
    const user = () => dbh.db.updateTable('users').set({ username: '改名' }).where('phone', '=', '13800000008')
    expect(await heardAfter(() => user().execute())).toBe(1)
    const org = { id: 'org-x', name: '临时机构', kind: 'owner' as const, created_at: '2026', updated_at: '2026' }
    // A plain insert cannot make a kept row stale; deleting the row can.
    expect(await heardAfter(() => dbh.db.insertInto('organizations').values(org).execute())).toBe(0)
    expect(await heardAfter(() => dbh.db.deleteFrom('organizations').where('id', '=', org.id).execute())).toBe(1)
    expect(await heardAfter(() => dbh.db.updateTable('organizations').set({ name: '改名' }).execute())).toBe(1)
  })

  it('does not hear reads, or commits that touch nothing the session guard reads', async () => {
    expect(await heardAfter(() => dbh.db.selectFrom('users').selectAll().execute())).toBe(0)
    expect(
      await heardAfter(() => dbh.db.insertInto('rate_limits').values({ key: 'k', count: 1, reset_at: 0 }).execute()),
    ).toBe(0)
  })

  it('hears a change made by another program on the same file', async () => {
    expect(
      await heardAfter(() => {
        const other = new SQLite(file)
        other.prepare("update users set status = 'disabled' where phone = ?").run('13800000013')
        other.close()
      }),
    ).toBe(1)
  })
})
