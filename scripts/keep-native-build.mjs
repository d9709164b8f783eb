// Keeps the better-sqlite3 addon that `npm ci` compiled on this machine where its installer (prebuild-install) looks
// before it compiles: npm's cache, under the name of the release file it would otherwise download. The next clean
// install on the same machine, Node version and platform unpacks it instead of compiling SQLite again, which took
// about two of npm ci's two and a half minutes in CI (ADR 009, addendum). Nothing is downloaded.

import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const packageDir = resolve(root, 'node_modules/better-sqlite3')
const addon = 'build/Release/better_sqlite3.node'

/** The cache file prebuild-install would look for, asked of prebuild-install itself so the names always agree. */
function cachedPrebuildPath() {
  const require = createRequire(resolve(packageDir, 'package.json'))
  const pkg = require('./package.json')
  const rc = require('prebuild-install/rc')(pkg)
  const util = require('prebuild-install/util')
  return util.cachedPrebuild(util.getDownloadUrl({ ...rc, pkg }))
}

/** Whether the installed addon opens a database (a kept file could be damaged, or built for another system). */
const loads = () =>
  spawnSync(process.execPath, ['-e', "new (require('better-sqlite3'))(':memory:').close()"], { cwd: root }).status === 0

const target = cachedPrebuildPath()
if (!loads()) {
  console.log('native build: the installed better-sqlite3 does not load; compiling it again without the kept file')
  rmSync(target, { force: true })
  const rebuilt = spawnSync('npm', ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit' })
  if (rebuilt.status !== 0 || !loads()) {
    console.log('native build: better-sqlite3 still does not load')
    process.exit(1)
  }
}
if (existsSync(target)) {
  console.log(`native build: kept already (${target.split('/').pop()})`)
  process.exit(0)
}
mkdirSync(dirname(target), { recursive: true })
// Written under a temporary name and moved, so a concurrent install never unpacks half a file.
const partial = `${target}.partial-${process.pid}`
const tar = spawnSync('tar', ['-czf', partial, '-C', packageDir, addon], { stdio: 'inherit' })
if (tar.status !== 0) {
  rmSync(partial, { force: true })
  console.log('native build: could not pack the addon; the next install compiles it again')
  process.exit(0)
}
renameSync(partial, target)
console.log(`native build: kept for the next install (${target.split('/').pop()})`)
