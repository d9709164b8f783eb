import { randomBytes } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { mkdir, rename, rm, stat } from 'node:fs/promises'
import { join } from 'node:path'
import type { Readable } from 'node:stream'

/** Where file bytes live. The database keeps the metadata; storage only knows random keys. */
export type Storage = {
  /** Moves a finished temporary file into storage and returns its key: a new one, or `key` (a restore). */
  saveFrom: (tempPath: string, key?: string) => Promise<string>
  read: (key: string, range?: { start: number; end: number }) => Promise<Readable>
  size: (key: string) => Promise<number>
  remove: (key: string) => Promise<void>
  /** A directory on the same filesystem for uploads in progress. */
  tempDir: string
}

/** Local disk under the data directory, outside the web root, in two-level fan-out folders. */
export function localDiskStorage(dataDir: string): Storage {
  const root = join(dataDir, 'files')
  const tempDir = join(dataDir, 'tmp')
  const pathOf = (key: string) => {
    if (!/^[a-f0-9]{32}$/.test(key)) throw new Error('invalid storage key')
    return join(root, key.slice(0, 2), key)
  }
  return {
    tempDir,
    async saveFrom(tempPath, key = newStorageKey()) {
      await mkdir(join(root, key.slice(0, 2)), { recursive: true })
      await rename(tempPath, pathOf(key))
      return key
    },
    read: async (key, range) => createReadStream(pathOf(key), range),
    size: async (key) => (await stat(pathOf(key))).size,
    remove: (key) => rm(pathOf(key), { force: true }),
  }
}

export function newStorageKey() {
  return randomBytes(16).toString('hex')
}
