import { type ChildProcess, spawn } from 'node:child_process'
import http from 'node:http'
import { resolve } from 'node:path'

const root = resolve(import.meta.dirname, '../..')

export type AppProcess = {
  child: ChildProcess
  port: number
  base: string
  /** Everything the process printed, for failure messages. */
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>
}

/**
 * Starts server/main.ts as a real process (as in production, one per core) on a free port; `entry` names another
 * script that ends up running it (a test's next release).
 */
export function startAppProcess(
  env: Record<string, string>,
  timeoutMs = 60_000,
  entry = 'server/main.ts',
): Promise<AppProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', LOG_LEVEL: 'info', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>((done) =>
    child.on('exit', (code, signal) => done({ code, signal, at: Date.now() })),
  )
  return new Promise((resolvePromise, reject) => {
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`app did not start within ${timeoutMs} ms: ${output}`))
    }, timeoutMs)
    const onData = (chunk: Buffer) => {
      // The start line is logged at info, like every request: keep only the tail.
      output = (output + chunk.toString()).slice(-20_000)
      const match = output.match(/running at http:\/\/127\.0\.0\.1:(\d+)/)
      if (match) {
        clearTimeout(timer)
        const port = Number(match[1])
        resolvePromise({ child, port, base: `http://127.0.0.1:${port}`, output: () => output, exited })
      }
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', onData)
    child.on('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`app exited early with ${code}: ${output}`))
    })
  })
}

export type Answer = { status: number; ms: number; startedAt: number; error?: string; body: string }

/** One HTTP request with its own timeout; network errors become status 0. */
export function request(
  agent: http.Agent,
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string; timeoutMs?: number } = {},
): Promise<Answer> {
  const startedAt = Date.now()
  return new Promise((done) => {
    const req = http.request(
      url,
      { agent, method: options.method ?? 'GET', headers: options.headers, timeout: options.timeoutMs ?? 10_000 },
      (res) => {
        let body = ''
        res.on('data', (chunk: Buffer) => {
          body += chunk.toString()
        })
        res.on('end', () => done({ status: res.statusCode ?? 0, ms: Date.now() - startedAt, startedAt, body }))
      },
    )
    req.on('timeout', () => req.destroy(new Error('timeout')))
    req.on('error', (error: NodeJS.ErrnoException) =>
      done({ status: 0, ms: Date.now() - startedAt, startedAt, error: error.code ?? error.message, body: '' }),
    )
    req.end(options.body)
  })
}

/** Signs a demo account in over HTTP through the development SMS outbox; returns the Bearer header. */
export async function signInOverHttp(base: string, phone: string): Promise<{ authorization: string }> {
  const agent = new http.Agent()
  const json = { 'content-type': 'application/json' }
  const sent = await request(agent, `${base}/api/v1/auth/sms/send`, {
    method: 'POST',
    headers: json,
    body: JSON.stringify({ phone }),
  })
  if (sent.status !== 200) throw new Error(`sending the code failed: ${sent.status} ${sent.body}`)
  for (let i = 0; i < 100; i++) {
    const outbox = await request(agent, `${base}/api/v1/dev/sms-outbox?phone=${phone}`)
    const code = (JSON.parse(outbox.body) as { data: { code: string }[] }).data[0]?.code
    if (code) {
      const login = await request(agent, `${base}/api/v1/auth/sms/login`, {
        method: 'POST',
        headers: json,
        body: JSON.stringify({ phone, code }),
      })
      if (login.status !== 200) throw new Error(`login failed: ${login.status} ${login.body}`)
      agent.destroy()
      return { authorization: `Bearer ${(JSON.parse(login.body) as { data: { token: string } }).data.token}` }
    }
    await new Promise((r) => setTimeout(r, 20))
  }
  throw new Error(`no code arrived for ${phone}`)
}
