import { type Kysely, PostgresAdapter, sql } from 'kysely'

/** The tables this migration adds to the watched ones (server/db/row-changes.ts), with the writes that count. */
const tables = [
  { table: 'projects', events: ['update', 'delete'] },
  { table: 'project_members', events: ['insert', 'update', 'delete'] },
  { table: 'project_tasks', events: ['insert', 'update', 'delete'] },
] as const

/**
 * Projects, their members and their tasks join the watched tables (server/db/row-changes.ts): a process keeps each
 * user's view of a project's task board until any process changes a project, a membership or a task. A new member
 * or task changes a kept board, so inserts count on those two tables. On PostgreSQL a change sends migration 0103's
 * notice; on SQLite it moves migration 0105's version row, in the same transaction.
 */
export async function up(db: Kysely<any>) {
  const postgres = db.getExecutor().adapter instanceof PostgresAdapter
  for (const { table, events } of tables) {
    if (postgres) {
      await sql
        .raw(
          `create trigger ${table}_changed_notify after ${events.join(' or ')} or truncate on ${table}
           for each statement execute function hic_auth_rows_changed()`,
        )
        .execute(db)
      continue
    }
    for (const event of events)
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
  for (const { table, events } of tables) {
    if (postgres) await sql.raw(`drop trigger if exists ${table}_changed_notify on ${table}`).execute(db)
    else for (const event of events) await sql.raw(`drop trigger if exists ${table}_${event}_version`).execute(db)
  }
}
