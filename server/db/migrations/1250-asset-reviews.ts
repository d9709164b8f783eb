import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

/**
 * Quarterly asset reviews (issue 35 item 5): one per owner organization and quarter, with the figures of its last
 * generation and the consultant's text per section (JSON text, ADR 005). Publishing freezes it and stores its Word
 * and PDF files; the PDF is entered in the report library for the owner's organization.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('asset_reviews')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('quarter', 'integer', (c) => c.notNull())
    .$call(requiredText('title', 'status', 'figures', 'texts', 'generated_at'))
    .addColumn('report_id', 'text', (c) => c.references('reports.id'))
    .addColumn('docx_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('pdf_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('published_by', 'text')
    .addColumn('published_at', 'text')
    .addColumn('created_by', 'text')
    .$call(timestamps)
    .addUniqueConstraint('asset_reviews_quarter_uq', ['organization_id', 'year', 'quarter'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('asset_reviews').execute()
}
