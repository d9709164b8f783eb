import { setBounded } from '../lib/bounded-map.ts'
import type { RowChanges } from './row-changes.ts'

/**
 * Rows of the watched tables (row-changes.ts) kept between requests where the database reports every committed
 * change to them (PostgreSQL, row-changes.ts) or lets each be looked for (SQLite, sqlite-changes.ts): the session
 * guard's rows (session, user, organization) and the topic and data page rows whose versions key the cached answers
 * (ADR 033). Any change drops all of them: changes are rare next to reads, and a whole-cache drop needs no knowledge
 * of which kept row a change touches. Without change reports, or while the report connection is down, every request reads
 * the database.
 *
 * A read that was under way when a change arrived is not kept (the generation moved), so the cache never holds a
 * row older than the last change it heard of. Expiry and revocation are still checked on every request by the
 * guard, on the kept row.
 */
export function keptRows<Row>(changes: RowChanges | undefined, maxEntries = 10_000) {
  const rows = new Map<string, Row>()
  let generation = 0
  changes?.subscribe(() => {
    generation += 1
    rows.clear()
  })
  return {
    /** The kept row, else what `read` answers (kept when it is a row); a read that throws keeps nothing. */
    async get<R extends Row | undefined>(key: string, read: () => Promise<R>): Promise<R> {
      if (!changes?.live) return read()
      changes.check?.()
      const kept = rows.get(key)
      if (kept) return kept as R
      const started = generation
      const row = await read()
      changes.check?.()
      if (row && changes.live && generation === started) setBounded(rows, key, row, maxEntries)
      return row
    },
  }
}
