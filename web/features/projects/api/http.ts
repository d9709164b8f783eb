import { API_BASE, ApiError, refreshToken } from '../../../lib/api-client.ts'
import { session } from '../../../lib/session.ts'

/** JSON calls go through the app's one HTTP client; only multipart uploads need the lines below. */
export { ApiError, apiGet, apiPost, apiRequest } from '../../../lib/api-client.ts'

function sendForm(path: string, form: FormData, query: Record<string, string>) {
  const headers: Record<string, string> = { accept: 'application/json' }
  const token = session.token()
  if (token) headers.authorization = `Bearer ${token}`
  return fetch(`${API_BASE}${path}?${new URLSearchParams(query)}`, {
    method: 'POST',
    headers,
    body: form,
    credentials: 'same-origin',
  }).catch(() => {
    throw new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  })
}

/**
 * multipart/form-data upload (the browser sets the boundary). Like the JSON client it refreshes an expired
 * access token once and retries; the FormData can be sent again because it holds the File, not a stream.
 */
export async function apiUpload<T>(path: string, form: FormData, query: Record<string, string> = {}): Promise<T> {
  let response = await sendForm(path, form, query)
  if (
    response.status === 401 &&
    session.token() &&
    (
      await response
        .clone()
        .json()
        .catch(() => ({}))
    )?.error?.code === 'session_expired'
  ) {
    if (await refreshToken()) response = await sendForm(path, form, query)
  }
  const body = (await response.json().catch(() => undefined)) as
    | { data?: T; error?: { code?: string; message?: string; fields?: Record<string, unknown> } }
    | undefined
  if (response.ok) return body?.data as T
  throw new ApiError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message || `上传失败（${response.status}）`,
    body?.error?.fields,
  )
}
