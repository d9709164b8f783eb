import { API_BASE, ApiError } from '../../../lib/api-client.ts'
import { session } from '../../../lib/session.ts'

/**
 * Template, import and export of the walls. Downloads need blobs and uploads need progress (XMLHttpRequest),
 * which the shell's JSON client does not offer; both read the token from the same session.
 */
export type ImportKind = 'hotels' | 'brands' | 'groups'
export type ImportIssue = { row: number; column: string; message: string }
export type ImportPreview = {
  kind: ImportKind
  file_name: string
  total: number
  valid: number
  bad_rows: number
  issue_count: number
  issues: ImportIssue[]
}

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'
const networkError = () => new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')

function authHeaders(): Record<string, string> {
  const token = session.token()
  return token ? { authorization: `Bearer ${token}` } : {}
}

type ErrorBody = { error?: { code?: string; message?: string; fields?: Record<string, string> } }
const apiErrorOf = (status: number, body: ErrorBody, fallback: string) =>
  new ApiError(status, body.error?.code ?? 'unknown', body.error?.message ?? fallback, body.error?.fields)

async function download(path: string, query: Record<string, string | undefined>, fallbackName: string) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(query)) if (value) params.set(key, value)
  const search = params.toString()
  let response: Response
  try {
    response = await fetch(`${API_BASE}${path}${search ? `?${search}` : ''}`, {
      headers: authHeaders(),
      credentials: 'same-origin',
    })
  } catch {
    throw networkError()
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as ErrorBody
    throw apiErrorOf(response.status, body, `下载失败（${response.status}）`)
  }
  const url = URL.createObjectURL(await response.blob())
  const match = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '')
  const link = document.createElement('a')
  link.href = url
  link.download = match?.[1] ? decodeURIComponent(match[1]) : fallbackName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}

/** Sends one file as multipart and reports upload progress (0–100). */
function upload<T>(path: string, file: File, onProgress: (percent: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest()
    xhr.open('POST', `${API_BASE}${path}`)
    for (const [key, value] of Object.entries(authHeaders())) xhr.setRequestHeader(key, value)
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable) onProgress(Math.round((event.loaded / event.total) * 100))
    }
    xhr.onerror = () => reject(networkError())
    xhr.onload = () => {
      let body: ErrorBody & { data?: T } = {}
      try {
        body = JSON.parse(xhr.responseText)
      } catch {
        // a generic message below
      }
      if (xhr.status >= 200 && xhr.status < 300) resolve(body.data as T)
      else reject(apiErrorOf(xhr.status, body, `上传失败（${xhr.status}）`))
    }
    const form = new FormData()
    // Some systems send .xlsx without a declared type; the server insists that type and name agree.
    const named = file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_MIME
    form.append('file', named ? new File([file], file.name, { type: XLSX_MIME }) : file, file.name)
    xhr.send(form)
  })
}

export const kindNames: Record<ImportKind, string> = { hotels: '酒店', brands: '品牌', groups: '管理集团' }

export const downloadImportTemplate = (kind: ImportKind) =>
  download(`/intel/import/${kind}/template`, {}, `${kindNames[kind]}导入模板.xlsx`)

export const previewImport = (kind: ImportKind, file: File, onProgress: (percent: number) => void) =>
  upload<ImportPreview>(`/intel/import/${kind}/preview`, file, onProgress)

export const commitImport = (kind: ImportKind, file: File, onProgress: (percent: number) => void) =>
  upload<{ kind: ImportKind; created: number }>(`/intel/import/${kind}/commit`, file, onProgress)

/** The hotel wall's filters (the same query parameters as the wall's URL). */
export const exportHotels = (filter: Record<string, string | undefined>) =>
  download('/hotels/export', filter, '酒店导出.xlsx')
