import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { type APIRequestContext, expect, type Locator, type Page } from '@playwright/test'

export const base = () => process.env.E2E_BASE_URL ?? ''

export type Session = { token: string; user: { username: string; phone_number: string; organization: string } }
// The server allows one code per phone per minute: each phone logs in once per server run and tests share the
// session. It is kept in a file so a worker restarted after a failure still has it.
const sessionFile = () =>
  process.env.E2E_SESSION_FILE ?? join(tmpdir(), `hic-e2e-sessions-${new URL(base()).port}.json`)
const readSessions = (): Record<string, Session> =>
  existsSync(sessionFile()) ? JSON.parse(readFileSync(sessionFile(), 'utf8')) : {}

/** The newest code in the dev outbox for a phone, once more than `before` messages are there. */
export async function codeFromOutbox(request: APIRequestContext, phone: string, before: number) {
  for (let i = 0; i < 100; i++) {
    const res = await request.get(`${base()}/api/v1/dev/sms-outbox?phone=${phone}`)
    const messages = (await res.json()).data as { code: string }[]
    if (messages.length > before && messages[0]) return messages[0].code
    await new Promise((r) => setTimeout(r, 50))
  }
  throw new Error(`no SMS for ${phone}`)
}

export async function outboxCount(request: APIRequestContext, phone: string) {
  const res = await request.get(`${base()}/api/v1/dev/sms-outbox?phone=${phone}`)
  return ((await res.json()).data as unknown[]).length
}

/** Logs in through the API (once per phone per run) and returns the token and user. */
export async function apiSession(request: APIRequestContext, phone: string): Promise<Session> {
  const cached = readSessions()[phone]
  if (cached) return cached
  const before = await outboxCount(request, phone)
  let sent = await request.post(`${base()}/api/v1/auth/sms/send`, { data: { phone } })
  // Another test asked for a code for this phone less than a minute ago: wait out a short rest of the cooldown.
  const wait = Number((await sent.json().catch(() => ({})))?.error?.fields?.retry_after_s ?? 0)
  if (sent.status() === 429 && wait > 0 && wait <= 15) {
    await new Promise((r) => setTimeout(r, wait * 1000 + 200))
    sent = await request.post(`${base()}/api/v1/auth/sms/send`, { data: { phone } })
  }
  if (!sent.ok()) throw new Error(`send failed: ${sent.status()} ${await sent.text()}`)
  const code = await codeFromOutbox(request, phone, before)
  const res = await request.post(`${base()}/api/v1/auth/sms/login`, { data: { phone, code } })
  if (!res.ok()) throw new Error(`login failed: ${res.status()} ${await res.text()}`)
  const session = (await res.json()).data as Session
  rememberSession(phone, session)
  return session
}

/** Keeps a session for later tests of this run (a login through the form counts as the phone's one login). */
export function rememberSession(phone: string, session: Session) {
  writeFileSync(sessionFile(), JSON.stringify({ ...readSessions(), [phone]: session }))
}

/** Puts a session into the browser the way the login page does: token cookie, userInfo and login_timestamp. */
export async function signIn(page: Page, phone: string) {
  const session = await apiSession(page.request, phone)
  await page.goto(`${base()}/login`)
  await page.context().addCookies([{ name: 'jwt', value: session.token, url: base(), sameSite: 'Strict' }])
  await page.evaluate(({ user }) => {
    localStorage.setItem('userInfo', JSON.stringify(user))
    localStorage.setItem('login_timestamp', String(Date.now()))
  }, session)
  return session
}

/** A JWT-shaped token with the given claims (the browser only reads claims; the server never sees it). */
export function fakeToken(claims: Record<string, unknown>) {
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url')
  return `${part({ alg: 'HS256', typ: 'JWT' })}.${part(claims)}.c2ln`
}

/**
 * Picks an option of an antd Select (typing `search` first when given) and waits until the field shows it. On a
 * busy machine a click can land while the list is still opening, so it picks again until the value is there.
 */
export async function pickOption(page: Page, field: Locator, option: string, search?: string) {
  const select = field.locator('xpath=ancestor::*[contains(@class,"ant-select")][1]')
  await expect(async () => {
    if ((await field.getAttribute('aria-expanded')) !== 'true') await field.click()
    if (search) await field.fill(search)
    await page.locator('.ant-select-item-option').filter({ hasText: option }).first().click({ timeout: 2_000 })
    await expect(select).toContainText(option, { timeout: 2_000 })
  }).toPass({ timeout: 20_000 })
}

/** Follows an entry of the header's main navigation, through its 更多 list when the entry does not fit the width. */
export async function clickNavLink(page: Page, name: string) {
  const nav = page.getByRole('navigation', { name: '主菜单' })
  const link = nav.getByRole('link', { name, exact: true })
  await nav.waitFor()
  if ((await link.count()) === 0) await nav.getByRole('button', { name: '更多菜单' }).click()
  await link.click()
}
