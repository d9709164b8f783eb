import type { Kysely } from 'kysely'
import { unwatchTable, watchTable } from './watch-table.ts'

/** The tables this migration adds to the watched ones (server/db/row-changes.ts). */
const tables = ['topics', 'data_pages'] as const

/**
 * Topics and data pages join the watched tables (server/db/row-changes.ts): a process keeps each topic's and each
 * data page's row, whose version keys its cached answers (ADR 033), until any process changes one. On PostgreSQL a
 * change sends the same notice as migration 0103's; on SQLite it moves migration 0105's version row, in the same
 * transaction.
 */
export async function up(db: Kysely<any>) {
  for (const table of tables) await watchTable(db, table)
}

export async function down(db: Kysely<any>) {
  for (const table of tables) await unwatchTable(db, table)
}
