import { describe, expect, it } from 'vitest'
import { isAppPath, isPublicPath } from './routes.ts'

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
