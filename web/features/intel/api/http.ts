/**
 * Minimal GET helper for this feature. Stand-in until web/lib/api-client.ts (the shell's one HTTP client) is on
 * this branch: it has the same shape (`apiGet(path, { query })`, `apiPost(path, body)`, errors carry code and message), so switching
 * is a change of this one file. The token is read from the shell's `jwt` cookie.
 */
export class IntelApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'IntelApiError'
  }
}

export type Query = Record<string, string | number | undefined>

export function apiGet<T>(path: string, options: { query?: Query; signal?: AbortSignal } = {}): Promise<T> {
  return apiRequest<T>('GET', path, options)
}

export function apiPost<T>(path: string, body?: unknown): Promise<T> {
  return apiRequest<T>('POST', path, { body })
}

async function apiRequest<T>(
  method: string,
  path: string,
  options: { query?: Query; signal?: AbortSignal; body?: unknown },
): Promise<T> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = readCookie('jwt')
  if (token) headers.authorization = `Bearer ${token}`
  if (options.body !== undefined) headers['content-type'] = 'application/json'
  let response: Response
  try {
    response = await fetch(`/api/v1${path}${search ? `?${search}` : ''}`, {
      method,
      headers,
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
      signal: options.signal,
    })
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error
    throw new IntelApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  const body = (await response.json().catch(() => undefined)) as
    | { data?: T; error?: { code?: string; message?: string } }
    | undefined
  if (response.ok && body) return body.data as T
  throw new IntelApiError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message ?? `请求失败（${response.status}）`,
  )
}

function readCookie(name: string) {
  if (typeof document === 'undefined') return undefined
  const match = document.cookie.split('; ').find((part) => part.startsWith(`${name}=`))
  return match ? decodeURIComponent(match.slice(name.length + 1)) : undefined
}
