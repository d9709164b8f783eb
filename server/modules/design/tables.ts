import type { ReviewStage, StandardSection } from '#common/design'
import type { Positioning } from '#common/intel'
import type { Flag, Id, IsoTime } from '#server/db/columns'

/** Tables of the design library (migration 1001). */
export interface DesignTables {
  design_standards: DesignStandardTable
  design_standard_sections: DesignStandardSectionTable
  design_cases: DesignCaseTable
  design_review_templates: DesignReviewTemplateTable
  design_checklist_items: DesignChecklistItemTable
}

export interface DesignStandardTable {
  id: Id
  /** The intel brand the standard belongs to; null for a positioning-level standard. */
  brand_id: Id | null
  positioning: Positioning
  title: string
  summary: string
  /** Where the figures come from (codes, typical industry practice). */
  source: string
  /** 1: only staff and design clients may read it (ADR 100). */
  restricted: Flag
  sort: number
  created_at: IsoTime
  updated_at: IsoTime
}

export interface DesignStandardSectionTable {
  id: Id
  standard_id: Id
  section: StandardSection
  body: string
  /** JSON text: `{label, value, note?}[]`. */
  figures: string
}

export interface DesignCaseTable {
  id: Id
  title: string
  hotel_name: string
  positioning: Positioning
  city: string
  year: number
  caption: string
  /** JSON text: string[]. */
  tags: string
  image_file_id: Id | null
  image_width: number | null
  image_height: number | null
  sort: number
  created_at: IsoTime
}

export interface DesignReviewTemplateTable {
  id: Id
  stage: ReviewStage
  title: string
  guidance: string
  sort: number
}

export interface DesignChecklistItemTable {
  id: Id
  project_id: Id
  template_id: Id
  stage: ReviewStage
  title: string
  guidance: string
  sort: number
  checked: Flag
  checked_by: Id | null
  checked_at: IsoTime | null
  note: string
  note_by: Id | null
  note_at: IsoTime | null
}
