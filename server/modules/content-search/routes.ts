import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { searchHitSchema, searchQuerySchema, siteHitSchema } from '#common/content'
import { userOf } from '#server/plugins/auth-guard'
import { searchContent } from './queries.ts'
import { searchSite } from './site-search.ts'

const errorBody = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})

/**
 * GET /content/search?q=: the knowledge browser's search over nodes and page text, access rules applied.
 * GET /search?q=: the header search, the same content plus topics, reports and the intel catalogue.
 */
export async function contentSearchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh } = app.deps
  app.get(
    '/content/search',
    {
      config: { access: 'user' },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: z.array(searchHitSchema) }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ data: await searchContent(dbh.db, request.query.q, userOf(request)) }),
  )

  app.get(
    '/search',
    {
      config: { access: 'user' },
      schema: {
        querystring: searchQuerySchema,
        response: { 200: z.object({ data: z.array(siteHitSchema) }), 400: errorBody, 401: errorBody },
      },
    },
    async (request) => ({ data: await searchSite(dbh.db, request.query.q, userOf(request)) }),
  )
}
