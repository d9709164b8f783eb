import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataPageViewSchema, pagePathSchema } from '../../../common/content.ts'
import { userOf } from '../../plugins/auth-guard.ts'
import { pageFor } from './queries.ts'

const errorSchema = z.object({
  error: z.object({ code: z.string(), message: z.string(), fields: z.record(z.string(), z.string()).optional() }),
})

export async function pageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { dbh } = app.deps

  api.get(
    '/pages',
    {
      config: { access: 'user' },
      schema: {
        querystring: z.object({ path: pagePathSchema }),
        response: { 200: z.object({ data: dataPageViewSchema }), 403: errorSchema, 404: errorSchema },
      },
    },
    async (request) => {
      return { data: await pageFor(dbh.db, request.query.path, userOf(request)) }
    },
  )
}
