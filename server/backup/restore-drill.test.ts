import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { sql } from 'kysely'
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { boot } from '../boot.ts'
import type { DbHandle } from '../db/database.ts'
import { loginAs } from '../test-support/auth.ts'
import { testConfig, testDbKind } from '../test-support/test-app.ts'
import { backup } from './backup.ts'
import { readVerifiedManifest, sha256File } from './manifest.ts'
import { pgTool } from './pg-tools.ts'
import { restore } from './restore.ts'

const adminUrl = process.env.TEST_DATABASE_URL ?? ''
const pgToolsMissing = (() => {
  try {
    pgTool('pg_dump')
    pgTool('pg_restore')
    return undefined
  } catch (error) {
    return (error as Error).message
  }
})()
const skipReason = testDbKind === 'postgres' && pgToolsMissing ? pgToolsMissing : undefined
if (skipReason) console.warn(`Restore drill on PostgreSQL skipped: ${skipReason}`)

/** A fresh database on the local server for one side of the drill, dropped afterwards. */
async function freshDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.query(`create database ${name}`)
  await admin.end()
  const url = new URL(adminUrl)
  url.pathname = `/${name}`
  return url.toString()
}

async function dropDatabase(name: string) {
  const admin = new pg.Client({ connectionString: adminUrl })
  await admin.connect()
  await admin.query(`drop database if exists ${name} with (force)`)
  await admin.end()
}

/**
 * The restore drill: comments are written under load, a backup is taken in the middle, the backup is restored
 * into a fresh database and data folder, and the product is started on it. Every write acknowledged before the
 * backup started must be there; the files must open with their recorded checksums; the integrity check passes.
 */
describe.skipIf(Boolean(skipReason))(`restore drill (${testDbKind})`, () => {
  const suffix = `${process.pid}_${Date.now().toString(36)}`
  const cleanups: (() => Promise<void> | void)[] = []
  afterAll(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup()
  })

  const configFor = async (side: 'src' | 'dst') => {
    const env: Record<string, string> = { SEED_DEMO: side === 'src' ? 'true' : 'false' }
    if (testDbKind === 'postgres') {
      const name = `hic_drill_${side}_${suffix}`
      env.DATABASE_URL = await freshDatabase(name)
      cleanups.push(() => dropDatabase(name))
    }
    const config = testConfig(env)
    cleanups.push(() => rmSync(config.dataDir, { recursive: true, force: true }))
    return config
  }

  const started = async (config: Awaited<ReturnType<typeof configFor>>) => {
    const running = await boot(config, false)
    cleanups.push(async () => {
      await running.app.close()
      await running.dbh.close()
    })
    return running
  }

  it('restores every acknowledged write and every file into a fresh database', async () => {
    const source = await configFor('src')
    const { app } = await started(source)
    const headers = await loginAs(app, '13800000000')
    const projectId = (await app.inject({ url: '/api/v1/projects', headers })).json().data[0].id as string

    const acknowledged: { body: string; at: number }[] = []
    let writing = true
    const writer = async (n: number) => {
      for (let i = 0; writing; i++) {
        const body = `演练评论 ${n}-${i}`
        const answer = await app.inject({
          method: 'POST',
          url: `/api/v1/projects/${projectId}/comments`,
          headers,
          payload: { body },
        })
        if (answer.statusCode === 201) acknowledged.push({ body, at: Date.now() })
      }
    }
    const writers = [writer(1), writer(2), writer(3), writer(4)]
    while (acknowledged.length < 20) await new Promise((r) => setTimeout(r, 10))
    const backupStarted = Date.now()
    const dir = mkdtempSync(join(tmpdir(), 'hic-backup-'))
    rmSync(dir, { recursive: true })
    cleanups.push(() => rmSync(dir, { recursive: true, force: true }))
    const manifest = await backup(source, dir)
    while (acknowledged.filter((a) => a.at > Date.now() - 50).length < 5 && writing) {
      await new Promise((r) => setTimeout(r, 10))
      if (Date.now() - backupStarted > 5000) break
    }
    writing = false
    await Promise.all(writers)
    expect(manifest.fileCount).toBeGreaterThan(0)
    expect((await readVerifiedManifest(dir)).deploymentId).toBe(manifest.deploymentId)

    const target = await configFor('dst')
    await restore(target, dir)
    const restored = await started(target)
    const dbh: DbHandle = restored.dbh
    const bodies = new Set(
      (await dbh.db.selectFrom('project_comments').select('body').execute()).map((row) => row.body),
    )
    // Pushed before backupStarted was read (one thread), so acknowledged before the backup began, even in its millisecond.
    const before = acknowledged.filter((a) => a.at <= backupStarted)
    expect(before.length).toBeGreaterThanOrEqual(20)
    expect(before.filter((a) => !bodies.has(a.body))).toEqual([])

    const files = await dbh.db.selectFrom('files').select(['storage_key', 'sha256']).execute()
    const banners = await dbh.db.selectFrom('banner_files').select('storage_key').execute()
    expect(files.length + banners.length).toBe(manifest.fileCount)
    for (const file of files) {
      const path = storedPath(target.dataDir, file.storage_key)
      expect((await sha256File(path)).sha256).toBe(file.sha256)
    }
    await expectIntegrity(dbh)

    const login = await loginAs(restored.app, '13800000000')
    expect(
      (await restored.app.inject({ url: `/api/v1/projects/${projectId}/comments`, headers: login })).statusCode,
    ).toBe(200)
  }, 120_000)
})

function storedPath(dataDir: string, key: string) {
  return join(dataDir, 'files', key.slice(0, 2), key)
}

async function expectIntegrity(dbh: DbHandle) {
  if (dbh.kind === 'sqlite') {
    const result = await sql<{ integrity_check: string }>`pragma integrity_check`.execute(dbh.db)
    expect(result.rows[0]?.integrity_check).toBe('ok')
  } else {
    const result = await sql<{ count: string }>`select count(*) from kysely_migration`.execute(dbh.db)
    expect(Number(result.rows[0]?.count)).toBeGreaterThan(0)
  }
}
