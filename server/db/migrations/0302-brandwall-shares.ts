import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

/** Brand-wall share links: a hashed token, the brands it shows, an expiry and a revocation time. */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('brandwall_shares')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('token_hash', 'text', (c) => c.notNull().unique())
    .$call(requiredText('title', 'brand_ids', 'created_by', 'created_at', 'expires_at'))
    .addColumn('revoked_at', 'text')
    .execute()
  await db.schema.createIndex('brandwall_shares_created_idx').on('brandwall_shares').column('created_at').execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('brandwall_shares').execute()
}
