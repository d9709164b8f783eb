// Steps after `vite build`, in order. Compression runs last so it covers every file the other steps write.
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { compressTree } from './compress-web.mjs'
import { prerender } from './prerender.mjs'

const webRoot = resolve(import.meta.dirname, '../dist/web')

// Build identity (docs/shell.md § Calls): vite.config.ts wrote builds/latest.json with the id baked into the bundle.
const latest = JSON.parse(readFileSync(join(webRoot, 'builds/latest.json'), 'utf8'))
const prerendered = await prerender(webRoot, latest.id)
console.log(`prerendered ${prerendered.join(', ')}`)

const matcher = `^(${prerendered.map((r) => r.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|')})/?$`
mkdirSync(join(webRoot, 'builds/meta'), { recursive: true })
writeFileSync(
  join(webRoot, `builds/meta/${latest.id}.json`),
  JSON.stringify({ id: latest.id, timestamp: latest.timestamp, prerendered, matcher }),
)
console.log(`build ${latest.id}`)

// Vite's manifest is for `npm run size`, not for visitors: it leaves the web root.
mkdirSync(resolve(webRoot, '../build-report'), { recursive: true })
renameSync(join(webRoot, '.vite/manifest.json'), resolve(webRoot, '../build-report/manifest.json'))
rmSync(join(webRoot, '.vite'), { recursive: true, force: true })

const count = compressTree(webRoot)
console.log(`compressed ${count} files (br, gz)`)
