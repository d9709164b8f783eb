import type { FastifyInstance, FastifyRequest } from 'fastify'
import fp from 'fastify-plugin'
import { keptRows } from '../db/kept-rows.ts'
import { forbidden, unauthorized } from '../errors.ts'
import { isoAt } from '../lib/clock.ts'
import { sessionExpired } from '../modules/auth/auth-errors.ts'
import { findSessionUser, personOf, type SessionUserRow } from '../modules/auth/queries.ts'
import { verifiedTokenCache } from '../modules/auth/token-cache.ts'
import { type JwtKey, jwtKey, verifyAccessToken } from '../modules/auth/tokens.ts'
import { type Access, type AuthUser, isResearcher } from './access.ts'

const LOOPBACK = new Set(['127.0.0.1', '::1', '::ffff:127.0.0.1'])

/**
 * Enforces each route's `config.access`. For signed-in levels it verifies the Bearer JWT, then loads the
 * session and user on every request, so a logout or a disabled account takes effect on the very next request.
 * That row may come from a cache that every committed change to a watched table empties (server/db/kept-rows.ts):
 * in this process at once, in others when PostgreSQL's notice arrives or, on a SQLite file, at their next request.
 */
export const authGuard = fp(
  async (app: FastifyInstance) => {
    const key = jwtKey(app.deps.config.jwtSecret)
    const verified = verifiedTokenCache()
    const sessions = keptRows<SessionUserRow>(app.deps.dbh.changes)
    // Declaring the property up front keeps request objects one shape (Fastify's advice for decorators).
    app.decorateRequest('user', undefined)
    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config?.access
      if (!access || access === 'public') return
      if (access === 'loopback') {
        if (!LOOPBACK.has(request.ip)) throw forbidden('仅允许本机访问')
        return
      }
      request.user = await authenticate(app, key, verified, sessions, request)
      if (!allowed(request.user, access)) throw forbidden()
    })
  },
  { name: 'auth-guard' },
)

export function isEmployee(user: AuthUser) {
  return (
    user.user_type === 'hm_employee' ||
    user.user_type_multi.includes('employee') ||
    user.user_type_multi.includes('management')
  )
}

function allowed(user: AuthUser, access: Access) {
  if (access === 'admin') return user.authorization === 'admin'
  if (access === 'researcher') return isResearcher(user)
  if (access === 'employee') return isEmployee(user)
  return true
}

async function authenticate(
  app: FastifyInstance,
  key: JwtKey,
  cache: ReturnType<typeof verifiedTokenCache>,
  sessions: ReturnType<typeof keptRows<SessionUserRow>>,
  request: FastifyRequest,
): Promise<AuthUser> {
  const header = request.headers.authorization
  if (!header?.startsWith('Bearer ')) throw unauthorized()
  const token = header.slice(7).trim()
  const nowMs = app.deps.clock.now()
  let claims = cache.get(token, nowMs)
  if (!claims) {
    const verified = await verifyAccessToken(key, token, nowMs)
    if (!verified.ok) throw verified.expired ? sessionExpired() : unauthorized()
    claims = verified.claims
    cache.set(token, claims)
  }
  const { jti } = claims
  const row = await sessions.get(jti, () => findSessionUser(app.deps.dbh.db, jti))
  if (!row || row.user_id !== claims.sub) throw unauthorized()
  if (row.revoked_at || row.expires_at <= isoAt(nowMs) || row.status !== 'active') throw sessionExpired()
  return {
    id: row.user_id,
    ...personOf(row),
    authorization: row.authorization === 'admin' || row.authorization === 'researcher' ? row.authorization : null,
    avatar: row.avatar,
    session_id: claims.jti,
  }
}

/** The signed-in user of a non-public route; handlers call this instead of checking `request.user` themselves. */
export function userOf(request: FastifyRequest): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}
