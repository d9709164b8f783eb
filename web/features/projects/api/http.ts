/**
 * The calls this feature makes, in the shape of the shell's one HTTP client (web/lib/api-client.ts on the
 * shell branch: apiGet, apiPost, apiRequest, ApiError). When that client is on main, this file becomes a
 * re-export of it plus `apiUpload`; nothing else in the feature changes.
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'ApiError'
  }
}

const API_BASE = '/api/v1'

type Options = { query?: Record<string, string | number | undefined>; body?: unknown }

function token() {
  const match = document.cookie.match(/(?:^|;\s*)jwt=([^;]*)/)
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

function url(path: string, query: Options['query'] = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

function headers(json: boolean): Record<string, string> {
  const result: Record<string, string> = { accept: 'application/json' }
  const jwt = token()
  if (jwt) result.authorization = `Bearer ${jwt}`
  if (json) result['content-type'] = 'application/json'
  return result
}

async function read<T>(response: Response): Promise<T> {
  let body: { data?: T; error?: { code?: string; message?: string; fields?: Record<string, string> } } | undefined
  try {
    body = await response.json()
  } catch {
    body = undefined
  }
  if (response.ok) return body?.data as T
  const code = body?.error?.code ?? (response.status >= 500 ? 'internal_error' : 'unknown')
  throw new ApiError(
    response.status,
    code,
    body?.error?.message || `请求失败（${response.status}）`,
    body?.error?.fields,
  )
}

async function send(input: string, init: RequestInit) {
  try {
    return await fetch(input, { ...init, credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
}

export async function apiRequest<T>(method: string, path: string, options: Options = {}): Promise<T> {
  const hasBody = options.body !== undefined
  const response = await send(url(path, options.query), {
    method,
    headers: headers(hasBody),
    body: hasBody ? JSON.stringify(options.body) : undefined,
  })
  return read<T>(response)
}

export const apiGet = <T>(path: string, options: Options = {}) => apiRequest<T>('GET', path, options)
export const apiPost = <T>(path: string, body?: unknown, options: Options = {}) =>
  apiRequest<T>('POST', path, { ...options, body })

/** multipart/form-data upload; the browser sets the boundary. */
export async function apiUpload<T>(path: string, form: FormData, query?: Options['query']): Promise<T> {
  return read<T>(await send(url(path, query), { method: 'POST', headers: headers(false), body: form }))
}
