import { afterAll, describe, expect, it } from 'vitest'
import { openTestDb, postgresConnectionOf, testDbKind } from '../test-support/test-app.ts'
import { openDb } from './database.ts'
import { changesWatchedRows } from './row-changes.ts'

describe('which statements change watched rows', () => {
  it.each([
    ['update "sessions" set "revoked_at" = $1 where "id" = $2', true],
    ['update "sessions" as "s" set "last_used_at" = $1', true],
    ['delete from "users" where "id" = $1', true],
    ['update "organizations" set "name" = $1', true],
    ['truncate table organizations', true],
    ['insert into "users" ("id", "phone") values ($1, $2) on conflict ("phone") do update set "username" = $3', true],
    ['insert into "sessions" ("id", "user_id") values ($1, $2)', false],
    ['insert into "users" ("id") values ($1) on conflict do nothing', false],
    ['select * from "sessions" as "s" inner join "users" as "u" on "u"."id" = "s"."user_id"', false],
    ['update "hotels" set "name" = $1', false],
    ['update "users_import_runs" set "status" = $1', false],
    ['delete from "audit_log" where "phone" = $1', false],
    ['insert into "project_tasks" ("id", "project_id", "title") values ($1, $2, $3)', true],
    ['insert into "project_members" ("project_id", "user_id", "role") values ($1, $2, $3)', true],
    ['update "project_tasks" set "sort" = case "id" when $1 then 0 end', true],
    ['delete from "projects" where "id" = $1', true],
    ['insert into "projects" ("id", "name") values ($1, $2)', false],
    ['insert into "project_comments" ("id", "body") values ($1, $2)', false],
  ])('%s → %s', (text, expected) => {
    expect(changesWatchedRows(text)).toBe(expected)
  })
})

describe.runIf(testDbKind === 'postgres')('committed changes on PostgreSQL', async () => {
  // vitest still runs a skipped suite's body to collect its tests: open nothing on SQLite.
  if (testDbKind !== 'postgres') return
  const dbh = await openTestDb({ seed: false })
  const { url, schema } = postgresConnectionOf(dbh)
  const other = openDb({ url, schema, poolMax: 2 })
  afterAll(async () => {
    await other.close()
    await dbh.close()
  })
  const now = () => new Date().toISOString()
  const counter = (changes = dbh.changes) => {
    const seen = { n: 0 }
    changes?.subscribe(() => {
      seen.n += 1
    })
    return seen
  }
  /** Waits until the count has not moved for 300 ms (at most 5 s). */
  const settled = async (seen: { n: number }) => {
    let last = -1
    let quietSince = Date.now()
    const started = Date.now()
    while (Date.now() - quietSince < 300 && Date.now() - started < 5000) {
      if (seen.n !== last) {
        last = seen.n
        quietSince = Date.now()
      }
      await new Promise((r) => setTimeout(r, 20))
    }
  }
  const until = async (check: () => boolean) => {
    for (let i = 0; i < 250 && !check(); i++) await new Promise((r) => setTimeout(r, 20))
    return check()
  }
  const addOrganization = (db = dbh.db, id = crypto.randomUUID()) =>
    db
      .insertInto('organizations')
      .values({ id, name: `机构 ${id.slice(0, 4)}`, kind: 'owner', logo: null, created_at: now(), updated_at: now() })
      .execute()
      .then(() => id)

  it('listens, and hears a change made by another process once it commits', async () => {
    expect(await until(() => Boolean(dbh.changes?.live && other.changes?.live))).toBe(true)
    const id = await addOrganization()
    const heard = counter()
    await other.db.updateTable('organizations').set({ name: '改名' }).where('id', '=', id).execute()
    expect(await until(() => heard.n > 0)).toBe(true)
  })

  it('tells its own process right after a commit, never for a rollback or a plain insert', async () => {
    const id = await addOrganization()
    const seen = counter(other.changes)
    const local = { n: 0, atCommit: -1 }
    other.changes?.subscribe(() => {
      local.n += 1
    })
    await other.db.transaction().execute(async (trx) => {
      await trx.updateTable('organizations').set({ name: '事务内' }).where('id', '=', id).execute()
      local.atCommit = local.n
    })
    // Inside the transaction nothing was reported; the commit reported at once (before any notice could arrive).
    expect(local.atCommit).toBe(0)
    expect(local.n).toBeGreaterThanOrEqual(1)
    // The database's own notice of that commit reaches this process's listener too; let it arrive first (on a busy
    // machine it can take longer than a fixed pause: a count read too early fails the check below).
    await settled(seen)
    const afterCommit = seen.n
    await other.db
      .transaction()
      .execute(async (trx) => {
        await trx.updateTable('organizations').set({ name: '回滚' }).where('id', '=', id).execute()
        throw new Error('roll back')
      })
      .catch(() => {})
    await addOrganization(other.db)
    await settled(seen)
    expect(seen.n).toBe(afterCommit)
  })

  it('returns from a change only once every listener of this process has heard it', async () => {
    const id = await addOrganization()
    // Each of the two handles has a listener here; a change through one must have reached the other's cache.
    for (let i = 0; i < 20; i++) {
      const seen = counter(dbh.changes)
      await other.db
        .updateTable('organizations')
        .set({ name: `改名 ${i}` })
        .where('id', '=', id)
        .execute()
      expect(seen.n, `change ${i}`).toBeGreaterThanOrEqual(1)
    }
    // Twenty commits, each waiting for its notice: on a machine busy copying test databases one can take a second.
  }, 60_000)

  it('does not wait for the listener of another database, which never hears this one’s notices', async () => {
    // Another test database in this process (tests run several apps at once): its listener is live beside ours.
    const elsewhere = await openTestDb({ seed: false })
    try {
      await until(() => elsewhere.changes?.live === true)
      const id = await addOrganization()
      const started = performance.now()
      for (let i = 0; i < 5; i++)
        await other.db
          .updateTable('organizations')
          .set({ name: `再改 ${i}` })
          .where('id', '=', id)
          .execute()
      // Waiting for the other database's listener would end only by the one-second timeout, five times over.
      expect(performance.now() - started).toBeLessThan(4000)
    } finally {
      await elsewhere.close()
    }
  }, 60_000)
})
