import type { Selectable, Updateable } from 'kysely'
import type { Db } from './database.ts'
import type { Database } from './types.ts'

/** Tables whose rows carry their own id and the project they belong to. */
export type ProjectRowTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; project_id: unknown } ? T : never
}[keyof Database]

/** The row `id` of a project-owned table, or undefined when it is missing or belongs to another project. */
export function findProjectRow<T extends ProjectRowTable>(
  db: Db,
  table: T,
  projectId: string,
  id: string,
): Promise<Selectable<Database[T]> | undefined> {
  const rows = db.selectFrom(table as ProjectRowTable).selectAll()
  return rows.where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst() as Promise<
    Selectable<Database[T]> | undefined
  >
}

/** Deletes the row `id` of a project-owned table; false when it is missing or belongs to another project. */
export async function deleteProjectRow(db: Db, table: ProjectRowTable, projectId: string, id: string) {
  const result = await db.deleteFrom(table).where('project_id', '=', projectId).where('id', '=', id).executeTakeFirst()
  return Number(result.numDeletedRows) > 0
}

/** Tables whose rows carry their own id and the time they last changed. */
type StampedTable = {
  [T in keyof Database]: Database[T] extends { id: unknown; updated_at: unknown } ? T : never
}[keyof Database]

/** Applies `changes` to the row `id` and stamps it changed at `now`. */
export async function updateStamped<T extends StampedTable>(
  db: Db,
  table: T,
  id: string,
  changes: Updateable<Database[T]>,
  now: string,
) {
  await db
    .updateTable(table as StampedTable)
    .set({ ...changes, updated_at: now } as Updateable<Database[StampedTable]>)
    .where('id', '=', id)
    .execute()
}
