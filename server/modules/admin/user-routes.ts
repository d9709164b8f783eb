import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type AdminUser, adminUser, sessionItem } from '#common/admin-schemas'
import type { Db } from '#server/db/database'
import { AppError, badRequest, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { currentUser } from '#server/plugins/access'
import { auditChange } from './audit.ts'
import { organizationExists } from './org-queries.ts'
import {
  createUserBody,
  errors,
  idParams,
  okAnswer,
  pageAnswer,
  pageOf,
  updateUserBody,
  userAnswer,
  userListQuery,
} from './schemas.ts'
import { liveSessions, revokeSession, revokeUserSessions } from './session-queries.ts'
import { findAdminUser, isUniqueViolation, listUsers, phoneOwner } from './user-queries.ts'

const phoneTaken = () => new AppError(409, 'conflict', '该手机号已被使用', { phone: '该手机号已被使用' })
const unknownOrganization = () =>
  new AppError(400, 'validation_error', '所选机构不存在', { organization_id: '所选机构不存在' })
const userNotFound = () => notFound('用户不存在')
const sessionParams = z.object({ id: z.uuid('编号格式不正确'), session_id: z.uuid('会话编号格式不正确') })

/** Users: list and filter, create, edit, disable and enable, and their sessions. Every route is admin-only. */
export async function userRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps.dbh
  const now = () => isoAt(app.deps.clock.now())
  const admin = { access: 'admin' as const }

  app.get(
    '/admin/users',
    { config: admin, schema: { querystring: userListQuery, response: { 200: pageOf(adminUser), ...errors } } },
    async (request) => pageAnswer(request.query, (filter, window) => listUsers(db, filter, window)),
  )

  app.get(
    '/admin/users/:id',
    { config: admin, schema: { params: idParams, response: { 200: userAnswer, ...errors } } },
    async (request) => ({ data: await existingUser(db, request.params.id) }),
  )

  app.post(
    '/admin/users',
    { config: admin, schema: { body: createUserBody, response: { 201: userAnswer, ...errors } } },
    async (request, reply) => {
      const body = request.body
      if (await phoneOwner(db, body.phone)) throw phoneTaken()
      if (body.organization_id && !(await organizationExists(db, body.organization_id))) throw unknownOrganization()
      const id = newId()
      const at = now()
      await saving(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .insertInto('users')
            .values({
              id,
              username: body.username,
              phone: body.phone,
              user_type: body.user_type,
              user_type_multi: JSON.stringify(body.user_type_multi),
              organization_id: body.organization_id,
              authorization: body.admin ? 'admin' : body.researcher ? 'researcher' : null,
              avatar: null,
              status: 'active',
              created_at: at,
              updated_at: at,
            })
            .execute()
          await auditChange(trx, currentUser(request), request.ip, at, {
            action: 'admin_user_create',
            target: { user_id: id },
            after: snapshot(body),
          })
        }),
      )
      return reply.status(201).send({ data: await existingUser(db, id) })
    },
  )

  app.patch(
    '/admin/users/:id',
    { config: admin, schema: { params: idParams, body: updateUserBody, response: { 200: userAnswer, ...errors } } },
    async (request) => {
      const actor = currentUser(request)
      const before = await existingUser(db, request.params.id)
      const body = request.body
      if (before.id === actor.id && body.admin === false) {
        throw badRequest('不能取消自己的管理员权限，请让其他管理员操作', { admin: '不能取消自己的管理员权限' })
      }
      if (body.phone && body.phone !== before.phone) {
        const owner = await phoneOwner(db, body.phone)
        if (owner && owner !== before.id) throw phoneTaken()
      }
      if (body.organization_id && !(await organizationExists(db, body.organization_id))) throw unknownOrganization()
      const at = now()
      await saving(() =>
        db.transaction().execute(async (trx) => {
          await trx
            .updateTable('users')
            .set({
              username: body.username,
              phone: body.phone,
              user_type: body.user_type,
              user_type_multi: body.user_type_multi && JSON.stringify(body.user_type_multi),
              organization_id: body.organization_id,
              authorization:
                body.admin === undefined && body.researcher === undefined
                  ? undefined
                  : (body.admin ?? before.admin)
                    ? 'admin'
                    : (body.researcher ?? before.researcher)
                      ? 'researcher'
                      : null,
              updated_at: at,
            })
            .where('id', '=', before.id)
            .execute()
          const after = await findAdminUser(trx, before.id)
          await auditChange(trx, actor, request.ip, at, {
            action: 'admin_user_update',
            target: { user_id: before.id },
            before: snapshot(before),
            after: after && snapshot(after),
          })
        }),
      )
      return { data: await existingUser(db, before.id) }
    },
  )

  app.post(
    '/admin/users/:id/disable',
    { config: admin, schema: { params: idParams, response: { 200: userAnswer, ...errors } } },
    async (request) => {
      const actor = currentUser(request)
      const user = await existingUser(db, request.params.id)
      if (user.id === actor.id) throw badRequest('不能停用自己的账号，请让其他管理员操作')
      await setStatus(request, user, 'disabled')
      return { data: await existingUser(db, user.id) }
    },
  )

  app.post(
    '/admin/users/:id/enable',
    { config: admin, schema: { params: idParams, response: { 200: userAnswer, ...errors } } },
    async (request) => {
      const user = await existingUser(db, request.params.id)
      await setStatus(request, user, 'active')
      return { data: await existingUser(db, user.id) }
    },
  )

  app.get(
    '/admin/users/:id/sessions',
    {
      config: admin,
      schema: { params: idParams, response: { 200: z.object({ data: z.array(sessionItem) }), ...errors } },
    },
    async (request) => {
      const user = await existingUser(db, request.params.id)
      const sessions = await liveSessions(db, user.id, now())
      const current = currentUser(request).session_id
      return { data: sessions.map((s) => ({ ...s, current: s.id === current })) }
    },
  )

  app.delete(
    '/admin/users/:id/sessions/:session_id',
    { config: admin, schema: { params: sessionParams, response: { 200: okAnswer, ...errors } } },
    async (request) => {
      const user = await existingUser(db, request.params.id)
      const at = now()
      const ended = await db.transaction().execute(async (trx) => {
        const found = await revokeSession(trx, user.id, request.params.session_id, 'admin', at)
        if (found) {
          await auditChange(trx, currentUser(request), request.ip, at, {
            action: 'admin_session_end',
            target: { user_id: user.id },
            extra: { session_id: request.params.session_id },
          })
        }
        return found
      })
      if (!ended) throw notFound('会话不存在或已结束')
      return { data: { ok: true as const } }
    },
  )

  /** Disabling ends every session in the same transaction, so no request can slip through in between. */
  async function setStatus(request: FastifyRequest, user: AdminUser, status: 'active' | 'disabled') {
    if (user.status === status) return
    const at = now()
    await db.transaction().execute(async (trx) => {
      await trx.updateTable('users').set({ status, updated_at: at }).where('id', '=', user.id).execute()
      const revoked = status === 'disabled' ? await revokeUserSessions(trx, user.id, 'disabled', at) : 0
      await auditChange(trx, currentUser(request), request.ip, at, {
        action: status === 'disabled' ? 'admin_user_disable' : 'admin_user_enable',
        target: { user_id: user.id },
        before: { status: user.status },
        after: { status },
        extra: status === 'disabled' ? { sessions_ended: revoked } : undefined,
      })
    })
  }
}

async function existingUser(db: Db, id: string) {
  const user = await findAdminUser(db, id)
  if (!user) throw userNotFound()
  return user
}

/** The fields an audit row records for a user. */
function snapshot(user: {
  username: string
  phone: string
  user_type: string
  user_type_multi: string[]
  organization_id: string | null
  admin: boolean
}) {
  return {
    username: user.username,
    phone: user.phone,
    user_type: user.user_type,
    user_type_multi: user.user_type_multi,
    organization_id: user.organization_id,
    admin: user.admin,
  }
}

/** A concurrent insert of the same phone loses at the unique index: answer it like the check above. */
async function saving<T>(work: () => Promise<T>) {
  try {
    return await work()
  } catch (error) {
    if (isUniqueViolation(error)) throw phoneTaken()
    throw error
  }
}
