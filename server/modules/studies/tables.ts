import type { Id, IsoTime } from '#server/db/columns'

/** A study's working draft (migration 1300). JSON columns are text (ADR 005); see store.ts for their shapes. */
export interface StudiesTable {
  id: Id
  project_id: Id
  title: string
  /** 'point' (picked on the map) or 'hotel' (a pipeline hotel of the hotel database). */
  site_kind: string
  site_name: string
  site_lat: number
  site_lng: number
  site_hotel_id: Id | null
  segment: string
  rooms: number
  /** JSON array of brand ids: the shortlist. */
  brand_ids: string
  radius_km: number
  /** JSON array of district names when the market area is districts of the site's city; null: the radius (1301). */
  districts: string | null
  /** JSON StudyAssumptions. */
  assumptions: string
  /** JSON CompSetEdits: hotels the consultant added or removed, with reasons. */
  comp_edits: string
  /** JSON Computed: census, comp set, figures, flags and problems of the last computation. */
  computed: string
  /** Bumped by every save of inputs and computation (compare-and-set against lost updates). */
  revision: number
  created_by: Id | null
  created_at: IsoTime
  updated_at: IsoTime
}

/** A published, frozen version: its snapshot and files never change after the insert. */
export interface StudyVersionsTable {
  study_id: Id
  number: number
  /** JSON StudyContent as it was published. */
  snapshot: string
  /** JSON StudyDocument: the chapter view's generated blocks with the figures of publication (null before 1302). */
  document: string | null
  report_id: Id
  docx_file_id: Id
  pdf_file_id: Id
  published_by: Id | null
  published_at: IsoTime
}

/** A chapter's own text (the block editor's document tree as JSON): recomputing never touches it. */
export interface StudyChaptersTable {
  study_id: Id
  chapter: string
  text: string
  updated_by: Id | null
  updated_at: IsoTime
}

export interface StudyTables {
  studies: StudiesTable
  study_chapters: StudyChaptersTable
  study_versions: StudyVersionsTable
}
