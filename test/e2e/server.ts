import { type ChildProcess, spawn } from 'node:child_process'
import { createWriteStream, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'

export type RunningServer = { url: string; process: ChildProcess; dataDir: string }

const root = resolve(import.meta.dirname, '../..')

/**
 * Starts the built server on a free port with a fresh temporary database; resolves once it listens. Everything the
 * server prints goes to `logFile` (by default server.log in its data directory), so a failed browser test can be
 * read against the server's side of it.
 */
export function startServer(env: Record<string, string> = {}, logFile?: string): Promise<RunningServer> {
  const dataDir = mkdtempSync(join(tmpdir(), 'hic-e2e-'))
  const log = createWriteStream(logFile ?? join(dataDir, 'server.log'))
  const child = spawn(process.execPath, [join(root, 'dist/server/server/main.js')], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      // A shared CI machine can lag; the browser tests are about flows, not load shedding.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
      OVERLOAD_MAX_IN_FLIGHT: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Neither stream ends the file: the other may still write after one has ended.
  child.stdout?.pipe(log, { end: false })
  child.stderr?.pipe(log, { end: false })
  child.on('close', () => log.end())
  return new Promise((resolvePromise, reject) => {
    let output = ''
    // The first start seeds the demo data, documents included (the published demo study's Word and PDF): on a
    // busy machine that took 25 s, so allow 90 s.
    const timer = setTimeout(() => reject(new Error(`server did not start in 90 s:\n${output}`)), 90_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/running at (http:\/\/127\.0\.0\.1:\d+)/)
      if (match?.[1]) {
        clearTimeout(timer)
        child.stdout?.off('data', onData)
        resolvePromise({ url: match[1], process: child, dataDir })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`server exited with ${code}:\n${output}`))
    })
  })
}
