import { existsSync } from 'node:fs'
import { copyFile, mkdir, readdir, rename, rm } from 'node:fs/promises'
import { join } from 'node:path'
import SQLite from 'better-sqlite3'
import pg from 'pg'
import type { Config } from '../config.ts'
import { sqliteFileIn } from '../db/database.ts'
import { newId } from '../lib/ids.ts'
import { storageFromConfig } from '../modules/files/storage-from-config.ts'
import { runningProcesses } from './live-marker.ts'
import { BackupError, FILES_DIR, type Manifest, POSTGRES_DUMP, readVerifiedManifest, SQLITE_DUMP } from './manifest.ts'
import { runPgTool } from './pg-tools.ts'

export type RestoreOptions = {
  /** Replace a target that already holds data. */
  force?: boolean
  /** Accept a backup of another deployment over a target that holds data. */
  otherDeployment?: boolean
}

type Target = { empty: boolean; deploymentId?: string; describe: string }

/**
 * Restores a backup into the configured DATA_DIR or DATABASE_URL. Everything is checked before anything is
 * changed: the checksums, the migration level, that no process serves from the target, and that a target holding
 * data may be replaced.
 */
export async function restore(
  config: Config,
  dir: string,
  options: RestoreOptions = {},
  log: (line: string) => void = () => {},
): Promise<Manifest> {
  const manifest = await readVerifiedManifest(dir)
  const into = config.DATABASE_URL ? 'postgres' : 'sqlite'
  if (manifest.database !== into)
    throw new BackupError(
      `This is a backup of a ${manifest.database} database; the configuration points at ${into}. Set ${manifest.database === 'postgres' ? 'DATABASE_URL' : 'no DATABASE_URL'} to restore it.`,
    )
  const running = runningProcesses(config.dataDir)
  if (running.length > 0)
    throw new BackupError(
      `The product is running on ${config.dataDir} (process ${running.join(', ')}): stop it before restoring.`,
    )
  const target = config.DATABASE_URL
    ? await inspectPostgres(config.DATABASE_URL)
    : inspectSqlite(sqliteFileIn(config.dataDir))
  const filesDir = join(config.dataDir, 'files')
  const hasFiles = config.STORAGE_DRIVER === 'local' && existsSync(filesDir) && (await readdir(filesDir)).length > 0
  if ((!target.empty || hasFiles) && !options.force)
    throw new BackupError(
      `The target already holds data (${target.empty ? `files in ${filesDir}` : target.describe}). Nothing was changed; add --force to replace it.`,
    )
  if (!target.empty && target.deploymentId && target.deploymentId !== manifest.deploymentId && !options.otherDeployment)
    throw new BackupError(
      `The backup comes from another deployment (${manifest.deploymentId}) than the target (${target.deploymentId}). Nothing was changed; add --other-deployment as well if you mean to replace this deployment's data with it.`,
    )

  if (config.DATABASE_URL) await restorePostgres(config.DATABASE_URL, join(dir, POSTGRES_DUMP), !target.empty)
  else await restoreSqlite(join(dir, SQLITE_DUMP), sqliteFileIn(config.dataDir))
  log(`database restored at migration ${manifest.migrationLevel}`)

  const storage = storageFromConfig(config)
  await mkdir(storage.tempDir, { recursive: true })
  const keys = Object.keys(manifest.checksums)
    .filter((path) => path.startsWith(`${FILES_DIR}/`))
    .map((path) => path.slice(FILES_DIR.length + 1))
  for (const key of keys) {
    const temp = join(storage.tempDir, `restore-${newId()}`)
    await copyFile(join(dir, FILES_DIR, key), temp)
    await storage.saveFrom(temp, key)
  }
  log(`${keys.length} file(s) restored`)
  return manifest
}

function inspectSqlite(file: string): Target {
  if (!existsSync(file)) return { empty: true, describe: 'no database' }
  const db = new SQLite(file, { readonly: true })
  try {
    const tables = db.prepare("select count(*) from sqlite_master where type = 'table'").pluck().get() as number
    const meta = tables > 0 && db.prepare("select 1 from sqlite_master where name = 'app_meta'").get()
    const deploymentId = meta
      ? (db.prepare("select value from app_meta where key = 'deployment_id'").pluck().get() as string | undefined)
      : undefined
    return { empty: tables === 0, deploymentId, describe: `a database with ${tables} tables at ${file}` }
  } finally {
    db.close()
  }
}

async function inspectPostgres(url: string): Promise<Target> {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
  client.on('error', () => {})
  await client.connect()
  try {
    const others = await client.query(
      `select pid, coalesce(nullif(application_name, ''), 'unnamed') as app, client_addr from pg_stat_activity
       where datname = current_database() and pid <> pg_backend_pid() and backend_type = 'client backend'`,
    )
    if (others.rowCount)
      throw new BackupError(
        `${others.rowCount} other connection(s) use the target database (${others.rows
          .slice(0, 3)
          .map((r) => `${r.app} from ${r.client_addr ?? 'local socket'}`)
          .join('; ')}): stop the product and close them before restoring.`,
      )
    const tables = Number(
      (await client.query('select count(*) from information_schema.tables where table_schema = current_schema()'))
        .rows[0].count,
    )
    const meta = tables > 0 && (await client.query("select to_regclass('app_meta') is not null as found")).rows[0].found
    const deploymentId = meta
      ? (await client.query("select value from app_meta where key = 'deployment_id'")).rows[0]?.value
      : undefined
    return { empty: tables === 0, deploymentId, describe: `${tables} tables in the target database` }
  } finally {
    await client.end().catch(() => {})
  }
}

async function restoreSqlite(dump: string, file: string) {
  const staged = `${file}.restoring`
  await copyFile(dump, staged)
  const check = new SQLite(staged, { readonly: true })
  const integrity = check.pragma('integrity_check', { simple: true })
  check.close()
  if (integrity !== 'ok') {
    await rm(staged, { force: true })
    throw new BackupError(`The backup's database fails its integrity check (${integrity}). Nothing was changed.`)
  }
  // The old write-ahead log belongs to the old database: it must go before the new file takes its name.
  await rm(`${file}-wal`, { force: true })
  await rm(`${file}-shm`, { force: true })
  await rename(staged, file)
}

async function restorePostgres(url: string, dump: string, replace: boolean) {
  if (replace) {
    const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 5000 })
    client.on('error', () => {})
    await client.connect()
    try {
      const schema = (await client.query('select current_schema() as name')).rows[0].name as string
      const quoted = `"${schema.replaceAll('"', '""')}"`
      await client.query(`drop schema ${quoted} cascade; create schema ${quoted}`)
    } finally {
      await client.end().catch(() => {})
    }
  }
  await runPgTool('pg_restore', url, ['--no-owner', '--no-privileges', '--exit-on-error', dump])
}
