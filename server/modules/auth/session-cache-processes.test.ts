import { describe, expect, it } from 'vitest'
import { loginSession } from '#server/test-support/auth'
import { twoProcesses } from '#server/test-support/two-processes'

// ADR 010 with the session cache: a logout or a disabled account in one process is refused at the next request by
// another process that had cached the session (the change is confirmed to every listener before the change returns).
// On SQLite the same holds for a change made by another program on the file; on PostgreSQL that one is heard when
// the database's notice arrives.
describe('cached sessions across two app processes on one database', async () => {
  const { a, aDb, b, bDb, otherProgram, untilHeard } = await twoProcesses()
  const info = (app: typeof b, token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })

  it('uses the cache: both change sources are live', () => {
    expect(aDb.changes?.live).toBe(true)
    expect(bDb.changes?.live).toBe(true)
  })

  it('a logout in one process is refused by the other, whose cache held the session', async () => {
    const session = await loginSession(a, '13800000011')
    expect((await info(b, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    const out = await a.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { authorization: `Bearer ${session.token}` },
      cookies: { hic_refresh: session.refreshToken },
    })
    expect(out.statusCode).toBeLessThan(300)
    // The process that logged out refuses at once.
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })

  it('an account disabled through one process is refused by the other too', async () => {
    const session = await loginSession(a, '13800000013')
    expect((await info(b, session.token)).statusCode).toBe(200)
    await aDb.db.updateTable('users').set({ status: 'disabled' }).where('phone', '=', '13800000013').execute()
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })

  it('an account disabled by another program (the command line) is refused once the change is heard', async () => {
    const session = await loginSession(a, '13800000014')
    expect((await info(a, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    await otherProgram("update users set status = 'disabled' where phone = '13800000014'")
    for (const app of [a, b])
      expect(
        await untilHeard(
          async () => (await info(app, session.token)).statusCode,
          (s) => s === 401,
        ),
      ).toBe(401)
  })
})
