import type { Kysely } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * The Idempotency-Key of each keyed creating call (server/db/write-once.ts, ADR 014): one row per user, route and
 * key, written in the same transaction as the call's write, so a retried call is answered instead of stored again.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('idempotency_keys')
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id').onDelete('cascade'))
    .$call(requiredText('route', 'key', 'request_hash', 'result', 'created_at'))
    .addPrimaryKeyConstraint('idempotency_keys_pk', ['user_id', 'route', 'key'])
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('idempotency_keys').execute()
}
