import type { Kysely } from 'kysely'
import { requiredText, timestamps } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('name', 'kind'))
    .addColumn('logo', 'text')
    .$call(timestamps)
    .execute()

  await db.schema
    .createTable('users')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('phone', 'text', (c) => c.notNull().unique())
    .addColumn('user_type', 'text', (c) => c.notNull())
    .addColumn('user_type_multi', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('organization_id', 'text', (c) => c.references('organizations.id'))
    .addColumn('authorization', 'text')
    .addColumn('avatar', 'text')
    .addColumn('status', 'text', (c) => c.notNull().defaultTo('active'))
    .$call(timestamps)
    .execute()
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('users').execute()
  await db.schema.dropTable('organizations').execute()
}
