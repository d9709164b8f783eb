// `npm start`: builds the web app and the server when the build is missing or older than the sources, then runs it.
import { execSync } from 'node:child_process'
import { existsSync, readdirSync, statSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const stamp = join(root, 'dist/.build-stamp')
const sources = ['web', 'server', 'common', 'scripts', 'package-lock.json', 'vite.config.ts', 'tsconfig.base.json']

function newestMtime(path) {
  if (!existsSync(path)) return 0
  const stat = statSync(path)
  if (!stat.isDirectory()) return stat.mtimeMs
  let newest = stat.mtimeMs
  for (const name of readdirSync(path)) {
    if (name === 'node_modules') continue
    newest = Math.max(newest, newestMtime(join(path, name)))
  }
  return newest
}

const built = existsSync(stamp) ? statSync(stamp).mtimeMs : 0
const changed = Math.max(...sources.map((s) => newestMtime(join(root, s))))
if (built < changed) {
  console.log(built ? 'Sources changed since the last build: building…' : 'First start: building the app…')
  const started = Date.now()
  execSync('npm run build', { cwd: root, stdio: 'inherit' })
  writeFileSync(stamp, new Date().toISOString())
  console.log(`Built in ${((Date.now() - started) / 1000).toFixed(1)} s`)
}

await import(join(root, 'dist/server/server/main.js'))
