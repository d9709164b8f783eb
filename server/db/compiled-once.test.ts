import { afterAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../test-support/test-app.ts'
import { compiledOnce } from './compiled-once.ts'
import type { Db } from './database.ts'

describe('compiledOnce', async () => {
  const dbh = await openTestDb()
  afterAll(() => dbh.close())
  const userByPhone = compiledOnce((db: Db, phone: string) =>
    db.selectFrom('users').select(['phone', 'user_type']).where('phone', '=', phone),
  )

  it('runs the query compiled at the first call with the values of each later call', async () => {
    expect(await userByPhone(dbh.db, '13800000004')).toEqual([{ phone: '13800000004', user_type: expect.any(String) }])
    expect((await userByPhone(dbh.db, '13800000006'))[0]?.phone).toBe('13800000006')
    expect(await userByPhone(dbh.db, '19900000000')).toEqual([])
  })

  it('refuses a query whose parameters are not exactly its values', async () => {
    const withConstant = compiledOnce((db: Db, phone: string) =>
      db.selectFrom('users').select('phone').where('phone', '=', phone).where('status', '=', 'active'),
    )
    await expect(withConstant(dbh.db, '13800000004')).rejects.toThrow(/parameters are not its values/)
  })
})
