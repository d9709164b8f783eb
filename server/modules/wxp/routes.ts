import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { z } from 'zod'
import { publicArticleSchema } from '#common/content'
import { site } from '#common/site'
import { AppError, errorBody } from '#server/errors'
import { publicArticle, publicArticleWithFigures } from './queries.ts'
import { withShareMeta } from './share-html.ts'

const idSchema = z.string().trim().min(1).max(64)

/** GET /api/v1/public/articles/:id — a published, public article; no login. */
export async function wxpApiRoutes(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh } = app.deps
  app.get(
    '/public/articles/:id',
    {
      config: { access: 'public' },
      schema: {
        params: z.object({ id: idSchema }),
        response: { 200: z.object({ data: publicArticleSchema }), 404: errorBody },
      },
    },
    async (request) => ({ data: await publicArticleWithFigures(dbh.db, request.params.id) }),
  )
}

/**
 * GET /wxp/content?id= — the app shell with the article's title and description in the HTML itself, so a share
 * preview shows them. An unknown or unpublished id gets the shell with status 404 (the page then says so).
 * Registered at the root before the history fallback, which it overrides for this one path.
 */
export async function wxpPageRoute(instance: FastifyInstance) {
  const app = instance.withTypeProvider<ZodTypeProvider>()
  const { dbh, config } = app.deps
  app.get(
    '/wxp/content',
    {
      config: { access: 'public' },
      schema: { hide: true, querystring: z.object({ id: z.string().max(200).optional() }) },
    },
    async (request, reply) => {
      // Read per request: a small file, and a rebuild in place is picked up without a restart.
      const shell = await readFile(join(config.webRoot, 'index.html'), 'utf8').catch(() => undefined)
      if (!shell) {
        return reply.status(503).type('text/plain; charset=utf-8').send('The web app is not built yet.')
      }
      reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8')
      const id = idSchema.safeParse(request.query.id)
      const article = id.success
        ? await publicArticle(dbh.db, id.data).catch((error: unknown) => {
            if (error instanceof AppError && error.status === 404) return undefined
            throw error
          })
        : undefined
      if (!article) {
        return reply
          .status(404)
          .send(withShareMeta(shell, { title: `文章不存在 - ${site.title}`, description: '文章不存在或尚未发布' }))
      }
      return reply.send(
        withShareMeta(shell, {
          title: `${article.title} - ${site.title}`,
          description: article.description,
        }),
      )
    },
  )
}
