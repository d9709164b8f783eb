import type { Kysely } from 'kysely'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('organizations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('kind', 'text', (c) => c.notNull())
    .addColumn('logo', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
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
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema.createIndex('users_organization_idx').on('users').column('organization_id').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('users').execute()
  await db.schema.dropTable('organizations').execute()
}
