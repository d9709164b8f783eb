import { existsSync } from 'node:fs'
import { join } from 'node:path'
import fastifyStatic from '@fastify/static'
import type { FastifyInstance, FastifyReply } from 'fastify'
import { isAppPath } from '#common/routes'

const IMMUTABLE = 'public, max-age=31536000, immutable'

/**
 * Serves the built SPA: hashed files under /assets are cached forever, HTML and build metadata never.
 * Vite writes .br and .gz next to each file at build time, so nothing is compressed per request.
 * A client route gets index.html (or its prerendered page); any other path is a 301 to /startPage/home (docs/shell.md
 * § Routes).
 */
export async function registerStaticWeb(app: FastifyInstance, webRoot: string) {
  const hasBuild = existsSync(join(webRoot, 'index.html'))
  if (hasBuild) {
    await app.register(fastifyStatic, {
      root: webRoot,
      preCompressed: true,
      wildcard: false,
      index: false,
      cacheControl: false,
      setHeaders(reply, path) {
        reply.header('cache-control', path.includes('/assets/') ? IMMUTABLE : 'no-cache')
      },
    })
  }

  app.get('/*', { config: { access: 'public' } }, async (request, reply) => {
    const path = request.url.split('?')[0] ?? '/'
    if (path.startsWith('/api/')) {
      return reply.callNotFound()
    }
    if (!isAppPath(path)) {
      return reply.redirect('/startPage/home', 301)
    }
    if (!hasBuild) {
      return reply
        .status(503)
        .type('text/plain; charset=utf-8')
        .send('The web app is not built yet: run `npm run build` (npm start does this for you).')
    }
    // The page itself says 'Page Not Found'; when the server can already tell, the status says so too.
    if (await isUnknownSection(app, path)) reply.status(404)
    return sendPage(reply, path)
  })
}

/** /startPage/{section} for a section that is no topic (home is the user-type redirect, always known). */
async function isUnknownSection(app: FastifyInstance, path: string) {
  const section = /^\/startPage\/([^/]+)\/?$/.exec(path)?.[1]
  if (!section || section === 'home') return false
  let key: string
  try {
    key = decodeURIComponent(section)
  } catch {
    return true
  }
  const topic = await app.deps.dbh.db.selectFrom('topics').select('key').where('key', '=', key).executeTakeFirst()
  return !topic
}

function sendPage(reply: FastifyReply, path: string) {
  reply.header('cache-control', 'no-cache')
  const prerendered = join(path.replace(/\/+$/, ''), 'index.html')
  if (path !== '/' && existsSync(join(reply.server.deps.config.webRoot, prerendered))) {
    return reply.sendFile(prerendered)
  }
  return reply.sendFile('index.html')
}
