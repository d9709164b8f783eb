import { newId } from '#server/lib/ids'
import type { Storage } from '../files/storage.ts'
import { saveBytes, sha256 } from '../files/stored-bytes.ts'
import type { FilesTable } from '../files/tables.ts'
import { wordMime } from './deliverable-reply.ts'

export type StoredDeliverable = {
  /** The files rows of the Word original and the PDF, for the caller's transaction to insert. */
  files: { docx: FilesTable; pdf: FilesTable }
  /** Removes the stored bytes: for a publish that failed after storing, or that turned out to be a replay. */
  discard: () => Promise<void>
}

/**
 * Stores a published deliverable's Word and PDF the way uploads arrive (a temporary file moved in) and answers their
 * files rows. Storing failing half way removes what was stored and throws. One path for studies and asset reviews.
 */
export async function storeDeliverable(
  storage: Storage,
  bytes: { docx: Uint8Array; pdf: Uint8Array },
  meta: { name: string; ownerUserId: string; organizationId: string | null; at: string },
): Promise<StoredDeliverable> {
  const keys: string[] = []
  const discard = async () => {
    for (const key of keys.splice(0)) await storage.remove(key).catch(() => undefined)
  }
  const file = async (ext: 'docx' | 'pdf'): Promise<FilesTable> => {
    const key = await saveBytes(storage, bytes[ext])
    keys.push(key)
    return {
      id: newId(),
      storage_key: key,
      original_name: `${meta.name}.${ext}`,
      kind: ext,
      mime: ext === 'pdf' ? 'application/pdf' : wordMime,
      size: bytes[ext].length,
      sha256: sha256(bytes[ext]),
      owner_user_id: meta.ownerUserId,
      organization_id: meta.organizationId,
      created_at: meta.at,
    }
  }
  try {
    return { files: { docx: await file('docx'), pdf: await file('pdf') }, discard }
  } catch (error) {
    await discard()
    throw error
  }
}
