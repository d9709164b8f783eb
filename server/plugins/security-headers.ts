import type { IncomingMessage, ServerResponse } from 'node:http'
import type { FastifyInstance } from 'fastify'
import helmet from 'helmet'

/**
 * Strict headers on every answer. Scripts only from our own origin (no inline script anywhere, the loading
 * overlay included); styles allow inline because antd's CSS-in-JS writes <style> tags at run time.
 *
 * The policy has no nonces, so helmet computes the header set once at start; @fastify/helmet rebuilt it from the
 * options on every request, a seventh of the CPU of a small API answer (docs/archive/capacity-log.md).
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  const headers = staticHeaders({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        workerSrc: ["'self'", 'blob:'],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    crossOriginEmbedderPolicy: false,
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: false,
  })
  app.addHook('onRequest', (_request, reply, done) => {
    reply.headers(headers)
    done()
  })
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && request.headers.authorization) {
      reply.header('cache-control', 'no-store')
    }
  })
}

/** The headers helmet's middleware writes for these options, collected once. */
function staticHeaders(options: Parameters<typeof helmet>[0]) {
  const headers: Record<string, string> = {}
  const response = {
    setHeader: (name: string, value: string) => {
      headers[name.toLowerCase()] = value
    },
    removeHeader: (name: string) => {
      delete headers[name.toLowerCase()]
    },
  }
  helmet(options)({} as IncomingMessage, response as unknown as ServerResponse, (error?: unknown) => {
    if (error) throw error
  })
  return headers
}
