import type { FastifyInstance } from 'fastify'
import { describe, expect, it } from 'vitest'
import { loginSession } from '#server/test-support/auth'
import { twoProcesses } from '#server/test-support/two-processes'

// ADR 033: a topic's and a data page's row (their versions key the cached answers) are kept per process until any
// process changes one. A change made through either process shows at the other's next request; one made by another
// program shows at the next request on SQLite, and when the database's notice arrives on PostgreSQL.
const topicVersion = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({ url: '/api/v1/topics/homeConsult', headers: { authorization: `Bearer ${token}` } })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { topic: { version: number } } }).data.topic.version
}

const pageTitle = async (app: FastifyInstance, token: string) => {
  const res = await app.inject({
    url: '/api/v1/pages?path=homeHuamei/welcome',
    headers: { authorization: `Bearer ${token}` },
  })
  expect(res.statusCode).toBe(200)
  return (res.json() as { data: { title: string } }).data.title
}

describe('kept topic and data page rows across two app processes on one database', async () => {
  const { a, aDb, b, otherProgram, untilHeard } = await twoProcesses()

  it('a topic changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000004')
    const before = await topicVersion(b, token)
    expect(await topicVersion(b, token)).toBe(before)
    await aDb.db
      .updateTable('topics')
      .set((eb) => ({ version: eb('version', '+', 1) }))
      .where('key', '=', 'homeConsult')
      .execute()
    expect(await topicVersion(b, token)).toBe(before + 1)
    expect(await topicVersion(a, token)).toBe(before + 1)
  })

  it('a data page changed by one process is read anew by the other at its next request', async () => {
    const { token } = await loginSession(a, '13800000001')
    const before = await pageTitle(b, token)
    expect(await pageTitle(b, token)).toBe(before)
    await aDb.db
      .updateTable('data_pages')
      .set((eb) => ({ title: `${before}（新）`, version: eb('version', '+', 1) }))
      .where('path', '=', 'homeHuamei/welcome')
      .execute()
    expect(await pageTitle(b, token)).toBe(`${before}（新）`)
  })

  it('a topic changed by another program (psql, the command line) is read anew', async () => {
    const { token } = await loginSession(a, '13800000005')
    const before = await topicVersion(b, token)
    expect(await topicVersion(a, token)).toBe(before)
    await otherProgram("update topics set version = version + 1 where key = 'homeConsult'")
    for (const app of [a, b])
      expect(
        await untilHeard(
          () => topicVersion(app, token),
          (v) => v === before + 1,
        ),
      ).toBe(before + 1)
  })

  it('a data page changed by another program is read anew', async () => {
    const { token } = await loginSession(a, '13800000015')
    const before = await pageTitle(b, token)
    expect(await pageTitle(b, token)).toBe(before)
    await otherProgram(
      "update data_pages set title = title || '（新）', version = version + 1 where path = 'homeHuamei/welcome'",
    )
    expect(
      await untilHeard(
        () => pageTitle(b, token),
        (t) => t !== before,
      ),
    ).toBe(`${before}（新）`)
  })
})
