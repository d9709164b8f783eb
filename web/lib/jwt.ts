/** Reading (never verifying: the server does that) the claims of the access JWT. */
export type TokenClaims = {
  sub?: string
  org?: string
  user_type_multi?: string[]
  exp?: number
  expire_time?: number
  [claim: string]: unknown
}

export function decodeClaims(token: string): TokenClaims | undefined {
  const payload = token.split('.')[1]
  if (!payload) return undefined
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/')
    const json = new TextDecoder().decode(Uint8Array.from(atob(base64), (c) => c.charCodeAt(0)))
    const claims: unknown = JSON.parse(json)
    return claims && typeof claims === 'object' ? (claims as TokenClaims) : undefined
  } catch {
    return undefined
  }
}

/**
 * The expiry in milliseconds, from `exp` or `expire_time` (docs/shell.md § Session). JWT times are seconds; a value
 * already past 10^12 can only be milliseconds, so it is taken as is.
 */
export function expiryMs(claims: TokenClaims): number | undefined {
  const raw = claims.exp ?? claims.expire_time
  if (typeof raw !== 'number' || !Number.isFinite(raw)) return undefined
  return raw < 1e12 ? raw * 1000 : raw
}

/** A token without a readable expiry counts as expired: it cannot be trusted to be current. */
export function isTokenExpired(token: string, nowMs: number): boolean {
  const claims = decodeClaims(token)
  const expiry = claims && expiryMs(claims)
  return expiry === undefined || expiry <= nowMs
}
