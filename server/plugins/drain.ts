import { Server, type Socket } from 'node:net'
import type { FastifyInstance } from 'fastify'

declare module 'fastify' {
  interface FastifyInstance {
    /** Starts a graceful drain; resolves once clients have left (or the timeout passes). */
    drain: (timeoutMs: number) => Promise<void>
    isDraining: () => boolean
  }
}

/** How long idle keep-alive connections may stay before the app closes them anyway. */
const IDLE_GRACE_MS = 1000
const POLL_MS = 20

/**
 * Graceful shutdown without lost requests. Once draining, /readyz says not ready, the process stops accepting
 * connections (a new one is refused, which a proxy sends to another process whatever its method, since nothing
 * was sent), and every answer carries `Connection: close`, so each client leaves its keep-alive socket after the
 * response it is waiting for instead of sending into a socket we are about to close.
 * The drain ends when no request is in flight and every connection is gone, or idle past a short grace.
 *
 * Stopping to listen at once rather than at the end matters under traffic: closing the server later cuts the
 * connections it has accepted but not yet read, and Fastify answers requests read after its close with 503,
 * which a proxy retries only for idempotent methods. What remains is the kernel's: a connection completed in the
 * very instant the listener closes is reset (docs/deployment.md, Upgrades).
 */
export function registerDrain(app: FastifyInstance) {
  let draining = false
  let inFlight = 0
  const sockets = new Set<Socket>()

  app.server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  app.addHook('onRequest', async () => {
    inFlight++
  })
  app.addHook('onSend', async (_request, reply) => {
    if (draining) reply.header('connection', 'close')
  })
  app.addHook('onResponse', async () => {
    inFlight--
  })
  // Fastify requires exactly one parameter on an async onRequestAbort hook.
  app.addHook('onRequestAbort', async (_request) => {
    inFlight--
  })

  app.decorate('isDraining', () => draining)
  app.decorate('drain', (timeoutMs: number) => {
    draining = true
    // The listener only: http.Server#close would also end connections accepted and not yet read. Fastify's own
    // close afterwards ends what is left and accepts a server that no longer listens.
    if (app.server.listening) Server.prototype.close.call(app.server)
    const started = Date.now()
    return new Promise<void>((resolve) => {
      const check = () => {
        const elapsed = Date.now() - started
        const settled = inFlight === 0 && (sockets.size === 0 || elapsed >= IDLE_GRACE_MS)
        if (settled || elapsed >= timeoutMs) return resolve()
        setTimeout(check, POLL_MS)
      }
      check()
    })
  })
}
