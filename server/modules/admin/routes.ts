import type { FastifyInstance } from 'fastify'
import type { Storage } from '../files/storage.ts'
import { auditRoutes } from './audit-routes.ts'
import { organizationRoutes } from './org-routes.ts'
import { sheetRoutes } from './sheet-routes.ts'
import { userRoutes } from './user-routes.ts'

/** /admin/*: user management, organizations, xlsx import and export, and the audit viewer. Admin-only. */
export function adminRoutes(storage: Storage) {
  return async (app: FastifyInstance) => {
    await app.register(userRoutes)
    await app.register(sheetRoutes(storage))
    await app.register(organizationRoutes)
    await app.register(auditRoutes)
  }
}
