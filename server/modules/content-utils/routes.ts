import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { annualReportSchema, optionItemSchema } from '#common/content'
import { userOf } from '#server/plugins/auth-guard'
import { brandOptions, cityOptions, huameiAnnuals } from './queries.ts'

const errorBody = z.object({ error: z.object({ code: z.string(), message: z.string() }) })
const options = { 200: z.object({ data: z.array(optionItemSchema) }), 401: errorBody }

/**
 * The seed's utility modules as endpoints of the same names (docs/shell.md § Routes): huameiAnnuals feeds the
 * annual-report block of data pages; utils/brands and utils/cities feed brand and city filters.
 */
export async function contentUtilRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh } = app.deps
  const user = { access: 'user' as const }

  app.get(
    '/utils/huameiAnnuals',
    { config: user, schema: { response: { 200: z.object({ data: z.array(annualReportSchema) }), 401: errorBody } } },
    async (request) => ({ data: await huameiAnnuals(dbh.db, userOf(request)) }),
  )
  app.get('/utils/brands', { config: user, schema: { response: options } }, async () => ({
    data: await brandOptions(dbh.db),
  }))
  app.get('/utils/cities', { config: user, schema: { response: options } }, async () => ({
    data: await cityOptions(dbh.db),
  }))
}
