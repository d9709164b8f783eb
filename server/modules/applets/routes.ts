import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { toolSummarySchema } from '#common/applets/summary'
import { currentUser } from '#server/plugins/access'
import { contentDisposition } from '../files/routes.ts'
import { renderToolSummary } from './summary-pdf.ts'

/** The calculators compute in the browser; the server only turns a result into the firm's one-page PDF. */
export async function appletRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()

  api.post(
    '/applets/summary.pdf',
    {
      config: { access: 'user' },
      // Binary answer (200 application/pdf), so no response schema; errors (400, 401) use the usual envelope.
      schema: { body: toolSummarySchema },
    },
    async (request, reply) => {
      const user = currentUser(request)
      const bytes = await renderToolSummary(request.body, new Date(app.deps.clock.now()), user.username)
      return reply
        .header('content-type', 'application/pdf')
        .header('cache-control', 'private, no-store')
        .header('content-disposition', contentDisposition('attachment', `${request.body.title}.pdf`))
        .send(Buffer.from(bytes))
    },
  )
}
