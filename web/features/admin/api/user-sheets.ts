import type { ImportMode, ImportPreview, ImportResult, UserFilter } from '#common/admin-schemas'
import { apiRequest } from '#web/lib/api-client.ts'
import { apiDownload, apiUpload } from '#web/lib/api-files.ts'

export const downloadTemplate = () => apiDownload('/admin/users/import/template', {}, '用户导入模板.xlsx')

export const exportUsers = (filter: UserFilter) =>
  apiDownload('/admin/users/export', { query: filter }, '用户导出.xlsx')

export const previewImport = (file: File, mode: ImportMode, onProgress?: (percent: number) => void) =>
  apiUpload<ImportPreview>('/admin/users/import/preview', file, { onProgress, query: { mode } })

export const commitImport = (fileId: string, mode: ImportMode) =>
  apiRequest<ImportResult>('POST', '/admin/users/import/commit', { body: { file_id: fileId }, query: { mode } })
