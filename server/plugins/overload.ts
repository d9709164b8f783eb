import underPressure from '@fastify/under-pressure'
import type { FastifyInstance } from 'fastify'
import { envelope } from './errors.ts'

/**
 * Load shedding: when the event loop lags past the configured delay, new requests get 503 with Retry-After
 * at once instead of queueing until every request is slow. Liveness (/healthz) is always answered so an
 * overloaded process is not mistaken for a dead one.
 */
export async function registerOverloadShedding(app: FastifyInstance, maxEventLoopDelayMs: number) {
  if (maxEventLoopDelayMs <= 0) return
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    sampleInterval: 100,
    retryAfter: 2,
    pressureHandler: (request, reply) => {
      if (request.url === '/healthz') return
      reply.status(503).header('retry-after', '2').send(envelope('service_unavailable', '服务繁忙，请稍后重试'))
    },
  })
}
