import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { envelope } from './errors.ts'

export type OverloadLimits = {
  /** Shed while the event loop lags past this (the process is short of CPU); 0 turns it off. */
  maxEventLoopDelayMs: number
  /** Shed while this many requests are already in flight (they queue for the database); 0 turns it off. */
  maxInFlight: number
}

const shed = (reply: FastifyReply) =>
  reply.status(503).header('retry-after', '2').send(envelope('service_unavailable', '服务繁忙，请稍后重试'))

/**
 * Load shedding: past capacity, new requests get 503 with Retry-After at once instead of queueing until every
 * request is slow. Two signals: event-loop lag (CPU-bound, e.g. SQLite) and requests in flight (waiting on
 * the database pool, e.g. PostgreSQL), which bounds the time an accepted request can spend queued.
 * Liveness (/healthz) is always answered so an overloaded process is not mistaken for a dead one.
 */
export async function registerOverloadShedding(app: FastifyInstance, limits: OverloadLimits) {
  if (limits.maxInFlight > 0) limitInFlight(app, limits.maxInFlight)
  if (limits.maxEventLoopDelayMs <= 0) return
  await app.register(underPressure, {
    maxEventLoopDelay: limits.maxEventLoopDelayMs,
    // The mean lag over half a second: short stalls (a GC, a burst) do not shed a whole window of requests.
    sampleInterval: 500,
    retryAfter: 2,
    pressureHandler: (request, reply) => {
      if (request.url === '/healthz') return
      shed(reply)
    },
  })
}

function limitInFlight(app: FastifyInstance, max: number) {
  let inFlight = 0
  app.addHook('onRequest', async (request, reply) => {
    if (request.url === '/healthz') return
    if (inFlight >= max) return shed(reply)
    inFlight++
    // 'close' fires once whether the answer went out or the client went away first.
    reply.raw.once('close', () => {
      inFlight--
    })
  })
}
