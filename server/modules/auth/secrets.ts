import { createHash, createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto'

/** A 6-digit code from the CSPRNG (randomInt is uniform, no modulo bias). */
export function newLoginCode(): string {
  return String(randomInt(0, 1_000_000)).padStart(6, '0')
}

/** The key for code hashes is derived from the server secret so a leaked database alone cannot test codes. */
export function codeHashKey(serverSecret: string): Buffer {
  return createHmac('sha256', serverSecret).update('hic:login-code:v1').digest()
}

/** Keyed hash of a code, bound to its phone so a hash cannot be replayed for another number. */
export function hashLoginCode(key: Buffer, phone: string, code: string): string {
  return createHmac('sha256', key).update(`${phone}:${code}`).digest('hex')
}

export function sameHash(a: string, b: string): boolean {
  const left = Buffer.from(a, 'hex')
  const right = Buffer.from(b, 'hex')
  return left.length === right.length && timingSafeEqual(left, right)
}

/** Opaque refresh token: 256 random bits. */
export function newRefreshToken(): string {
  return randomBytes(32).toString('base64url')
}

/** A refresh token has 256 bits of entropy, so a plain SHA-256 is enough to store it safely. */
export function hashRefreshToken(token: string): string {
  return createHash('sha256').update(token).digest('hex')
}
