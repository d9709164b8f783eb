import { describe, expect, it } from 'vitest'
import { openDb } from './database.ts'
import { isDatabaseUnavailable } from './unavailable.ts'

describe('database unavailable', () => {
  it('recognises connection failures and not ordinary errors', () => {
    const refused = Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
    const shutdown = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01' })
    const unique = Object.assign(new Error('duplicate key value'), { code: '23505' })
    expect(isDatabaseUnavailable(refused)).toBe(true)
    expect(isDatabaseUnavailable(shutdown)).toBe(true)
    expect(isDatabaseUnavailable(new Error('timeout exceeded when trying to connect'))).toBe(true)
    expect(isDatabaseUnavailable(unique)).toBe(false)
    expect(isDatabaseUnavailable(new TypeError('x is undefined'))).toBe(false)
  })

  it('fails fast, within two seconds, when PostgreSQL does not answer', async () => {
    const dbh = openDb({ url: 'postgres://postgres@127.0.0.1:1/none' })
    const started = Date.now()
    const error = await dbh.db
      .selectFrom('app_meta')
      .selectAll()
      .execute()
      .catch((e: unknown) => e)
    expect(Date.now() - started).toBeLessThan(2000)
    expect(isDatabaseUnavailable(error)).toBe(true)
    await dbh.close()
  })
})
