import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { unwatchTable, watchTable } from './watch-table.ts'

// The tables as they were when this migration was written (migration 0203 adds topics and data pages).
const watchedTables = ['sessions', 'users', 'organizations'] as const

/**
 * SQLite only: a version number that every change to a session, user or organization moves, in the same
 * transaction, whichever program makes it (server/db/sqlite-changes.ts, ADR 010 addendum). It is SQLite's
 * counterpart of migration 0103's notices: a process that keeps the session guard's rows reads it after any commit
 * to the file, and drops its rows only when this number moved, so the many commits that touch nothing the guard
 * reads (login codes, rate limits, audit rows) leave its rows in place. A plain insert cannot make a kept row stale;
 * an upsert's update path fires the update trigger.
 */
export async function up(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  await sql
    .raw('create table auth_row_version (id integer primary key check (id = 1), version integer not null)')
    .execute(db)
  await sql.raw('insert into auth_row_version (id, version) values (1, 0)').execute(db)
  for (const table of watchedTables) await watchTable(db, table)
}

export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter) return
  for (const table of watchedTables) await unwatchTable(db, table)
  await sql.raw('drop table if exists auth_row_version').execute(db)
}
