import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('sessions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .addColumn('refresh_hash', 'text', (c) => c.notNull().unique())
    .$call(requiredText('family_id', 'created_at', 'last_used_at', 'expires_at'))
    .addColumn('revoked_at', 'text')
    // Why a session ended: 'rotated' (its refresh token was exchanged), 'logout', 'reuse', 'disabled'.
    .addColumn('revoked_reason', 'text')
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute()
  await db.schema.createIndex('sessions_family_idx').on('sessions').column('family_id').execute()
  await db.schema.createIndex('sessions_user_idx').on('sessions').column('user_id').execute()

  // One live code per phone: sending a new code replaces the row, which invalidates the previous code.
  await db.schema
    .createTable('login_codes')
    .addColumn('phone', 'text', (c) => c.primaryKey())
    .$call(requiredText('code_hash', 'expires_at'))
    .addColumn('attempts', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('used_at', 'text')
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('rate_limits')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('count', 'integer', (c) => c.notNull())
    .addColumn('reset_at', 'bigint', (c) => c.notNull())
    .execute()

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('at', 'action'))
    .addColumn('actor_user_id', 'text')
    .addColumn('phone_masked', 'text')
    .addColumn('ip', 'text')
    .addColumn('detail', 'text', (c) => c.notNull().defaultTo('{}'))
    .execute()
  await db.schema.createIndex('audit_log_at_idx').on('audit_log').column('at').execute()
}

export async function down(db: Kysely<any>) {
  for (const table of ['audit_log', 'rate_limits', 'login_codes', 'sessions']) {
    await db.schema.dropTable(table).execute()
  }
}
