import {
  apiErrorOf,
  apiFetch,
  apiUrl,
  authHeaders,
  type Envelope,
  networkError,
  type Query,
  withSession,
} from './api-client.ts'

/**
 * File downloads and uploads of the one HTTP client (web/lib/api-client.ts): same token, the same one refresh
 * on `session_expired`, the same error envelope mapped to ApiError. Downloads need a blob and uploads need
 * progress, which is why they are not plain JSON calls.
 */

/** Downloads what the API answers (a template, an export, a PDF) and hands it to the browser under its name. */
export async function apiDownload(path: string, options: { query?: Query }, fallbackName: string) {
  const response = await apiFetch('GET', path, { query: options.query, headers: { accept: '*/*' } })
  if (!response.ok) throw apiErrorOf(response.status, await response.json().catch(() => undefined))
  saveBlob(await response.blob(), fileNameOf(response.headers.get('content-disposition')) ?? fallbackName)
}

/** The file name of a Content-Disposition header; RFC 5987 `filename*` wins over the plain `filename`. */
export function fileNameOf(disposition: string | null): string | undefined {
  if (!disposition) return undefined
  const extended = /filename\*\s*=\s*([\w-]+)'[^']*'([^;]+)/i.exec(disposition)
  if (extended?.[2]) {
    try {
      return decodeURIComponent(extended[2].trim())
    } catch {
      // malformed escapes: fall back to the plain name
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/i.exec(disposition)
  const name = (plain?.[1] ?? plain?.[2])?.trim()
  return name || undefined
}

/** Hands a blob to the browser as a download named `name`. */
export function saveBlob(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = name
  document.body.append(link)
  link.click()
  link.remove()
  // Revoke later: some browsers start the download asynchronously after click().
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

export type UploadOptions = {
  query?: Query
  /** Upload progress in percent (0–100); fetch cannot report it, hence XMLHttpRequest. */
  onProgress?: (percent: number) => void
  headers?: Record<string, string>
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

/**
 * Uploads multipart/form-data and returns `data` of the envelope. A File is sent as the `file` field; a
 * FormData as it is (it holds the File, so it can be sent again after a token refresh).
 */
export async function apiUpload<T>(path: string, payload: File | FormData, options: UploadOptions = {}): Promise<T> {
  const form = payload instanceof FormData ? payload : formOf(payload)
  const url = apiUrl(path, options.query)
  const answer = await withSession(
    () => sendForm(url, form, options),
    (a) => a.body?.error?.code,
  )
  if (answer.status >= 200 && answer.status < 300) return answer.body?.data as T
  throw apiErrorOf(answer.status, answer.body)
}

function formOf(file: File) {
  const form = new FormData()
  // Some systems send .xlsx without a declared type; the server insists that type and name agree.
  const untyped = file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_MIME
  form.append('file', untyped ? new File([file], file.name, { type: XLSX_MIME }) : file, file.name)
  return form
}

type XhrAnswer = { status: number; body: Envelope<unknown> | undefined }

function sendForm(url: string, form: FormData, options: UploadOptions): Promise<XhrAnswer> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', url)
    const headers = { accept: 'application/json', ...options.headers, ...authHeaders() }
    for (const [key, value] of Object.entries(headers)) xhr.setRequestHeader(key, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) options.onProgress?.(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      let body: Envelope<unknown> | undefined
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        body = undefined
      }
      resolve({ status: xhr.status, body })
    }
    xhr.send(form)
  })
}
