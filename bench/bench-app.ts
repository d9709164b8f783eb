import { cpus, loadavg } from 'node:os'
import autocannon, { type Options, type Result } from 'autocannon'
import { boot } from '#server/boot'
import { loadConfig } from '#server/config'

/**
 * What the in-process benches (intel, asset) share: the app booted from the environment with the demo seed and load
 * shedding off (on a busy box it would answer 503 quickly and hide the query times they measure), listening on
 * loopback, a demo user signed in through the development SMS outbox (so not with NODE_ENV=production; BENCH_TOKEN
 * when set), and autocannon.
 */
export async function startBenchApp(options: { env?: Record<string, string>; port?: number } = {}) {
  const config = loadConfig({
    ...process.env,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'true',
    OVERLOAD_MAX_EVENT_LOOP_DELAY_MS: '0',
    ...options.env,
  })
  const { app, dbh } = await boot(config, false)
  await app.listen({ host: '127.0.0.1', port: options.port ?? 0 })
  const address = app.server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  const base = `http://127.0.0.1:${port}/api/v1`

  async function signIn(phone: string) {
    const post = (path: string, body: object) =>
      fetch(base + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body),
      })
    const sent = await post('/auth/sms/send', { phone })
    if (!sent.ok) throw new Error(`sending the login code failed: ${sent.status} ${await sent.text()}`)
    const outbox = (await (await fetch(`${base}/dev/sms-outbox?phone=${phone}`)).json()) as { data: { code: string }[] }
    const login = await post('/auth/sms/login', { phone, code: outbox.data[0]?.code })
    if (!login.ok) throw new Error(`signing in failed: ${login.status} ${await login.text()}`)
    return ((await login.json()) as { data: { token: string } }).data.token
  }
  /** Bearer headers of a demo user (an employee by default), or of BENCH_TOKEN. */
  async function authHeaders(phone = '13800000001') {
    return { authorization: `Bearer ${process.env.BENCH_TOKEN ?? (await signIn(phone))}` }
  }
  async function close() {
    await app.close()
    await dbh.close()
  }
  return { app, dbh, base, authHeaders, close }
}

/** One autocannon run to its end. */
export function load(options: Options): Promise<Result> {
  return Promise.resolve(autocannon(options))
}

/** The machine's load, printed before the figures (the box is shared and noisy). */
export function machineLine() {
  return `load average ${loadavg()
    .map((n) => n.toFixed(1))
    .join(' ')} on ${cpus().length} cores`
}
