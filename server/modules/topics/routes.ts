import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { type TopicSummary, topicOrderSchema, topicSummarySchema, topicTreeSchema } from '#common/content'
import { keptRows } from '#server/db/kept-rows'
import { errorBody } from '#server/errors'
import { nowIso } from '#server/lib/clock'
import { userOf } from '#server/plugins/auth-guard'
import { findTopic, listTopics, saveTopicOrder, topicNodes } from './queries.ts'
import { treeFor } from './tree.ts'
import { treeCache } from './tree-cache.ts'

const keyParams = z.object({ key: z.string().min(1).max(64) })

export async function topicRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { dbh, clock } = app.deps
  const trees = treeCache()
  // Each topic's row (its version keys the trees) is kept until any process changes a topic (server/db/kept-rows.ts):
  // on PostgreSQL a cached topic then costs no round trip.
  const topics = keptRows<TopicSummary>(dbh.changes, 1000)

  api.get(
    '/topics',
    {
      config: { access: 'user' },
      schema: { response: { 200: z.object({ data: z.array(topicSummarySchema) }) } },
    },
    async () => ({ data: await listTopics(dbh.db) }),
  )

  api.get(
    '/topics/:key',
    {
      config: { access: 'user' },
      schema: { params: keyParams, response: { 200: z.object({ data: topicTreeSchema }), 404: errorBody } },
    },
    async (request, reply) => {
      const viewer = userOf(request)
      const { key } = request.params
      const topic = await topics.get(key, () => findTopic(dbh.db, key))
      const now = clock.now()
      const body =
        trees.get(topic, viewer, now) ??
        trees.put(topic, viewer, now, treeFor(await topicNodes(dbh.db, topic.key), viewer))
      // Sent as bytes: the tree was checked against its schema when it was cached, and serializing it again
      // was most of this route's cost (docs/archive/capacity-log.md).
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body)
    },
  )

  api.put(
    '/topics/:key/order',
    {
      config: { access: 'admin' },
      schema: {
        params: keyParams,
        body: topicOrderSchema,
        response: {
          200: z.object({ data: z.object({ version: z.number().int() }) }),
          400: errorBody,
          404: errorBody,
          409: errorBody,
        },
      },
    },
    async (request) => ({
      data: await saveTopicOrder(dbh.db, request.params.key, request.body, nowIso(clock)),
    }),
  )
}
