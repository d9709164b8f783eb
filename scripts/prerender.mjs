// Renders the public pages to static HTML at build time (issue 4 "Prerendering"): today /login. Each gets its
// `_payload.json` next to its index.html; the list goes into the build's metadata file.
import { readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import { build } from 'vite'
import { classesIn, purgeStyleBlocks } from './purge-css.mjs'

const root = resolve(import.meta.dirname, '..')

export async function prerender(webRoot, buildId) {
  const outDir = resolve(root, 'dist/prerender')
  await build({
    configFile: resolve(root, 'vite.config.ts'),
    logLevel: 'warn',
    build: { ssr: resolve(root, 'web/features/auth/login-prerender.tsx'), outDir, emptyOutDir: true },
  })
  const { renderLogin } = await import(pathToFileURL(join(outDir, 'login-prerender.js')).href)
  const { html, styles, payload } = renderLogin()
  const css = purgeStyleBlocks(styles, classesIn(html))
  const page = join(webRoot, 'login/index.html')
  const template = readFileSync(page, 'utf8')
  if (!template.includes('<div id="root"></div>')) throw new Error('login/index.html has no empty #root')
  writeFileSync(
    page,
    template
      .replace('</head>', `${appShellMeta(webRoot)}\n${css}\n  </head>`)
      .replace('<div id="root"></div>', () => `<div id="root">${html}</div>`),
  )
  writeFileSync(join(webRoot, 'login/_payload.json'), JSON.stringify({ ...payload, build_id: buildId }))
  rmSync(outDir, { recursive: true, force: true })
  return ['/login']
}

/**
 * The app's shell as index.html loads it (entry script, preloaded chunks, stylesheets), for /login to prefetch while
 * the visitor waits for the SMS code (web/features/auth/prefetch-app.ts).
 */
function appShellMeta(webRoot) {
  const index = readFileSync(join(webRoot, 'index.html'), 'utf8')
  const urls = [...index.matchAll(/<(?:script|link)\b[^>]*\b(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map(
    (m) => m[1],
  )
  if (!urls.some((u) => u.endsWith('.js'))) throw new Error('index.html names no script under /assets/')
  return `    <meta name="app-shell" content="${[...new Set(urls)].join(' ')}" />`
}
