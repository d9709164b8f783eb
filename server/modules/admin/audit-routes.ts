import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { auditEntry, auditFilterQuery } from '#common/admin-schemas'
import { badRequest } from '#server/errors'
import { auditActions, listAudit } from './audit-queries.ts'
import { errors, pageAnswer, pageOf, pageQuery } from './schemas.ts'

const auditQuery = auditFilterQuery.extend(pageQuery)

/** The audit viewer: logins and failures, administrative changes, report views, filtered by user, action, time. */
export async function auditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps.dbh
  const admin = { access: 'admin' as const }

  app.get(
    '/admin/audit',
    { config: admin, schema: { querystring: auditQuery, response: { 200: pageOf(auditEntry), ...errors } } },
    async (request) =>
      pageAnswer(request.query, (filter, window) => {
        if (filter.from && filter.to && filter.from > filter.to) {
          throw badRequest('开始时间不能晚于结束时间', { from: '开始时间不能晚于结束时间' })
        }
        return listAudit(db, filter, window)
      }),
  )

  app.get(
    '/admin/audit/actions',
    { config: admin, schema: { response: { 200: z.object({ data: z.array(z.string()) }), ...errors } } },
    async () => ({ data: await auditActions(db) }),
  )
}
