import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(requiredText('value', 'updated_at'))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('app_meta').execute()
}
