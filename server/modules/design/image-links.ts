import { createHmac, timingSafeEqual } from 'node:crypto'

const HOUR_MS = 60 * 60 * 1000

/** A key of its own for gallery image links, derived from the app secret, so it never signs anything else. */
export function imageLinkKey(secret: string) {
  return createHmac('sha256', secret).update('design-case-images/v1').digest()
}

function signature(key: Buffer, fileId: string, expiresMs: number) {
  return createHmac('sha256', key).update(`${fileId}\n${expiresMs}`).digest('base64url')
}

/**
 * `<img src>` cannot send the bearer token, so the gallery answer carries signed image links. The expiry is
 * rounded up to a whole hour plus one, so every answer within the hour gives the same URL and the browser
 * cache works; a link lives one to two hours.
 */
export function caseImageUrl(key: Buffer, fileId: string, nowMs: number) {
  const expiresMs = (Math.floor(nowMs / HOUR_MS) + 2) * HOUR_MS
  return `/api/v1/design/case-images/${fileId}?exp=${expiresMs}&sig=${signature(key, fileId, expiresMs)}`
}

export function checkImageLink(key: Buffer, fileId: string, expiresMs: number, sig: string, nowMs: number) {
  const expected = Buffer.from(signature(key, fileId, expiresMs))
  const given = Buffer.from(sig)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return 'tampered'
  return nowMs >= expiresMs ? 'expired' : 'ok'
}
