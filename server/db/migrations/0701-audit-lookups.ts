import type { Kysely } from 'kysely'

/** The audit viewer filters by actor and by action within a time range, newest first. */
export async function up(db: Kysely<any>) {
  await db.schema.createIndex('audit_log_actor_at_idx').on('audit_log').columns(['actor_user_id', 'at']).execute()
  await db.schema.createIndex('audit_log_action_at_idx').on('audit_log').columns(['action', 'at']).execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropIndex('audit_log_action_at_idx').execute()
  await db.schema.dropIndex('audit_log_actor_at_idx').execute()
}
