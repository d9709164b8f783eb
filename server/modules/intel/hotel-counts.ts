import type { HotelFilter } from '../../../common/intel-schemas.ts'
import type { Db } from '../../db/database.ts'
import { setBounded } from '../../lib/bounded-map.ts'

const TTL_MS = 30_000
const MAX_ENTRIES = 500
const byDb = new WeakMap<Db, Map<string, { at: number; n: number }>>()

/**
 * The number of hotels a filter matches, kept for 30 s per filter and database. Counting 100k rows takes
 * tens of milliseconds (the page itself under one), and paging or re-sorting a wall asks for the same filter
 * again and again. An import on this process clears it at once; other processes catch up within 30 s.
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
}
