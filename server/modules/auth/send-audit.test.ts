import { afterAll, describe, expect, it } from 'vitest'
import { manualClock, openTestDb } from '#server/test-support/test-app'
import { type CounterStore, dbCounterStore, memoryCounterStore } from './limits.ts'
import { maskPhone } from './phone.ts'
import { createAuthService } from './service.ts'
import type { SmsMessage, SmsProvider } from './sms/provider.ts'

const CLIENT = '13800000008'
const DISABLED = '13800000016'
const UNKNOWN = '13912345678'
const silentLog = { error: () => {}, warn: () => {}, info: () => {} } as never

describe('the audit row of a code sent', async () => {
  const dbh = await openTestDb()
  const { db } = dbh
  afterAll(() => dbh.close())
  const clock = manualClock()
  let ip = 0
  const service = (counters: CounterStore, sms: SmsProvider) =>
    createAuthService({ db, clock, counters, sms, secret: 'x'.repeat(32), log: silentLog })
  const sent: SmsMessage[] = []
  const working: SmsProvider = { name: 'console', send: async (message) => void sent.push(message) }
  const failing: SmsProvider = {
    name: 'aliyun',
    send: async () => {
      throw new Error('gateway down')
    },
  }
  const sendsOf = async (phone: string) =>
    (await db.selectFrom('audit_log').selectAll().where('phone_masked', '=', maskPhone(phone)).orderBy('at').execute())
      .filter((r) => r.action.startsWith('sms_send'))
      .map((r) => ({ action: r.action, actor: r.actor_user_id !== null, detail: JSON.parse(r.detail) }))

  for (const [name, counters] of [
    ['counters in the database', dbCounterStore(db)],
    ['counters outside it (Redis or memory)', memoryCounterStore()],
  ] as const) {
    it(`is written with the code, names the user and says whether the SMS goes out (${name})`, async () => {
      clock.advance(86_400_000)
      await db.deleteFrom('audit_log').execute()
      const auth = service(counters, working)
      for (const phone of [CLIENT, DISABLED, UNKNOWN]) {
        const { deliver } = await auth.sendCode(phone, { ip: `10.9.0.${++ip}`, userAgent: null })
        await deliver()
      }
      expect(await sendsOf(CLIENT)).toEqual([{ action: 'sms_send', actor: true, detail: { delivered: true } }])
      expect(await sendsOf(DISABLED)).toEqual([{ action: 'sms_send', actor: true, detail: { delivered: false } }])
      expect(await sendsOf(UNKNOWN)).toEqual([{ action: 'sms_send', actor: false, detail: { delivered: false } }])
      expect(sent.at(-1)?.phone).toBe(CLIENT)

      // Refused by the cooldown: no code, no audit row.
      await expect(auth.sendCode(CLIENT, { ip: `10.9.0.${++ip}`, userAgent: null })).rejects.toThrow()
      expect(await sendsOf(CLIENT)).toHaveLength(1)
    })
  }

  it('records a failed SMS as its own row after the send’s', async () => {
    clock.advance(86_400_000)
    await db.deleteFrom('audit_log').execute()
    const { deliver } = await service(dbCounterStore(db), failing).sendCode(CLIENT, {
      ip: `10.9.0.${++ip}`,
      userAgent: null,
    })
    await expect(deliver()).rejects.toThrow('gateway down')
    expect(await sendsOf(CLIENT)).toEqual([
      { action: 'sms_send', actor: true, detail: { delivered: true } },
      { action: 'sms_send_failed', actor: true, detail: {} },
    ])
  })
})
