import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { canManageProjects, canWorkInProject } from '#common/projects'
import {
  createProjectBody,
  listQuery,
  memberRow,
  projectDetail,
  projectFormOptions,
  projectRow,
  updateProjectBody,
} from '#common/projects-schemas'
import { isStaff } from '#common/user-types'
import { badRequest, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { parseList } from '../auth/queries.ts'
import { visibleProject } from './access.ts'
import { checkMembers } from './members.ts'
import { chinaToday, presentMilestone, presentProjects } from './present.ts'
import {
  deleteMember,
  findClientOrganization,
  formOptions,
  insertProject,
  listMembers,
  listVisibleProjects,
  updateProject,
  upsertMember,
} from './queries.ts'
import { errors, memberBody, memberParams, projectParams } from './schemas.ts'
import { listMilestones } from './work-queries.ts'

const okAnswer = z.object({ data: z.object({ ok: z.literal(true) }) })
const optionsAnswer = z.object({ data: projectFormOptions })

/** Projects and their members: GET for whoever may see them, changes for the firm's staff. */
export async function projectRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const now = () => nowIso(app.deps.clock)

  async function detail(user: AuthUser, id: string) {
    const { project, role } = await visibleProject(db(), user, id)
    const org = await findClientOrganization(db(), project.organization_id)
    const [row] = await presentProjects(db(), [{ ...project, organization_name: org?.name ?? '', my_role: role }])
    const today = chinaToday(app.deps.clock.now())
    return {
      project: row as z.infer<typeof projectRow>,
      members: await listMembers(db(), project.id),
      milestones: (await listMilestones(db(), project.id)).map((m) => presentMilestone(m, today)),
      permissions: { manage: canManageProjects(user), work: canWorkInProject(user, project, role) },
      today,
    }
  }

  app.get(
    '/projects',
    {
      config: { access: 'user' },
      schema: { querystring: listQuery, response: { 200: z.object({ data: z.array(projectRow) }), ...errors } },
    },
    async (request) => {
      const rows = await listVisibleProjects(db(), currentUser(request), request.query)
      return { data: await presentProjects(db(), rows) }
    },
  )

  app.get(
    '/projects/form-options',
    { config: { access: 'employee' }, schema: { response: { 200: optionsAnswer, ...errors } } },
    async () => {
      const { organizations, users } = await formOptions(db())
      return {
        data: {
          organizations,
          users: users.map((u) => ({
            id: u.id,
            username: u.username,
            organization_id: u.organization_id,
            organization_name: u.organization_name ?? null,
            staff: isStaff({ user_type: u.user_type, user_type_multi: parseList(u.user_type_multi) }),
          })),
        },
      }
    },
  )

  app.get(
    '/projects/:id',
    {
      config: { access: 'user' },
      schema: { params: projectParams, response: { 200: z.object({ data: projectDetail }), ...errors } },
    },
    async (request) => ({ data: await detail(currentUser(request), request.params.id) }),
  )

  app.post(
    '/projects',
    {
      config: { access: 'employee' },
      schema: { body: createProjectBody, response: { 201: z.object({ data: projectDetail }), ...errors } },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { members, ...input } = request.body
      if (!(await findClientOrganization(db(), input.organization_id))) {
        throw badRequest('客户机构不存在', { organization_id: '客户机构不存在' })
      }
      await checkMembers(db(), input.organization_id, members)
      const project = await db()
        .transaction()
        .execute(async (trx) => {
          const at = now()
          const row = await insertProject(trx, input, user.id, at)
          // The creator leads the project unless the form named them already.
          const all = members.some((m) => m.user_id === user.id)
            ? members
            : [{ user_id: user.id, role: 'lead' as const }, ...members]
          for (const m of all) await upsertMember(trx, row.id, m.user_id, m.role, at)
          return row
        })
      return reply.status(201).send({ data: await detail(user, project.id) })
    },
  )

  app.patch(
    '/projects/:id',
    {
      config: { access: 'employee' },
      schema: {
        params: projectParams,
        body: updateProjectBody,
        response: { 200: z.object({ data: projectDetail }), ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.params.id)
      const changes = request.body
      if (changes.organization_id && !(await findClientOrganization(db(), changes.organization_id))) {
        throw badRequest('客户机构不存在', { organization_id: '客户机构不存在' })
      }
      const start = changes.start_date ?? project.start_date
      const due = changes.due_date ?? project.due_date
      if (due < start) throw badRequest('截止日期不能早于开始日期', { due_date: '截止日期不能早于开始日期' })
      await updateProject(db(), project.id, changes, now())
      return { data: await detail(user, project.id) }
    },
  )

  app.get(
    '/projects/:id/members',
    {
      config: { access: 'user' },
      schema: { params: projectParams, response: { 200: z.object({ data: z.array(memberRow) }), ...errors } },
    },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      return { data: await listMembers(db(), project.id) }
    },
  )

  app.post(
    '/projects/:id/members',
    {
      config: { access: 'employee' },
      schema: {
        params: projectParams,
        body: memberBody,
        response: { 200: z.object({ data: z.array(memberRow) }), ...errors },
      },
    },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      await checkMembers(db(), project.organization_id, [request.body], () => '')
      await upsertMember(db(), project.id, request.body.user_id, request.body.role, now())
      return { data: await listMembers(db(), project.id) }
    },
  )

  app.delete(
    '/projects/:id/members/:userId',
    {
      config: { access: 'employee' },
      schema: { params: memberParams, response: { 200: okAnswer, ...errors } },
    },
    async (request) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      if (!(await deleteMember(db(), project.id, request.params.userId))) throw notFound('该用户不是项目成员')
      return { data: { ok: true as const } }
    },
  )
}
