// Helpers of the browser measurements (lighthouse.mjs, trace-first-screen.mjs): the page and account on the command
// line, the built server with a throwaway database, a session signed in through the API (the test server's SMS
// outbox), and Chromium left as the login page leaves it.
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import * as chromeLauncher from 'chrome-launcher'
import puppeteer from 'puppeteer-core'

const root = resolve(import.meta.dirname, '..')

/** The built server on a free port with a throwaway data directory; resolves with its address once it listens. */
function startServer(dataDir) {
  const child = spawn(process.execPath, [join(root, 'dist/server/server/main.js')], {
    cwd: root,
    env: { ...process.env, NODE_ENV: 'test', PORT: '0', HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  return new Promise((done, fail) => {
    let output = ''
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 30_000)
    child.stdout.on('data', (chunk) => {
      output += chunk
      const match = output.match(/running at (http:\/\/127\.0\.0\.1:\d+)/)
      if (match) {
        clearTimeout(timer)
        done({ url: match[1], child })
      }
    })
    child.stderr.on('data', (chunk) => {
      output += chunk
    })
  })
}

async function api(base, route, body) {
  const res = await fetch(`${base}/api/v1${route}`, {
    method: body ? 'POST' : 'GET',
    headers: body ? { 'content-type': 'application/json' } : {},
    body: body ? JSON.stringify(body) : undefined,
  })
  if (!res.ok) throw new Error(`${route}: ${res.status} ${await res.text()}`)
  return (await res.json()).data
}

/** Signs in by SMS code through the API once (the outbox of the test server holds the code). */
async function sessionFor(base, phoneNumber) {
  await api(base, '/auth/sms/send', { phone: phoneNumber })
  const [latest] = await api(base, `/dev/sms-outbox?phone=${phoneNumber}`)
  return api(base, '/auth/sms/login', { phone: phoneNumber, code: latest.code })
}

/** Leaves the browser as the login page does after a sign-in: /login's scripts cached, the session stored. */
async function signInBrowser(port, base, session) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${port}` })
  const page = await browser.newPage()
  await page.goto(`${base}/login`, { waitUntil: 'networkidle0' })
  await browser.setCookie({ name: 'jwt', value: session.token, url: base, sameSite: 'Strict' })
  await page.evaluate((user) => {
    localStorage.setItem('userInfo', JSON.stringify(user))
    localStorage.setItem('login_timestamp', String(Date.now()))
  }, session.user)
  await page.close()
  await browser.disconnect()
}

/** The page and account of the command line: `/startPage/homeConsult --as 13800000006` (/login and nobody by default). */
export function pageArgs(args = process.argv.slice(2)) {
  const asIndex = args.indexOf('--as')
  const phone = asIndex >= 0 ? args[asIndex + 1] : undefined
  const path = args.find((a, i) => !a.startsWith('--') && i !== asIndex + 1) ?? '/login'
  return { path, phone }
}

/**
 * Runs `measure(base, session)` against the built server on a throwaway database, signed in as `phone` through the
 * API when one is given; stops the server and deletes the data afterwards.
 */
export async function withServer(phone, measure) {
  const dataDir = mkdtempSync(join(tmpdir(), 'hic-measure-'))
  const server = await startServer(dataDir)
  try {
    const session = phone ? await sessionFor(server.url, phone) : undefined
    return await measure(server.url, session)
  } finally {
    server.child.kill('SIGTERM')
    rmSync(dataDir, { recursive: true, force: true })
  }
}

/** Debian's Chromium, headless, left signed in (when there is a session) for pages of `base`. Kill it when done. */
export async function launchChromium(base, session) {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage'],
  })
  try {
    if (session) await signInBrowser(chrome.port, base, session)
    return chrome
  } catch (error) {
    await chrome.kill()
    throw error
  }
}
