import type { Flag, Id, IsoTime } from '#server/db/columns'

export interface ReportsTable {
  id: Id
  title: string
  /** A key of common/topics.ts, or null for a report that belongs to no topic. */
  topic: string | null
  year: number
  summary: string
  file_id: Id
  /** 1 for the firm's own annual reports (the huameiAnnuals page). */
  is_annual: Flag
  /** Null for reports the demo seed created. */
  created_by: Id | null
  /** The report's Word original (a published study), downloaded beside the PDF; absent for PDF-only reports. */
  word_file_id?: Id | null
  created_at: IsoTime
  updated_at: IsoTime
}

/** Organizations whose users may read a report; a report with no row here is open to every signed-in user. */
export interface ReportAccessTable {
  report_id: Id
  organization_id: Id
}

export interface ReportTables {
  reports: ReportsTable
  report_access: ReportAccessTable
}
