import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * What an organization is in the market data: the management group a group client is, the hotels an owner
 * holds, the hotel a single-hotel client runs, an association's member hotels. Client portals read it.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('organization_links')
    .addColumn('organization_id', 'text', (c) => c.notNull().references('organizations.id').onDelete('cascade'))
    .$call(requiredText('target_kind', 'target_id', 'created_at'))
    .addPrimaryKeyConstraint('organization_links_pk', ['organization_id', 'target_kind', 'target_id'])
    .execute()
  await db.schema
    .createIndex('organization_links_target_idx')
    .on('organization_links')
    .columns(['target_kind', 'target_id'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('organization_links').execute()
}
