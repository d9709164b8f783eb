import { createHash, randomBytes } from 'node:crypto'
import { mkdir, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Db } from '#server/db/database'
import { newId } from '#server/lib/ids'
import { insertFile } from './queries.ts'
import type { Storage } from './storage.ts'
import type { FilesTable } from './tables.ts'
import type { ReceivedFile } from './upload.ts'

export function sha256(bytes: Uint8Array) {
  return createHash('sha256').update(bytes).digest('hex')
}

/**
 * Stores bytes made on the server the way uploads arrive (a temporary file moved in) and answers the storage key.
 * The temporary file is removed when storing fails.
 */
export async function saveBytes(storage: Storage, bytes: Uint8Array) {
  await mkdir(storage.tempDir, { recursive: true })
  const temp = join(storage.tempDir, `${newId()}-${randomBytes(4).toString('hex')}`)
  try {
    await writeFile(temp, bytes, { mode: 0o600 })
    return await storage.saveFrom(temp)
  } catch (error) {
    await rm(temp, { force: true })
    throw error
  }
}

/** Stores bytes made on the server and records them as a file of `owner`: the seeds' PDFs and pictures. */
export async function storeMadeFile(
  db: Db,
  storage: Storage,
  bytes: Uint8Array,
  file: Pick<ReceivedFile, 'original_name' | 'kind' | 'mime'>,
  owner: { id: string; organization_id: string | null },
  now?: string,
): Promise<FilesTable> {
  const storageKey = await saveBytes(storage, bytes)
  return insertFile(db, { storage_key: storageKey, ...file, size: bytes.length, sha256: sha256(bytes) }, owner, now)
}
