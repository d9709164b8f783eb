import { API_BASE, ApiError, apiRequest } from '../../../lib/api-client.ts'
import { session } from '../../../lib/session.ts'

/**
 * JSON calls go through the shell's one client (web/lib/api-client.ts: refresh on expiry, session loss).
 * File downloads and uploads with progress need blobs and XMLHttpRequest, which that client does not offer;
 * they live here and read the token from the same session.
 */
function authHeaders(): Record<string, string> {
  const token = session.token()
  return token ? { authorization: `Bearer ${token}` } : {}
}

export type Query = Record<string, string | number | boolean | undefined | null>

function withQuery(path: string, query: Query = {}) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== null && value !== '') params.set(key, String(value))
  }
  const search = params.toString()
  return `${API_BASE}${path}${search ? `?${search}` : ''}`
}

async function errorOf(response: Response) {
  try {
    const body = (await response.json()) as {
      error?: { code?: string; message?: string; fields?: Record<string, string> }
    }
    return new ApiError(
      response.status,
      body.error?.code ?? 'unknown',
      body.error?.message ?? `请求失败（${response.status}）`,
      body.error?.fields,
    )
  } catch {
    return new ApiError(response.status, 'unknown', `请求失败（${response.status}）`)
  }
}

/** Returns `data` of the `{data}` envelope; empty filter values are left out of the query. */
export function request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) {
  const query: Record<string, string> = {}
  for (const [key, value] of Object.entries(options.query ?? {})) {
    if (value !== undefined && value !== null && value !== '') query[key] = String(value)
  }
  return apiRequest<T>(method, path, { query, body: options.body })
}

/** Downloads a file the API answers (template, export) and hands it to the browser under its name. */
export async function download(path: string, query: Query, fallbackName: string) {
  let response: Response
  try {
    response = await fetch(withQuery(path, query), { headers: authHeaders(), credentials: 'same-origin' })
  } catch {
    throw new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  if (!response.ok) throw await errorOf(response)
  const blob = await response.blob()
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = fileNameOf(response.headers.get('content-disposition')) ?? fallbackName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

function fileNameOf(disposition: string | null) {
  const match = disposition ? /filename\*=UTF-8''([^;]+)/i.exec(disposition) : null
  return match?.[1] ? decodeURIComponent(match[1]) : undefined
}

/** Uploads one file as multipart with progress (fetch cannot report upload progress). */
export function upload<T>(path: string, file: File, onProgress?: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}${path}`)
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试'))
    xhr.onload = () => {
      let body: { data?: T; error?: { code?: string; message?: string; fields?: Record<string, string> } } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // handled below with a generic message
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body.data as T)
      else
        reject(
          new ApiError(
            xhr.status,
            body.error?.code ?? 'unknown',
            body.error?.message ?? `上传失败（${xhr.status}）`,
            body.error?.fields,
          ),
        )
    }
    const form = new FormData()
    form.append('file', file, file.name)
    xhr.send(form)
  })
}
