// `npm run size`: gzip sizes of what each page needs before it is usable, against the budgets of issue 4.
// Fails when a budget is exceeded or when chart, map, PDF or spreadsheet code is in either first download.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = resolve(import.meta.dirname, '../dist')
const webRoot = join(dist, 'web')
const KB = 1024
const heavy =
  /node_modules\/(echarts|zrender|leaflet|maplibre-gl|mapbox-gl|pdfjs-dist|react-pdf|xlsx|exceljs|chart\.js|recharts|@antv)\//

const manifestPath = join(dist, 'build-report/manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const chunkModules = JSON.parse(readFileSync(join(dist, 'build-report/chunks.json'), 'utf8'))
const gz = (text) => gzipSync(text).length
const gzFile = (file) => gz(readFileSync(join(webRoot, file)))

/** Every chunk a manifest entry loads up front: itself and its static imports, transitively. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    const entry = manifest[key]
    if (!entry) throw new Error(`not in the build manifest: ${key}`)
    seen.add(key)
    for (const next of entry.imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return [...seen].map((key) => manifest[key])
}

/** Render-blocking CSS: linked stylesheets and <style> blocks in the page's HTML. */
function blockingCss(htmlFile, chunks) {
  const html = readFileSync(join(webRoot, htmlFile), 'utf8')
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const linked = [...new Set(chunks.flatMap((c) => c.css ?? []))]
  return gz(inline) + linked.reduce((sum, f) => sum + gzFile(f), 0)
}

const pages = [
  { name: '/login', html: 'login/index.html', keys: ['login/index.html'], js: 120 * KB, css: 20 * KB },
  {
    name: 'signed-in shell',
    html: 'index.html',
    keys: ['index.html'],
    js: 250 * KB,
  },
  // Not a budget of issue 4: a guard so the start pages most users land on stay light (admin tools load lazily).
  {
    name: 'shell + a topic start page',
    html: 'index.html',
    keys: ['index.html', 'features/topics/components/start-page.tsx'],
    js: 330 * KB,
  },
]

let failed = false
for (const page of pages) {
  const chunks = closure(page.keys)
  const js = chunks.reduce((sum, c) => sum + gzFile(c.file), 0)
  const css = blockingCss(page.html, chunks)
  const heavyFound = chunks.flatMap((c) => (chunkModules[c.file] ?? []).filter((id) => heavy.test(id)))
  const verdict = (size, budget) =>
    budget === undefined ? '' : size <= budget ? `ok (budget ${budget / KB} KB)` : `OVER budget ${budget / KB} KB`
  console.log(`${page.name}: ${chunks.length} chunks`)
  console.log(`  JS before usable (gzip)      ${(js / KB).toFixed(1).padStart(7)} KB  ${verdict(js, page.js)}`)
  console.log(`  render-blocking CSS (gzip)   ${(css / KB).toFixed(1).padStart(7)} KB  ${verdict(css, page.css)}`)
  if (js > page.js || (page.css !== undefined && css > page.css)) failed = true
  if (heavyFound.length > 0) {
    failed = true
    console.log(`  HEAVY CODE in the first download: ${[...new Set(heavyFound)].slice(0, 5).join(', ')}`)
  }
}
process.exit(failed ? 1 : 0)
