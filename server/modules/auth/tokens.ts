import { errors as joseErrors, jwtVerify, SignJWT } from 'jose'

export const JWT_ISSUER = 'hotel-industry-cloud'
export const JWT_AUDIENCE = 'hotel-industry-cloud-web'
/** The one algorithm accepted: anything else (none, HS512, RS256 …) fails verification. */
const ALGORITHM = 'HS256'

export type AccessClaims = {
  sub: string
  jti: string
  org: string | null
  user_type_multi: string[]
  exp: number
}

export type JwtKey = Uint8Array

export function jwtKey(secret: string): JwtKey {
  return new TextEncoder().encode(secret)
}

export async function signAccessToken(
  key: JwtKey,
  claims: { sub: string; jti: string; org: string | null; user_type_multi: string[] },
  nowMs: number,
  expiresAtMs: number,
): Promise<string> {
  return new SignJWT({ org: claims.org, user_type_multi: claims.user_type_multi })
    .setProtectedHeader({ alg: ALGORITHM, typ: 'JWT' })
    .setSubject(claims.sub)
    .setJti(claims.jti)
    .setIssuer(JWT_ISSUER)
    .setAudience(JWT_AUDIENCE)
    .setIssuedAt(Math.floor(nowMs / 1000))
    .setExpirationTime(Math.floor(expiresAtMs / 1000))
    .sign(key)
}

export type VerifyResult = { ok: true; claims: AccessClaims } | { ok: false; expired: boolean }

/** Verifies signature, algorithm, issuer, audience and expiry against the app clock. */
export async function verifyAccessToken(key: JwtKey, token: string, nowMs: number): Promise<VerifyResult> {
  try {
    const { payload } = await jwtVerify(token, key, {
      algorithms: [ALGORITHM],
      issuer: JWT_ISSUER,
      audience: JWT_AUDIENCE,
      currentDate: new Date(nowMs),
      requiredClaims: ['sub', 'jti', 'exp'],
      clockTolerance: 0,
    })
    if (typeof payload.sub !== 'string' || typeof payload.jti !== 'string' || typeof payload.exp !== 'number') {
      return { ok: false, expired: false }
    }
    return {
      ok: true,
      claims: {
        sub: payload.sub,
        jti: payload.jti,
        exp: payload.exp,
        org: typeof payload.org === 'string' ? payload.org : null,
        user_type_multi: Array.isArray(payload.user_type_multi) ? (payload.user_type_multi as string[]) : [],
      },
    }
  } catch (error) {
    return { ok: false, expired: error instanceof joseErrors.JWTExpired }
  }
}
