import type { Db } from '../db/database.ts'
import type { Database } from '../db/types.ts'

/** How many rows a table holds. */
export async function rowCount(db: Db, table: keyof Database) {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll().as('n'))
    .executeTakeFirstOrThrow()
  return Number(row.n)
}

/** The audit rows of one action, oldest first. */
export function auditRows(db: Db, action: string) {
  return db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute()
}
