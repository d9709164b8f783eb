import type { ReviewStage, StandardSection } from '../../../../common/design.ts'
import type { Positioning } from '../../../../common/intel.ts'

export type StandardSummary = {
  id: string
  brand_id: string | null
  brand_name: string | null
  positioning: Positioning
  title: string
  summary: string
  restricted: boolean
}

export type Figure = { label: string; value: string; note?: string }

export type StandardDetail = StandardSummary & {
  source: string
  sections: { section: StandardSection; body: string; figures: Figure[] }[]
}

export type DesignCase = {
  id: string
  title: string
  hotel_name: string
  positioning: Positioning
  city: string
  year: number
  caption: string
  tags: string[]
  image_url: string | null
  image_width: number | null
  image_height: number | null
}

export type CaseFilters = { positioning?: Positioning; city?: string; tag?: string }

export type Person = { id: string; name: string }

export type ChecklistItem = {
  id: string
  stage: ReviewStage
  title: string
  guidance: string
  checked: boolean
  checked_by: Person | null
  checked_at: string | null
  note: string
  note_by: Person | null
  note_at: string | null
}

export type DesignProject = {
  id: string
  name: string
  location: string
  organization_name: string
  status: string
  done: number
  total: number
}

export type Checklist = { project: DesignProject; can_tick: boolean; items: ChecklistItem[] }
