import type { Socket } from 'node:net'
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
 * Graceful shutdown without lost requests. Once draining, /readyz says not ready (the load balancer stops
 * routing here) and every answer carries `Connection: close`, so each client leaves its keep-alive socket
 * after the response it is waiting for instead of sending into a socket we are about to close.
 * The drain ends when no request is in flight and every connection is gone, or idle past a short grace.
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
