import { apiDownload, apiUpload } from '#web/lib/api-files.ts'

/**
 * Template, import and export of the walls, through the client's file calls (web/lib/api-files.ts).
 */
export type ImportKind = 'hotels' | 'brands' | 'groups' | 'performance'
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

export const kindNames: Record<ImportKind, string> = {
  hotels: '酒店',
  brands: '品牌',
  groups: '管理集团',
  performance: '经营数据',
}

export const downloadImportTemplate = (kind: ImportKind) =>
  apiDownload(`/intel/import/${kind}/template`, {}, `${kindNames[kind]}导入模板.xlsx`)

export const previewImport = (kind: ImportKind, file: File, onProgress: (percent: number) => void) =>
  apiUpload<ImportPreview>(`/intel/import/${kind}/preview`, file, { onProgress })

export const commitImport = (kind: ImportKind, file: File, onProgress: (percent: number) => void) =>
  apiUpload<{ kind: ImportKind; created: number }>(`/intel/import/${kind}/commit`, file, { onProgress })

/** The hotel wall's filters (the same query parameters as the wall's URL). */
export const exportHotels = (filter: Record<string, string | undefined>) =>
  apiDownload('/hotels/export', { query: filter }, '酒店导出.xlsx')
