import { session } from './session.ts'

/**
 * The one HTTP client. Same origin, so the API base follows the page's scheme (https in secure contexts, docs/shell.md
 * § Calls).
 */
export const API_BASE = '/api/v1'
export const SESSION_EXPIRED_TEXT = '登录已过期，请重新登录'

const fallbackMessages: Record<string, string> = {
  unauthorized: SESSION_EXPIRED_TEXT,
  session_expired: SESSION_EXPIRED_TEXT,
  forbidden: '没有权限执行此操作',
  not_found: '请求的内容不存在',
  rate_limited: '操作太频繁，请稍后再试',
  validation_error: '提交的内容有误，请检查后重试',
  internal_error: '服务器出错了，请稍后再试',
  service_unavailable: '服务暂时不可用，请稍后再试',
  network_error: '网络连接失败，请检查网络后重试',
}

export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, unknown> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

/**
 * Query retry policy: an answer the server gave on purpose (400–499: bad input, not signed in, refused, not found)
 * will not change on a second try, so the page says so at once; a network or server failure is tried once more.
 */
export function retryUnlessClientError(failureCount: number, error: unknown) {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false
  return failureCount < 1
}

type Handler = () => void
let onSessionLost: Handler = () => {}
/** What the app does when a call is refused even after a refresh (the shell shows the message and goes to /login). */
export function setSessionLostHandler(handler: Handler) {
  onSessionLost = handler
}

/** Query values; undefined, null and '' mean "no filter" and stay out of the URL. */
export type Query = Record<string, string | number | boolean | null | undefined>

export type RequestOptions = {
  query?: Query
  body?: unknown
  /**
   * Do not treat a 401 as a lost session (docs/shell.md § Errors: the /user/info helper ignores it; the login calls
   * expect it).
   */
  ignoreUnauthorized?: boolean
  signal?: AbortSignal
  /** Extra request headers (e.g. Idempotency-Key). */
  headers?: Record<string, string>
}

export function apiGet<T>(path: string, options: RequestOptions = {}) {
  return apiRequest<T>('GET', path, options)
}

export function apiPost<T>(path: string, body?: unknown, options: RequestOptions = {}) {
  return apiRequest<T>('POST', path, { ...options, body })
}

/** Sends a call, refreshes the access token once on `session_expired`, and returns `data` of the envelope. */
export async function apiRequest<T>(method: string, path: string, options: RequestOptions = {}): Promise<T> {
  return readEnvelope<T>(await apiFetch(method, path, options))
}

/** The raw answer of a call (for binary bodies), after the same token refresh and session handling. */
export function apiFetch(method: string, path: string, options: RequestOptions = {}): Promise<Response> {
  return withSession(() => send(method, path, options), errorCode, options.ignoreUnauthorized)
}

/**
 * Runs a call; if it was refused with `session_expired` while signed in, refreshes the token once and runs it
 * again. A 401 that remains is a lost session unless the caller expects it.
 */
export async function withSession<R extends { status: number }>(
  attempt: () => Promise<R>,
  codeOf: (answer: R) => Promise<string | undefined> | string | undefined,
  ignoreUnauthorized = false,
): Promise<R> {
  let answer = await attempt()
  if (answer.status === 401 && session.token() && (await codeOf(answer)) === 'session_expired') {
    if (await refreshToken()) answer = await attempt()
  }
  if (answer.status === 401 && !ignoreUnauthorized) onSessionLost()
  return answer
}

/** `/api/v1` + path + the query's non-empty values, relative to the page's origin. */
export function apiUrl(path: string, query: Query = {}) {
  const url = new URL(`${API_BASE}${path}`, location.origin)
  // An empty filter means "no filter": leave it out rather than ask the server to validate ''.
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') url.searchParams.set(key, String(value))
  }
  return url.pathname + url.search
}

/** The Bearer header of the current session (also for clients that cannot use fetch, e.g. pdf.js, XHR). */
export function authHeaders(): Record<string, string> {
  const token = session.token()
  return token ? { authorization: `Bearer ${token}` } : {}
}

export const networkError = () => new ApiError(0, 'network_error', fallbackMessages.network_error ?? '')

async function send(method: string, path: string, options: RequestOptions) {
  const headers: Record<string, string> = { accept: 'application/json', ...options.headers, ...authHeaders() }
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(apiUrl(path, options.query), {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw networkError()
  }
}

async function errorCode(response: Response) {
  try {
    const body = (await response.clone().json()) as { error?: { code?: string } }
    return body.error?.code
  } catch {
    return undefined
  }
}

export type Envelope<T> = {
  data?: T
  error?: { code?: string; message?: string; fields?: Record<string, unknown> }
}

async function readEnvelope<T>(response: Response): Promise<T> {
  let body: Envelope<T> | undefined
  try {
    body = response.status === 204 ? {} : await response.json()
  } catch {
    body = undefined
  }
  if (response.ok) return body?.data as T
  throw apiErrorOf(response.status, body)
}

/** The ApiError of a refused call: the server's code and Chinese message, or a Chinese fallback. */
export function apiErrorOf(status: number, body: Envelope<unknown> | undefined) {
  const code = body?.error?.code ?? (status >= 500 ? 'internal_error' : 'unknown')
  const message = body?.error?.message || fallbackMessages[code] || `请求失败（${status}）`
  return new ApiError(status, code, message, body?.error?.fields)
}

let refreshing: Promise<boolean> | undefined
/** One refresh at a time: concurrent calls that all got `session_expired` share it. */
export function refreshToken(): Promise<boolean> {
  refreshing ??= (async () => {
    try {
      const response = await fetch(`${API_BASE}/auth/refresh`, { method: 'POST', credentials: 'same-origin' })
      if (!response.ok) return false
      const body = (await response.json()) as { data?: { token?: string } }
      if (!body.data?.token) return false
      session.setToken(body.data.token)
      return true
    } catch {
      return false
    } finally {
      refreshing = undefined
    }
  })()
  return refreshing
}
