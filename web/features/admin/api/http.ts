/**
 * A minimal HTTP helper for the admin screens. This branch has no shared client in web/lib yet; when the shell's
 * api-client lands, JSON calls should move to it. Uploads (with progress) and file downloads stay here: they need
 * XMLHttpRequest and blobs, which a JSON client does not offer.
 */
export const API_BASE = '/api/v1'
/** The shell keeps the access token in this cookie (web/lib/session.ts on the shell branch). */
const TOKEN_COOKIE = 'jwt'

export class AdminApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly fields: Record<string, string> = {},
  ) {
    super(message)
    this.name = 'AdminApiError'
  }
}

function token() {
  const prefix = `${TOKEN_COOKIE}=`
  const part = document.cookie.split('; ').find((p) => p.startsWith(prefix))
  return part === undefined ? undefined : decodeURIComponent(part.slice(prefix.length))
}

function authHeaders(): Record<string, string> {
  const t = token()
  return t ? { authorization: `Bearer ${t}` } : {}
}

export type Query = Record<string, string | number | boolean | undefined | null>

export function withQuery(path: string, query: Query = {}) {
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
    return new AdminApiError(
      response.status,
      body.error?.code ?? 'unknown',
      body.error?.message ?? `请求失败（${response.status}）`,
      body.error?.fields,
    )
  } catch {
    return new AdminApiError(response.status, 'unknown', `请求失败（${response.status}）`)
  }
}

/** Sends JSON (or nothing) and returns `data` of the `{data}` envelope; throws AdminApiError otherwise. */
export async function request<T>(method: string, path: string, options: { query?: Query; body?: unknown } = {}) {
  let response: Response
  try {
    response = await fetch(withQuery(path, options.query), {
      method,
      headers: {
        accept: 'application/json',
        ...authHeaders(),
        ...(options.body === undefined ? {} : { 'content-type': 'application/json' }),
      },
      body: options.body === undefined ? undefined : JSON.stringify(options.body),
      credentials: 'same-origin',
    })
  } catch {
    throw new AdminApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  if (!response.ok) throw await errorOf(response)
  return ((await response.json()) as { data: T }).data
}

/** Downloads a file the API answers (template, export) and hands it to the browser under its name. */
export async function download(path: string, query: Query, fallbackName: string) {
  let response: Response
  try {
    response = await fetch(withQuery(path, query), { headers: authHeaders(), credentials: 'same-origin' })
  } catch {
    throw new AdminApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
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
    xhr.onerror = () => reject(new AdminApiError(0, 'network_error', '网络连接失败，请检查网络后重试'))
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
          new AdminApiError(
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
