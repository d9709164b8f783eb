import type { FastifyInstance } from 'fastify'
import { limitKeys } from '../modules/auth/rules.ts'

const TEST_IP = '127.0.0.1'

/**
 * Logs in the real way (send a code, read it from the dev outbox, log in) and returns the header to send.
 * It clears the send limits of this phone and of the test IP first, so a test file may log in as often as it
 * needs; tests of the limits themselves call the endpoints directly.
 */
export async function loginAs(app: FastifyInstance, phone: string): Promise<{ authorization: string }> {
  const { token } = await loginSession(app, phone)
  return { authorization: `Bearer ${token}` }
}

/** Like loginAs, also returning the refresh cookie and the user. */
export async function loginSession(app: FastifyInstance, phone: string) {
  await app.deps.counters.reset([
    limitKeys.cooldown(phone),
    limitKeys.phoneHour(phone),
    limitKeys.phoneDay(phone),
    limitKeys.ipSendHour(TEST_IP),
    limitKeys.ipVerify(TEST_IP),
  ])
  const before = (await outbox(app, phone)).length
  const sent = await app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone } })
  if (sent.statusCode !== 200) throw new Error(`loginAs(${phone}): send failed with ${sent.statusCode} ${sent.body}`)
  const code = await nextCode(app, phone, before)
  const res = await app.inject({ method: 'POST', url: '/api/v1/auth/sms/login', payload: { phone, code } })
  if (res.statusCode !== 200) throw new Error(`loginAs(${phone}): login failed with ${res.statusCode} ${res.body}`)
  const cookie = res.cookies.find((c) => c.name === 'hic_refresh')
  return { token: res.json().data.token as string, refreshToken: cookie?.value ?? '', user: res.json().data.user }
}

/** The dev outbox for a phone, newest first. */
export async function outbox(
  app: FastifyInstance,
  phone: string,
): Promise<{ phone: string; code: string; text: string; sent_at: string }[]> {
  const res = await app.inject({ method: 'GET', url: `/api/v1/dev/sms-outbox?phone=${encodeURIComponent(phone)}` })
  return res.json().data
}

/** The code of the message that arrives after `before` messages; the SMS leaves after the answer, so it waits. */
export async function nextCode(app: FastifyInstance, phone: string, before: number): Promise<string> {
  for (let i = 0; i < 200; i++) {
    const messages = await outbox(app, phone)
    const newest = messages[0]
    if (messages.length > before && newest) return newest.code
    await new Promise((resolve) => setTimeout(resolve, 5))
  }
  throw new Error(`No new SMS for ${phone} in the outbox (unknown or disabled phone?)`)
}

/** A logged-in header for each person of a table of phones (the access matrices' cast). */
export async function loginEach<Who extends string>(
  app: FastifyInstance,
  phones: Record<Who, string>,
): Promise<Record<Who, { authorization: string }>> {
  const headers = {} as Record<Who, { authorization: string }>
  for (const who of Object.keys(phones) as Who[]) headers[who] = await loginAs(app, phones[who])
  return headers
}
