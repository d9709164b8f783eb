import type { FastifyInstance, FastifyReply } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { dataPageViewSchema, pagePathSchema } from '#common/content'
import { keptRows } from '#server/db/kept-rows'
import { errorBody } from '#server/errors'
import { answerCache } from '#server/lib/answer-cache'
import { userOf } from '#server/plugins/auth-guard'
import { findPageHead, openPage, type PageHead, pageView } from './queries.ts'

export async function pageRoutes(app: FastifyInstance) {
  const api = app.withTypeProvider<ZodTypeProvider>()
  const { dbh, clock } = app.deps
  const answers = answerCache()
  // Each page's row (its version keys the answers) is kept until any process changes a page (server/db/kept-rows.ts).
  const heads = keptRows<PageHead>(dbh.changes, 1000)
  const head = (path: string) => heads.get(path, () => findPageHead(dbh.db, path))

  api.get(
    '/pages',
    {
      config: { access: 'user' },
      schema: {
        querystring: z.object({ path: pagePathSchema }),
        response: { 200: z.object({ data: dataPageViewSchema }), 403: errorBody, 404: errorBody },
      },
    },
    async (request, reply) => {
      // Access is decided on every request; only the page's content is cached, under its version (ADR 033).
      const opened = await openPage(dbh.db, request.query.path, userOf(request), head)
      const now = clock.now()
      const body =
        answers.get(opened.showing, now) ??
        answers.put(
          opened.showing,
          now,
          Buffer.from(JSON.stringify({ data: dataPageViewSchema.parse(await pageView(dbh.db, opened)) })),
        )
      return (reply as FastifyReply).type('application/json; charset=utf-8').send(body)
    },
  )
}
