import { type Kysely, PostgresAdapter, sql } from 'kysely'
import { requiredText } from './column-sets.ts'

/**
 * The research desk (issue 38, ADR 045): the live value of every published figure (seeded from the fact files and
 * the benchmark table), the proposals that change them, and one version row that every approval moves. The
 * version row joins the watched tables (server/db/row-changes.ts): on PostgreSQL its change sends migration 0103's
 * notice to every process, on SQLite it moves migration 0105's version row, so each process drops its figure cache.
 */
export async function up(db: Kysely<any>) {
  await db.schema
    .createTable('desk_figures')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .$call(requiredText('kind', 'value', 'as_of'))
    .addColumn('note', 'text')
    .addColumn('source', 'text', (c) => c.notNull())
    .addColumn('proposal_id', 'text')
    .addColumn('updated_by', 'text')
    .addColumn('updated_at', 'text', (c) => c.notNull())
    .execute()
  await db.schema
    .createTable('desk_proposals')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .$call(requiredText('figure_key', 'kind', 'status'))
    .addColumn('old_value', 'text')
    .addColumn('old_source', 'text')
    .addColumn('old_as_of', 'text')
    .$call(requiredText('new_value', 'new_source', 'new_as_of'))
    .addColumn('note', 'text')
    .addColumn('revert_of', 'text')
    .$call(requiredText('proposed_by', 'proposed_at'))
    .addColumn('reviewed_by', 'text')
    .addColumn('reviewed_at', 'text')
    .addColumn('reason', 'text')
    .execute()
  await db.schema.createIndex('desk_proposals_status').on('desk_proposals').columns(['status', 'proposed_at']).execute()
  await db.schema
    .createIndex('desk_proposals_figure')
    .on('desk_proposals')
    .columns(['figure_key', 'proposed_at'])
    .execute()
  await db.schema
    .createTable('desk_state')
    .addColumn('id', 'integer', (c) => c.primaryKey())
    .addColumn('version', 'integer', (c) => c.notNull())
    .execute()
  await db.insertInto('desk_state').values({ id: 1, version: 0 }).execute()
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`create trigger desk_state_changed_notify after update or delete or truncate on desk_state
      for each statement execute function hic_auth_rows_changed()`.execute(db)
  } else {
    await sql`create trigger desk_state_update_version after update on desk_state
      begin update auth_row_version set version = version + 1 where id = 1; end`.execute(db)
  }
}

export async function down(db: Kysely<any>) {
  if (db.getExecutor().adapter instanceof PostgresAdapter)
    await sql`drop trigger if exists desk_state_changed_notify on desk_state`.execute(db)
  else await sql`drop trigger if exists desk_state_update_version`.execute(db)
  await db.schema.dropTable('desk_state').execute()
  await db.schema.dropTable('desk_proposals').execute()
  await db.schema.dropTable('desk_figures').execute()
}
