import type { FastifyInstance } from 'fastify'
import { projectFileRoutes } from './file-routes.ts'
import { projectPickerRoutes } from './picker-routes.ts'
import { projectRoutes } from './routes.ts'
import { projectWorkRoutes } from './work-routes.ts'

/** Every project endpoint, registered under /api/v1 with one line in app.ts. */
export async function projectsModule(app: FastifyInstance) {
  await app.register(projectRoutes)
  await app.register(projectWorkRoutes)
  await app.register(projectFileRoutes)
  await app.register(projectPickerRoutes)
}
