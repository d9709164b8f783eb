import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { checkTransition, type ProcurementCategory, type RequestStatus, requestActorFor } from '#common/procurement'
import {
  budgetAnswer,
  createRequestBody,
  procurementProjectRow,
  productQuery,
  productRow,
  requestDetail as requestDetailSchema,
  requestRow,
  supplierRow,
} from '#common/procurement-schemas'
import { isStaff } from '#common/user-types'
import { jsonColumn } from '#server/db/json-column'
import { AppError, forbidden, notFound } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { type AuthUser, currentUser } from '#server/plugins/access'
import { sendWorkbook } from '../admin/sheet-replies.ts'
import { visibleProject } from '../projects/access.ts'
import { findClientOrganization, listVisibleProjects } from '../projects/queries.ts'
import { createRequest, resolveItems } from './create-request.ts'
import { budgetSummary, presentProject, presentRequest, requestDetail, yuan } from './present.ts'
import {
  deleteDraft,
  findRequest,
  listProducts,
  listRequests,
  listSuppliers,
  moveRequest,
  productCounts,
  replaceDraft,
  saveBudget,
} from './queries.ts'
import {
  budgetBody,
  errors,
  idempotencyHeaders,
  projectParams,
  requestListQuery,
  requestParams,
  supplierQuery,
  transitionBody,
} from './schemas.ts'
import { procurementWorkbook } from './xlsx.ts'

/** What the routes of one request answer with: the request in full. */
const requestDetailReply = z.object({ data: requestDetailSchema })
/** What the budget routes answer with: the project's budget, committed and spent per category. */
const budgetReply = z.object({ data: budgetAnswer })

const readCategories = jsonColumn(supplierRow.shape.categories, { name: 'suppliers.categories', fallback: () => [] })
const readContacts = jsonColumn(supplierRow.shape.contacts, { name: 'suppliers.contacts' })
const readQualifications = jsonColumn(supplierRow.shape.qualifications, { name: 'suppliers.qualifications' })

/** Suppliers and the catalogue for every signed-in user; requests and budgets scoped to visible projects. */
export async function procurementRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const db = () => app.deps.dbh.db
  const now = () => nowIso(app.deps.clock)

  async function projectFor(user: AuthUser, id: string) {
    const visible = await visibleProject(db(), user, id)
    const org = await findClientOrganization(db(), visible.project.organization_id)
    return { visible, project: presentProject(visible, org?.name ?? ''), actor: requestActorFor(user, visible.role) }
  }

  async function requestFor(user: AuthUser, id: string) {
    const request = await findRequest(db(), id)
    if (!request) throw notFound('采购申请不存在或您无权查看')
    try {
      return { request, ...(await projectFor(user, request.project_id)) }
    } catch (error) {
      // A request of a project one may not see does not exist for them either.
      if (error instanceof AppError && error.status === 404) throw notFound('采购申请不存在或您无权查看')
      throw error
    }
  }

  app.get(
    '/procurement/suppliers',
    {
      config: { access: 'user' },
      schema: { querystring: supplierQuery, response: { 200: z.object({ data: z.array(supplierRow) }), ...errors } },
    },
    async (request) => {
      const counts = await productCounts(db())
      const rows = await listSuppliers(db(), request.query)
      return {
        data: rows.map((s) => ({
          id: s.id,
          name: s.name,
          categories: readCategories(s.categories),
          city: s.city,
          contacts: readContacts(s.contacts),
          qualifications: readQualifications(s.qualifications),
          description: s.description,
          product_count: counts.get(s.id) ?? 0,
        })),
      }
    },
  )

  app.get(
    '/procurement/products',
    {
      config: { access: 'user' },
      schema: { querystring: productQuery, response: { 200: z.object({ data: z.array(productRow) }), ...errors } },
    },
    async (request) => {
      const rows = await listProducts(db(), request.query)
      return {
        data: rows.map((p) => ({
          id: p.id,
          supplier_id: p.supplier_id,
          supplier_name: p.supplier_name,
          category: p.category,
          name: p.name,
          spec: p.spec,
          brand: p.brand,
          unit: p.unit,
          unit_price: yuan(p.unit_price_cents),
        })),
      }
    },
  )

  app.get(
    '/procurement/projects',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ data: z.array(procurementProjectRow) }), ...errors } },
    },
    async (request) => {
      const rows = await listVisibleProjects(db(), currentUser(request), { status: 'active' })
      // Procurement engagements first: staff see every project, and the screens open the first one.
      const ordered = [
        ...rows.filter((p) => p.service_type === 'procurement'),
        ...rows.filter((p) => p.service_type !== 'procurement'),
      ]
      return {
        data: ordered.map((p) => ({
          id: p.id,
          organization_id: p.organization_id,
          name: p.name,
          organization_name: p.organization_name,
          location: p.location,
          my_role: p.my_role ?? null,
        })),
      }
    },
  )

  app.get(
    '/procurement/projects/:projectId/requests',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        querystring: requestListQuery,
        response: { 200: z.object({ data: z.array(requestRow) }), ...errors },
      },
    },
    async (request) => {
      await projectFor(currentUser(request), request.params.projectId)
      const rows = await listRequests(db(), request.params.projectId, request.query.status)
      return { data: rows.map(presentRequest) }
    },
  )

  app.post(
    '/procurement/projects/:projectId/requests',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        headers: idempotencyHeaders,
        body: createRequestBody,
        response: { 201: requestDetailReply, ...errors },
      },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const { project, actor } = await projectFor(user, request.params.projectId)
      if (actor !== 'client') throw forbidden('只有项目的客户成员可以发起采购申请')
      const key = request.headers['idempotency-key']
      const created = await createRequest(db(), {
        projectId: project.id,
        userId: user.id,
        body: request.body,
        key,
        now: now(),
      })
      if (created.replayed) reply.header('idempotent-replayed', 'true')
      return reply.code(201).send({ data: await requestDetail(db(), created.id, project, actor) })
    },
  )

  app.get(
    '/procurement/requests/:id',
    {
      config: { access: 'user' },
      schema: { params: requestParams, response: { 200: requestDetailReply, ...errors } },
    },
    async (request) => {
      const { request: row, project, actor } = await requestFor(currentUser(request), request.params.id)
      return { data: await requestDetail(db(), row.id, project, actor) }
    },
  )

  app.put(
    '/procurement/requests/:id',
    {
      config: { access: 'user' },
      schema: {
        params: requestParams,
        body: createRequestBody,
        response: { 200: requestDetailReply, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { request: row, project, actor } = await requestFor(user, request.params.id)
      if (actor !== 'client') throw forbidden('只有项目的客户成员可以修改采购申请')
      if (row.status !== 'draft') throw draftOnly('修改')
      const items = await resolveItems(db(), request.body)
      const saved = await replaceDraft(db(), {
        id: row.id,
        title: request.body.title,
        needed_by: request.body.needed_by,
        items: items.map((item) => ({ id: newId(), item })),
        actorId: user.id,
        at: now(),
        eventId: newId(),
      })
      if (!saved) throw draftOnly('修改')
      return { data: await requestDetail(db(), row.id, project, actor) }
    },
  )

  app.delete(
    '/procurement/requests/:id',
    {
      config: { access: 'user' },
      schema: { params: requestParams, response: { 204: z.null(), ...errors } },
    },
    async (request, reply) => {
      const { request: row, actor } = await requestFor(currentUser(request), request.params.id)
      if (actor !== 'client') throw forbidden('只有项目的客户成员可以删除采购申请')
      if (row.status !== 'draft' || !(await deleteDraft(db(), row.id))) throw draftOnly('删除')
      return reply.code(204).send(null)
    },
  )

  app.post(
    '/procurement/requests/:id/transitions',
    {
      config: { access: 'user' },
      schema: {
        params: requestParams,
        body: transitionBody,
        response: { 200: requestDetailReply, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { request: row, project, actor } = await requestFor(user, request.params.id)
      const { action, note } = request.body
      const check = checkTransition(row.status, action, actor)
      if (!check.ok) throw new AppError(check.code === 'transition_forbidden' ? 403 : 409, check.code, check.message)
      if (action === 'reject' && !note)
        throw new AppError(400, 'validation_error', '驳回时请填写原因', { note: '请填写驳回原因' })
      const moved = await moveRequest(db(), {
        id: row.id,
        from: row.status as RequestStatus,
        to: check.to,
        action,
        actorId: user.id,
        note,
        at: now(),
        eventId: newId(),
      })
      if (!moved) throw new AppError(409, 'transition_not_allowed', '采购申请刚被他人处理，请刷新后查看最新状态')
      return { data: await requestDetail(db(), row.id, project, actor) }
    },
  )

  app.get(
    '/procurement/projects/:projectId/budget',
    {
      config: { access: 'user' },
      schema: { params: projectParams, response: { 200: budgetReply, ...errors } },
    },
    async (request) => {
      const user = currentUser(request)
      const { project } = await projectFor(user, request.params.projectId)
      return { data: { project, ...(await budgetSummary(db(), project.id)), can_edit: isStaff(user) } }
    },
  )

  app.put(
    '/procurement/projects/:projectId/budget',
    {
      config: { access: 'user' },
      schema: {
        params: projectParams,
        body: budgetBody,
        response: { 200: budgetReply, ...errors },
      },
    },
    async (request) => {
      const user = currentUser(request)
      const { project } = await projectFor(user, request.params.projectId)
      if (!isStaff(user)) throw forbidden('只有顾问方员工可以调整项目预算')
      const lines = request.body.lines.map((l) => ({
        category: l.category as ProcurementCategory,
        amount_cents: Math.round(l.amount * 100),
      }))
      await saveBudget(db(), project.id, lines, user.id, now())
      return { data: { project, ...(await budgetSummary(db(), project.id)), can_edit: true } }
    },
  )

  app.get(
    '/procurement/projects/:projectId/export',
    { config: { access: 'user' }, schema: { params: projectParams, response: errors } },
    async (request, reply) => {
      const { project } = await projectFor(currentUser(request), request.params.projectId)
      const budget = await budgetSummary(db(), project.id)
      const requests = await listRequests(db(), project.id)
      const buffer = await procurementWorkbook(db(), project, budget, requests)
      const day = now().slice(0, 10)
      return sendWorkbook(reply, buffer, `采购预算与申请-${project.name}-${day}.xlsx`)
    },
  )
}

/** Only a draft may be changed or deleted; after submission the workflow decides (reopen a rejected one first). */
const draftOnly = (what: string) =>
  new AppError(
    409,
    'not_draft',
    `只有草稿状态的采购申请可以${what}；已提交的申请请走审批流程（被驳回后可重新打开再${what}）`,
  )
