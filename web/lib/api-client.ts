import { session } from './session.ts'

/** The one HTTP client. Same origin, so the API base follows the page's scheme (https in secure contexts, seed §7). */
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

type Handler = () => void
let onSessionLost: Handler = () => {}
/** What the app does when a call is refused even after a refresh (the shell shows the message and goes to /login). */
export function setSessionLostHandler(handler: Handler) {
  onSessionLost = handler
}

export type Query = Record<string, string | number | undefined>

export type RequestOptions = {
  query?: Query
  body?: unknown
  /** Do not treat a 401 as a lost session (seed §8: the /user/info helper ignores it; the login calls expect it). */
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
  let response = await send(method, path, options)
  if (response.status === 401 && session.token() && (await errorCode(response)) === 'session_expired') {
    if (await refreshToken()) response = await send(method, path, options)
  }
  if (response.status === 401 && !options.ignoreUnauthorized) onSessionLost()
  return readEnvelope<T>(response)
}

async function send(method: string, path: string, options: RequestOptions) {
  const url = new URL(`${API_BASE}${path}`, location.origin)
  // An empty filter means "no filter": leave it out rather than ask the server to validate ''.
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') url.searchParams.set(key, String(value))
  }
  const headers: Record<string, string> = { ...options.headers, accept: 'application/json' }
  const token = session.token()
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  try {
    return await fetch(url.pathname + url.search, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new ApiError(0, 'network_error', fallbackMessages.network_error ?? '')
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

async function readEnvelope<T>(response: Response): Promise<T> {
  let body: { data?: T; error?: { code?: string; message?: string; fields?: Record<string, unknown> } } | undefined
  try {
    body = response.status === 204 ? {} : await response.json()
  } catch {
    body = undefined
  }
  if (response.ok) return body?.data as T
  const code = body?.error?.code ?? (response.status >= 500 ? 'internal_error' : 'unknown')
  const message = body?.error?.message || fallbackMessages[code] || `请求失败（${response.status}）`
  throw new ApiError(response.status, code, message, body?.error?.fields)
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
