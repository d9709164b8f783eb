import { createHash } from 'node:crypto'
import { createReadStream } from 'node:fs'
import { readFile, stat } from 'node:fs/promises'
import { join } from 'node:path'
import { z } from 'zod'
import { migrations } from '../db/migrations/all.ts'

/** What `npm run backup` writes beside the database dump and the files; written last, so its presence marks a
 * finished backup. */
export const manifestSchema = z.object({
  format: z.literal(1),
  createdAt: z.string(),
  appVersion: z.string(),
  deploymentId: z.string().min(1),
  database: z.enum(['sqlite', 'postgres']),
  /** Every migration the database had run; the last in name order is its level. */
  migrations: z.array(z.string()),
  migrationLevel: z.string(),
  /** The database dump and every stored file, by path inside the backup folder. */
  checksums: z.record(z.string(), z.object({ sha256: z.string().regex(/^[a-f0-9]{64}$/), size: z.number() })),
  fileCount: z.number().int().min(0),
  durationMs: z.number(),
})

export type Manifest = z.infer<typeof manifestSchema>

export const MANIFEST = 'manifest.json'
export const SQLITE_DUMP = 'database.sqlite'
export const POSTGRES_DUMP = 'database.pgdump'
export const FILES_DIR = 'files'

/** A refusal: the message says why, and nothing was changed. */
export class BackupError extends Error {}

export function sha256File(path: string): Promise<{ sha256: string; size: number }> {
  return new Promise((resolve, reject) => {
    const hash = createHash('sha256')
    let size = 0
    createReadStream(path)
      .on('data', (chunk) => {
        hash.update(chunk)
        size += chunk.length
      })
      .on('error', reject)
      .on('end', () => resolve({ sha256: hash.digest('hex'), size }))
  })
}

export function migrationLevel(executed: string[]) {
  return [...executed].sort().at(-1) ?? ''
}

/** Migrations the backup's database ran that this build does not know: it comes from a newer version. */
export function unknownMigrations(executed: string[]) {
  return executed.filter((name) => !(name in migrations))
}

export async function appVersion() {
  const file = join(import.meta.dirname, '..', '..', 'package.json')
  const found = await readFile(file, 'utf8').catch(() => readFile(join(process.cwd(), 'package.json'), 'utf8'))
  return (JSON.parse(found) as { version: string }).version
}

/**
 * Reads the manifest of a backup folder and checks every file it lists against its checksum, before anything is
 * touched. Refuses a missing folder, a partial backup and a backup from a newer version.
 */
export async function readVerifiedManifest(dir: string): Promise<Manifest> {
  const folder = await stat(dir).catch(() => undefined)
  if (!folder?.isDirectory()) throw new BackupError(`Backup folder ${dir} does not exist.`)
  const text = await readFile(join(dir, MANIFEST), 'utf8').catch(() => undefined)
  if (text === undefined)
    throw new BackupError(`${dir} has no ${MANIFEST}: the backup is partial (it did not finish) or not a backup.`)
  let manifest: Manifest
  try {
    manifest = manifestSchema.parse(JSON.parse(text))
  } catch {
    throw new BackupError(`${dir}/${MANIFEST} is not a manifest this version can read.`)
  }
  const dump = manifest.database === 'sqlite' ? SQLITE_DUMP : POSTGRES_DUMP
  if (!manifest.checksums[dump]) throw new BackupError(`The manifest lists no database dump (${dump}).`)
  const bad: string[] = []
  for (const [path, expected] of Object.entries(manifest.checksums)) {
    if (path.includes('..')) throw new BackupError(`The manifest names a path outside the backup: ${path}`)
    const actual = await sha256File(join(dir, path)).catch(() => undefined)
    if (!actual) bad.push(`${path} is missing`)
    else if (actual.sha256 !== expected.sha256 || actual.size !== expected.size) bad.push(`${path} does not match`)
  }
  if (bad.length > 0)
    throw new BackupError(
      `The backup is damaged or partial: ${bad.slice(0, 5).join('; ')}${bad.length > 5 ? ` (and ${bad.length - 5} more)` : ''}. Nothing was restored.`,
    )
  const unknown = unknownMigrations(manifest.migrations)
  if (unknown.length > 0)
    throw new BackupError(
      `The backup comes from a newer version (${manifest.appVersion}, migration ${manifest.migrationLevel}): this build does not know ${unknown.join(', ')}. Restore it with that version or a later one.`,
    )
  return manifest
}
