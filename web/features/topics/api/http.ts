/**
 * A minimal fetch helper for this feature: the branch it was written on had no shared api client in web/lib.
 * When web/lib/api-client lands, these endpoint files switch to it and this file goes away.
 */
export class ApiRequestError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ApiRequestError'
  }
}

let tokenSource: () => string | null = () => null

/** The shell tells the feature how to find the access token (until the shared client does it for everyone). */
export function setTokenSource(source: () => string | null) {
  tokenSource = source
}

export async function apiRequest<T>(method: 'GET' | 'PUT', path: string, body?: unknown): Promise<T> {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = tokenSource()
  if (token) headers.authorization = `Bearer ${token}`
  if (body !== undefined) headers['content-type'] = 'application/json'
  let res: Response
  try {
    res = await fetch(`/api/v1${path}`, {
      method,
      headers,
      credentials: 'same-origin',
      body: body === undefined ? undefined : JSON.stringify(body),
    })
  } catch {
    throw new ApiRequestError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  const json = (await res.json().catch(() => null)) as { data?: T; error?: { code: string; message: string } } | null
  if (!res.ok || !json || json.error) {
    throw new ApiRequestError(
      res.status,
      json?.error?.code ?? 'internal_error',
      json?.error?.message ?? '服务器内部错误',
    )
  }
  return json.data as T
}

/** 4xx answers are final; retrying them only delays the message the user needs. */
export function retryUnlessClientError(failureCount: number, error: Error) {
  if (error instanceof ApiRequestError && error.status >= 400 && error.status < 500) return false
  return failureCount < 2
}
