import { describe, expect, it } from 'vitest'
import { isAppletName } from './applets/registry.ts'
import { isAppPath, isPublicPath, isValidDataPagePath, menuFor, menuSectionFor, routeFor } from './routes.ts'

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
    const admin = menuFor({ user_type: 'hm_employee', authorization: 'admin' }, '/choose-category')
    expect(admin.slice(0, 2)).toEqual([
      { label: '首页', path: '/choose-category' },
      { label: '员工主页', path: '/startPage/homeHuamei' },
    ])
    expect(admin.map((i) => i.path)).toEqual(
      expect.arrayContaining(['/manage-projects', '/manage-users', '/hotel-map', '/browser']),
    )
    const owner = menuFor({ user_type: '开业酒店' }, '/home-pages/ownership/industry?organization=o1')
    expect(owner.map((i) => i.label)).toEqual(['首页', '运营', '采购', '酒店', '资源', '项目', '知识库'])
    expect(menuFor({ user_type: 'visitor' }, '/startPage/home')).toEqual([{ label: '首页', path: '/startPage/home' }])
  })

  it('puts every page under the menu section it belongs to', () => {
    expect(menuSectionFor('/datapage/brand/marriott-2025')).toBe('/startPage/brand')
    expect(menuSectionFor('/v3/city/上海')).toBe('/startPage/city')
    expect(menuSectionFor('/startPage/design')).toBe('/startPage/design')
    expect(menuSectionFor('/section/brand', '?sort=hotels')).toBe('/startPage/brand')
    expect(menuSectionFor('/section/profile', '?kind=group&id=g1')).toBe('/startPage/group')
    expect(menuSectionFor('/hotel-viewer', '?id=h1')).toBe('/startPage/hotel')
    expect(menuSectionFor('/collabPage', '?id=p1')).toBe('/project-list')
    expect(menuSectionFor('/navigate', '?page_type=procurement_homepage')).toBe('/startPage/purchase')
    expect(menuSectionFor('/navigate', '?page_type=design_cases')).toBe('/startPage/design')
    expect(menuSectionFor('/startPage/home')).toBeUndefined()
    expect(menuSectionFor('/manage-users')).toBe('/manage-users')
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
