import { execFile } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { promisify } from 'node:util'
import { afterAll, describe, expect, it } from 'vitest'
import { openDb, sqliteFileIn } from '#server/db/database'
import { openTestDb } from '#server/test-support/test-app'
import { AdminInputError, createOrPromoteAdmin } from './admin.ts'

describe('creating the first administrator', async () => {
  const dbh = await openTestDb({ seed: false })
  afterAll(() => dbh.close())

  it('creates an active admin employee in a new firm organization on an empty database', async () => {
    const result = await createOrPromoteAdmin(dbh.db, { phone: '+86 139-0000-0000', name: ' 张三 ' })
    expect(result.action).toBe('created')
    const user = await dbh.db.selectFrom('users').selectAll().where('id', '=', result.userId).executeTakeFirstOrThrow()
    expect(user).toMatchObject({
      phone: '13900000000',
      username: '张三',
      authorization: 'admin',
      status: 'active',
      user_type: 'hm_employee',
      user_type_multi: '["employee"]',
    })
    const org = await dbh.db
      .selectFrom('organizations')
      .selectAll()
      .where('id', '=', user.organization_id)
      .executeTakeFirst()
    expect(org?.kind).toBe('firm')
  })

  it('promotes an existing user and reuses the firm organization', async () => {
    const first = await createOrPromoteAdmin(dbh.db, { phone: '13900000001', name: '李四' })
    await dbh.db
      .updateTable('users')
      .set({ authorization: null, status: 'disabled', user_type_multi: '["owner"]' })
      .where('id', '=', first.userId)
      .execute()
    const again = await createOrPromoteAdmin(dbh.db, { phone: '13900000001', name: '李四' })
    expect(again.action).toBe('promoted')
    const user = await dbh.db.selectFrom('users').selectAll().where('id', '=', first.userId).executeTakeFirstOrThrow()
    expect(user).toMatchObject({ authorization: 'admin', status: 'active', user_type_multi: '["employee","owner"]' })
    const firms = await dbh.db.selectFrom('organizations').select('id').where('kind', '=', 'firm').execute()
    expect(firms).toHaveLength(1)
  })

  it('rejects a bad phone and a missing or overlong name', async () => {
    await expect(createOrPromoteAdmin(dbh.db, { phone: '12345', name: '王五' })).rejects.toThrow(AdminInputError)
    await expect(createOrPromoteAdmin(dbh.db, { phone: '13900000002', name: ' ' })).rejects.toThrow(/--name/)
    await expect(createOrPromoteAdmin(dbh.db, { phone: '13900000002', name: 'x'.repeat(51) })).rejects.toThrow(/--name/)
  })
})

describe('npm run admin:create', () => {
  const run = (args: string[], dataDir: string) =>
    promisify(execFile)(process.execPath, ['--import', 'tsx', 'server/cli/admin-create.ts', ...args], {
      cwd: resolve(import.meta.dirname, '../../..'),
      env: { ...process.env, DATA_DIR: dataDir, NODE_ENV: 'development', DATABASE_URL: '', LOG_LEVEL: 'silent' },
    }).then(
      (r) => ({ code: 0, out: r.stdout, err: r.stderr }),
      (e: { code: number; stdout: string; stderr: string }) => ({ code: e.code, out: e.stdout, err: e.stderr }),
    )

  it('creates the admin on the configured SQLite database and explains bad input', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'hic-admin-'))
    const [bad, missing] = await Promise.all([
      run(['--phone', '123', '--name', '张三'], dataDir),
      run(['--phone', '13900000000'], dataDir),
    ])
    expect(bad.code).toBe(1)
    expect(bad.err).toContain('--phone must be a mainland mobile number')
    expect(missing.code).toBe(1)
    expect(missing.err).toContain('usage: npm run admin:create')
    const ok = await run(['--phone', '13900000000', '--name', '张三'], dataDir)
    expect(ok.err).toBe('')
    expect(ok.out).toContain('Created administrator 139****0000 on sqlite')
    const dbh = openDb({ sqliteFile: sqliteFileIn(dataDir) })
    const user = await dbh.db.selectFrom('users').selectAll().executeTakeFirst()
    await dbh.close()
    expect(user).toMatchObject({ phone: '13900000000', authorization: 'admin' })
  }, 60_000)
})
