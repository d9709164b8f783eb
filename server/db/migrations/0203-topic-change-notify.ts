import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * Topics join the watched tables (server/db/row-changes.ts): a process keeps each topic's row, whose version keys
 * its cached trees (ADR 033), until any process changes a topic. On PostgreSQL a change sends the same notice as
 * migration 0103's; on SQLite it moves migration 0105's version row, in the same transaction.
 */
export async function up(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql
      .raw(
        `create trigger topics_changed_notify after update or delete or truncate on topics
         for each statement execute function hic_auth_rows_changed()`,
      )
      .execute(db)
    return
  }
  for (const event of ['update', 'delete'])
    await sql
      .raw(
        `create trigger topics_${event}_version after ${event} on topics
         begin update auth_row_version set version = version + 1 where id = 1; end`,
      )
      .execute(db)
}

export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql.raw('drop trigger if exists topics_changed_notify on topics').execute(db)
    return
  }
  for (const event of ['update', 'delete']) await sql.raw(`drop trigger if exists topics_${event}_version`).execute(db)
}
