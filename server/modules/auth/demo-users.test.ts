import { describe, expect, it } from 'vitest'
import { expectRefusals } from '#server/test-support/data-file'
import { demoUserId, demoUsers, demoUsersSchema } from './seed.ts'

const file = 'demo/users.yaml'

describe('demo accounts', () => {
  it('gives every account its own id and one administrator', () => {
    expect(new Set(demoUsers.map((u) => demoUserId(u.phone))).size).toBe(demoUsers.length)
    expect(demoUsers.filter((u) => u.admin).map((u) => u.phone)).toEqual(['13800000000'])
  })

  it('refuses an unknown user type and a phone that repeats an id, naming the file, line and field', () => {
    // One broken copy each: the check of repeated ids runs only over accounts that are valid one by one.
    expectRefusals(file, demoUsersSchema, [
      {
        change: ['username: 林晓峰, user_type: partner', 'username: 林晓峰, user_type: visitor'],
        says: '[2].user_type: ',
      },
    ])
    expectRefusals(file, demoUsersSchema, [
      {
        change: ['phone: "13800000016"', 'phone: "13900000015"'],
        says: '[16].phone: 与第 16 个账号的手机号末两位相同',
      },
    ])
  })
})
