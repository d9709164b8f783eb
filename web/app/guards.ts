import { isAppletName } from '#common/applets/registry'
import { isAppPath, isPublicPath, isValidDataPagePath } from '#common/routes'
import { isTopicKey } from '#common/topics'
import { homePageByOrgKind, landingPathFor, normalizeOrgKind, startPathFor } from '#common/user-types'
import { isTokenExpired } from '../lib/jwt.ts'
import type { CurrentOrg, UserInfo } from '../lib/session.ts'

export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录'

export type GuardInput = {
  path: string
  /** The query string, with or without its leading '?'. */
  search: string
  token: string | undefined
  user: UserInfo | undefined
  currOrg: CurrentOrg | undefined
  nowMs: number
}

export type GuardDecision =
  | { kind: 'allow'; clearOrg?: true; viewOrg?: string }
  | {
      kind: 'redirect'
      to: string
      /** The rule of docs/shell.md § Guards that decided, for tests and logs. */
      rule: 1 | 2 | 3 | 4
      saveLastPath?: true
      /** The token is past its expiry: the caller may refresh it once and ask again before obeying. */
      expired?: true
      message?: string
      clearOrg?: true
    }
  | { kind: 'not_found' }

/** Paths where the viewed organization is dropped (docs/shell.md § Guards, rule 3). */
export const orgFreePaths = ['/login', '/manage-users', '/manage-projects', '/choose-category', '/data-desk']

/** Client home pages of the user_type_multi table, by organization kind: they always carry `?organization=`. */
const orgHomePages = Object.entries(homePageByOrgKind).filter(([, p]) => p !== '/choose-category')

/** The organization kind whose home page this is, if it is one. */
function orgHomeKind(path: string, query: URLSearchParams) {
  const found = orgHomePages.find(([, target]) => {
    const [targetPath, targetQuery] = target.split('?')
    if (targetPath !== path) return false
    return [...new URLSearchParams(targetQuery)].every(([k, v]) => query.get(k) === v)
  })
  return found?.[0]
}

/** Employees (and management) view client organizations; clients only ever see their own. */
export function isEmployee(user: UserInfo | undefined) {
  if (!user) return false
  return user.user_type_multi.some((k) => ['employee', 'management'].includes(normalizeOrgKind(k) ?? ''))
}

/**
 * The route guards of docs/shell.md § Guards, in their order, as one pure function: (1) unmatched path, (2) login,
 * expiry and `/`, (3) organization rules, (4) /startPage/home by user type; then the route's own parameter validation.
 */
export function decideNavigation(input: GuardInput): GuardDecision {
  const { path, user } = input
  const query = new URLSearchParams(input.search)

  if (!isAppPath(path)) return { kind: 'redirect', to: '/startPage/home', rule: 1 }

  if (!isPublicPath(path)) {
    if (!input.token) return { kind: 'redirect', to: '/login', rule: 2, saveLastPath: true }
    if (isTokenExpired(input.token, input.nowMs)) {
      return {
        kind: 'redirect',
        to: '/login',
        rule: 2,
        saveLastPath: true,
        expired: true,
        message: SESSION_EXPIRED_TEXT,
      }
    }
    if (path === '/') return { kind: 'redirect', to: '/startPage/home', rule: 2 }
  }

  if (orgFreePaths.includes(path)) {
    if (query.has('organization')) {
      query.delete('organization')
      const rest = query.toString()
      return { kind: 'redirect', to: rest ? `${path}?${rest}` : path, rule: 3, clearOrg: true }
    }
    return { kind: 'allow', clearOrg: true }
  }

  const homeKind = user && orgHomeKind(path, query)
  if (user && homeKind) {
    const organization = query.get('organization')
    if (!organization) {
      // Staff viewing no client yet pick one of this kind rather than land on their own firm (机构不存在).
      if (isEmployee(user) && !input.currOrg?.id) {
        return { kind: 'redirect', to: `/choose-category?kind=${homeKind}`, rule: 3 }
      }
      const viewed = (isEmployee(user) && input.currOrg?.id) || user.organization
      query.set('organization', viewed)
      return { kind: 'redirect', to: `${path}?${query.toString()}`, rule: 3 }
    }
    if (isEmployee(user) && organization !== user.organization) return { kind: 'allow', viewOrg: organization }
  }

  if (path === '/startPage/home') {
    // Rule 3 comes before rule 4: an account whose organization has a home page lands there, so `/`, 首页 and
    // 返回首页 all lead to the one place login leads to (landingPathFor).
    const landing = user ? landingPathFor(user) : '/startPage/home'
    if (landing !== '/startPage/home') return { kind: 'redirect', to: landing, rule: 3 }
    return { kind: 'redirect', to: startPathFor(user?.user_type ?? ''), rule: 4 }
  }

  return paramsAreValid(path) ? { kind: 'allow' } : { kind: 'not_found' }
}

/** Route parameter validation: a failure is a 404 'Page Not Found: {path}' (docs/shell.md § Routes). */
export function paramsAreValid(path: string) {
  const clean = path.length > 1 ? path.replace(/\/+$/, '') : path
  const startPage = clean.match(/^\/startPage\/([^/]+)$/)
  if (startPage?.[1]) return isTopicKey(decodeURIComponent(startPage[1]))
  const applet = clean.match(/^\/applet\/([^/]+)$/)
  if (applet?.[1]) return isAppletName(decodeURIComponent(applet[1]))
  const dataPage = clean.match(/^\/(?:datapage|v3)\/(.+)$/)
  if (dataPage?.[1]) return isValidDataPagePath(safeDecode(dataPage[1]))
  return true
}

function safeDecode(value: string) {
  try {
    return decodeURIComponent(value)
  } catch {
    return ''
  }
}
