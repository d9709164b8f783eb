import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { badRequest } from '../../errors.ts'
import { auditActions, listAudit } from './audit-queries.ts'
import { errors, offsetOf, pageOf, pageQuery } from './schemas.ts'

/** Any ISO-8601 time with a zone, compared as UTC text like the stored `at`. */
const time = (label: string) =>
  z.iso
    .datetime({ offset: true, error: `${label}应为带时区的 ISO 时间，例如 2026-11-22T08:00:00Z` })
    .transform((v) => new Date(v).toISOString())
const auditQuery = z.object({
  user_id: z.uuid('用户编号格式不正确').optional(),
  action: z
    .string()
    .regex(/^[a-z_]{1,50}$/, '操作类型格式不正确')
    .optional(),
  from: time('开始时间').optional(),
  to: time('结束时间').optional(),
  ...pageQuery,
})
const auditEntry = z.object({
  id: z.string(),
  at: z.string(),
  action: z.string(),
  actor_user_id: z.string().nullable(),
  actor_name: z.string().nullable(),
  phone_masked: z.string().nullable(),
  ip: z.string().nullable(),
  detail: z.record(z.string(), z.unknown()),
})

/** The audit viewer: logins and failures, administrative changes, report views, filtered by user, action, time. */
export async function auditRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps.dbh
  const admin = { access: 'admin' as const }

  app.get(
    '/admin/audit',
    { config: admin, schema: { querystring: auditQuery, response: { 200: pageOf(auditEntry), ...errors } } },
    async (request) => {
      const { page, page_size, ...filter } = request.query
      if (filter.from && filter.to && filter.from > filter.to) {
        throw badRequest('开始时间不能晚于结束时间', { from: '开始时间不能晚于结束时间' })
      }
      const result = await listAudit(db, filter, offsetOf(request.query))
      return { data: { ...result, page, page_size } }
    },
  )

  app.get(
    '/admin/audit/actions',
    { config: admin, schema: { response: { 200: z.object({ data: z.array(z.string()) }), ...errors } } },
    async () => ({ data: await auditActions(db) }),
  )
}
