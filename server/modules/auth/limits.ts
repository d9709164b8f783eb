import type { Redis } from 'ioredis'
import { type CompiledQuery, PostgresAdapter, type RawBuilder, sql } from 'kysely'
import type { Db } from '#server/db/database'
import { runGuarded } from '#server/db/guarded-steps'

/** One hit on a fixed window that starts at the first hit: how many hits so far and when the window ends. */
export type Hit = { count: number; resetAt: number }

/**
 * Rate-limit counters shared by every app process: in the database by default, in Redis when REDIS_URL is set.
 * `now` comes from the app clock so tests control time on both stores.
 */
export interface CounterStore {
  /**
   * Counts one hit. `whenShared: 'required'` means the limit must hold across processes: when the shared store
   * cannot be reached the hit throws CountersUnavailable instead of counting locally (login code sending fails
   * closed). Other limits fall back to the process's own memory.
   */
  hit(key: string, windowMs: number, now: number, whenShared?: 'required' | 'preferred'): Promise<Hit>
  reset(keys: string[]): Promise<void>
  /** True when the counters live in the app's database (so they can join its transactions). */
  readonly inDatabase: boolean
}

/** The shared counter store cannot be reached and the limit may not be counted per process. */
export class CountersUnavailable extends Error {
  constructor(cause: unknown) {
    super('shared rate-limit store unavailable', { cause })
    this.name = 'CountersUnavailable'
  }
}

/**
 * One hit as one upsert: atomic on SQLite and PostgreSQL, so parallel requests never both see a fresh window.
 * Answers the row's count and reset_at. The same window rule is in the Redis script below and in PostgreSQL's
 * hic_hit_limits (migration 0104): change them together.
 */
export function hitQuery(db: Db, key: string, windowMs: number, now: number) {
  return db
    .insertInto('rate_limits')
    .values({ key, count: 1, reset_at: now + windowMs })
    .onConflict((oc) =>
      oc.column('key').doUpdateSet({
        count: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
        reset_at: sql`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
      }),
    )
    .returning(['count', 'reset_at'])
}

export type Limit = { key: string; windowMs: number; max: number }

/** Which limit refused (its index) and when its window ends; null when every limit let the hit through. */
export type Refusal = { index: number; resetAt: number } | null

/** The limits' outcome and, when none refused, the first row the rest of the transaction answered. */
export type LimitsOutcome<R> = { refusal: Refusal; answer: R | undefined }

/**
 * Counts hits on the limits in the database, in order, stopping after the first one over its max (the hits up to it
 * stay counted, nothing after it runs), and when none refuses runs `then`: all in one transaction.
 * - PostgreSQL: one statement. `then.postgres` is a list of CTEs that follow `h` (the limits) and read `refused`
 *   from it to do nothing after a refusal; the last is named `answer`, and its first row is answered.
 * - SQLite: a guarded transaction the worker thread runs from one message; `then.sqlite` are its last steps, and the
 *   last step's first row is answered.
 * Each side of `then` is built only when its database runs it.
 */
export async function hitLimitsThen<R extends object>(
  db: Db,
  limits: Limit[],
  now: number,
  then: { sqlite: () => CompiledQuery[]; postgres: () => RawBuilder<unknown> },
): Promise<LimitsOutcome<R>> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    const { rows } = await sql<{ step: number; window_end: string; refused: boolean; answer: R | null }>`
      with h as (
        select * from hic_hit_limits(
          ${limits.map((l) => l.key)}::text[], ${limits.map((l) => l.windowMs)}::bigint[],
          ${limits.map((l) => l.max)}::bigint[], ${now}::bigint)
      ), ${then.postgres()}
      select h.step, h.window_end, h.refused, (select to_json(a) from answer a limit 1) as answer
      from h order by h.step`.execute(db)
    const refusing = rows.find((r) => r.refused)
    if (refusing) return { refusal: { index: refusing.step, resetAt: Number(refusing.window_end) }, answer: undefined }
    return { refusal: null, answer: rows[0]?.answer ?? undefined }
  }
  const { rows, stoppedAt } = await runGuarded(db, [
    ...limits.map((l) => ({
      query: hitQuery(db, l.key, l.windowMs, now).compile(),
      stopAbove: { column: 'count', max: l.max },
    })),
    ...then.sqlite().map((query) => ({ query })),
  ])
  if (stoppedAt !== null)
    return { refusal: { index: stoppedAt, resetAt: Number(rows[stoppedAt]?.[0]?.reset_at) }, answer: undefined }
  return { refusal: null, answer: rows.at(-1)?.[0] as R | undefined }
}

export function dbCounterStore(db: Db): CounterStore {
  return {
    inDatabase: true,
    async hit(key, windowMs, now) {
      const row = await hitQuery(db, key, windowMs, now).executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Number(row.reset_at) }
    },
    async reset(keys) {
      if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute()
    },
  }
}

// Same window logic as the database store; the key's own TTL only cleans up.
const HIT_SCRIPT = `
local now = tonumber(ARGV[1])
local win = tonumber(ARGV[2])
local v = redis.call('HMGET', KEYS[1], 'c', 'r')
local c = tonumber(v[1])
local r = tonumber(v[2])
if (not c) or (not r) or r <= now then
  c = 1
  r = now + win
else
  c = c + 1
end
redis.call('HSET', KEYS[1], 'c', c, 'r', r)
redis.call('PEXPIRE', KEYS[1], win)
return {c, tostring(r)}
`

/**
 * Counters in Redis. While Redis is unreachable (the client must be built with enableOfflineQueue: false so
 * commands fail at once instead of queueing), 'required' limits throw CountersUnavailable and the others count
 * in this process's memory until Redis is back.
 */
export function redisCounterStore(redis: Redis, prefix: string, onFallback?: (error: unknown) => void): CounterStore {
  const local = memoryCounterStore()
  return {
    inDatabase: false,
    async hit(key, windowMs, now, whenShared = 'preferred') {
      try {
        const [count, resetAt] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rl:${key}`, now, windowMs)) as [
          number,
          string,
        ]
        return { count: Number(count), resetAt: Number(resetAt) }
      } catch (error) {
        if (whenShared === 'required') throw new CountersUnavailable(error)
        onFallback?.(error)
        return local.hit(key, windowMs, now)
      }
    },
    async reset(keys) {
      await local.reset(keys)
      if (keys.length > 0) await redis.del(...keys.map((k) => `${prefix}rl:${k}`))
    },
  }
}

const MEMORY_MAX_KEYS = 50_000

/** Fixed windows in this process's memory: the fallback while the shared store is away. */
export function memoryCounterStore(): CounterStore {
  const windows = new Map<string, Hit>()
  return {
    inDatabase: false,
    async hit(key, windowMs, now) {
      const current = windows.get(key)
      if (current && current.resetAt > now) {
        current.count += 1
        return { ...current }
      }
      if (windows.size >= MEMORY_MAX_KEYS) {
        for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k)
        if (windows.size >= MEMORY_MAX_KEYS) windows.delete(windows.keys().next().value as string)
      }
      const fresh = { count: 1, resetAt: now + windowMs }
      windows.set(key, fresh)
      return { ...fresh }
    },
    async reset(keys) {
      for (const key of keys) windows.delete(key)
    },
  }
}
