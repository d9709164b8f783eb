import helmet from '@fastify/helmet'
import type { FastifyInstance } from 'fastify'

/**
 * Strict headers on every answer. Scripts only from our own origin (no inline script anywhere, the loading
 * overlay included); styles allow inline because antd's CSS-in-JS writes <style> tags at run time.
 */
export async function registerSecurityHeaders(app: FastifyInstance) {
  await app.register(helmet, {
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
  app.addHook('onSend', async (request, reply) => {
    if (request.url.startsWith('/api/') && request.headers.authorization) {
      reply.header('cache-control', 'no-store')
    }
  })
}
