import { createHmac, timingSafeEqual } from 'node:crypto'

/** How long a signed document link works. Short: it is fetched right before the click. */
export const SIGNED_LINK_TTL_MS = 10 * 60 * 1000

export type LinkClaims = { projectId: string; fileId: string; userId: string; expiresMs: number; inline: boolean }

/** A key of its own for links, derived from the app secret, so a link signature can never pass as a token. */
export function linkKey(secret: string) {
  return createHmac('sha256', secret).update('project-file-links/v1').digest()
}

function signature(key: Buffer, c: LinkClaims) {
  const payload = [c.projectId, c.fileId, c.userId, String(c.expiresMs), c.inline ? '1' : '0'].join('\n')
  return createHmac('sha256', key).update(payload).digest('base64url')
}

export function signedLinkUrl(key: Buffer, claims: LinkClaims) {
  const query = new URLSearchParams({
    p: claims.projectId,
    u: claims.userId,
    exp: String(claims.expiresMs),
    d: claims.inline ? '1' : '0',
    sig: signature(key, claims),
  })
  return `/api/v1/project-files/${claims.fileId}?${query}`
}

/** 'tampered' for any change to the link, 'expired' once its time has passed (checked after the signature). */
export function checkLink(key: Buffer, claims: LinkClaims, sig: string, nowMs: number): 'ok' | 'tampered' | 'expired' {
  const expected = Buffer.from(signature(key, claims))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered'
  if (nowMs >= claims.expiresMs) return 'expired'
  return 'ok'
}
