import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import type { FilesTable } from './tables.ts'
import type { ReceivedFile } from './upload.ts'

export async function insertFile(
  db: Db,
  file: ReceivedFile,
  owner: { id: string; organization_id: string | null },
  now = nowIso(),
): Promise<FilesTable> {
  const row: FilesTable = {
    id: newId(),
    ...file,
    owner_user_id: owner.id,
    organization_id: owner.organization_id,
    created_at: now,
  }
  await db.insertInto('files').values(row).execute()
  return row
}

export async function findFile(db: Db, id: string) {
  return db.selectFrom('files').selectAll().where('id', '=', id).executeTakeFirst()
}
