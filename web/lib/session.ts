import { getCookie, removeCookie, setCookie } from './cookies.ts'

/** The user as GET /user/info answers it (docs/shell.md § Session). */
export type UserInfo = {
  username: string
  phone_number: string
  user_type: string
  user_type_multi: string[]
  organization: string
  authorization: string | null
  avatar: string | null
  organization_name?: string | null
  organization_kind?: string | null
}

/** The organization an employee is viewing (set from the `organization` query of a client home page). */
export type CurrentOrg = { id: string; name?: string }

/** localStorage keys, under the names docs/shell.md § Session gives them. */
export const storageKeys = {
  userInfo: 'userInfo',
  loginTimestamp: 'login_timestamp',
  lastPath: 'lastPath',
  lastPathQuery: 'lastPathQuery',
  currOrg: 'currOrg',
} as const

export const TOKEN_COOKIE = 'jwt'
/** The login cache lives 24 h (docs/shell.md § Constants); so does a server session. */
export const LOGIN_CACHE_MS = 24 * 60 * 60 * 1000

/** docs/shell.md § Session: restore when login_timestamp is 0 or under 24 h old. */
export function shouldRestore(loginTimestamp: number, nowMs: number) {
  return loginTimestamp === 0 || (loginTimestamp > 0 && nowMs - loginTimestamp < LOGIN_CACHE_MS)
}

function readJson<T>(key: string): T | undefined {
  const raw = localStorage.getItem(key)
  if (raw === null) return undefined
  try {
    return JSON.parse(raw) as T
  } catch {
    return undefined
  }
}

/** The stored user, or undefined when there is none or the login cache has run out. */
export function restoreUser(nowMs: number): UserInfo | undefined {
  const raw = localStorage.getItem(storageKeys.loginTimestamp)
  const timestamp = raw === null ? Number.NaN : Number(raw)
  if (!Number.isFinite(timestamp) || !shouldRestore(timestamp, nowMs)) return undefined
  const user = readJson<UserInfo>(storageKeys.userInfo)
  return user && typeof user.username === 'string'
    ? { ...user, user_type_multi: user.user_type_multi ?? [] }
    : undefined
}

type Listener = () => void
const listeners = new Set<Listener>()
const hasStorage = typeof localStorage !== 'undefined'
let user: UserInfo | undefined = hasStorage ? restoreUser(Date.now()) : undefined
let currOrg: CurrentOrg | undefined = hasStorage ? readJson<CurrentOrg>(storageKeys.currOrg) : undefined

export const session = {
  user: () => user,
  subscribe(listener: Listener) {
    listeners.add(listener)
    return () => listeners.delete(listener)
  },
  /** Stores the user; `stamp` also starts a new 24 h login cache (afterLogin). */
  setUser(next: UserInfo, stamp = false) {
    user = { ...next, user_type_multi: next.user_type_multi ?? [] }
    localStorage.setItem(storageKeys.userInfo, JSON.stringify(user))
    if (stamp) localStorage.setItem(storageKeys.loginTimestamp, String(Date.now()))
    emit()
  },
  token: () => getCookie(TOKEN_COOKIE),
  setToken(token: string) {
    setCookie(TOKEN_COOKIE, token, { maxAgeS: LOGIN_CACHE_MS / 1000 })
  },
  /**
   * Logout resets the info and the timestamp (docs/shell.md § Session) and drops the token and the viewed organization.
   */
  clear() {
    user = undefined
    currOrg = undefined
    localStorage.removeItem(storageKeys.userInfo)
    localStorage.removeItem(storageKeys.loginTimestamp)
    localStorage.removeItem(storageKeys.currOrg)
    removeCookie(TOKEN_COOKIE)
    emit()
  },
  saveLastPath(path: string, search: string) {
    localStorage.setItem(storageKeys.lastPath, path)
    localStorage.setItem(storageKeys.lastPathQuery, JSON.stringify(Object.fromEntries(new URLSearchParams(search))))
  },
  /** The saved path with its query, once: reading it clears it so a later login does not return there again. */
  takeLastPath(): string | undefined {
    const path = localStorage.getItem(storageKeys.lastPath)
    const query = readJson<Record<string, string>>(storageKeys.lastPathQuery) ?? {}
    localStorage.removeItem(storageKeys.lastPath)
    localStorage.removeItem(storageKeys.lastPathQuery)
    if (!path?.startsWith('/') || path.startsWith('//') || path === '/login') return undefined
    const search = new URLSearchParams(query).toString()
    return search ? `${path}?${search}` : path
  },
  currOrg: () => currOrg,
  setCurrOrg(org: CurrentOrg) {
    if (currOrg?.id === org.id && currOrg.name === org.name) return
    currOrg = org
    localStorage.setItem(storageKeys.currOrg, JSON.stringify(org))
    emit()
  },
  clearCurrOrg() {
    if (currOrg === undefined && localStorage.getItem(storageKeys.currOrg) === null) return
    currOrg = undefined
    localStorage.removeItem(storageKeys.currOrg)
    emit()
  },
}

function emit() {
  for (const listener of listeners) listener()
}
