// `npm run size`: gzip sizes of the built web app against budgets. Fails when one is exceeded.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const webRoot = resolve(import.meta.dirname, '../dist/web')
const KB = 1024
const budgets = { initialJs: 250 * KB, initialCss: 20 * KB }

if (!existsSync(join(webRoot, 'index.html'))) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}

const gz = (file) => gzipSync(readFileSync(join(webRoot, file))).length

/** JS and CSS the page loads before it is usable: its scripts, module preloads and stylesheets. */
function initialAssets(html) {
  const refs = [...html.matchAll(/(?:src|href)="\/(assets\/[^"]+)"/g)].map((m) => m[1])
  return { js: refs.filter((r) => r.endsWith('.js')), css: refs.filter((r) => r.endsWith('.css')) }
}

const html = readFileSync(join(webRoot, 'index.html'), 'utf8')
const initial = initialAssets(html)
const initialJs = initial.js.reduce((sum, f) => sum + gz(f), 0)
const initialCss = initial.css.reduce((sum, f) => sum + gz(f), 0)
const allJs = readdirSync(join(webRoot, 'assets')).filter((f) => f.endsWith('.js'))
const totalJs = allJs.reduce((sum, f) => sum + gz(`assets/${f}`), 0)

const rows = [
  ['initial JS (gzip)', initialJs, budgets.initialJs],
  ['initial CSS (gzip)', initialCss, budgets.initialCss],
  ['all JS chunks (gzip)', totalJs, undefined],
]
let over = false
for (const [name, size, budget] of rows) {
  const verdict =
    budget === undefined ? '' : size <= budget ? `ok (budget ${budget / KB} KB)` : `OVER budget ${budget / KB} KB`
  if (budget !== undefined && size > budget) over = true
  console.log(`${name.padEnd(24)} ${(size / KB).toFixed(1).padStart(8)} KB  ${verdict}`)
}
process.exit(over ? 1 : 0)
