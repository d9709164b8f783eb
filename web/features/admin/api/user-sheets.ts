import { apiRequest } from '../../../lib/api-client.ts'
import { apiDownload, apiUpload } from '../../../lib/api-files.ts'
import type { ImportPreview, UserFilter } from './types.ts'

export const downloadTemplate = () => apiDownload('/admin/users/import/template', {}, '用户导入模板.xlsx')

export const exportUsers = (filter: UserFilter) =>
  apiDownload('/admin/users/export', { query: filter }, '用户导出.xlsx')

export const previewImport = (file: File, onProgress?: (percent: number) => void) =>
  apiUpload<ImportPreview>('/admin/users/import/preview', file, { onProgress })

export const commitImport = (fileId: string) =>
  apiRequest<{ created: number; file_id: string }>('POST', '/admin/users/import/commit', { body: { file_id: fileId } })
