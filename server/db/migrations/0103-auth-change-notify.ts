import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { changeChannel } from '../row-changes.ts'
import { unwatchTable, watchTable } from './watch-table.ts'

// The tables as they were when this migration was written (migration 0203 adds topics and data pages).
const watchedTables = ['sessions', 'users', 'organizations'] as const

/**
 * PostgreSQL only: a change to a session, user or organization sends a NOTIFY on commit, so every process can drop
 * the rows it keeps for the session guard (server/db/row-changes.ts, ADR 010). One notice per statement, not per
 * row; the notice carries the table's name. SQLite's counterpart is migration 0105.
 */
export async function up(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  await sql
    .raw(
      `create or replace function hic_auth_rows_changed() returns trigger language plpgsql as $$
       begin perform pg_notify('${changeChannel}', tg_table_name); return null; end $$`,
    )
    .execute(db)
  for (const table of watchedTables) await watchTable(db, table)
}

export async function down(db: Kysely<any>) {
  if (!(db.getExecutor().adapter instanceof PostgresAdapter)) return
  for (const table of watchedTables) await unwatchTable(db, table)
  await sql.raw('drop function if exists hic_auth_rows_changed()').execute(db)
}
