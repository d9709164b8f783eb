import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { canReadRestrictedStandards, reviewStages, type StandardSection, standardSections } from '#common/design'
import {
  caseQuery,
  caseRow,
  checklist,
  checklistItem,
  checklistProject,
  standardDetail,
  standardSummary,
  templateRow,
} from '#common/design-schemas'
import { canWorkInProject } from '#common/projects'
import { isStaff } from '#common/user-types'
import { AppError, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { currentUser } from '#server/plugins/access'
import { sendBytes } from '../files/routes.ts'
import type { Storage } from '../files/storage.ts'
import { visibleProject, workableProject } from '../projects/access.ts'
import { caseImageUrl, checkImageLink, imageLinkKey } from './image-links.ts'
import { presentCase, presentItem, presentProject } from './present.ts'
import {
  attachChecklist,
  caseImageFile,
  checklistItems,
  checklistProjects,
  findChecklistItem,
  findStandard,
  listCases,
  listReviewTemplates,
  listStandards,
  memberProjectIds,
  readFigures,
  standardSections as sectionsOf,
  updateChecklistItem,
} from './queries.ts'
import {
  attachBody,
  errors,
  imageParams,
  imageQuery,
  itemParams,
  itemPatch,
  projectParams,
  standardParams,
  standardQuery,
} from './schemas.ts'

/** The design library: standards and cases for signed-in users, review checklists scoped by project. */
export async function designRoutes(instance: FastifyInstance, options: { storage: Storage }) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const imageKey = imageLinkKey(app.deps.config.jwtSecret)
  const imageUrl = (fileId: string) => caseImageUrl(imageKey, fileId, app.deps.clock.now())

  app.get(
    '/design/standards',
    {
      config: { access: 'user' },
      schema: {
        querystring: standardQuery,
        response: { 200: z.object({ data: z.array(standardSummary) }), ...errors },
      },
    },
    async (request) => {
      const rows = await listStandards(
        db(),
        canReadRestrictedStandards(currentUser(request)),
        request.query.positioning,
      )
      return { data: rows.map((row) => ({ ...row, restricted: row.restricted === 1 })) }
    },
  )

  app.get(
    '/design/standards/:id',
    {
      config: { access: 'user' },
      schema: { params: standardParams, response: { 200: z.object({ data: standardDetail }), ...errors } },
    },
    async (request) => {
      const standard = await findStandard(db(), request.params.id)
      // Restricted standards answer 404 like missing ones, so their existence is not revealed (ADR 100).
      if (!standard || (standard.restricted === 1 && !canReadRestrictedStandards(currentUser(request)))) {
        throw notFound('设计标准不存在或您无权查看')
      }
      const order = (s: StandardSection) => standardSections.indexOf(s)
      const sections = (await sectionsOf(db(), standard.id))
        .sort((a, b) => order(a.section) - order(b.section))
        .map((s) => ({ section: s.section, body: s.body, figures: readFigures(s.figures) }))
      return {
        data: {
          id: standard.id,
          brand_id: standard.brand_id,
          brand_name: standard.brand_name,
          positioning: standard.positioning,
          title: standard.title,
          summary: standard.summary,
          restricted: standard.restricted === 1,
          source: standard.source,
          sections,
        },
      }
    },
  )

  app.get(
    '/design/cases',
    {
      config: { access: 'user' },
      schema: { querystring: caseQuery, response: { 200: z.object({ data: z.array(caseRow) }), ...errors } },
    },
    async (request) => ({ data: (await listCases(db(), request.query)).map((row) => presentCase(row, imageUrl)) }),
  )

  app.get(
    '/design/case-images/:fileId',
    { config: { access: 'public' }, schema: { params: imageParams, querystring: imageQuery } },
    async (request, reply) => {
      const { fileId } = request.params
      const verdict = checkImageLink(imageKey, fileId, request.query.exp, request.query.sig, app.deps.clock.now())
      if (verdict === 'tampered') throw new AppError(403, 'link_invalid', '图片链接无效')
      if (verdict === 'expired') throw new AppError(410, 'link_expired', '图片链接已过期，请刷新页面')
      const file = await caseImageFile(db(), fileId)
      if (!file) throw notFound('图片不存在')
      reply
        .header('content-type', file.mime)
        .header('x-content-type-options', 'nosniff')
        .header('cache-control', 'private, max-age=3600')
      return sendBytes(reply, options.storage, file)
    },
  )

  app.get(
    '/design/review-templates',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ data: z.array(templateRow) }), ...errors } },
    },
    async () => {
      const rows = await listReviewTemplates(db())
      const stageOrder = (s: (typeof reviewStages)[number]) => reviewStages.indexOf(s)
      return {
        data: rows
          .sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage) || a.sort - b.sort)
          .map(({ id, stage, title, guidance }) => ({ id, stage, title, guidance })),
      }
    },
  )

  app.get(
    '/design/projects',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ data: z.array(checklistProject) }), ...errors } },
    },
    async (request) => {
      const user = currentUser(request)
      const ids = isStaff(user) ? null : await memberProjectIds(db(), user.id, user.organization_id)
      return { data: (await checklistProjects(db(), ids)).map(presentProject) }
    },
  )

  async function checklistOf(projectId: string, canTick: boolean) {
    const [summary] = await checklistProjects(db(), [projectId])
    if (!summary) throw notFound('该项目还没有设计评审清单')
    const items = await checklistItems(db(), projectId)
    const stageOrder = (s: (typeof reviewStages)[number]) => reviewStages.indexOf(s)
    items.sort((a, b) => stageOrder(a.stage) - stageOrder(b.stage) || a.sort - b.sort)
    return { project: presentProject(summary), can_tick: canTick, items: items.map(presentItem) }
  }

  app.get(
    '/design/projects/:id/checklist',
    {
      config: { access: 'user' },
      schema: { params: projectParams, response: { 200: z.object({ data: checklist }), ...errors } },
    },
    async (request) => {
      const user = currentUser(request)
      const { project, role } = await visibleProject(db(), user, request.params.id)
      return { data: await checklistOf(project.id, canWorkInProject(user, project, role)) }
    },
  )

  app.post(
    '/design/projects/:id/checklist',
    {
      config: { access: 'employee' },
      schema: {
        params: projectParams,
        body: attachBody,
        response: { 201: z.object({ data: checklist }), 200: z.object({ data: checklist }), ...errors },
      },
    },
    async (request, reply) => {
      const { project } = await visibleProject(db(), currentUser(request), request.params.id)
      const added = await attachChecklist(db(), project.id, request.body.stages ?? reviewStages)
      return reply.status(added > 0 ? 201 : 200).send({ data: await checklistOf(project.id, true) })
    },
  )

  app.patch(
    '/design/projects/:id/checklist/items/:itemId',
    {
      config: { access: 'user' },
      schema: { params: itemParams, body: itemPatch, response: { 200: z.object({ data: checklistItem }), ...errors } },
    },
    async (request) => {
      const user = currentUser(request)
      const { project } = await workableProject(db(), user, request.params.id)
      const item = await findChecklistItem(db(), project.id, request.params.itemId)
      if (!item) throw notFound('检查项不存在')
      const at = nowIso(app.deps.clock)
      const { checked, note } = request.body
      await updateChecklistItem(db(), item.id, {
        ...(checked === undefined || checked === (item.checked === 1)
          ? {}
          : checked
            ? { checked: 1, checked_by: user.id, checked_at: at }
            : { checked: 0, checked_by: null, checked_at: null }),
        ...(note === undefined || note === item.note
          ? {}
          : { note, note_by: note ? user.id : null, note_at: note ? at : null }),
      })
      const updated = (await checklistItems(db(), project.id)).find((row) => row.id === item.id)
      if (!updated) throw notFound('检查项不存在')
      return { data: presentItem(updated) }
    },
  )
}
