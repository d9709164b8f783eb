// After `tsc -p server/tsconfig.json`: the compiled server keeps its `#common/…` and `#server/…` imports as written,
// so dist/server gets a package.json whose aliases point at the emitted .js files (ADR 142). Derived from the root
// package.json's aliases, so the two cannot drift.
import { readFileSync, writeFileSync } from 'node:fs'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '..')
const { imports } = JSON.parse(readFileSync(resolve(root, 'package.json'), 'utf8'))
const compiled = Object.fromEntries(
  Object.entries(imports)
    .filter(([alias]) => alias.startsWith('#common/') || alias.startsWith('#server/'))
    .map(([alias, target]) => [alias, target.replace(/\.ts$/, '.js')]),
)
const manifest = { private: true, type: 'module', imports: compiled }
writeFileSync(resolve(root, 'dist/server/package.json'), `${JSON.stringify(manifest, null, 2)}\n`)
