import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import http from 'node:http'
import net from 'node:net'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { signInOverHttp } from './test-support/app-process.ts'
import { testDbKind } from './test-support/test-app.ts'

const root = resolve(import.meta.dirname, '..')

type Main = { child: ChildProcess; port: number; output: () => string }

function startMain(): Promise<Main> {
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
      if (match) resolvePromise({ child, port: Number(match[1]), output: () => output })
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

/** What a client opening a fresh connection gets: the status, or the connection's error code. */
function fresh(port: number): Promise<string> {
  return new Promise((done) => {
    const req = http.get({ host: '127.0.0.1', port, path: '/healthz', agent: false }, (res) => {
      res.resume()
      done(String(res.statusCode))
    })
    req.on('error', (error: NodeJS.ErrnoException) => done(error.code ?? error.message))
  })
}

/**
 * A request whose body comes later, on a connection already in use: it is in flight from the moment its headers
 * are read until `finish` sends the body, and `finish` resolves with the raw answer.
 */
async function slowPost(port: number) {
  const socket = net.connect(port, '127.0.0.1')
  let received = ''
  socket.on('data', (chunk: Buffer) => {
    received += chunk.toString()
  })
  const answered = (count: number) =>
    new Promise<string>((done, fail) => {
      const check = () => ((received.match(/HTTP\/1\.1 /g) ?? []).length >= count ? done(received) : undefined)
      socket.on('data', check)
      socket.on('close', () => (check(), fail(new Error(`connection closed after: ${received}`))))
      check()
    })
  // One whole request first, so the connection is surely accepted before the signal.
  socket.write('GET /healthz HTTP/1.1\r\nHost: localhost\r\n\r\n')
  await answered(1)
  socket.write('POST /api/v1/auth/logout HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\n')
  socket.write('Content-Length: 2\r\n\r\n')
  return {
    finish: () => {
      socket.end('{}')
      return answered(2)
    },
  }
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

describe.skipIf(testDbKind === 'postgres')('graceful shutdown', () => {
  const started: ChildProcess[] = []
  // A failed or timed-out run must not leave the process behind.
  afterAll(() => {
    for (const child of started) if (child.exitCode === null) child.kill('SIGKILL')
  })

  it('stops accepting at the signal: a new connection is refused while a request in flight is still answered', async () => {
    const { child, port, output } = await startMain()
    started.push(child)
    const exited = new Promise<number | null>((r) => child.on('exit', (code) => r(code)))
    const slow = await slowPost(port)
    await sleep(50)
    child.kill('SIGTERM')
    while (!output().includes('shutting down')) await sleep(10)

    // Refused, not accepted and then cut or answered 503: a proxy sends a refused request to another process,
    // a POST too, since nothing was sent.
    const tries = [await fresh(port), await fresh(port), await fresh(port)]
    expect(tries).toEqual(['ECONNREFUSED', 'ECONNREFUSED', 'ECONNREFUSED'])
    expect(child.exitCode).toBeNull()
    const answer = await slow.finish()
    expect(answer.split('HTTP/1.1 ')[2]).toMatch(/^\d{3} [\s\S]*connection: close/i)
    expect(await exited).toBe(0)
  }, 60_000)

  it('answers every request of a burst when SIGTERM arrives in the middle, then exits 0', async () => {
    const { child, port } = await startMain()
    started.push(child)
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
