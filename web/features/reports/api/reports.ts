import { queryOptions } from '@tanstack/react-query'
import { apiGet } from '#web/lib/api-client.ts'
import { apiDownload } from '#web/lib/api-files.ts'

export type Report = {
  id: string
  title: string
  topic: string | null
  year: number
  summary: string
  is_annual: boolean
  file_size: number
  /** Size of the report's Word original (a published study), or null/absent when it has only a PDF. */
  word_size?: number | null
  created_at: string
  updated_at: string
  organization_ids?: string[]
}

export type ReportFilters = { topic?: string; year?: string; q?: string; annual?: boolean }

export const reportsQuery = (filters: ReportFilters) =>
  queryOptions({
    queryKey: ['reports', filters],
    queryFn: () =>
      apiGet<Report[]>('/reports', {
        query: {
          topic: filters.topic,
          year: filters.year,
          q: filters.q?.trim() || undefined,
          annual: filters.annual ? '1' : undefined,
        },
      }),
  })

export const reportQuery = (id: string) =>
  queryOptions({
    queryKey: ['report', id],
    queryFn: () => apiGet<Report>(`/reports/${encodeURIComponent(id)}`),
    // 403 and 404 are answers, not glitches: asking again changes nothing.
    retry: false,
  })

export const reportPdfUrl = (id: string) => `/api/v1/reports/${encodeURIComponent(id)}/pdf`

/** Saves the copy with the reader's watermark stamped in by the server. */
export function downloadReport(id: string, fallbackName: string) {
  return apiDownload(`/reports/${encodeURIComponent(id)}/download`, {}, fallbackName)
}

/** The Word original of a report that has one (a published study), audited by the server. */
export function downloadReportWord(id: string, fallbackName: string) {
  return apiDownload(`/reports/${encodeURIComponent(id)}/word`, {}, fallbackName)
}
