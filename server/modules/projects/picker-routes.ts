import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { pickerData } from '#common/projects-schemas'
import { AppError } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { visibleProject } from './access.ts'
import { findPick, listVisibleProjects, rememberPick } from './queries.ts'
import { errors, pickBody } from './schemas.ts'

const pickerAnswer = z.object({ data: pickerData })

/** /instancePicker getData and handleInstance: the project a user works in, remembered on the server. */
export async function projectPickerRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db

  async function data(user: AuthUser) {
    const rows = await listVisibleProjects(db(), user, { status: 'active' })
    const pick = await findPick(db(), user.id)
    // The list is already scoped, so a remembered project that was archived or is no longer visible drops out.
    const current = rows.find((r) => r.id === pick)
    return {
      projects: rows.map((r) => ({
        id: r.id,
        name: r.name,
        location: r.location,
        organization_name: r.organization_name,
        service_type: r.service_type,
        stage: r.stage,
        due_date: r.due_date,
      })),
      current: current?.id ?? (rows.length === 1 ? (rows[0]?.id ?? null) : null),
    }
  }

  app.get(
    '/instancePicker/getData',
    { config: { access: 'user' }, schema: { response: { 200: pickerAnswer, ...errors } } },
    async (request) => ({ data: await data(currentUser(request)) }),
  )

  app.post(
    '/instancePicker/handleInstance',
    { config: { access: 'user' }, schema: { body: pickBody, response: { 200: pickerAnswer, ...errors } } },
    async (request) => {
      const user = currentUser(request)
      const { project } = await visibleProject(db(), user, request.body.project_id)
      if (project.status === 'archived') {
        throw new AppError(409, 'project_archived', '该项目已归档，不能作为当前项目')
      }
      await rememberPick(db(), user.id, project.id, nowIso(app.deps.clock))
      return { data: await data(user) }
    },
  )
}
