import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('files')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('storage_key', 'text', (c) => c.notNull().unique())
    .$call(requiredText('original_name', 'kind', 'mime'))
    .addColumn('size', 'integer', (c) => c.notNull())
    .$call(requiredText('sha256', 'owner_user_id'))
    .addColumn('organization_id', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('files_owner_idx').on('files').column('owner_user_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('files').execute()
}
