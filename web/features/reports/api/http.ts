/**
 * The few HTTP helpers this feature needs. They follow the contract of the shared client
 * (web/lib/api-client.ts on the shell branch: same-origin `/api/v1`, Bearer token from the `jwt` cookie,
 * `{data}` / `{error:{code,message}}` envelope); once that client is on main, these calls move onto it.
 */
export const API_BASE = '/api/v1'

export class ReportApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message)
    this.name = 'ReportApiError'
  }
}

export function authHeaders(): Record<string, string> {
  const match = document.cookie.match(/(?:^|;\s*)jwt=([^;]+)/)
  return match?.[1] ? { authorization: `Bearer ${decodeURIComponent(match[1])}` } : {}
}

export async function getJson<T>(path: string, query: Record<string, string | undefined> = {}): Promise<T> {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.size > 0 ? `?${params}` : ''
  const response = await send(`${API_BASE}${path}${search}`, { headers: { accept: 'application/json' } })
  const body = await response.json().catch(() => undefined)
  if (!response.ok) throw errorFrom(response.status, body)
  return (body as { data: T }).data
}

/** A binary answer (the watermarked PDF) as a Blob. */
export async function getBlob(path: string): Promise<Blob> {
  const response = await send(`${API_BASE}${path}`, {})
  if (!response.ok) throw errorFrom(response.status, await response.json().catch(() => undefined))
  return response.blob()
}

async function send(url: string, init: RequestInit) {
  try {
    return await fetch(url, {
      ...init,
      headers: { ...authHeaders(), ...(init.headers as Record<string, string>) },
      credentials: 'same-origin',
    })
  } catch {
    throw new ReportApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
}

function errorFrom(status: number, body: unknown) {
  const error = (body as { error?: { code?: string; message?: string } } | undefined)?.error
  return new ReportApiError(status, error?.code ?? 'unknown', error?.message || `请求失败（${status}）`)
}
