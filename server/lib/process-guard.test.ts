import { spawnSync } from 'node:child_process'
import { describe, expect, it } from 'vitest'
import { testDbKind } from '../test-support/test-app.ts'

/** Runs a small program in a process of its own that installs the guard and then misbehaves. */
function run(misbehave: string) {
  const program = [
    "import { EventEmitter } from 'node:events'",
    "import { guardProcess } from './server/lib/process-guard.ts'",
    'guardProcess()',
    misbehave,
    "setTimeout(() => console.error('still running'), 200)",
  ].join('\n')
  return spawnSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', program], {
    encoding: 'utf8',
    timeout: 30_000,
  })
}

// It touches no database: once, in the SQLite project, is enough.
describe.skipIf(testDbKind === 'postgres')('the process guard', () => {
  it('logs an unhandled error event at its source, with its code, and exits with 1', () => {
    const result = run(
      "const client = new EventEmitter(); setTimeout(() => client.emit('error', Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })), 10)",
    )
    expect(result.status).toBe(1)
    expect(result.stderr).toContain('uncaught exception (uncaughtException): exiting')
    expect(result.stderr).toContain('terminating connection due to administrator command')
    expect(result.stderr).toContain("code: '57P01'")
    expect(result.stderr).not.toContain('still running')
  })

  it('logs an unhandled rejection and keeps the process running', () => {
    const result = run("void Promise.reject(Object.assign(new Error('lost reply'), { code: 'ECONNRESET' }))")
    expect(result.status).toBe(0)
    expect(result.stderr).toContain('unhandled promise rejection')
    expect(result.stderr).toContain('lost reply')
    expect(result.stderr).toContain('still running')
  })
})
