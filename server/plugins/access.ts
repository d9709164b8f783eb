import type { FastifyInstance } from 'fastify'
import { unauthorized } from '../errors.ts'

/**
 * Who may call a route. Deny by default: building the app fails if an API route does not say.
 * - public: anyone
 * - user: any signed-in, active user
 * - employee: a signed-in user of the firm (user_type_multi has employee or management)
 * - researcher: a signed-in researcher of the research desk or an administrator (authorization 'researcher' or 'admin')
 * - admin: a signed-in administrator (authorization === 'admin')
 * - loopback: only from the local machine (development tools)
 */
export type Access = 'public' | 'user' | 'employee' | 'researcher' | 'admin' | 'loopback'

/** The signed-in user as route handlers see it (set by the auth guard before the handler runs). */
export type AuthUser = {
  id: string
  username: string
  phone: string
  user_type: string
  user_type_multi: string[]
  organization_id: string | null
  authorization: Authorization | null
  organization_name?: string | null
  organization_kind?: string | null
  avatar?: string | null
  /** The session (JWT `jti`) this request belongs to. */
  session_id: string
}

/** What a user may do beyond their type: administer, or keep the research desk's figures (ADR 045). */
export const authorizations = ['admin', 'researcher'] as const
export type Authorization = (typeof authorizations)[number]

/** Researchers and administrators may propose and review figures of the research desk. */
export function isResearcher(user: { authorization: string | null }) {
  return user.authorization === 'researcher' || user.authorization === 'admin'
}

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
  interface FastifyRequest {
    /** Set on routes whose access is not public; routes with access 'public' must not rely on it. */
    user?: AuthUser
  }
}

export type DeclaredRoute = { method: string; url: string; access: Access }
const declared = new WeakMap<FastifyInstance, DeclaredRoute[]>()

export function requireAccessDeclarations(app: FastifyInstance) {
  const routes: DeclaredRoute[] = []
  declared.set(app, routes)
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`)
    }
    for (const method of [route.method].flat()) routes.push({ method, url: route.url, access: route.config.access })
  })
}

/** Every API route of the app with its access level, so tests can check each one (e.g. the admin matrix). */
export function declaredRoutes(app: FastifyInstance): readonly DeclaredRoute[] {
  return declared.get(app) ?? []
}

/** The signed-in user of a non-public route; the guard guarantees it, this makes the type say so. */
export function currentUser(request: { user?: AuthUser }): AuthUser {
  if (!request.user) throw unauthorized()
  return request.user
}
