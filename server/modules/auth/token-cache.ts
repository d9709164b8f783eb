import { setBounded } from '#server/lib/bounded-map'
import type { AccessClaims } from './tokens.ts'

/**
 * Verified access tokens by their exact text. A token that verified once stays valid (same key, same bytes)
 * until its `exp`, so repeating the HMAC check on every request buys nothing; expiry is still checked on each
 * use, and the session and user are still loaded per request so revocation is immediate.
 */
export function verifiedTokenCache(maxEntries = 10_000) {
  const entries = new Map<string, AccessClaims>()
  return {
    get(token: string, nowMs: number): AccessClaims | undefined {
      const claims = entries.get(token)
      if (!claims) return undefined
      if (claims.exp * 1000 <= nowMs) {
        entries.delete(token)
        return undefined
      }
      return claims
    },
    set(token: string, claims: AccessClaims) {
      setBounded(entries, token, claims, maxEntries)
    },
  }
}
