import type { Insertable } from 'kysely'
import type { Db } from './database.ts'
import type { Database } from './types.ts'

/** Tables whose rows are keyed by their own id. */
type IdTable = { [T in keyof Database]: Database[T] extends { id: unknown } ? T : never }[keyof Database]

/** Inserts the rows whose id is not stored yet and leaves the others as they are: how the seeds stay idempotent. */
export async function insertMissing<T extends IdTable>(db: Db, table: T, rows: Insertable<Database[T]>[]) {
  await db
    .insertInto(table as IdTable)
    .values(rows as Insertable<Database[IdTable]>[])
    .onConflict((oc) => oc.column('id').doNothing())
    .execute()
}
