import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  categoryRow,
  clientKinds,
  isPortalKind,
  organizationRow,
  organizationsQuery,
  orgIdSchema,
  portalAnswer,
} from '#common/portals'
import { homePathForOrgKind, isStaff, orgKindLabels } from '#common/user-types'
import { AppError, errorBody, forbidden, notFound } from '#server/errors'
import { currentUser } from '#server/plugins/access'
import { buildHome } from './homes.ts'
import { countOrganizationsByKind, findOrganization, listOrganizations } from './queries.ts'

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody }

/**
 * Client portals: the categories and organizations of /choose-category (staff only) and one home page per
 * organization. A client reads only its own organization's home; staff read any.
 */
export async function portalRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db

  app.get(
    '/portals/categories',
    {
      config: { access: 'employee' },
      schema: { response: { 200: z.object({ data: z.array(categoryRow) }), ...errors } },
    },
    async () => {
      const counts = await countOrganizationsByKind(db())
      return {
        data: clientKinds.map((kind) => ({ kind, label: orgKindLabels[kind], organizations: counts.get(kind) ?? 0 })),
      }
    },
  )

  app.get(
    '/portals/organizations',
    {
      config: { access: 'employee' },
      schema: {
        querystring: organizationsQuery,
        response: { 200: z.object({ data: z.array(organizationRow) }), ...errors },
      },
    },
    async (request) => {
      const rows = await listOrganizations(db(), request.query.kind, request.query.q || undefined)
      return {
        data: rows.map((row) => ({ ...row, home_path: homePathForOrgKind(row.kind, row.id) ?? '/choose-category' })),
      }
    },
  )

  app.get(
    '/portals/:orgId/home',
    {
      config: { access: 'user' },
      schema: {
        params: z.object({ orgId: orgIdSchema }),
        response: { 200: z.object({ data: portalAnswer }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { orgId } = request.params
      // A client learns nothing about other organizations, not even whether they exist.
      if (!isStaff(user) && user.organization_id !== orgId) throw forbidden('只能查看本机构的主页')
      const organization = await findOrganization(db(), orgId)
      if (!organization) throw notFound('机构不存在')
      if (!isPortalKind(organization.kind)) {
        throw new AppError(404, 'portal_not_available', '该机构类型没有机构主页')
      }
      const home = await buildHome(organization.kind, {
        db: db(),
        user,
        organizationId: orgId,
        nowMs: app.deps.clock.now(),
      })
      return { data: { organization: { ...organization, kind: organization.kind as string }, home } }
    },
  )
}
