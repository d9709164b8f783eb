import type { Selectable } from 'kysely'
import { type checklistItems, type checklistProjects, readTags } from './queries.ts'
import type { DesignCaseTable } from './tables.ts'

// Checklist items and projects are joined query results, not table rows: their types come from the queries.
type ItemRow = Awaited<ReturnType<typeof checklistItems>>[number]
type ProjectRow = Awaited<ReturnType<typeof checklistProjects>>[number]

export function presentItem(row: ItemRow) {
  return {
    id: row.id,
    stage: row.stage,
    title: row.title,
    guidance: row.guidance,
    checked: row.checked === 1,
    checked_by: row.checked_by ? { id: row.checked_by, name: row.checked_by_name ?? '' } : null,
    checked_at: row.checked_at,
    note: row.note,
    note_by: row.note_by ? { id: row.note_by, name: row.note_by_name ?? '' } : null,
    note_at: row.note_at,
  }
}

/** pg answers count and sum as strings (stack notes); SQLite as numbers. */
export function presentProject(row: ProjectRow) {
  return {
    id: row.id,
    name: row.name,
    location: row.location,
    organization_name: row.organization_name,
    status: row.status,
    done: Number(row.done ?? 0),
    total: Number(row.total),
  }
}

export function presentCase(row: Selectable<DesignCaseTable>, imageUrl: (fileId: string) => string) {
  return {
    id: row.id,
    title: row.title,
    hotel_name: row.hotel_name,
    positioning: row.positioning,
    city: row.city,
    year: row.year,
    caption: row.caption,
    tags: readTags(row.tags),
    image_url: row.image_file_id ? imageUrl(row.image_file_id) : null,
    image_width: row.image_width,
    image_height: row.image_height,
  }
}
