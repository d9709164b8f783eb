import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signInOverHttp } from './test-support/app-process.ts'
import { testDbKind } from './test-support/test-app.ts'

const root = resolve(import.meta.dirname, '..')

function startMain(): Promise<{ child: ChildProcess; port: number }> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: '0',
      DATA_DIR: mkdtempSync(join(tmpdir(), 'hic-shutdown-')),
      LOG_LEVEL: 'info',
      DATABASE_URL: '',
      // This is about draining, not shedding: a busy CI machine must not turn requests into 503s.
      OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((resolvePromise, reject) => {
    let output = ''
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = output.match(/running at http:\/\/127\.0\.0\.1:(\d+)/)
      if (match) resolvePromise({ child, port: Number(match[1]) })
    })
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
    })
    child.on('exit', (code) => reject(new Error(`exited early with ${code}: ${output}`)))
  })
}

type Outcome = { status?: number; error?: string; closing: boolean; sentBeforeSignal: boolean }

function get(
  agent: http.Agent,
  port: number,
  sentBeforeSignal: boolean,
  path = '/healthz',
  headers: Record<string, string> = {},
): Promise<Outcome> {
  return new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port, path, agent, headers }, (res) => {
      res.resume()
      res.on('end', () =>
        done({ status: res.statusCode, closing: res.headers.connection === 'close', sentBeforeSignal }),
      )
    })
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ error: error.code ?? error.message, closing: true, sentBeforeSignal }),
    )
  })
}

describe.skipIf(testDbKind === 'postgres')('graceful shutdown', () => {
  let started: ChildProcess | undefined
  // A failed or timed-out run must not leave the process behind.
  afterAll(() => {
    if (started && started.exitCode === null) started.kill('SIGKILL')
  })
  it('answers every request of a burst when SIGTERM arrives in the middle, then exits 0', async () => {
    const { child, port } = await startMain()
    started = child
    const auth = await signInOverHttp(`http://127.0.0.1:${port}`, '13800000004')
    const exited = new Promise<{ code: number | null; at: number }>((r) =>
      child.on('exit', (code) => r({ code, at: Date.now() })),
    )
    let signalled = false
    const outcomes: Outcome[] = []
    // 32 keep-alive clients, each sending requests back to back until the server asks it to leave
    // (Connection: close), as a load balancer's upstream connections do.
    // Half the clients read the database (a signed-in page), half only the process (liveness).
    const client = async (_: unknown, index: number) => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
      for (;;) {
        const outcome =
          index % 2 ? await get(agent, port, !signalled, '/api/v1/user/info', auth) : await get(agent, port, !signalled)
        outcomes.push(outcome)
        if (outcome.closing) break
      }
      agent.destroy()
    }
    const clients = Array.from({ length: 32 }, client)
    // Signal once the burst is well under way (on a busy machine that can take a while).
    for (let waited = 0; outcomes.length < 100 && waited < 10_000; waited += 20) {
      await new Promise((r) => setTimeout(r, 20))
    }
    const sentBefore = outcomes.length
    signalled = true
    const signalAt = Date.now()
    child.kill('SIGTERM')
    await Promise.all(clients)
    const exit = await exited

    expect(sentBefore).toBeGreaterThanOrEqual(100)
    expect(outcomes.filter((o) => o.status !== 200)).toEqual([])
    expect(outcomes.filter((o) => o.sentBeforeSignal).length).toBeGreaterThan(sentBefore)
    expect(exit.code).toBe(0)
    expect(exit.at - signalAt).toBeLessThan(10_000)
    // Starting a process and signing in over HTTP takes a while on a busy machine.
  }, 60_000)
})
