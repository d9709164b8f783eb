import type { Redis } from 'ioredis'
import { sql } from 'kysely'
import type { Db } from '../../db/database.ts'

/** One hit on a fixed window that starts at the first hit: how many hits so far and when the window ends. */
export type Hit = { count: number; resetAt: number }

/**
 * Rate-limit counters shared by every app process: in the database by default, in Redis when REDIS_URL is set.
 * `now` comes from the app clock so tests control time on both stores.
 */
export interface CounterStore {
  hit(key: string, windowMs: number, now: number): Promise<Hit>
  reset(keys: string[]): Promise<void>
}

export function dbCounterStore(db: Db): CounterStore {
  return {
    async hit(key, windowMs, now) {
      // One upsert: atomic on SQLite and PostgreSQL, so parallel requests never both see a fresh window.
      const row = await db
        .insertInto('rate_limits')
        .values({ key, count: 1, reset_at: now + windowMs })
        .onConflict((oc) =>
          oc.column('key').doUpdateSet({
            count: sql`case when rate_limits.reset_at <= ${now} then 1 else rate_limits.count + 1 end`,
            reset_at: sql`case when rate_limits.reset_at <= ${now} then ${now + windowMs} else rate_limits.reset_at end`,
          }),
        )
        .returning(['count', 'reset_at'])
        .executeTakeFirstOrThrow()
      return { count: Number(row.count), resetAt: Number(row.reset_at) }
    },
    async reset(keys) {
      if (keys.length > 0) await db.deleteFrom('rate_limits').where('key', 'in', keys).execute()
    },
  }
}

/** Drops windows that ended long ago so the table does not grow without bound. */
export async function pruneCounters(db: Db, now: number) {
  await db
    .deleteFrom('rate_limits')
    .where('reset_at', '<', now - 60_000)
    .execute()
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

export function redisCounterStore(redis: Redis, prefix: string): CounterStore {
  return {
    async hit(key, windowMs, now) {
      const [count, resetAt] = (await redis.eval(HIT_SCRIPT, 1, `${prefix}rl:${key}`, now, windowMs)) as [
        number,
        string,
      ]
      return { count: Number(count), resetAt: Number(resetAt) }
    },
    async reset(keys) {
      if (keys.length > 0) await redis.del(...keys.map((k) => `${prefix}rl:${k}`))
    },
  }
}
