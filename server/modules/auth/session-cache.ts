import type { RowChanges } from '../../db/row-changes.ts'
import { setBounded } from '../../lib/bounded-map.ts'

/**
 * The session guard's rows (session, user, organization) kept between requests where the database reports every
 * committed change to them (PostgreSQL, server/db/row-changes.ts) or lets each be looked for (SQLite,
 * server/db/sqlite-changes.ts). Any change drops all of them: changes are rare
 * next to reads, and a whole-cache drop needs no knowledge of which session a user or organization touches.
 * Without change reports, or while the report connection is down, every request reads the database, as before.
 *
 * A read that was under way when a change arrived is not kept (the generation moved), so the cache never holds a
 * row older than the last change it heard of. Expiry and revocation are still checked on every request by the
 * guard, on the kept row.
 */
export function sessionRowCache<Row>(changes: RowChanges | undefined, maxEntries = 10_000) {
  const rows = new Map<string, Row>()
  let generation = 0
  changes?.subscribe(() => {
    generation += 1
    rows.clear()
  })
  return {
    async get(sessionId: string, read: () => Promise<Row | undefined>): Promise<Row | undefined> {
      if (!changes?.live) return read()
      changes.check?.()
      const kept = rows.get(sessionId)
      if (kept) return kept
      const started = generation
      const row = await read()
      changes.check?.()
      if (row && changes.live && generation === started) setBounded(rows, sessionId, row, maxEntries)
      return row
    },
  }
}
