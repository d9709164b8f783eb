import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import {
  nodeCreateSchema,
  nodeSourceSchema,
  nodeUpdateSchema,
  pageCreateSchema,
  pagePathSchema,
  pageSourceSchema,
  pageUpdateSchema,
} from '#common/content'
import { errorBody } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { userOf } from '#server/plugins/auth-guard'
import { auditChange } from '../admin/audit.ts'
import { findPage } from '../pages/queries.ts'
import { createNode, deleteNode, findNode, toNodeSource, updateNode } from './node-queries.ts'
import { createPage, deletePage, toPageSource, updatePage } from './page-queries.ts'

const errors = { 400: errorBody, 401: errorBody, 403: errorBody, 404: errorBody, 409: errorBody }
const idParams = z.object({ id: z.string().min(1).max(64) })
const keyParams = z.object({ key: z.string().min(1).max(64) })
const versionQuery = z.coerce.number().int().min(0)
const pathQuery = z.object({ path: pagePathSchema })
const nodeResult = z.object({ data: z.object({ node: nodeSourceSchema, version: z.number().int() }) })
const pageResult = z.object({ data: pageSourceSchema })

/**
 * Administrators edit content nodes and data pages. Every body is checked by the same schemas the editor form
 * uses (common/content.ts); every change writes an audit row with before and after in the same transaction;
 * node changes carry the topic version and page edits the page version, so two editors never overwrite each other.
 */
export async function contentAdminRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh, clock } = app.deps
  const admin = { access: 'admin' as const }

  app.get(
    '/content/nodes/:id',
    { config: admin, schema: { params: idParams, response: { 200: z.object({ data: nodeSourceSchema }), ...errors } } },
    async (request) => ({ data: toNodeSource(await findNode(dbh.db, request.params.id)) }),
  )

  app.post(
    '/content/topics/:key/nodes',
    { config: admin, schema: { params: keyParams, body: nodeCreateSchema, response: { 200: nodeResult, ...errors } } },
    async (request) => {
      const now = nowIso(clock)
      const data = await dbh.db.transaction().execute(async (trx) => {
        const result = await createNode(trx, request.params.key, request.body.version, request.body.node, now)
        await auditChange(trx, userOf(request), request.ip, now, {
          action: 'content.node_create',
          target: { node_id: result.node.id, topic_key: request.params.key },
          after: result.node,
        })
        return result
      })
      return { data }
    },
  )

  app.put(
    '/content/nodes/:id',
    { config: admin, schema: { params: idParams, body: nodeUpdateSchema, response: { 200: nodeResult, ...errors } } },
    async (request) => {
      const now = nowIso(clock)
      const data = await dbh.db.transaction().execute(async (trx) => {
        const result = await updateNode(trx, request.params.id, request.body.version, request.body.node, now)
        const moved = result.before.parent_id !== result.node.parent_id
        await auditChange(trx, userOf(request), request.ip, now, {
          action: moved ? 'content.node_move' : 'content.node_update',
          target: { node_id: result.node.id, topic_key: result.node.topic_key },
          before: result.before,
          after: result.node,
        })
        return { node: result.node, version: result.version }
      })
      return { data }
    },
  )

  app.delete(
    '/content/nodes/:id',
    {
      config: admin,
      schema: {
        params: idParams,
        querystring: z.object({ version: versionQuery }),
        response: { 200: z.object({ data: z.object({ deleted: z.number(), version: z.number() }) }), ...errors },
      },
    },
    async (request) => {
      const now = nowIso(clock)
      const data = await dbh.db.transaction().execute(async (trx) => {
        const result = await deleteNode(trx, request.params.id, request.query.version, now)
        const [root] = result.deleted
        await auditChange(trx, userOf(request), request.ip, now, {
          action: 'content.node_delete',
          target: { node_id: request.params.id, topic_key: root?.topic_key ?? '' },
          before: { nodes: result.deleted },
        })
        return { deleted: result.deleted.length, version: result.version }
      })
      return { data }
    },
  )

  app.get(
    '/content/pages',
    { config: admin, schema: { querystring: pathQuery, response: { 200: pageResult, ...errors } } },
    async (request) => ({ data: toPageSource(await findPage(dbh.db, request.query.path)) }),
  )

  app.post(
    '/content/pages',
    { config: admin, schema: { body: pageCreateSchema, response: { 200: pageResult, ...errors } } },
    async (request) => {
      const now = nowIso(clock)
      const { path, ...page } = request.body
      const data = await dbh.db.transaction().execute(async (trx) => {
        const created = await createPage(trx, path, page, now)
        await auditChange(trx, userOf(request), request.ip, now, {
          action: 'content.page_create',
          target: { page_path: path },
          after: created,
        })
        return created
      })
      return { data }
    },
  )

  app.put(
    '/content/pages',
    {
      config: admin,
      schema: { querystring: pathQuery, body: pageUpdateSchema, response: { 200: pageResult, ...errors } },
    },
    async (request) => {
      const now = nowIso(clock)
      const { version, ...page } = request.body
      const data = await dbh.db.transaction().execute(async (trx) => {
        const result = await updatePage(trx, request.query.path, version, page, now)
        await auditChange(trx, userOf(request), request.ip, now, {
          action: 'content.page_update',
          target: { page_path: request.query.path },
          before: result.before,
          after: result.page,
        })
        return result.page
      })
      return { data }
    },
  )

  app.delete(
    '/content/pages',
    {
      config: admin,
      schema: {
        querystring: pathQuery.extend({ version: versionQuery }),
        response: { 200: z.object({ data: z.object({ path: z.string() }) }), ...errors },
      },
    },
    async (request) => {
      const now = nowIso(clock)
      const { path, version } = request.query
      await dbh.db.transaction().execute(async (trx) => {
        const before = await deletePage(trx, path, version)
        await auditChange(trx, userOf(request), request.ip, now, {
          action: 'content.page_delete',
          target: { page_path: path },
          before,
        })
      })
      return { data: { path } }
    },
  )
}
