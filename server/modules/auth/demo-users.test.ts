import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { contentDir } from '#server/lib/data-files'
import { readAs } from '#server/test-support/data-file'
import { demoUserId, demoUsers, demoUsersSchema } from './seed.ts'

const file = 'demo/users.yaml'

describe('demo accounts', () => {
  it('gives every account its own id and one administrator', () => {
    expect(new Set(demoUsers.map((u) => demoUserId(u.phone))).size).toBe(demoUsers.length)
    expect(demoUsers.filter((u) => u.admin).map((u) => u.phone)).toEqual(['13800000000'])
  })

  it('refuses an unknown user type and a phone that repeats an id, naming the file, line and field', () => {
    const original = readFileSync(join(contentDir, file), 'utf8')
    const refused = (from: string, to: string) => {
      const text = original.replace(from, to)
      const line = text.slice(0, text.indexOf(to)).split('\n').length
      return { line, message: readAs(file, text, demoUsersSchema).message }
    }
    const type = refused('username: 林晓峰, user_type: partner', 'username: 林晓峰, user_type: visitor')
    expect(type.message).toContain(`content/${file}:${type.line}: [2].user_type: `)
    const phone = refused('phone: "13800000016"', 'phone: "13900000015"')
    expect(phone.message).toContain(`content/${file}:${phone.line}: [16].phone: 与第 16 个账号的手机号末两位相同`)
  })
})
