import type { FastifyInstance } from 'fastify'

/**
 * Who may call a route. Deny by default: building the app fails if an API route does not say.
 * - public: anyone
 * - user: any signed-in, active user
 * - employee: a signed-in user of the firm (user_type_multi has employee or management)
 * - admin: a signed-in administrator (authorization === 'admin')
 * - loopback: only from the local machine (development tools)
 */
export type Access = 'public' | 'user' | 'employee' | 'admin' | 'loopback'

declare module 'fastify' {
  interface FastifyContextConfig {
    access?: Access
  }
}

export function requireAccessDeclarations(app: FastifyInstance) {
  app.addHook('onRoute', (route) => {
    if (!route.url.startsWith('/api/') || route.method === 'HEAD') return
    if (!route.config?.access) {
      throw new Error(`Route ${String(route.method)} ${route.url} does not declare config.access`)
    }
  })
}
