// `npm run size`: what each screen downloads before it is usable (gzip JS and script requests), against per-route
// budgets. A screen's download is /login's scripts, the signed-in shell's and the route's own, each counted once
// (what a person who has just signed in fetches). Fails when a budget is broken, listing the route's biggest
// chunks, or when chart, map, PDF or spreadsheet code is in a first download.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'

const dist = resolve(import.meta.dirname, '../dist')
const webRoot = join(dist, 'web')
const KB = 1024
const heavy =
  /node_modules\/(echarts|zrender|leaflet|maplibre-gl|mapbox-gl|pdfjs-dist|react-pdf|xlsx|exceljs|write-excel-file|chart\.js|recharts|@antv)\//

const manifestPath = join(dist, 'build-report/manifest.json')
if (!existsSync(manifestPath)) {
  console.error('No build found: run `npm run build` first.')
  process.exit(1)
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'))
const chunkModules = JSON.parse(readFileSync(join(dist, 'build-report/chunks.json'), 'utf8'))
const gzCache = new Map()
const gzOf = (key) => {
  if (!gzCache.has(key)) gzCache.set(key, gzipSync(readFileSync(join(webRoot, manifest[key].file))).length)
  return gzCache.get(key)
}
const sum = (keys) => keys.reduce((total, key) => total + gzOf(key), 0)

/** Every chunk a manifest entry loads up front: itself and its static imports, transitively. */
function closure(keys) {
  const seen = new Set()
  const visit = (key) => {
    if (seen.has(key)) return
    if (!manifest[key]) throw new Error(`not in the build manifest: ${key}`)
    seen.add(key)
    for (const next of manifest[key].imports ?? []) visit(next)
  }
  keys.forEach(visit)
  return [...seen]
}

/** Render-blocking CSS: linked stylesheets and <style> blocks in the page's HTML. */
function blockingCss(htmlFile, keys) {
  const html = readFileSync(join(webRoot, htmlFile), 'utf8')
  const inline = [...html.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('\n')
  const linked = [...new Set(keys.flatMap((key) => manifest[key].css ?? []))]
  return (
    gzipSync(inline).length + linked.reduce((total, f) => total + gzipSync(readFileSync(join(webRoot, f))).length, 0)
  )
}

/** Route → the module that draws it, read from web/app/pages.ts (one `import('…')` per route). */
function routeModules() {
  const source = readFileSync(resolve(import.meta.dirname, '../web/app/pages.ts'), 'utf8')
  const routes = new Map()
  for (const m of source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*import\('\.\.?\/?([^']+)'\)/gs)) {
    const file = m[2].startsWith('features/') || m[2].startsWith('components/') ? m[2] : `app/${m[2]}`
    routes.set(m[1], file.replace(/^\.\.\//, ''))
  }
  for (const m of source.matchAll(/'([^']+)':\s*\(\)\s*=>\s*\n\s*import\('\.\.\/([^']+)'\)/g)) routes.set(m[1], m[2])
  return routes
}

// Budgets in KB gzip. The first screens people land on, then every other screen's own JS beyond login and the
// shell. Issue 21 asks for 200 KB / 25 requests for login + a landing screen and 150 KB own JS elsewhere; both
// are the budgets, so CI fails the day a first screen or a page grows past them.
const landingBudget = { js: 200, requests: 25 }
const landingRoutes = new Set([
  '/choose-category',
  '/startPage/:section',
  '/home-pages/management-group/brand',
  '/home-pages/project/project',
  '/home-pages/ownership/industry',
  '/home-pages/school/industry',
  '/home-pages/hotel/company',
  '/home-pages/association/industry',
])
const ownBudget = 150
// Drawn only where they appear, and outside the own-JS target by the issue's own terms.
const heavyRoutes = new Set(['/hotel-map', '/report-viewer'])

let failed = false
const fail = (line) => {
  failed = true
  console.log(`  FAIL ${line}`)
}
const kb = (bytes) => `${(bytes / KB).toFixed(1).padStart(6)} KB`

const login = closure(['login/index.html'])
const shell = closure(['index.html'])
const loginJs = sum(login)
const shellJs = sum(shell)
console.log(
  `/login: ${login.length} scripts, ${kb(loginJs)}, render-blocking CSS ${kb(blockingCss('login/index.html', login))}`,
)
if (loginJs > 120 * KB) fail('/login JS over its 120 KB budget')
if (blockingCss('login/index.html', login) > 20 * KB) fail('/login CSS over its 20 KB budget')
console.log(`signed-in shell: ${shell.length} scripts, ${kb(shellJs)} (budget 190 KB)`)
if (shellJs > 190 * KB) fail('shell JS over its 190 KB budget')
for (const [name, keys] of [
  ['/login', login],
  ['shell', shell],
]) {
  const found = keys.flatMap((key) => (chunkModules[manifest[key].file] ?? []).filter((id) => heavy.test(id)))
  if (found.length > 0)
    fail(`heavy code in the first download of ${name}: ${[...new Set(found)].slice(0, 5).join(', ')}`)
}

console.log('\nroute                                    scripts   login+shell+route   own JS   verdict')
for (const [route, module] of routeModules()) {
  if (!manifest[module]) continue
  const all = [...new Set([...login, ...closure(['index.html', module])])]
  const own = all.filter((key) => !shell.includes(key) && !login.includes(key))
  const js = sum(all)
  const ownJs = sum(own)
  const notes = []
  if (landingRoutes.has(route)) {
    if (js > landingBudget.js * KB) notes.push(`OVER budget ${landingBudget.js} KB`)
    if (all.length > landingBudget.requests) notes.push(`OVER budget ${landingBudget.requests} scripts`)
  } else if (!heavyRoutes.has(route)) {
    if (ownJs > ownBudget * KB) notes.push(`OVER budget ${ownBudget} KB own`)
  }
  const over = notes.some((n) => n.startsWith('OVER'))
  console.log(
    `${route.padEnd(40)} ${String(all.length).padStart(7)}   ${kb(js)}          ${kb(ownJs)}   ${notes.join('; ') || 'ok'}`,
  )
  if (over) {
    failed = true
    const top = own.map((key) => [gzOf(key), manifest[key].file]).sort((a, b) => b[0] - a[0])
    for (const [bytes, file] of top.slice(0, 5)) console.log(`      ${kb(bytes)}  ${file}`)
  }
}
process.exit(failed ? 1 : 0)
