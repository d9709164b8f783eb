import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { AppError, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { currentUser } from '#server/plugins/access'
import { auditChange } from '../admin/audit.ts'
import { errors, idParams, okAnswer } from '../admin/schemas.ts'
import { isUniqueViolation } from '../admin/user-queries.ts'
import { eraseAccount, isLastActiveAdmin, lastAdmin } from './erase.ts'
import { personalData } from './personal-data.ts'

const REASON_MAX = 500
const requestBody = z
  .object({
    reason: z.string({ error: '注销原因必须是文字' }).trim().max(REASON_MAX, `注销原因不能超过 ${REASON_MAX} 个字`),
  })
  .partial()
  .strict()
const declineBody = z.object({
  reason: z
    .string({ error: '请填写拒绝原因' })
    .trim()
    .min(1, '请填写拒绝原因')
    .max(REASON_MAX, `拒绝原因不能超过 ${REASON_MAX} 个字`),
})
const listQuery = z.object({
  status: z.enum(['pending', 'done', 'declined'], '状态只能是 pending、done 或 declined').default('pending'),
})

const deletionRequest = z.object({
  id: z.string(),
  status: z.enum(['pending', 'done', 'declined']),
  reason: z.string(),
  created_at: z.string(),
  decided_at: z.string().nullable(),
  decision_note: z.string().nullable(),
})
const adminDeletionRequest = deletionRequest.extend({
  user_id: z.string(),
  username: z.string(),
  phone_masked: z.string(),
  admin: z.boolean(),
})
const requestAnswer = z.object({ data: deletionRequest })
const myRequestAnswer = z.object({ data: deletionRequest.nullable() })
const exportQuery = z.object({ download: z.enum(['1'], 'download 只能是 1').optional() })
const exportAnswer = z.object({ data: z.record(z.string(), z.unknown()) })

const alreadyPending = () => new AppError(409, 'conflict', '您已提交过注销申请，正在等待管理员处理')
const notPending = () => new AppError(409, 'conflict', '该申请已处理，不能重复处理')

/**
 * Personal information (ADR 017): a signed-in person reads and downloads what is kept about them and asks for
 * their account to be deleted; administrators list the requests and carry them out or decline them.
 */
export async function privacyRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps.dbh
  const now = () => isoAt(app.deps.clock.now())

  app.get(
    '/user/personal-data',
    { config: { access: 'user' }, schema: { querystring: exportQuery, response: { 200: exportAnswer, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request)
      const at = now()
      const data = await personalData(db, user.id, at)
      await auditChange(db, user, request.ip, at, { action: 'privacy_export', target: { user_id: user.id } })
      reply.header('cache-control', 'no-store')
      if (request.query.download === '1') {
        reply.header('content-disposition', `attachment; filename="personal-data-${at.slice(0, 10)}.json"`)
      }
      return { data }
    },
  )

  app.get(
    '/user/deletion-request',
    { config: { access: 'user' }, schema: { response: { 200: myRequestAnswer, ...errors } } },
    async (request) => {
      const row = await db
        .selectFrom('deletion_requests')
        .select(['id', 'status', 'reason', 'created_at', 'decided_at', 'decision_note'])
        .where('user_id', '=', currentUser(request).id)
        .orderBy('created_at', 'desc')
        .executeTakeFirst()
      return { data: row ?? null }
    },
  )

  app.post(
    '/user/deletion-request',
    {
      config: { access: 'user' },
      schema: { body: requestBody.optional(), response: { 201: requestAnswer, ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      if (await isLastActiveAdmin(db, user.id)) throw lastAdmin()
      const at = now()
      const row = {
        id: newId(),
        user_id: user.id,
        status: 'pending' as const,
        reason: request.body?.reason ?? '',
        created_at: at,
        decided_at: null,
        decided_by: null,
        decision_note: null,
      }
      try {
        await db.transaction().execute(async (trx) => {
          await trx.insertInto('deletion_requests').values(row).execute()
          await auditChange(trx, user, request.ip, at, {
            action: 'privacy_deletion_request',
            target: { user_id: user.id },
            extra: { request_id: row.id },
          })
        })
      } catch (error) {
        if (isUniqueViolation(error)) throw alreadyPending()
        throw error
      }
      const { user_id: _, decided_by: __, ...answer } = row
      return reply.status(201).send({ data: answer })
    },
  )

  const admin = { access: 'admin' as const }

  app.get(
    '/admin/deletion-requests',
    {
      config: admin,
      schema: {
        querystring: listQuery,
        response: { 200: z.object({ data: z.array(adminDeletionRequest) }), ...errors },
      },
    },
    async (request) => {
      const rows = await db
        .selectFrom('deletion_requests as r')
        .innerJoin('users as u', 'u.id', 'r.user_id')
        .select(['r.id', 'r.user_id', 'r.status', 'r.reason', 'r.created_at', 'r.decided_at', 'r.decision_note'])
        .select(['u.username', 'u.phone', 'u.authorization'])
        .where('r.status', '=', request.query.status)
        .orderBy('r.created_at', request.query.status === 'pending' ? 'asc' : 'desc')
        .limit(500)
        .execute()
      return {
        data: rows.map(({ phone, authorization, ...row }) => ({
          ...row,
          phone_masked: phone.startsWith('deleted:') ? '—' : `${phone.slice(0, 3)}****${phone.slice(-4)}`,
          admin: authorization === 'admin',
        })),
      }
    },
  )

  app.post(
    '/admin/deletion-requests/:id/execute',
    { config: admin, schema: { params: idParams, response: { 200: okAnswer, ...errors } } },
    async (request) => {
      const actor = currentUser(request)
      const at = now()
      await db.transaction().execute(async (trx) => {
        const row = await pendingRequest(trx, request.params.id)
        if (await isLastActiveAdmin(trx, row.user_id)) throw lastAdmin()
        const erased = await eraseAccount(trx, row.user_id, at)
        await trx
          .updateTable('deletion_requests')
          .set({ status: 'done', decided_at: at, decided_by: actor.id, reason: '' })
          .where('id', '=', row.id)
          .execute()
        await auditChange(trx, actor, request.ip, at, {
          action: 'privacy_deletion_execute',
          target: { user_id: row.user_id },
          extra: {
            request_id: row.id,
            pseudonym: erased.pseudonym,
            sessions_ended: erased.sessionsEnded,
            audit_rows_pseudonymized: erased.auditRowsPseudonymized,
          },
        })
      })
      return { data: { ok: true as const } }
    },
  )

  app.post(
    '/admin/deletion-requests/:id/decline',
    { config: admin, schema: { params: idParams, body: declineBody, response: { 200: okAnswer, ...errors } } },
    async (request) => {
      const actor = currentUser(request)
      const at = now()
      await db.transaction().execute(async (trx) => {
        const row = await pendingRequest(trx, request.params.id)
        await trx
          .updateTable('deletion_requests')
          .set({ status: 'declined', decided_at: at, decided_by: actor.id, decision_note: request.body.reason })
          .where('id', '=', row.id)
          .execute()
        await auditChange(trx, actor, request.ip, at, {
          action: 'privacy_deletion_decline',
          target: { user_id: row.user_id },
          extra: { request_id: row.id, reason: request.body.reason },
        })
      })
      return { data: { ok: true as const } }
    },
  )
}

async function pendingRequest(db: Parameters<typeof eraseAccount>[0], id: string) {
  const row = await db
    .selectFrom('deletion_requests')
    .select(['id', 'user_id', 'status'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (!row) throw notFound('注销申请不存在')
  if (row.status !== 'pending') throw notPending()
  return row
}
