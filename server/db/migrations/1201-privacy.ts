import { type Kysely, sql } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * Personal information (ADR 017): a person's requests to delete their account, which an administrator carries
 * out or declines, and the leases that let one process at a time run a scheduled job (the retention job).
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('deletion_requests')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('users.id'))
    // 'pending', then 'done' or 'declined'.
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull().defaultTo(''))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('decided_at', 'text')
    .addColumn('decided_by', 'text')
    .addColumn('decision_note', 'text')
    .execute()
  await db.schema
    .createIndex('deletion_requests_status_idx')
    .on('deletion_requests')
    .columns(['status', 'created_at'])
    .execute()
  // At most one open request per person; both databases take a partial unique index.
  await sql`create unique index deletion_requests_one_pending on deletion_requests (user_id) where status = 'pending'`.execute(
    db,
  )

  await db.schema
    .createTable('job_leases')
    .addColumn('name', 'text', (c) => c.primaryKey())
    .$call(requiredText('holder', 'expires_at'))
    .execute()
}

export async function down(db: Kysely<any>) {
  await db.schema.dropTable('job_leases').execute()
  await db.schema.dropTable('deletion_requests').execute()
}
