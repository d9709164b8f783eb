import type { Kysely } from 'kysely'
import { unwatchTable, watchTable } from './watch-table.ts'

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
  for (const { table, events } of tables) await watchTable(db, table, events)
}

export async function down(db: Kysely<any>) {
  for (const { table, events } of tables) await unwatchTable(db, table, events)
}
