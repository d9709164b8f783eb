import { setBounded } from './bounded-map.ts'

/** A cached answer is dropped after this long even if its version never moved (ADR 033). */
export const ANSWER_TTL_MS = 60_000

/**
 * Answers already checked against their response schema and encoded, by a key that changes whenever what they
 * show changes (a version, an update time), so a stale entry is never looked up again (ADR 033). The lifetime
 * only bounds what a change made outside the API can leave behind; the oldest entry goes first when full.
 */
export function answerCache(maxEntries = 500, ttlMs = ANSWER_TTL_MS) {
  const entries = new Map<string, { body: Buffer; expiresAt: number }>()
  return {
    get(key: string, nowMs: number) {
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expiresAt > nowMs) return hit.body
      entries.delete(key)
      return undefined
    },
    put(key: string, nowMs: number, body: Buffer) {
      setBounded(entries, key, { body, expiresAt: nowMs + ttlMs }, maxEntries)
      return body
    },
    get size() {
      return entries.size
    },
  }
}
