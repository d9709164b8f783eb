import type { Updateable } from 'kysely'
import { z } from 'zod'
import type { ReviewStage } from '#common/design'
import { figure } from '#common/design-schemas'
import type { Positioning } from '#common/intel'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { findProjectRow } from '#server/db/project-rows'
import { newId } from '#server/lib/ids'
import type { DesignChecklistItemTable } from './tables.ts'

export async function listStandards(db: Db, includeRestricted: boolean, positioning?: Positioning) {
  let query = db
    .selectFrom('design_standards as s')
    .leftJoin('brands as b', 'b.id', 's.brand_id')
    .select([
      's.id',
      's.brand_id',
      'b.name as brand_name',
      'b.slug as brand_slug',
      's.positioning',
      's.title',
      's.summary',
      's.restricted',
    ])
    .orderBy('s.sort')
  if (!includeRestricted) query = query.where('s.restricted', '=', 0)
  if (positioning) query = query.where('s.positioning', '=', positioning)
  return query.execute()
}

export async function findStandard(db: Db, id: string) {
  return db
    .selectFrom('design_standards as s')
    .leftJoin('brands as b', 'b.id', 's.brand_id')
    .selectAll('s')
    .select(['b.name as brand_name', 'b.slug as brand_slug'])
    .where('s.id', '=', id)
    .executeTakeFirst()
}

export async function standardSections(db: Db, standardId: string) {
  return db.selectFrom('design_standard_sections').selectAll().where('standard_id', '=', standardId).execute()
}

/** design_cases.tags and design_standard_sections.figures are JSON text (db/types.ts). */
export const readTags = jsonColumn(z.array(z.string()), { name: 'design_cases.tags' })
export const readFigures = jsonColumn(z.array(figure), { name: 'design_standard_sections.figures' })

export type CaseFilter = { positioning?: Positioning; city?: string; tag?: string }

export async function listCases(db: Db, filter: CaseFilter) {
  let query = db.selectFrom('design_cases').selectAll().orderBy('sort')
  if (filter.positioning) query = query.where('positioning', '=', filter.positioning)
  if (filter.city) query = query.where('city', '=', filter.city)
  const rows = await query.execute()
  // Tags are a JSON array in text (stack notes): filter after parsing, the gallery holds tens of cases.
  const { tag } = filter
  return tag ? rows.filter((row) => readTags(row.tags).includes(tag)) : rows
}

export async function caseImageFile(db: Db, fileId: string) {
  const used = await db.selectFrom('design_cases').select('id').where('image_file_id', '=', fileId).executeTakeFirst()
  if (!used) return undefined
  return db.selectFrom('files').selectAll().where('id', '=', fileId).executeTakeFirst()
}

export async function listReviewTemplates(db: Db) {
  return db.selectFrom('design_review_templates').selectAll().orderBy('stage').orderBy('sort').execute()
}

export async function checklistItems(db: Db, projectId: string) {
  return db
    .selectFrom('design_checklist_items as i')
    .leftJoin('users as c', 'c.id', 'i.checked_by')
    .leftJoin('users as n', 'n.id', 'i.note_by')
    .selectAll('i')
    .select(['c.username as checked_by_name', 'n.username as note_by_name'])
    .where('i.project_id', '=', projectId)
    .orderBy('i.sort')
    .execute()
}

export const findChecklistItem = (db: Db, projectId: string, itemId: string) =>
  findProjectRow(db, 'design_checklist_items', projectId, itemId)

export async function updateChecklistItem(
  db: Db,
  id: string,
  patch: Pick<
    Updateable<DesignChecklistItemTable>,
    'checked' | 'checked_by' | 'checked_at' | 'note' | 'note_by' | 'note_at'
  >,
) {
  // A repeated tick or an unchanged note changes nothing, and an empty SET is not valid SQL.
  if (Object.keys(patch).length === 0) return
  await db.updateTable('design_checklist_items').set(patch).where('id', '=', id).execute()
}

/** Copies the template items of the given stages into the project; stages already attached are left alone. */
export async function attachChecklist(db: Db, projectId: string, stages: readonly ReviewStage[]) {
  const templates = await db
    .selectFrom('design_review_templates')
    .selectAll()
    .where('stage', 'in', [...stages])
    .execute()
  if (templates.length === 0) return 0
  const result = await db
    .insertInto('design_checklist_items')
    .values(
      templates.map((t) => ({
        id: newId(),
        project_id: projectId,
        template_id: t.id,
        stage: t.stage,
        title: t.title,
        guidance: t.guidance,
        sort: t.sort,
        checked: 0 as const,
        checked_by: null,
        checked_at: null,
        note: '',
        note_by: null,
        note_at: null,
      })),
    )
    .onConflict((oc) => oc.columns(['project_id', 'template_id']).doNothing())
    .executeTakeFirst()
  return Number(result.numInsertedOrUpdatedRows ?? 0)
}

/** Projects that have a design checklist, with done/total counts; `projectIds` limits them (null: all). */
export async function checklistProjects(db: Db, projectIds: string[] | null) {
  if (projectIds?.length === 0) return []
  let query = db
    .selectFrom('design_checklist_items as i')
    .innerJoin('projects as p', 'p.id', 'i.project_id')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select((eb) => [
      'p.id',
      'p.name',
      'p.location',
      'p.status',
      'o.name as organization_name',
      eb.fn.countAll().as('total'),
      eb.fn.sum<number | string>('i.checked').as('done'),
    ])
    .groupBy(['p.id', 'p.name', 'p.location', 'p.status', 'o.name'])
    .orderBy('p.name')
  if (projectIds) query = query.where('p.id', 'in', projectIds)
  return query.execute()
}

/** Ids of the projects the user is a member of inside their own organization (the rule of ADR 081). */
export async function memberProjectIds(db: Db, userId: string, organizationId: string | null) {
  if (!organizationId) return []
  const rows = await db
    .selectFrom('project_members as m')
    .innerJoin('projects as p', 'p.id', 'm.project_id')
    .select('p.id')
    .where('m.user_id', '=', userId)
    .where('p.organization_id', '=', organizationId)
    .execute()
  return rows.map((r) => r.id)
}
