import { download, request, upload } from './http.ts'
import type { ImportPreview, UserFilter } from './types.ts'

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export const downloadTemplate = () => download('/admin/users/import/template', {}, '用户导入模板.xlsx')

export const exportUsers = (filter: UserFilter) => download('/admin/users/export', { ...filter }, '用户导出.xlsx')

/** Some systems send .xlsx without a type; the server insists that the declared type agrees with the name. */
function asXlsx(file: File) {
  return file.name.toLowerCase().endsWith('.xlsx') && file.type !== XLSX_MIME
    ? new File([file], file.name, { type: XLSX_MIME })
    : file
}

export const previewImport = (file: File, onProgress?: (percent: number) => void) =>
  upload<ImportPreview>('/admin/users/import/preview', asXlsx(file), onProgress)

export const commitImport = (fileId: string) =>
  request<{ created: number; file_id: string }>('POST', '/admin/users/import/commit', { body: { file_id: fileId } })
