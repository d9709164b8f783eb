import { Writable } from 'node:stream'
import { describe, expect, it } from 'vitest'
import { buildApp } from '#server/app'
import { loginSession, nextCode, outbox } from '#server/test-support/auth'
import { createTestApp, manualClock, openTestDb, testConfig } from '#server/test-support/test-app'
import { maskPhone, normalizePhone } from './phone.ts'
import { limitKeys } from './rules.ts'

const ADMIN = '13800000000'
const CLIENT = '13800000008'
const DISABLED = '13800000016'
const UNKNOWN = '13912345678'

describe('phone numbers', () => {
  it('accepts mainland mobiles written with +86, 0086, spaces or dashes', () => {
    for (const input of ['13800000008', '+8613800000008', '008613800000008', '138 0000 0008', '138-0000-0008']) {
      expect(normalizePhone(input)).toBe('13800000008')
    }
    expect(normalizePhone(' +86 199-1234-5678 ')).toBe('19912345678')
  })

  it('rejects numbers that are not mainland mobiles', () => {
    for (const input of ['', '12800000008', '1380000000', '138000000080', '+85213800000008', 'abcdefghijk', '10086']) {
      expect(normalizePhone(input)).toBeUndefined()
    }
  })

  it('masks a phone as 138****1234', () => {
    expect(maskPhone('13812341234')).toBe('138****1234')
  })
})

describe('SMS login', async () => {
  const clock = manualClock()
  const { app, dbh } = await createTestApp({ clock })
  const db = dbh.db
  let ipCounter = 0
  /** Each test speaks from its own address so the per-IP limits of one test do not leak into another. */
  const newIp = () => `10.1.${Math.floor(++ipCounter / 250)}.${ipCounter % 250}`

  const send = (phone: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone }, remoteAddress: ip })
  const login = (phone: string, code: string, ip = '127.0.0.1') =>
    app.inject({ method: 'POST', url: '/api/v1/auth/sms/login', payload: { phone, code }, remoteAddress: ip })
  /** Sends `times` codes to a phone, each a cooldown after the last and from an address of its own: all are sent. */
  const sendSpaced = async (phone: string, times: number) => {
    for (let i = 0; i < times; i++) {
      clock.advance(61_000)
      expect((await send(phone, newIp())).statusCode).toBe(200)
    }
  }
  /** Sends a code after the cooldown and returns it from the outbox. */
  const freshCode = async (phone: string, ip = newIp()) => {
    clock.advance(61_000)
    await app.deps.counters.reset([limitKeys.phoneHour(phone), limitKeys.phoneDay(phone)])
    const before = (await outbox(app, phone)).length
    const res = await send(phone, ip)
    expect(res.statusCode).toBe(200)
    return nextCode(app, phone, before)
  }
  const wrongCodeFor = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0')

  it('answers a bad phone with invalid_phone', async () => {
    const res = await send('12345')
    expect(res.statusCode).toBe(400)
    expect(res.json().error).toMatchObject({ code: 'invalid_phone', message: '请输入正确的手机号' })
    const login400 = await login('abc', '123456')
    expect(login400.json().error.code).toBe('invalid_phone')
  })

  it('answers registered, unknown and disabled phones identically and texts only the registered one', async () => {
    clock.advance(61_000)
    const answers = await Promise.all([CLIENT, UNKNOWN, DISABLED].map((p) => send(p, newIp())))
    for (const res of answers) {
      expect(res.statusCode).toBe(200)
      expect(res.body).toBe('{"data":{"cooldown_s":60}}')
    }
    await nextCode(app, CLIENT, 0)
    await new Promise((resolve) => setTimeout(resolve, 50))
    expect(await outbox(app, UNKNOWN)).toEqual([])
    expect(await outbox(app, DISABLED)).toEqual([])
  })

  it('answers a guessed code for an unknown phone exactly as a wrong code for a registered one', async () => {
    const code = await freshCode(CLIENT)
    clock.advance(1000)
    expect((await send(UNKNOWN, newIp())).statusCode).toBe(200)
    expect((await send(DISABLED, newIp())).statusCode).toBe(200)
    const known = await login(CLIENT, wrongCodeFor(code), newIp())
    expect(known.json().error.code).toBe('code_invalid')
    for (const phone of [UNKNOWN, DISABLED]) {
      const other = await login(phone, wrongCodeFor(code), newIp())
      expect(other.statusCode).toBe(known.statusCode)
      expect(other.body).toBe(known.body)
    }
  })

  it('lists the outbox newest first with phone, code, text and time', async () => {
    await freshCode(CLIENT)
    await freshCode(CLIENT)
    const messages = await outbox(app, CLIENT)
    expect(messages.length).toBeGreaterThanOrEqual(2)
    const [newest, older] = messages
    expect(Object.keys(newest ?? {}).sort()).toEqual(['code', 'phone', 'sent_at', 'text'])
    expect(Date.parse(newest?.sent_at ?? '')).toBeGreaterThan(Date.parse(older?.sent_at ?? ''))
  })

  it('logs in with the texted 6-digit code and answers token, user and an httpOnly strict refresh cookie', async () => {
    const code = await freshCode(ADMIN)
    expect(code).toMatch(/^\d{6}$/)
    const [message] = await outbox(app, ADMIN)
    expect(message?.text).toContain(code)
    const res = await login('+86 138-0000-0000', code, newIp())
    expect(res.statusCode).toBe(200)
    const body = res.json().data
    expect(body.token.split('.')).toHaveLength(3)
    expect(body.user).toMatchObject({
      phone_number: ADMIN,
      user_type: 'hm_employee',
      user_type_multi: ['employee'],
      authorization: 'admin',
    })
    const cookie = res.cookies.find((c) => c.name === 'hic_refresh')
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/v1/auth' })
    expect(cookie?.secure).toBeFalsy()
    expect(cookie?.value.length).toBeGreaterThanOrEqual(22)
  })

  it('accepts a code only once', async () => {
    const code = await freshCode(CLIENT)
    expect((await login(CLIENT, code, newIp())).statusCode).toBe(200)
    const again = await login(CLIENT, code, newIp())
    expect(again.statusCode).toBe(400)
    expect(again.json().error).toEqual({ code: 'code_expired', message: '验证码已过期，请重新获取' })
  })

  it('lets only one of two simultaneous logins with the same code through', async () => {
    const code = await freshCode(CLIENT)
    const results = await Promise.all([login(CLIENT, code, newIp()), login(CLIENT, code, newIp())])
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 400])
  })

  it('counts wrong codes down and burns the code on the fifth wrong try', async () => {
    const code = await freshCode(CLIENT)
    const wrong = wrongCodeFor(code)
    for (const left of [4, 3, 2, 1]) {
      const res = await login(CLIENT, wrong, newIp())
      expect(res.statusCode).toBe(400)
      expect(res.json().error).toEqual({
        code: 'code_invalid',
        message: `验证码错误，还可以尝试 ${left} 次`,
        fields: { attempts_left: String(left) },
      })
    }
    const fifth = await login(CLIENT, wrong, newIp())
    expect(fifth.statusCode).toBe(429)
    expect(fifth.json().error).toEqual({ code: 'too_many_attempts', message: '尝试次数过多，请重新获取验证码' })
    const right = await login(CLIENT, code, newIp())
    expect(right.statusCode).toBe(429)
    expect(right.json().error.code).toBe('too_many_attempts')
    const lockouts = await db.selectFrom('audit_log').selectAll().where('action', '=', 'login_lockout').execute()
    expect(lockouts.at(-1)?.phone_masked).toBe('138****0008')
    const next = await freshCode(CLIENT)
    expect((await login(CLIENT, next, newIp())).statusCode).toBe(200)
  })

  it('expires a code after 5 minutes', async () => {
    const code = await freshCode(CLIENT)
    clock.advance(5 * 60_000)
    const res = await login(CLIENT, code, newIp())
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('code_expired')
  })

  it('keeps a code valid until just before 5 minutes', async () => {
    const code = await freshCode(CLIENT)
    clock.advance(5 * 60_000 - 1000)
    expect((await login(CLIENT, code, newIp())).statusCode).toBe(200)
  })

  it('invalidates the previous code when a new one is sent', async () => {
    const first = await freshCode(CLIENT)
    const second = await freshCode(CLIENT)
    if (first === second) return // one chance in a million: nothing to compare
    const old = await login(CLIENT, first, newIp())
    expect(old.statusCode).toBe(400)
    expect(old.json().error.code).toBe('code_invalid')
    expect((await login(CLIENT, second, newIp())).statusCode).toBe(200)
  })

  it('enforces the 60 s cooldown per phone and says how long to wait', async () => {
    const phone = '13700000001'
    await sendSpaced(phone, 1)
    clock.advance(20_000)
    const res = await send(phone, newIp())
    expect(res.statusCode).toBe(429)
    expect(res.headers['retry-after']).toBe('40')
    expect(res.json().error).toEqual({
      code: 'send_too_often',
      message: '发送过于频繁，请 40 秒后再试',
      fields: { retry_after_s: '40' },
    })
    clock.advance(40_000)
    expect((await send(phone, newIp())).statusCode).toBe(200)
  })

  it('allows at most 5 sends per phone per hour', async () => {
    const phone = '13700000002'
    await sendSpaced(phone, 5)
    clock.advance(61_000)
    const res = await send(phone, newIp())
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('send_too_often')
    // The hour started at the first send, 5 × 61 s ago.
    expect(res.headers['retry-after']).toBe(String(3600 - 5 * 61))
    clock.advance((3600 - 5 * 61) * 1000)
    expect((await send(phone, newIp())).statusCode).toBe(200)
  })

  it('does not count sends refused by the cooldown towards the hourly limit', async () => {
    const phone = '13700000004'
    for (let i = 0; i < 5; i++) {
      clock.advance(61_000)
      expect((await send(phone, newIp())).statusCode).toBe(200)
      // Refused by the cooldown: the phone's hour and day are not spent.
      expect((await send(phone, newIp())).statusCode).toBe(429)
      expect((await send(phone, newIp())).statusCode).toBe(429)
    }
    // The sixth send in the hour is refused by the hourly limit, not by the cooldown.
    clock.advance(61_000)
    const sixth = await send(phone, newIp())
    expect(sixth.json().error.code).toBe('send_too_often')
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(60)
  })

  it('allows at most 10 sends per phone per day', async () => {
    const phone = '13700000003'
    for (let hour = 0; hour < 2; hour++) {
      await sendSpaced(phone, 5)
      clock.advance(3_600_000)
    }
    const res = await send(phone, newIp())
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('send_too_often')
    const wait = Number(res.json().error.fields.retry_after_s)
    expect(wait).toBeGreaterThan(3600 * 20)
    expect(res.headers['retry-after']).toBe(String(wait))
  })

  it('allows at most 20 sends per IP per hour', async () => {
    const ip = newIp()
    clock.advance(61_000)
    for (let i = 0; i < 20; i++) {
      expect((await send(`1360000${String(i).padStart(4, '0')}`, ip)).statusCode).toBe(200)
    }
    const res = await send('13600009999', ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('rate_limited')
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(3500)
    expect((await send('13600009999', newIp())).statusCode).toBe(200)
  })

  it('allows at most 30 verifications per IP per 5 minutes', async () => {
    const ip = newIp()
    for (let i = 0; i < 30; i++) {
      const res = await login(`1350000${String(i).padStart(4, '0')}`, '000000', ip)
      expect(res.statusCode).toBe(400)
    }
    const res = await login('13500009999', '000000', ip)
    expect(res.statusCode).toBe(429)
    expect(res.json().error.code).toBe('rate_limited')
    expect(res.headers['retry-after']).toBe('300')
    clock.advance(300_000)
    expect((await login('13500009999', '000000', ip)).statusCode).toBe(400)
  })

  it('stores only keyed hashes of codes and refresh tokens', async () => {
    const code = await freshCode(CLIENT)
    const row = await db.selectFrom('login_codes').selectAll().where('phone', '=', CLIENT).executeTakeFirstOrThrow()
    expect(row.code_hash).toMatch(/^[0-9a-f]{64}$/)
    expect(row.code_hash).not.toContain(code)
    const { createHash } = await import('node:crypto')
    expect(row.code_hash).not.toBe(createHash('sha256').update(`${CLIENT}:${code}`).digest('hex'))
    const res = await login(CLIENT, code, newIp())
    const refresh = res.cookies.find((c) => c.name === 'hic_refresh')?.value ?? ''
    const sessions = await db.selectFrom('sessions').select('refresh_hash').execute()
    expect(sessions.length).toBeGreaterThan(0)
    for (const s of sessions) expect(s.refresh_hash).not.toContain(refresh)
  })

  it('audits sends, successes and failures with masked phones only', async () => {
    const code = await freshCode(CLIENT)
    await login(CLIENT, wrongCodeFor(code), newIp())
    await login(CLIENT, code, newIp())
    const rows = await db.selectFrom('audit_log').selectAll().execute()
    const actions = new Set(rows.map((r) => r.action))
    for (const action of ['sms_send', 'login_success', 'login_failure', 'login_lockout'])
      expect(actions).toContain(action)
    for (const row of rows) {
      for (const phone of [ADMIN, CLIENT, UNKNOWN, DISABLED]) expect(JSON.stringify(row)).not.toContain(phone)
      if (row.phone_masked) expect(row.phone_masked).toMatch(/^1\d{2}\*{4}\d{4}$/)
    }
    const success = rows.filter((r) => r.action === 'login_success').at(-1)
    expect(success?.actor_user_id).toBeTruthy()
  })
})

describe('the application log', async () => {
  it('never contains a login code', async () => {
    const lines: string[] = []
    const stream = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk))
        done()
      },
    })
    const dbh = await openTestDb()
    const app = await buildApp({ config: testConfig(), dbh, logger: { level: 'trace', stream } })
    try {
      const { user } = await loginSession(app, CLIENT)
      expect(user.phone_number).toBe(CLIENT)
      const [message] = await outbox(app, CLIENT)
      const log = lines.join('')
      expect(log).toContain('SMS to 138****0008 sent')
      expect(message?.code).toMatch(/^\d{6}$/)
      expect(log).not.toContain(message?.code)
    } finally {
      await app.close()
      await dbh.close()
    }
  })
})
