import { createHash, randomBytes } from 'node:crypto'
import { createWriteStream } from 'node:fs'
import { mkdir, rm } from 'node:fs/promises'
import { join } from 'node:path'
import { Transform } from 'node:stream'
import { pipeline } from 'node:stream/promises'
import type { MultipartFile } from '@fastify/multipart'
import { inspectContent, readHead } from './inspect.ts'
import { type FileKind, filePolicies, kindForFilename } from './policy.ts'
import { contentMismatch, declaredTypeMismatch, emptyFile, tooLarge, unsupportedType } from './rejections.ts'
import { sniffKind } from './sniff.ts'
import type { Storage } from './storage.ts'

export type ReceivedFile = {
  storage_key: string
  original_name: string
  kind: FileKind
  mime: string
  size: number
  sha256: string
}

/**
 * Streams one uploaded part to a temporary file (never whole in memory), enforcing the kind's size limit
 * while bytes arrive, then checks that name, declared type and content agree and that the content is safe.
 * Only a file that passes every check is moved into storage; a refused one leaves nothing behind.
 */
export async function receiveFile(part: MultipartFile, storage: Storage): Promise<ReceivedFile> {
  const originalName = cleanName(part.filename)
  const kind = kindForFilename(originalName)
  if (!kind) throw unsupportedType()
  const policy = filePolicies[kind]
  if (!policy.declared.includes(part.mimetype.toLowerCase())) throw declaredTypeMismatch(kind, part.mimetype)

  await mkdir(storage.tempDir, { recursive: true })
  const tempPath = join(storage.tempDir, randomBytes(16).toString('hex'))
  const hash = createHash('sha256')
  let size = 0
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      size += chunk.length
      if (size > policy.maxBytes) return callback(tooLarge(kind))
      hash.update(chunk)
      callback(null, chunk)
    },
  })
  try {
    await pipeline(part.file, meter, createWriteStream(tempPath, { mode: 0o600 }))
    if (part.file.truncated) throw tooLarge(kind)
    if (size === 0) throw emptyFile()
    const head = await readHead(tempPath)
    if (sniffKind(head) !== kind) throw contentMismatch(kind)
    await inspectContent(kind, tempPath, head)
    const storageKey = await storage.saveFrom(tempPath)
    return {
      storage_key: storageKey,
      original_name: originalName,
      kind,
      mime: policy.mime,
      size,
      sha256: hash.digest('hex'),
    }
  } catch (error) {
    part.file.resume()
    await rm(tempPath, { force: true })
    throw error
  }
}

/** The name as the user knows it, without any path, control characters or excessive length. */
export function cleanName(filename: string) {
  const base = filename.split(/[\\/]/).pop() ?? ''
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
  const cleaned = base.replace(/[\u0000-\u001f\u007f]/g, '').trim()
  return cleaned.slice(-200) || 'file'
}
