import type { FastifyInstance } from 'fastify'
import { procurementRoutes } from './routes.ts'

/** Every procurement endpoint, registered under /api/v1 with one line in app.ts. */
export async function procurementModule(app: FastifyInstance) {
  await app.register(procurementRoutes)
}
