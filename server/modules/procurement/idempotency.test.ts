import { describe, expect, it } from 'vitest'
import { otherProject, ownProject, procurementTestApp, requestBody } from './test-support.ts'

describe('creating a purchase request with an Idempotency-Key', async () => {
  const t = await procurementTestApp()
  const countWithKey = async (key: string) =>
    Number(
      (
        await t.dbh.db
          .selectFrom('procurement_requests')
          .select((eb) => eb.fn.countAll().as('n'))
          .where('idempotency_key', '=', key)
          .executeTakeFirstOrThrow()
      ).n,
    )

  it('creates exactly one request for 50 identical calls at once, and answers all of them with it', async () => {
    const key = 'concurrent-0001-abcdef'
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => t.create(ownProject, 'client', requestBody('并发测试申请'), key)),
    )
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(201))
    const ids = new Set(answers.map((a) => a.json().data.request.id))
    expect(ids.size).toBe(1)
    expect(await countWithKey(key)).toBe(1)
    expect(answers.filter((a) => a.headers['idempotent-replayed'] === 'true')).toHaveLength(49)
    const [id] = [...ids]
    const items = await t.dbh.db
      .selectFrom('procurement_request_items')
      .selectAll()
      .where('request_id', '=', id ?? '')
      .execute()
    expect(items).toHaveLength(2)
  })

  it('returns the same answer when the call is repeated later', async () => {
    const key = 'repeat-0002-abcdef'
    const first = await t.create(ownProject, 'client', requestBody(), key)
    const second = await t.create(ownProject, 'client', requestBody(), key)
    expect(first.statusCode).toBe(201)
    expect(second.statusCode).toBe(201)
    expect(second.json().data.request).toEqual(first.json().data.request)
    expect(await countWithKey(key)).toBe(1)
  })

  it('refuses the same key with a different body instead of returning the other request', async () => {
    const key = 'mismatch-0003-abcdef'
    expect((await t.create(ownProject, 'client', requestBody('甲'), key)).statusCode).toBe(201)
    const res = await t.create(ownProject, 'client', requestBody('乙'), key)
    expect(res.statusCode).toBe(422)
    expect(res.json().error.code).toBe('idempotency_key_reused')
    expect(await countWithKey(key)).toBe(1)
  })

  it('keeps keys apart per person: the same key from two people makes two requests', async () => {
    const key = 'per-user-0004-abcdef'
    const a = await t.create(ownProject, 'client', requestBody(), key)
    const b = await t.create(otherProject, 'otherClient', requestBody(), key)
    expect([a.statusCode, b.statusCode]).toEqual([201, 201])
    expect(b.json().data.request.id).not.toBe(a.json().data.request.id)
    expect(await countWithKey(key)).toBe(2)
  })

  it('creates a new request for each call without a key', async () => {
    const before = await t.dbh.db.selectFrom('procurement_requests').select('id').execute()
    await t.create(ownProject, 'client')
    await t.create(ownProject, 'client')
    const after = await t.dbh.db.selectFrom('procurement_requests').select('id').execute()
    expect(after.length - before.length).toBe(2)
  })

  it('leaves the decision to the database: a second row with the same creator and key is refused', async () => {
    const key = 'constraint-0006-abcdef'
    const first = (await t.create(ownProject, 'client', requestBody(), key)).json().data.request
    const row = await t.dbh.db
      .selectFrom('procurement_requests')
      .selectAll()
      .where('id', '=', first.id)
      .executeTakeFirstOrThrow()
    await expect(
      t.dbh.db
        .insertInto('procurement_requests')
        .values({ ...row, id: 'd9100000-0000-4000-8000-00000000ffff' })
        .execute(),
    ).rejects.toThrow(/unique|duplicate/i)
  })

  it('refuses a malformed key', async () => {
    const res = await t.create(ownProject, 'client', requestBody(), 'bad key!')
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
  })
})
