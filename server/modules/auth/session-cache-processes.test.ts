import SQLite from 'better-sqlite3'
import { describe, expect, it } from 'vitest'
import { loginSession } from '../../test-support/auth.ts'
import { testDbKind } from '../../test-support/test-app.ts'
import { twoPostgresProcesses, twoSqliteProcesses } from '../../test-support/two-processes.ts'

// ADR 010 with the session cache: a logout or a disabled account in one process is refused at the next request by
// another process that had cached the session (the change is confirmed to every listener before the change returns).
describe.runIf(testDbKind === 'postgres')('cached sessions across two app processes on one database', async () => {
  // vitest still runs a skipped suite's body to collect its tests: open nothing on SQLite.
  if (testDbKind !== 'postgres') return
  const { a, aDb, b } = await twoPostgresProcesses()
  const info = (app: typeof b, token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })

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

  it('a disabled account is refused by the other process too', async () => {
    const session = await loginSession(a, '13800000013')
    expect((await info(b, session.token)).statusCode).toBe(200)
    await aDb.db.updateTable('users').set({ status: 'disabled' }).where('phone', '=', '13800000013').execute()
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })
})

// The same guarantee on one SQLite file shared by two app processes (here two handles, each with its own worker
// thread and its own change reader, as two processes have): the second process's cache looks for commits first.
describe.runIf(testDbKind === 'sqlite')('cached sessions across two app processes on one SQLite file', async () => {
  if (testDbKind !== 'sqlite') return
  const { a, aDb, b, bDb, file } = await twoSqliteProcesses()
  const info = (app: typeof b, token: string) =>
    app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })

  it('uses the cache: the change reader is live on a file', () => {
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
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })

  it('an account disabled by another program on the file (the command line) is refused at the next request', async () => {
    const session = await loginSession(a, '13800000013')
    expect((await info(a, session.token)).statusCode).toBe(200)
    expect((await info(b, session.token)).statusCode).toBe(200)
    const cli = new SQLite(file)
    cli.prepare("update users set status = 'disabled' where phone = ?").run('13800000013')
    cli.close()
    expect((await info(a, session.token)).statusCode).toBe(401)
    expect((await info(b, session.token)).statusCode).toBe(401)
  })
})
