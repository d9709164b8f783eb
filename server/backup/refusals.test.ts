import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { mkdir, writeFile } from 'node:fs/promises'
import { hostname, tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { boot } from '../boot.ts'
import type { Config } from '../config.ts'
import { testConfig, testDbKind } from '../test-support/test-app.ts'
import { backup } from './backup.ts'
import { readDeploymentId } from './deployment.ts'
import { BackupError, MANIFEST, SQLITE_DUMP } from './manifest.ts'
import { restore } from './restore.ts'

const cleanups: (() => Promise<void> | void)[] = []
afterAll(async () => {
  for (const cleanup of cleanups.reverse()) await cleanup()
})

function tempDir(prefix: string) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
  return dir
}

function sqliteConfig() {
  const config = testConfig({ SEED_DEMO: 'false' })
  cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }))
  return config
}

/** Starts the product on config once (migrates, makes the deployment id) and returns its deployment id. */
async function started(config: Config) {
  const { app, dbh } = await boot(config, false)
  const id = await readDeploymentId(dbh.db)
  await app.close()
  await dbh.close()
  return id
}

/** A copy of the good backup to damage in one test. */
function copyOf(dir: string) {
  const copy = tempDir('hic-copy-')
  for (const name of [MANIFEST, SQLITE_DUMP]) writeFileSync(join(copy, name), readFileSync(join(dir, name)))
  return copy
}

const refused = async (work: Promise<unknown>, message: RegExp) => {
  const error = await work.then(
    () => undefined,
    (e: unknown) => e,
  )
  expect(error).toBeInstanceOf(BackupError)
  expect((error as Error).message).toMatch(message)
}

describe.skipIf(testDbKind === 'postgres')('backup and restore refuse bad input and change nothing', () => {
  let source: Config
  let good = ''
  let sourceId: string | undefined

  beforeAll(async () => {
    source = sqliteConfig()
    sourceId = await started(source)
    good = join(tempDir('hic-backups-'), 'one')
    await backup(source, good)
  }, 60_000)

  it('refuses to write a backup into a folder that is not empty', async () => {
    await refused(backup(source, good), /is not empty/)
  })

  it('refuses a folder that does not exist', async () => {
    await refused(restore(sqliteConfig(), join(tmpdir(), 'no-such-backup-folder')), /does not exist/)
  })

  it('refuses a partial backup without a manifest', async () => {
    const partial = tempDir('hic-partial-')
    writeFileSync(join(partial, SQLITE_DUMP), 'x')
    await refused(restore(sqliteConfig(), partial), /no manifest\.json: the backup is partial/)
  })

  it('refuses a backup whose database does not match its checksum', async () => {
    const damaged = copyOf(good)
    writeFileSync(join(damaged, SQLITE_DUMP), Buffer.concat([readFileSync(join(good, SQLITE_DUMP)), Buffer.from('x')]))
    await refused(restore(sqliteConfig(), damaged), /damaged or partial: database\.sqlite does not match/)
  })

  it('refuses a backup with a file missing', async () => {
    const partial = copyOf(good)
    const manifest = JSON.parse(readFileSync(join(partial, MANIFEST), 'utf8'))
    manifest.checksums['files/0123456789abcdef0123456789abcdef'] = { sha256: 'a'.repeat(64), size: 1 }
    writeFileSync(join(partial, MANIFEST), JSON.stringify(manifest))
    await refused(restore(sqliteConfig(), partial), /files\/0123456789abcdef0123456789abcdef is missing/)
  })

  it('refuses a backup from a newer migration level', async () => {
    const newer = copyOf(good)
    const manifest = JSON.parse(readFileSync(join(newer, MANIFEST), 'utf8'))
    manifest.migrations.push('9901-from-the-future')
    manifest.migrationLevel = '9901-from-the-future'
    writeFileSync(join(newer, MANIFEST), JSON.stringify(manifest))
    await refused(restore(sqliteConfig(), newer), /newer version .*does not know 9901-from-the-future/)
  })

  it('refuses a SQLite backup when the configuration points at PostgreSQL', async () => {
    const config = { ...sqliteConfig(), DATABASE_URL: 'postgres://nobody@127.0.0.1:1/none' }
    await refused(restore(config, good), /backup of a sqlite database; the configuration points at postgres/)
  })

  it('refuses while the product runs on the target', async () => {
    const target = sqliteConfig()
    const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30000)'], { stdio: 'ignore' })
    cleanups.push(() => void child.kill())
    await mkdir(join(target.dataDir, 'run'), { recursive: true })
    await writeFile(
      join(target.dataDir, 'run', `${child.pid}.json`),
      JSON.stringify({ pid: child.pid, host: hostname(), startedAt: new Date().toISOString() }),
    )
    await refused(restore(target, good), new RegExp(`running on .* \\(process ${child.pid}\\): stop it`))
  })

  it('ignores the marker of a process that is gone', async () => {
    const target = sqliteConfig()
    await mkdir(join(target.dataDir, 'run'), { recursive: true })
    await writeFile(join(target.dataDir, 'run', '999999.json'), JSON.stringify({ pid: 999_999, host: hostname() }))
    await expect(restore(target, good)).resolves.toMatchObject({ deploymentId: sourceId })
  })

  it('keeps a target that holds data unless --force, and another deployment unless --other-deployment', async () => {
    const target = sqliteConfig()
    const targetId = await started(target)
    expect(targetId).not.toBe(sourceId)
    await refused(restore(target, good), /already holds data .*add --force/)
    await refused(restore(target, good, { force: true }), /another deployment .*--other-deployment/)
    expect(await started(target)).toBe(targetId)
    await restore(target, good, { force: true, otherDeployment: true })
    expect(await started(target)).toBe(sourceId)
  }, 60_000)

  it('replaces a target of the same deployment with --force', async () => {
    await refused(restore(source, good), /already holds data/)
    await expect(restore(source, good, { force: true })).resolves.toMatchObject({ deploymentId: sourceId })
  })
})

describe.skipIf(testDbKind !== 'postgres')('restore on PostgreSQL', () => {
  it('refuses while another connection uses the target database', async () => {
    const url = process.env.TEST_DATABASE_URL ?? ''
    const other = new pg.Client({ connectionString: url, application_name: 'hotel-industry-cloud' })
    await other.connect()
    cleanups.push(() => other.end())
    const source = sqliteConfig()
    await started(source)
    const dir = join(tempDir('hic-backups-'), 'pg')
    await backup(source, dir)
    const manifest = JSON.parse(readFileSync(join(dir, MANIFEST), 'utf8'))
    manifest.database = 'postgres'
    manifest.checksums['database.pgdump'] = manifest.checksums[SQLITE_DUMP]
    delete manifest.checksums[SQLITE_DUMP]
    writeFileSync(join(dir, MANIFEST), JSON.stringify(manifest))
    writeFileSync(join(dir, 'database.pgdump'), readFileSync(join(dir, SQLITE_DUMP)))
    const target = { ...sqliteConfig(), DATABASE_URL: url }
    await refused(restore(target, dir), /other connection\(s\) use the target database .*stop the product/)
  }, 60_000)
})
