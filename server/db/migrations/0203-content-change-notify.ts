import { type Kysely, PostgresAdapter, sql } from 'kysely'

/** The tables this migration adds to the watched ones (server/db/row-changes.ts). */
const tables = ['topics', 'data_pages'] as const

/**
 * Topics and data pages join the watched tables (server/db/row-changes.ts): a process keeps each topic's and each
 * data page's row, whose version keys its cached answers (ADR 033), until any process changes one. On PostgreSQL a
 * change sends the same notice as migration 0103's; on SQLite it moves migration 0105's version row, in the same
 * transaction.
 */
export async function up(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of tables) {
    if (postgres) {
      await sql
        .raw(
          `create trigger ${table}_changed_notify after update or delete or truncate on ${table}
           for each statement execute function hic_auth_rows_changed()`,
        )
        .execute(db)
      continue
    }
    for (const event of ['update', 'delete'])
      await sql
        .raw(
          `create trigger ${table}_${event}_version after ${event} on ${table}
           begin update auth_row_version set version = version + 1 where id = 1; end`,
        )
        .execute(db)
  }
}

export async function down(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const table of tables) {
    if (postgres) await sql.raw(`drop trigger if exists ${table}_changed_notify on ${table}`).execute(db)
    else
      for (const event of ['update', 'delete'])
        await sql.raw(`drop trigger if exists ${table}_${event}_version`).execute(db)
  }
}
