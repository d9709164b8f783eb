import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  organization,
  organizationBody,
  organizationFilterQuery,
  organizationOption,
  organizationPatch,
} from '#common/admin-schemas'
import { AppError, notFound } from '#server/errors'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { currentUser } from '#server/plugins/access'
import { findFile } from '../files/queries.ts'
import { auditChange } from './audit.ts'
import { allOrganizations, findOrganization, listOrganizations, organizationNamed } from './org-queries.ts'
import { errors, idParams, pageAnswer, pageOf, pageQuery } from './schemas.ts'

const listQuery = organizationFilterQuery.extend(pageQuery)

const nameTaken = () => new AppError(409, 'conflict', '该机构名称已存在', { name: '该机构名称已存在' })

/** Organizations: list, create, edit. Admin-only; each change is audited with before and after. */
export async function organizationRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { db } = app.deps.dbh
  const admin = { access: 'admin' as const }

  async function checkLogo(logo: string | null | undefined) {
    if (!logo) return
    const file = await findFile(db, logo)
    if (!file || (file.kind !== 'png' && file.kind !== 'jpeg')) {
      throw new AppError(400, 'validation_error', 'logo 须为已上传的 PNG 或 JPEG 图片', {
        logo: '请上传 PNG 或 JPEG 图片',
      })
    }
  }

  async function withUserCount(id: string) {
    const org = await findOrganization(db, id)
    if (!org) throw notFound('机构不存在')
    const count = await db
      .selectFrom('users')
      .select((eb) => eb.fn.countAll().as('n'))
      .where('organization_id', '=', id)
      .executeTakeFirstOrThrow()
    return { ...org, user_count: Number(count.n) }
  }

  app.get(
    '/admin/organizations',
    { config: admin, schema: { querystring: listQuery, response: { 200: pageOf(organization), ...errors } } },
    async (request) => pageAnswer(request.query, (filter, window) => listOrganizations(db, filter, window)),
  )

  app.get(
    '/admin/organizations/all',
    { config: admin, schema: { response: { 200: z.object({ data: z.array(organizationOption) }), ...errors } } },
    async () => ({ data: await allOrganizations(db) }),
  )

  app.post(
    '/admin/organizations',
    {
      config: admin,
      schema: { body: organizationBody, response: { 201: z.object({ data: organization }), ...errors } },
    },
    async (request, reply) => {
      const body = request.body
      if (await organizationNamed(db, body.name)) throw nameTaken()
      await checkLogo(body.logo)
      const id = newId()
      const at = isoAt(app.deps.clock.now())
      await db.transaction().execute(async (trx) => {
        await trx
          .insertInto('organizations')
          .values({ id, name: body.name, kind: body.kind, logo: body.logo, created_at: at, updated_at: at })
          .execute()
        await auditChange(trx, currentUser(request), request.ip, at, {
          action: 'admin_org_create',
          target: { organization_id: id },
          after: body,
        })
      })
      return reply.status(201).send({ data: await withUserCount(id) })
    },
  )

  app.patch(
    '/admin/organizations/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        body: organizationPatch,
        response: { 200: z.object({ data: organization }), ...errors },
      },
    },
    async (request) => {
      const before = await findOrganization(db, request.params.id)
      if (!before) throw notFound('机构不存在')
      const body = request.body
      if (body.name !== undefined) {
        const same = await organizationNamed(db, body.name)
        if (same && same.id !== before.id) throw nameTaken()
      }
      await checkLogo(body.logo)
      const at = isoAt(app.deps.clock.now())
      await db.transaction().execute(async (trx) => {
        await trx
          .updateTable('organizations')
          .set({ name: body.name, kind: body.kind, logo: body.logo, updated_at: at })
          .where('id', '=', before.id)
          .execute()
        await auditChange(trx, currentUser(request), request.ip, at, {
          action: 'admin_org_update',
          target: { organization_id: before.id },
          before: { name: before.name, kind: before.kind, logo: before.logo },
          after: {
            name: body.name ?? before.name,
            kind: body.kind ?? before.kind,
            logo: body.logo === undefined ? before.logo : body.logo,
          },
        })
      })
      return { data: await withUserCount(before.id) }
    },
  )
}
