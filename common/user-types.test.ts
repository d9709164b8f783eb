import { describe, expect, it } from 'vitest'
import { homePathForOrgKind, landingPathFor, normalizeUserType, startPathFor } from './user-types.ts'

describe('user types and landing pages', () => {
  it.each([
    ['hm_employee', '/startPage/homeHuamei'],
    ['华美员工', '/startPage/homeHuamei'],
    ['partner', '/startPage/homePartners'],
    ['group', '/startPage/homeGroup'],
    ['new_hotel', '/startPage/homeConsult'],
    ['consulting', '/startPage/homeConsult'],
    ['开业酒店', '/startPage/homeHotel'],
    ['visitor', '/login'],
    ['', '/login'],
  ])('sends user type %s to %s', (type, path) => {
    expect(startPathFor(type)).toBe(path)
  })

  it('accepts Chinese labels and refuses unknown types', () => {
    expect(normalizeUserType(' 咨询客户 ')).toBe('consulting')
    expect(normalizeUserType('admin')).toBeUndefined()
  })

  it('adds the organization query to every organization home page', () => {
    expect(homePathForOrgKind('owner', 'o1')).toBe('/home-pages/ownership/industry?organization=o1')
    expect(homePathForOrgKind('设计客户', 'o 2')).toBe('/navigate?page_type=design_homepage&organization=o%202')
    expect(homePathForOrgKind('employee', 'firm')).toBe('/choose-category')
    expect(homePathForOrgKind('pirate', 'x')).toBeUndefined()
  })

  it('lands on the first user_type_multi home page, else on /startPage/home', () => {
    expect(landingPathFor({ user_type_multi: ['school', 'owner'], organization: 'o9' })).toBe(
      '/home-pages/school/industry?organization=o9',
    )
    expect(landingPathFor({ user_type_multi: [], organization: 'o9' })).toBe('/startPage/home')
  })
})
