import { z } from 'zod'
import { type RichNode, richNodeSchema } from '#common/content'
import type { Positioning } from '#common/intel'
import {
  type StudyCensus,
  type StudyChapterKey,
  type StudyCompSet,
  type StudyContent,
  studyCensus,
  studyCompSet,
  studyContent,
  studyDocumentAnswer,
  type VersionRow,
} from '#common/study/api'
import { type StudyAssumptions, studyAssumptionsSchema } from '#common/study/schemas'
import type { Db } from '#server/db/database'
import { jsonColumn } from '#server/db/json-column'
import { AppError } from '#server/errors'
import type { CompSetEdit } from './market.ts'
import type { StudiesTable } from './tables.ts'

/** What the last computation of a draft produced: the market read from the database and the figures on it. */
export type Computed = {
  census: StudyCensus
  comp_set: StudyCompSet
  figures: Record<string, unknown> | null
  flags: StudyContent['flags']
  problems: string[]
  computed_at: string
}

export type ChapterTexts = Partial<Record<StudyChapterKey, { text: RichNode[]; updated_at: string }>>

/** A studies row with its JSON columns read. */
export type Study = Omit<StudiesTable, 'brand_ids' | 'districts' | 'assumptions' | 'comp_edits' | 'computed'> & {
  segment: Positioning
  brand_ids: string[]
  /** The market area's districts, or null for the radius. */
  districts: string[] | null
  assumptions: StudyAssumptions
  comp_edits: CompSetEdit[]
  chapters: ChapterTexts
  computed: Computed
}

const readBrandIds = jsonColumn(z.array(z.string()), { name: 'studies.brand_ids' })
const readDistricts = jsonColumn(z.array(z.string()), { name: 'studies.districts' })
const readAssumptions = jsonColumn(studyAssumptionsSchema, { name: 'studies.assumptions' })
const readCompEdits = jsonColumn(
  z.array(z.object({ hotel_id: z.string(), action: z.enum(['add', 'remove']), reason: z.string() })),
  { name: 'studies.comp_edits' },
)
const readComputed = jsonColumn(
  z.object({
    census: studyCensus,
    comp_set: studyCompSet,
    figures: studyContent.shape.figures,
    flags: studyContent.shape.flags,
    problems: studyContent.shape.problems,
    computed_at: z.string(),
  }),
  { name: 'studies.computed' },
)
const readChapterText = jsonColumn(z.array(richNodeSchema), { name: 'study_chapters.text' })
/** A published version's frozen content. */
export const readSnapshot = jsonColumn(studyContent, { name: 'study_versions.snapshot' })
/** A published version's chapter view as it was published. */
export const readVersionDocument = jsonColumn(studyDocumentAnswer.shape.data, { name: 'study_versions.document' })

export function readStudy(row: StudiesTable, chapters: ChapterTexts = {}): Study {
  return {
    ...row,
    segment: row.segment as Positioning,
    rooms: Number(row.rooms),
    revision: Number(row.revision),
    site_lat: Number(row.site_lat),
    site_lng: Number(row.site_lng),
    radius_km: Number(row.radius_km),
    brand_ids: readBrandIds(row.brand_ids),
    districts: row.districts ? readDistricts(row.districts) : null,
    assumptions: readAssumptions(row.assumptions),
    comp_edits: readCompEdits(row.comp_edits),
    chapters,
    computed: readComputed(row.computed),
  }
}

export function writeStudy({ chapters: _text, ...study }: Study): StudiesTable {
  return {
    ...study,
    brand_ids: JSON.stringify(study.brand_ids),
    districts: study.districts ? JSON.stringify(study.districts) : null,
    assumptions: JSON.stringify(study.assumptions),
    comp_edits: JSON.stringify(study.comp_edits),
    computed: JSON.stringify(study.computed),
  }
}

export async function findStudy(db: Db, projectId: string, studyId: string) {
  const row = await db
    .selectFrom('studies')
    .selectAll()
    .where('id', '=', studyId)
    .where('project_id', '=', projectId)
    .executeTakeFirst()
  if (!row) return undefined
  const texts = await db.selectFrom('study_chapters').selectAll().where('study_id', '=', row.id).execute()
  const chapters: ChapterTexts = {}
  for (const t of texts)
    chapters[t.chapter as StudyChapterKey] = { text: readChapterText(t.text), updated_at: t.updated_at }
  return readStudy(row, chapters)
}

/** Saves one chapter's text on its own row: nothing else the study holds is read or written. */
export async function saveChapter(
  db: Db,
  studyId: string,
  chapter: StudyChapterKey,
  text: RichNode[],
  by: string | null,
  at: string,
) {
  const values = { text: JSON.stringify(text), updated_by: by, updated_at: at }
  await db
    .insertInto('study_chapters')
    .values({ study_id: studyId, chapter, ...values })
    .onConflict((oc) => oc.columns(['study_id', 'chapter']).doUpdateSet(values))
    .execute()
  await db.updateTable('studies').set({ updated_at: at }).where('id', '=', studyId).execute()
}

export async function listStudies(db: Db, projectId: string) {
  return db
    .selectFrom('studies')
    .select(['id', 'title', 'segment', 'rooms', 'site_name', 'updated_at'])
    .where('project_id', '=', projectId)
    .orderBy('updated_at', 'desc')
    .orderBy('id')
    .execute()
}

/** Saves the draft's inputs and computation; its chapter text lives in study_chapters (saveChapter). */
export async function saveStudy(db: Db, study: Study) {
  const { id, revision, ...rest } = writeStudy(study)
  const saved = await db
    .updateTable('studies')
    .set({ ...rest, revision: Number(revision) + 1 })
    .where('id', '=', id)
    .where('revision', '=', Number(revision))
    .executeTakeFirst()
  if (Number(saved.numUpdatedRows) === 0) {
    throw new AppError(409, 'conflict', '研究刚刚已被他人修改，请刷新后再改')
  }
}

/** Published versions of these studies, newest first, with their files' sizes. */
export async function listVersions(db: Db, studyIds: string[]) {
  if (studyIds.length === 0) return new Map<string, VersionRow[]>()
  const rows = await db
    .selectFrom('study_versions as v')
    .innerJoin('files as d', 'd.id', 'v.docx_file_id')
    .innerJoin('files as p', 'p.id', 'v.pdf_file_id')
    .leftJoin('users as u', 'u.id', 'v.published_by')
    .select([
      'v.study_id',
      'v.number',
      'v.published_at',
      'v.report_id',
      'u.username as published_by',
      'd.size as docx_size',
      'p.size as pdf_size',
    ])
    .where('v.study_id', 'in', studyIds)
    .orderBy('v.number', 'desc')
    .execute()
  const out = new Map<string, VersionRow[]>()
  for (const r of rows) {
    const list = out.get(r.study_id) ?? []
    list.push({
      number: Number(r.number),
      published_at: r.published_at,
      published_by: r.published_by ?? null,
      report_id: r.report_id,
      docx_size: Number(r.docx_size),
      pdf_size: Number(r.pdf_size),
    })
    out.set(r.study_id, list)
  }
  return out
}

export async function findVersion(db: Db, studyId: string, number: number) {
  return db
    .selectFrom('study_versions')
    .selectAll()
    .where('study_id', '=', studyId)
    .where('number', '=', number)
    .executeTakeFirst()
}
