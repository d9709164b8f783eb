import { describe, expect, it } from 'vitest'
import { decodeClaims, expiryMs, isTokenExpired } from './jwt.ts'

const token = (claims: Record<string, unknown>) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/=+$/, '')}.s`

describe('JWT expiry', () => {
  it('takes exp in seconds and compares in milliseconds', () => {
    expect(expiryMs({ exp: 1_800_000_000 })).toBe(1_800_000_000_000)
    expect(isTokenExpired(token({ exp: 1_800_000_000 }), 1_800_000_000_000 - 1)).toBe(false)
    expect(isTokenExpired(token({ exp: 1_800_000_000 }), 1_800_000_000_000)).toBe(true)
  })

  it('takes expire_time when exp is missing, in seconds or already in milliseconds', () => {
    expect(expiryMs({ expire_time: 1_800_000_000 })).toBe(1_800_000_000_000)
    expect(expiryMs({ expire_time: 1_800_000_000_123 })).toBe(1_800_000_000_123)
  })

  it('treats a token without a readable expiry, or garbage, as expired', () => {
    expect(isTokenExpired(token({ sub: 'u1' }), 0)).toBe(true)
    expect(isTokenExpired('not-a-token', 0)).toBe(true)
    expect(isTokenExpired('a.%%%.c', 0)).toBe(true)
    expect(decodeClaims(token({ user_type_multi: ['owner'], org: 'o1' }))).toMatchObject({ org: 'o1' })
  })

  it('reads claims with Chinese text', () => {
    expect(decodeClaims(token({ exp: 1, name: '酒店' }))?.name).toBe('酒店')
  })
})
