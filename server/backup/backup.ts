import { createWriteStream, existsSync } from 'node:fs'
import { mkdir, readdir, rename, rm, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { pipeline } from 'node:stream/promises'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { Config } from '../config.ts'
import { sqliteFileIn } from '../db/database.ts'
import { storageFromConfig } from '../modules/files/storage-from-config.ts'
import {
  appVersion,
  BackupError,
  FILES_DIR,
  MANIFEST,
  type Manifest,
  migrationLevel,
  POSTGRES_DUMP,
  SQLITE_DUMP,
  sha256File,
} from './manifest.ts'
import { runPgTool } from './pg-tools.ts'

/** The tables that hold keys of stored files. */
const STORED_FILE_KEYS = 'select storage_key from files union select storage_key from banner_files'

type DatabaseCopy = { deploymentId: string; migrations: string[]; fileKeys: string[] }

/**
 * A consistent backup while the product serves: the database as of one moment (SQLite's online backup in one step,
 * or pg_dump on a snapshot exported from the transaction that also lists the stored files), then the files that
 * snapshot refers to, then the manifest, written last.
 */
export async function backup(config: Config, dir: string, log: (line: string) => void = () => {}): Promise<Manifest> {
  const started = Date.now()
  if (existsSync(dir) && (await readdir(dir)).length > 0)
    throw new BackupError(`${dir} is not empty: give a new folder for each backup.`)
  await mkdir(join(dir, FILES_DIR), { recursive: true })
  try {
    return await writeBackup(config, dir, started, log)
  } catch (error) {
    // A failed backup leaves no folder that could be mistaken for one.
    await rm(dir, { recursive: true, force: true })
    throw error
  }
}

async function writeBackup(config: Config, dir: string, started: number, log: (line: string) => void) {
  const database = config.DATABASE_URL ? 'postgres' : 'sqlite'
  const copy = config.DATABASE_URL
    ? await dumpPostgres(config.DATABASE_URL, join(dir, POSTGRES_DUMP))
    : await copySqlite(sqliteFileIn(config.dataDir), join(dir, SQLITE_DUMP))
  log(`database (${database}) copied at migration ${migrationLevel(copy.migrations)}`)

  const storage = storageFromConfig(config)
  const missing: string[] = []
  for (const key of copy.fileKeys) {
    try {
      await pipeline(await storage.read(key), createWriteStream(join(dir, FILES_DIR, key)))
    } catch {
      missing.push(key)
    }
  }
  if (missing.length > 0)
    log(
      `warning: ${missing.length} file(s) the database refers to are not in storage: ${missing.slice(0, 5).join(', ')}`,
    )
  log(`${copy.fileKeys.length - missing.length} file(s) copied`)

  const checksums: Manifest['checksums'] = {}
  const dump = database === 'sqlite' ? SQLITE_DUMP : POSTGRES_DUMP
  checksums[dump] = await sha256File(join(dir, dump))
  for (const name of await readdir(join(dir, FILES_DIR)))
    checksums[`${FILES_DIR}/${name}`] = await sha256File(join(dir, FILES_DIR, name))
  const manifest: Manifest = {
    format: 1,
    createdAt: new Date(started).toISOString(),
    appVersion: await appVersion(),
    deploymentId: copy.deploymentId,
    database,
    migrations: copy.migrations,
    migrationLevel: migrationLevel(copy.migrations),
    checksums,
    fileCount: Object.keys(checksums).length - 1,
    durationMs: Date.now() - started,
  }
  await writeFile(join(dir, `${MANIFEST}.tmp`), `${JSON.stringify(manifest, null, 2)}\n`)
  await rename(join(dir, `${MANIFEST}.tmp`), join(dir, MANIFEST))
  return manifest
}

async function copySqlite(file: string, target: string): Promise<DatabaseCopy> {
  if (!existsSync(file)) throw new BackupError(`There is no database at ${file}: check DATA_DIR.`)
  const source = new SQLite(file, { fileMustExist: true })
  try {
    source.pragma('busy_timeout = 5000')
    if (!hasTable(source, 'kysely_migration'))
      throw new BackupError(`${file} is not a database of this product (it has never been migrated).`)
    source
      .prepare("insert into app_meta (key, value, updated_at) values ('deployment_id', ?, ?) on conflict do nothing")
      .run(crypto.randomUUID(), new Date().toISOString())
    // One step for all pages: a step reads under one lock, so writes of other connections cannot restart it.
    await source.backup(target, { progress: ({ totalPages }) => Math.max(totalPages, 1) })
  } finally {
    source.close()
  }
  const copy = new SQLite(target, { readonly: true })
  try {
    const integrity = copy.pragma('integrity_check', { simple: true })
    if (integrity !== 'ok') throw new BackupError(`The copied database fails its integrity check: ${integrity}`)
    return {
      deploymentId:
        (copy.prepare("select value from app_meta where key = 'deployment_id'").pluck().get() as string) ?? '',
      migrations: copy.prepare('select name from kysely_migration order by name').pluck().all() as string[],
      fileKeys: copy.prepare(STORED_FILE_KEYS).pluck().all() as string[],
    }
  } finally {
    copy.close()
  }
}

function hasTable(db: SQLite.Database, name: string) {
  return db.prepare("select 1 from sqlite_master where type = 'table' and name = ?").get(name) !== undefined
}

async function dumpPostgres(url: string, target: string): Promise<DatabaseCopy> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  await client.connect()
  try {
    const migrated = await client.query("select to_regclass('kysely_migration') is not null as found")
    if (!migrated.rows[0].found)
      throw new BackupError('The database in DATABASE_URL is not a database of this product (never migrated).')
    await client.query(
      "insert into app_meta (key, value, updated_at) values ('deployment_id', gen_random_uuid()::text, $1) on conflict do nothing",
      [new Date().toISOString()],
    )
    await client.query('begin isolation level repeatable read read only')
    const snapshot = (await client.query('select pg_export_snapshot() as id')).rows[0].id as string
    const migrations = (await client.query('select name from kysely_migration order by name')).rows.map((r) => r.name)
    const deployment = await client.query("select value from app_meta where key = 'deployment_id'")
    const keys = (await client.query(STORED_FILE_KEYS)).rows.map((r) => r.storage_key as string)
    await runPgTool('pg_dump', url, ['--format=custom', `--snapshot=${snapshot}`, `--file=${target}`])
    await client.query('commit')
    return { deploymentId: deployment.rows[0]?.value ?? '', migrations, fileKeys: keys }
  } finally {
    await client.end().catch(() => {})
  }
}
