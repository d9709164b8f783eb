// @vitest-environment jsdom
// Uses the browser's storage, document or network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { beforeEach, describe, expect, it } from 'vitest'
import { staffUser } from '../test-support/users.ts'
import { LOGIN_CACHE_MS, restoreUser, session, shouldRestore, storageKeys } from './session.ts'

const user = staffUser({ username: '王芳' })

describe('session storage rules', () => {
  beforeEach(() => {
    localStorage.clear()
    session.clear()
  })

  it('uses exactly the localStorage keys of the seed', () => {
    expect(Object.values(storageKeys)).toEqual(['userInfo', 'login_timestamp', 'lastPath', 'lastPathQuery', 'currOrg'])
  })

  it('restores when login_timestamp is 0 or under 24 h old, and not at 24 h or later', () => {
    const now = 1_800_000_000_000
    expect(shouldRestore(0, now)).toBe(true)
    expect(shouldRestore(now - LOGIN_CACHE_MS + 1, now)).toBe(true)
    expect(shouldRestore(now - LOGIN_CACHE_MS, now)).toBe(false)
    expect(shouldRestore(-5, now)).toBe(false)
  })

  it('restores the stored user only while the cache is valid', () => {
    const now = Date.now()
    localStorage.setItem('userInfo', JSON.stringify(user))
    localStorage.setItem('login_timestamp', String(now - 1000))
    expect(restoreUser(now)?.username).toBe('王芳')
    localStorage.setItem('login_timestamp', String(now - LOGIN_CACHE_MS - 1))
    expect(restoreUser(now)).toBeUndefined()
    localStorage.setItem('login_timestamp', '0')
    expect(restoreUser(now)?.username).toBe('王芳')
    localStorage.removeItem('login_timestamp')
    expect(restoreUser(now)).toBeUndefined()
  })

  it('gives a stored user without user_type_multi an empty list', () => {
    localStorage.setItem('userInfo', JSON.stringify({ ...user, user_type_multi: undefined }))
    localStorage.setItem('login_timestamp', '0')
    expect(restoreUser(Date.now())?.user_type_multi).toEqual([])
  })

  it('stamps login_timestamp at login and logout resets info, timestamp, token and organization', () => {
    session.setToken('a.b.c')
    session.setUser(user, true)
    session.setCurrOrg({ id: 'client-1' })
    expect(Number(localStorage.getItem('login_timestamp'))).toBeGreaterThan(Date.now() - 1000)
    expect(session.token()).toBe('a.b.c')
    session.clear()
    expect(localStorage.getItem('userInfo')).toBeNull()
    expect(localStorage.getItem('login_timestamp')).toBeNull()
    expect(localStorage.getItem('currOrg')).toBeNull()
    expect(session.user()).toBeUndefined()
    expect(session.token()).toBeUndefined()
  })

  it('saves lastPath and lastPathQuery and hands them back once', () => {
    session.saveLastPath('/hotel-viewer', '?id=42&tab=facts')
    expect(localStorage.getItem('lastPath')).toBe('/hotel-viewer')
    expect(JSON.parse(localStorage.getItem('lastPathQuery') ?? '')).toEqual({ id: '42', tab: 'facts' })
    expect(session.takeLastPath()).toBe('/hotel-viewer?id=42&tab=facts')
    expect(session.takeLastPath()).toBeUndefined()
  })

  it('never returns to /login or to another site after login', () => {
    session.saveLastPath('/login', '')
    expect(session.takeLastPath()).toBeUndefined()
    localStorage.setItem('lastPath', '//evil.example')
    expect(session.takeLastPath()).toBeUndefined()
  })
})
