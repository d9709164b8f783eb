import { describe, expect, it } from 'vitest'
import { isAppletName } from './applets/registry.ts'
import { isAppPath, isPublicPath, isValidDataPagePath, menuFor, routeFor } from './routes.ts'

describe('route table', () => {
  it.each([
    '/',
    '/login',
    '/startPage/home',
    '/startPage/brand',
    '/section/hotel',
    '/datapage/a/b',
    '/applet/feasibility',
    '/home-pages/hotel/company',
    '/section/brand/brandwall-token/abc',
  ])('knows %s as a page of the app', (path) => {
    expect(isAppPath(path)).toBe(true)
  })

  it.each([
    '/nope',
    '/loginUtils/afterLogin',
    '/startPage/checkAuth',
    '/startPage/startPageData/brand',
    '/datapage/v3Utils/getAdFiles',
    '/section/cityWallData',
    '/datapage',
  ])('treats %s as unmatched', (path) => {
    expect(isAppPath(path)).toBe(false)
  })

  it('lets /login, /wxp/content and brand-wall token pages through without login', () => {
    expect(isPublicPath('/login')).toBe(true)
    expect(isPublicPath('/wxp/content')).toBe(true)
    expect(isPublicPath('/x/brandwall-token/t1')).toBe(true)
    expect(isPublicPath('/startPage/home')).toBe(false)
  })
})

describe('menus and route details', () => {
  it('offers each user type its topics, employees project management and admins user management', () => {
    const admin = menuFor({ user_type: 'hm_employee', authorization: 'admin' }, '/startPage/homeHuamei')
    expect(admin[0]).toEqual({ label: '首页', path: '/startPage/homeHuamei' })
    expect(admin.map((i) => i.path)).toEqual(
      expect.arrayContaining(['/manage-projects', '/manage-users', '/hotel-map']),
    )
    const owner = menuFor({ user_type: '开业酒店' }, '/home-pages/ownership/industry?organization=o1')
    expect(owner.map((i) => i.label)).toEqual(['首页', '运营', '采购', '酒店', '资源', '项目'])
    expect(menuFor({ user_type: 'visitor' }, '/startPage/home')).toEqual([{ label: '首页', path: '/startPage/home' }])
  })

  it('finds the most specific route for a path', () => {
    expect(routeFor('/startPage/home')?.path).toBe('/startPage/home')
    expect(routeFor('/startPage/brand')?.path).toBe('/startPage/:section')
    expect(routeFor('/x/brandwall-token/t')?.public).toBe(true)
    expect(routeFor('/nope')).toBeUndefined()
  })

  it('validates applet names and data-page paths', () => {
    expect(isAppletName('feasibility')).toBe(true)
    expect(isAppletName('rm -rf')).toBe(false)
    expect(isValidDataPagePath('brand/2025')).toBe(true)
    expect(isValidDataPagePath('a/../b')).toBe(false)
    expect(isValidDataPagePath('a//b')).toBe(false)
    expect(isValidDataPagePath('')).toBe(false)
  })
})
