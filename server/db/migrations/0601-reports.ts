import type { Kysely } from 'kysely'
import { timestamps } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('reports')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('topic', 'text')
    .addColumn('year', 'integer', (c) => c.notNull())
    .addColumn('summary', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('file_id', 'text', (c) => c.notNull().references('files.id'))
    .addColumn('is_annual', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_by', 'text')
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('reports_year_idx').on('reports').column('year').execute()
  await db.schema.createIndex('reports_topic_idx').on('reports').column('topic').execute()

  // organization_id carries no foreign key: organizations belong to the auth module, whose migrations may
  // be reordered independently; the API checks the ids when a report is created.
  await db.schema
    .createTable('report_access')
    .addColumn('report_id', 'text', (c) => c.notNull().references('reports.id').onDelete('cascade'))
    .addColumn('organization_id', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('report_access_pk', ['report_id', 'organization_id'])
    .execute()
  await db.schema.createIndex('report_access_org_idx').on('report_access').column('organization_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('report_access').execute()
  await db.schema.dropTable('reports').execute()
}
