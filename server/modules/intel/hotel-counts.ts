import type { HotelFilter } from '#common/intel-schemas'
import type { Db } from '#server/db/database'
import { setBounded } from '#server/lib/bounded-map'

const TTL_MS = 30_000
const MAX_ENTRIES = 500
const byDb = new WeakMap<Db, Map<string, { at: number; n: number }>>()

/**
 * The number of hotels a filter matches, kept for 30 s per filter and database. Counting 100k rows takes
 * tens of milliseconds (the page itself under one), and paging or re-sorting a wall asks for the same filter
 * again and again. A change of hotel data clears it at once on this process, and on the others when they next read
 * the hotel data version (hotel-version.ts, within a second).
 */
export async function cachedCount(db: Db, filter: HotelFilter, count: () => Promise<number>, now = Date.now()) {
  let entries = byDb.get(db)
  if (!entries) {
    entries = new Map()
    byDb.set(db, entries)
  }
  const key = JSON.stringify([
    filter.q,
    filter.brand,
    filter.group,
    filter.city,
    filter.province,
    filter.positioning,
    filter.status,
  ])
  const hit = entries.get(key)
  if (hit && now - hit.at < TTL_MS) return hit.n
  const n = await count()
  setBounded(entries, key, { at: now, n }, MAX_ENTRIES)
  return n
}

export function forgetCounts(db: Db) {
  byDb.delete(db)
  answers.delete(db)
}

const answers = new WeakMap<Db, Map<string, { at: number; value: Promise<unknown> }>>()

/**
 * An answer kept for 30 s per database and key: the walls' rows and the hotel tallies, which every page of a wall
 * asks for again (a group-by over 100k hotels costs tens of milliseconds). Cleared with the counts.
 */
export function cachedAnswer<T>(db: Db, key: string, load: () => Promise<T>, now = Date.now()): Promise<T> {
  let entries = answers.get(db)
  if (!entries) {
    entries = new Map()
    answers.set(db, entries)
  }
  const hit = entries.get(key)
  if (hit && now - hit.at < TTL_MS) return hit.value as Promise<T>
  const value = load()
  entries.set(key, { at: now, value })
  // A failed load is not kept: the next request tries again.
  value.catch(() => entries.delete(key))
  return value
}

/** Hotels per brand, group or city (30-second cache). */
export function hotelTally(db: Db, column: 'brand_id' | 'group_id' | 'city_id') {
  return cachedAnswer(db, `tally:${column}`, async () => {
    const rows = await db
      .selectFrom('hotels')
      .select([`${column} as key`, (eb) => eb.fn.countAll().as('n')])
      .groupBy(column)
      .execute()
    return new Map(rows.map((r) => [String(r.key), Number(r.n)]))
  })
}
