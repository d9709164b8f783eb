import type { FastifyInstance } from 'fastify'
import { envelope } from '#server/plugins/errors'

const READY_TIMEOUT_MS = 1500

/** /healthz: the process is alive. /readyz: the database answers; a load balancer stops sending traffic otherwise. */
export async function healthRoutes(app: FastifyInstance) {
  app.get('/healthz', { config: { access: 'public' } }, async () => ({ data: { status: 'ok' } }))

  app.get('/readyz', { config: { access: 'public' } }, async (request, reply) => {
    if (app.isDraining()) {
      return reply.status(503).header('retry-after', '2').send(envelope('service_unavailable', '服务正在停止'))
    }
    try {
      await withTimeout(app.deps.dbh.ping(), READY_TIMEOUT_MS)
      return { data: { status: 'ready', database: app.deps.dbh.kind } }
    } catch (error) {
      request.log.warn({ err: error }, 'readiness check failed')
      return reply.status(503).header('retry-after', '2').send(envelope('service_unavailable', '数据库不可用'))
    }
  })
}

function withTimeout<T>(promise: Promise<T>, ms: number) {
  return new Promise<T>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`timed out after ${ms} ms`)), ms)
    promise.then(resolve, reject).finally(() => clearTimeout(timer))
  })
}
