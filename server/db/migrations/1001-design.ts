import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('design_standards')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('brand_id', 'text', (c) => c.references('brands.id'))
    .$call(requiredText('positioning', 'title', 'summary', 'source'))
    .addColumn('restricted', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .$call(timestamps)
    .execute()

  await db.schema
    .createTable('design_standard_sections')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('standard_id', 'text', (c) => c.notNull().references('design_standards.id').onDelete('cascade'))
    .$call(requiredText('section', 'body'))
    // JSON text: [{label, value, note?}]
    .addColumn('figures', 'text', (c) => c.notNull())
    .addUniqueConstraint('design_standard_sections_unique', ['standard_id', 'section'])
    .execute()

  await db.schema
    .createTable('design_cases')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('title', 'hotel_name', 'positioning', 'city'))
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('caption', 'text', (c) => c.notNull())
    // JSON text: string[]
    .addColumn('tags', 'text', (c) => c.notNull())
    .addColumn('image_file_id', 'text', (c) => c.references('files.id'))
    .addColumn('image_width', 'integer')
    .addColumn('image_height', 'integer')
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('design_review_templates')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('stage', 'title', 'guidance'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .execute()

  // A project's checklist: template items copied when attached, so later template edits never rewrite a record.
  await db.schema
    .createTable('design_checklist_items')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('project_id', 'text', (c) => c.notNull().references('projects.id').onDelete('cascade'))
    .addColumn('template_id', 'text', (c) => c.notNull().references('design_review_templates.id'))
    .$call(requiredText('stage', 'title', 'guidance'))
    .addColumn('sort', 'integer', (c) => c.notNull())
    .addColumn('checked', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('checked_by', 'text', (c) => c.references('users.id'))
    .addColumn('checked_at', 'text')
    .addColumn('note', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('note_by', 'text', (c) => c.references('users.id'))
    .addColumn('note_at', 'text')
    .addUniqueConstraint('design_checklist_items_unique', ['project_id', 'template_id'])
    .execute()
  await db.schema
    .createIndex('design_checklist_items_project_idx')
    .on('design_checklist_items')
    .columns(['project_id', 'stage', 'sort'])
    .execute()
}

export async function down(db: Kysely<any>) {
  for (const table of [
    'design_checklist_items',
    'design_review_templates',
    'design_cases',
    'design_standard_sections',
    'design_standards',
  ]) {
    await db.schema.dropTable(table).execute()
  }
}
