import { describe, expect, it } from 'vitest'
import type { UserInfo } from '../lib/session.ts'
import { decideNavigation, type GuardInput, paramsAreValid, SESSION_EXPIRED_TEXT } from './guards.ts'

const now = Date.UTC(2026, 0, 1)
const token = (claims: Record<string, unknown>) =>
  `h.${btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(claims)))).replace(/=+$/, '')}.s`
const valid = token({ exp: now / 1000 + 600 })
const expired = token({ exp: now / 1000 - 1 })

const user = (over: Partial<UserInfo> = {}): UserInfo => ({
  username: '测试',
  phone_number: '13800000099',
  user_type: 'partner',
  user_type_multi: [],
  organization: 'org-1',
  authorization: null,
  avatar: null,
  ...over,
})

const employee = user({ user_type: 'hm_employee', user_type_multi: ['employee'], organization: 'firm' })

function decide(path: string, over: Partial<GuardInput> = {}) {
  const [p = '', search = ''] = path.split('?')
  return decideNavigation({ path: p, search, token: valid, user: user(), currOrg: undefined, nowMs: now, ...over })
}

describe('rule 1: unmatched paths', () => {
  it.each(['/nope', '/loginUtils/afterLogin', '/startPage/checkAuth', '/datapage/v3Utils/getAdFiles'])(
    'sends %s to /startPage/home, before any login check',
    (path) => {
      expect(decide(path, { token: undefined })).toEqual({ kind: 'redirect', to: '/startPage/home', rule: 1 })
    },
  )
})

describe('rule 2: login', () => {
  it('sends a visitor without a JWT to /login and asks to save where they were going', () => {
    expect(decide('/hotel-map?id=3', { token: undefined, user: undefined })).toEqual({
      kind: 'redirect',
      to: '/login',
      rule: 2,
      saveLastPath: true,
    })
  })

  it('sends an expired JWT to /login with the message 登录已过期，请重新登录', () => {
    const decision = decide('/hotel-map', { token: expired })
    expect(decision).toMatchObject({ kind: 'redirect', to: '/login', expired: true, message: SESSION_EXPIRED_TEXT })
    expect(SESSION_EXPIRED_TEXT).toBe('登录已过期，请重新登录')
  })

  it('reads the expiry from expire_time when there is no exp, in milliseconds', () => {
    expect(decide('/hotel-map', { token: token({ expire_time: now + 1 }) }).kind).toBe('allow')
    expect(decide('/hotel-map', { token: token({ expire_time: now - 1 }) })).toMatchObject({ expired: true })
    expect(decide('/hotel-map', { token: token({ expire_time: now / 1000 + 5 }) }).kind).toBe('allow')
  })

  it('lets /login, /wxp/content and brand-wall token pages through without a JWT', () => {
    for (const path of ['/login', '/wxp/content', '/section/brand/brandwall-token/abc']) {
      expect(decide(path, { token: undefined, user: undefined }).kind).toBe('allow')
    }
  })

  it('sends / with a valid login to /startPage/home', () => {
    expect(decide('/')).toEqual({ kind: 'redirect', to: '/startPage/home', rule: 2 })
  })

  it('checks the login before the path /', () => {
    expect(decide('/', { token: undefined })).toMatchObject({ to: '/login', rule: 2, saveLastPath: true })
  })
})

describe('rule 3: organizations', () => {
  it.each(['/login', '/manage-users', '/manage-projects', '/choose-category'])(
    'clears the viewed organization on %s and empties its organization query',
    (path) => {
      expect(decide(path)).toEqual({ kind: 'allow', clearOrg: true })
      expect(decide(`${path}?organization=o9&tab=2`)).toEqual({
        kind: 'redirect',
        to: `${path}?tab=2`,
        rule: 3,
        clearOrg: true,
      })
    },
  )

  it('adds the organization query to a client home page that lacks it', () => {
    expect(decide('/home-pages/ownership/industry', { user: user({ user_type_multi: ['owner'] }) })).toEqual({
      kind: 'redirect',
      to: '/home-pages/ownership/industry?organization=org-1',
      rule: 3,
    })
    expect(decide('/navigate?page_type=design_homepage')).toMatchObject({
      to: '/navigate?page_type=design_homepage&organization=org-1',
    })
  })

  it('gives an employee the organization they are viewing, and records one they open by link', () => {
    const currOrg = { id: 'client-7' }
    expect(decide('/home-pages/project/project', { user: employee, currOrg })).toMatchObject({
      to: '/home-pages/project/project?organization=client-7',
    })
    expect(decide('/home-pages/project/project?organization=client-8', { user: employee })).toEqual({
      kind: 'allow',
      viewOrg: 'client-8',
    })
  })

  it('sends staff who view no client to pick one of the home page kind, not to their own firm', () => {
    expect(decide('/home-pages/school/industry', { user: employee })).toEqual({
      kind: 'redirect',
      to: '/choose-category?kind=school',
      rule: 3,
    })
  })

  it('sends /startPage/home to the organization home page the account landed on at login (rule 3 before 4)', () => {
    const client = user({ user_type: 'new_hotel', user_type_multi: ['project_client'], organization: 'p-1' })
    expect(decide('/startPage/home', { user: client })).toEqual({
      kind: 'redirect',
      to: '/home-pages/project/project?organization=p-1',
      rule: 3,
    })
    expect(decide('/startPage/home', { user: employee })).toEqual({ kind: 'redirect', to: '/choose-category', rule: 3 })
  })

  it('leaves /navigate without a home page type alone', () => {
    expect(decide('/navigate?page_type=other')).toEqual({ kind: 'allow' })
  })
})

describe('rule 4: /startPage/home by user type', () => {
  it.each([
    ['hm_employee', '/startPage/homeHuamei'],
    ['partner', '/startPage/homePartners'],
    ['group', '/startPage/homeGroup'],
    ['new_hotel', '/startPage/homeConsult'],
    ['consulting', '/startPage/homeConsult'],
    ['open_hotel', '/startPage/homeHotel'],
    ['开业酒店', '/startPage/homeHotel'],
    ['visitor', '/login'],
  ])('sends user type %s to %s', (type, target) => {
    expect(decide('/startPage/home', { user: user({ user_type: type }) })).toEqual({
      kind: 'redirect',
      to: target,
      rule: 4,
    })
  })
})

describe('route validation', () => {
  it('answers an unknown start-page section, applet or malformed data-page path with not found', () => {
    expect(decide('/startPage/noSuchTopic')).toEqual({ kind: 'not_found' })
    expect(decide('/applet/noSuchTool')).toEqual({ kind: 'not_found' })
    expect(decide('/datapage/a/../b')).toEqual({ kind: 'not_found' })
    expect(decide('/v3/a%00b')).toEqual({ kind: 'not_found' })
  })

  it('accepts real sections, applets and data-page paths', () => {
    expect(paramsAreValid('/startPage/brand')).toBe(true)
    expect(paramsAreValid('/applet/feasibility')).toBe(true)
    expect(paramsAreValid('/datapage/brand/marriott-2025')).toBe(true)
    expect(paramsAreValid('/v3/城市/上海')).toBe(true)
  })

  it('runs after the login rule: an unknown section without a JWT still goes to /login', () => {
    expect(decide('/startPage/noSuchTopic', { token: undefined })).toMatchObject({ to: '/login' })
  })
})
