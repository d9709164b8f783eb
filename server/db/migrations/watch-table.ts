import { type Kysely, PostgresAdapter, sql } from 'kysely'

/**
 * The triggers that report a watched table's changes (server/db/row-changes.ts). On PostgreSQL, one statement-level
 * trigger that calls migration 0103's notice function; on SQLite, one trigger per event that moves migration 0105's
 * version row in the same transaction. Migrations 0103, 0105, 0203 and 0802 put them on their tables; the
 * statements are those the migrations wrote when they shipped, so a database built today has the same triggers.
 */
type Event = 'insert' | 'update' | 'delete'
const isPostgres = (db: Kysely<any>) => db.getExecutor().adapter instanceof PostgresAdapter

export async function watchTable(db: Kysely<any>, table: string, events: readonly Event[] = ['update', 'delete']) {
  if (isPostgres(db)) {
    await sql
      .raw(
        `create trigger ${table}_changed_notify after ${events.join(' or ')} or truncate on ${table}
           for each statement execute function hic_auth_rows_changed()`,
      )
      .execute(db)
    return
  }
  for (const event of events)
    await sql
      .raw(
        `create trigger ${table}_${event}_version after ${event} on ${table}
           begin update auth_row_version set version = version + 1 where id = 1; end`,
      )
      .execute(db)
}

export async function unwatchTable(db: Kysely<any>, table: string, events: readonly Event[] = ['update', 'delete']) {
  if (isPostgres(db)) await sql.raw(`drop trigger if exists ${table}_changed_notify on ${table}`).execute(db)
  else for (const event of events) await sql.raw(`drop trigger if exists ${table}_${event}_version`).execute(db)
}
