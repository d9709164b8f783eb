// Part of `npm run lint` (ADR 142). Two rules biome cannot express:
// 1. An import that leaves its area (common, server, web, test, bench, scripts) into common/, server/ or web/, or climbs
//    two folders or more, uses the alias (#common/…, #server/…, #web/…) instead of a relative path.
// 2. A web feature imports another feature only through that feature's public entries: web/features/<name>/index.ts,
//    and for what is loaded on demand (`import()`, so it stays out of the importer's bundle) web/features/<name>/lazy.ts.
//    What several features share lives in web/components or web/lib. The shell (web/app) routes to feature pages.
// 3. Word files, PDFs and watermarks are made in the render thread (ADR 144): the functions that make them on the
//    calling thread are imported only by the render worker and by tests; the server calls docxInThread, pdfInThread
//    and stampInThread.
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const files = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', '--', '*.ts', '*.tsx'], {
  cwd: root,
  encoding: 'utf8',
})
  .split('\n')
  .filter(Boolean)
const specifier = /(?:\bfrom|\bimport|vi\.mock|vi\.importActual|vi\.doMock)\s*(\(?)\s*['"]([^'"]+)['"]/g
const areaOf = (path) => (path.includes('/') ? path.split('/')[0] : '')
const featureOf = (path) => (path.startsWith('web/features/') ? path.split('/')[2] : undefined)

/** The repository path an import points at, or undefined for a package. */
function targetOf(file, spec) {
  if (spec.startsWith('.')) return relative(root, resolve(dirname(join(root, file)), spec))
  const alias = /^#(common|server|web)\/(.+)$/.exec(spec)
  if (!alias) return undefined
  const [, area, rest] = alias
  return area === 'web' || rest.endsWith('.json') ? `${area}/${rest}` : `${area}/${rest}.ts`
}

const onTheCallingThread = ['renderDocx', 'renderDocPdf', 'stampWatermark']
const renderWorker = 'server/modules/reports/render-worker.ts'
const isTest = (file) => /\.test\.tsx?$/.test(file) || file.startsWith('test/')

const problems = []
for (const file of files) {
  const text = readFileSync(join(root, file), 'utf8')
  if (file !== renderWorker && !isTest(file)) {
    for (const [, names] of text.matchAll(/\b(?:import|export)\s*(?:type\s*)?\{([^}]*)\}\s*from/g)) {
      const named = names.split(',').map((name) => name.trim().split(/\s+as\s+/)[0])
      for (const name of named.filter((n) => onTheCallingThread.includes(n)))
        problems.push(
          `${file}: imports or re-exports ${name}, which blocks the event loop; use the …InThread function (ADR 144)`,
        )
    }
  }
  const lines = text.split('\n')
  lines.forEach((line, index) => {
    for (const [, paren, spec] of line.matchAll(specifier)) {
      const target = targetOf(file, spec)
      if (!target || target.startsWith('..')) continue
      const where = `${file}:${index + 1}`
      const area = areaOf(target)
      const leaves = ['common', 'server', 'web'].includes(area) && area !== areaOf(file)
      if (spec.startsWith('../') && (leaves || spec.startsWith('../../')))
        problems.push(`${where}: '${spec}' climbs out of its folder; import '${aliasOf(target)}'`)
      const from = featureOf(file)
      const to = featureOf(target)
      const entries = [`web/features/${to}/index.ts`]
      if (paren) entries.push(`web/features/${to}/lazy.ts`)
      if (from && to && from !== to && !entries.includes(target))
        problems.push(`${where}: '${spec}' reaches into the feature ${to}; import from '#${entries.at(-1)}'`)
    }
  })
}

function aliasOf(target) {
  const area = areaOf(target)
  const rest = target.slice(area.length + 1)
  return area === 'web' || !rest.endsWith('.ts') ? `#${target}` : `#${area}/${rest.slice(0, -3)}`
}

for (const problem of problems) console.error(problem)
if (problems.length > 0) {
  console.error(`${problems.length} import(s) break the rules of scripts/check-imports.mjs`)
  process.exit(1)
}
