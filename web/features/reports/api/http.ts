import { API_BASE, ApiError } from '../../../lib/api-client.ts'
import { session } from '../../../lib/session.ts'

/** The Bearer header pdf.js and the binary download need (they cannot go through the JSON client). */
export function authHeaders(): Record<string, string> {
  const token = session.token()
  return token ? { authorization: `Bearer ${token}` } : {}
}

/** A binary answer (the watermarked PDF) as a Blob; errors arrive in the usual envelope. */
export async function getBlob(path: string): Promise<Blob> {
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}`, { headers: authHeaders(), credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  if (response.ok) return response.blob()
  const body = (await response.json().catch(() => undefined)) as { error?: { code?: string; message?: string } }
  throw new ApiError(
    response.status,
    body?.error?.code ?? 'unknown',
    body?.error?.message || `请求失败（${response.status}）`,
  )
}
