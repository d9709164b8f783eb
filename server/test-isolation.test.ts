import { readdirSync, readFileSync } from 'node:fs'
import { join, relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

// The server projects run without per-file isolation (vitest.config.ts): test files share one module graph.
// A module mock, a stubbed global or a fake clock in one file would then leak into the files after it.
const leaking = /\bvi\.(mock|doMock|stubGlobal|stubEnv|useFakeTimers|spyOn)\(|\bvi\.resetModules\(/

function testFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules') return []
    const path = join(dir, entry.name)
    if (entry.isDirectory()) return testFiles(path)
    return entry.name.endsWith('.test.ts') ? [path] : []
  })
}

describe('server tests share one module graph', () => {
  it('no server or common test mocks modules, stubs globals or fakes timers', () => {
    const root = resolve(import.meta.dirname, '..')
    const files = [...testFiles(join(root, 'server')), ...testFiles(join(root, 'common'))]
    expect(files.length).toBeGreaterThan(50)
    const offenders = files
      .filter((file) => file !== import.meta.filename && leaking.test(readFileSync(file, 'utf8')))
      .map((file) => relative(root, file))
    expect(offenders).toEqual([])
  })
})
