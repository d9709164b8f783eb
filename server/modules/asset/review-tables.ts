import type { Id, IsoTime } from '#server/db/columns'

/** Quarterly asset reviews (migration 1250). */
export interface AssetReviewTables {
  asset_reviews: AssetReviewsTable
}

export interface AssetReviewsTable {
  id: Id
  organization_id: Id
  year: number
  quarter: number
  title: string
  status: 'draft' | 'published'
  /** JSON of `ReviewFigures` (common/asset/review.ts): the figures of the last generation. */
  figures: string
  /** JSON of `ReviewTexts`: the consultant's rich text per section key. */
  texts: string
  generated_at: IsoTime
  /** The report library entry of the published PDF. */
  report_id: Id | null
  docx_file_id: Id | null
  pdf_file_id: Id | null
  published_by: Id | null
  published_at: IsoTime | null
  created_by: Id | null
  created_at: IsoTime
  updated_at: IsoTime
}
