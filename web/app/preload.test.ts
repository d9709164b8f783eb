import { afterEach, describe, expect, it } from 'vitest'
import { session, type UserInfo } from '../lib/session.ts'
import { landingPath } from './preload.ts'

const now = Date.now()
const token = (claims: Record<string, unknown>) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/=+$/, '')}.s`

const user = (over: Partial<UserInfo>): UserInfo => ({
  username: '测试',
  phone_number: '13800000099',
  user_type: 'consulting',
  user_type_multi: [],
  organization: '',
  authorization: null,
  avatar: null,
  ...over,
})

function signIn(info: UserInfo) {
  session.setToken(token({ exp: now / 1000 + 600 }))
  session.setUser(info, true)
}

afterEach(() => session.clear())

describe('landingPath: where the guards will take the first address', () => {
  it('follows / to the home of the stored user type', () => {
    signIn(user({ user_type: 'consulting' }))
    expect(landingPath('/', '', now)).toBe('/startPage/homeConsult')
  })

  it('takes staff from / to the category chooser', () => {
    signIn(user({ user_type: 'hm_employee', user_type_multi: ['employee'], organization: 'firm' }))
    expect(landingPath('/', '', now)).toBe('/choose-category')
  })

  it('keeps an address the guards allow as it is', () => {
    signIn(user({ user_type: 'consulting' }))
    expect(landingPath('/startPage/budget', '', now)).toBe('/startPage/budget')
  })

  it('preloads nothing for a visitor the guards send to /login', () => {
    expect(landingPath('/startPage/budget', '', now)).toBeUndefined()
  })
})
