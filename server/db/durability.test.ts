import { spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { testDbKind } from '../test-support/test-app.ts'

const root = resolve(import.meta.dirname, '../..')

describe.skipIf(testDbKind === 'postgres')('SQLite durability', () => {
  it('keeps every acknowledged write and passes the integrity check after kill -9 during writes', async () => {
    const file = join(mkdtempSync(join(tmpdir(), 'hic-durable-')), 'portal.sqlite')
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/db/test-fixtures/write-loop.ts', file], {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const acknowledged: string[] = []
    let buffer = ''
    await new Promise<void>((done) => {
      child.stdout.on('data', (chunk: Buffer) => {
        buffer += chunk.toString()
        const lines = buffer.split('\n')
        buffer = lines.pop() ?? ''
        for (const line of lines) if (line.startsWith('row-')) acknowledged.push(line)
        if (acknowledged.length >= 300) done()
      })
    })
    child.kill('SIGKILL')
    await new Promise((r) => child.on('exit', r))

    const db = new SQLite(file)
    expect(db.pragma('integrity_check', { simple: true })).toBe('ok')
    const stored = new Set(
      (db.prepare("select key from app_meta where key like 'row-%'").all() as { key: string }[]).map((r) => r.key),
    )
    db.close()
    const missing = acknowledged.filter((key) => !stored.has(key))
    expect(missing).toEqual([])
    expect(stored.size).toBeGreaterThanOrEqual(acknowledged.length)
  })
})
