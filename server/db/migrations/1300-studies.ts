import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

/**
 * Market and feasibility studies (issue 34): a study's working draft per project (inputs, comp-set edits, chapter
 * text, and the market data and figures of its last computation, JSON text as ADR 005), its published versions
 * (frozen snapshots, each with its Word and PDF files and its report library entry), each chapter's own text in a
 * row of its own, and the Word file a report
 * may carry beside its PDF.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('studies')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .$call(requiredText('title', 'site_kind', 'site_name'))
    .addColumn('site_lat', 'double precision', (c) => c.notNull())
    .addColumn('site_lng', 'double precision', (c) => c.notNull())
    .addColumn('site_hotel_id', 'text')
    .addColumn('segment', 'text', (c) => c.notNull())
    .addColumn('rooms', 'integer', (c) => c.notNull())
    .addColumn('brand_ids', 'text', (c) => c.notNull())
    .addColumn('radius_km', 'double precision', (c) => c.notNull())
    .$call(requiredText('assumptions', 'comp_edits', 'computed'))
    // Bumped by every save of inputs and computation: a save made on an older read is refused (409), not merged.
    .addColumn('revision', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('studies_project_idx').on('studies').columns(['project_id', 'updated_at']).execute()
  // One row per chapter: an edit of one chapter and a recompute (or an edit of another chapter) never overwrite it.
  await db.schema
    .createTable('study_chapters')
    .addColumn('study_id', 'text', (c) => c.notNull().references('studies.id').onDelete('cascade'))
    .$call(requiredText('chapter', 'text'))
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_chapters_pk', ['study_id', 'chapter'])
    .execute()
  await db.schema
    .createTable('study_versions')
    .addColumn('study_id', 'text', (c) => c.notNull().references('studies.id').onDelete('cascade'))
    .addColumn('number', 'integer', (c) => c.notNull())
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id'))
    .addColumn('docx_file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('pdf_file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('study_versions_pk', ['study_id', 'number'])
    .execute()
  await db.schema
    .alterTable('reports')
    .addColumn('word_file_id', 'text', (c) => c.references('files.id'))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.alterTable('reports').dropColumn('word_file_id').execute()
  await db.schema.dropTable('study_versions').execute()
  await db.schema.dropTable('study_chapters').execute()
  await db.schema.dropTable('studies').execute()
}
