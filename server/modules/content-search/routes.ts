import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { searchHitSchema, searchQuerySchema, siteHitSchema } from '#common/content'
import { errorBody } from '#server/errors'
import { userOf } from '#server/plugins/auth-guard'
import { searchContent } from './queries.ts'
import { searchSite } from './site-search.ts'

/**
 * GET /content/search?q=: the knowledge browser's search over nodes and page text, access rules applied.
 * GET /search?q=: the header search, the same content plus topics, reports and the intel catalogue.
 */
export async function contentSearchRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh } = app.deps
  const searchRoute = <Hit extends z.ZodType>(
    url: string,
    hit: Hit,
    search: (db: typeof dbh.db, q: string, user: ReturnType<typeof userOf>) => Promise<z.input<Hit>[]>,
  ) =>
    app.get(
      url,
      {
        config: { access: 'user' },
        schema: {
          querystring: searchQuerySchema,
          response: { 200: z.object({ data: z.array(hit) }), 400: errorBody, 401: errorBody },
        },
      },
      async (request) => ({ data: await search(dbh.db, request.query.q, userOf(request)) }),
    )
  searchRoute('/content/search', searchHitSchema, searchContent)
  searchRoute('/search', siteHitSchema, searchSite)
}
