import { randomBytes } from 'node:crypto'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { FastifyInstance } from 'fastify'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { buildApp } from '../app.ts'
import { type DbHandle, openDb } from '../db/database.ts'
import { seedDemo } from '../db/seed/seed.ts'
import { demoUserId } from '../modules/auth/seed.ts'
import { loginAs } from '../test-support/auth.ts'
import { type PrivateRedis, privateRedisMissing, startPrivateRedis } from '../test-support/private-services.ts'
import { testConfig, testDbKind } from '../test-support/test-app.ts'
import { testSchemas } from '../test-support/test-schema.ts'

const databaseUrl = process.env.TEST_DATABASE_URL
const sharedRedisUrl = process.env.TEST_REDIS_URL
const skipReason =
  testDbKind !== 'postgres'
    ? 'runs in the PostgreSQL project only (set TEST_DATABASE_URL)'
    : !sharedRedisUrl && privateRedisMissing
      ? `needs TEST_REDIS_URL or ${privateRedisMissing}`
      : undefined
if (skipReason && testDbKind === 'postgres') console.warn(`Scale-out test skipped: ${skipReason}`)

/**
 * Two app instances on one PostgreSQL schema and one Redis, built exactly as main.ts builds each process,
 * must behave as one service: whatever one of them changes, the other sees at the next request.
 */
describe.skipIf(Boolean(skipReason))('two app instances on one PostgreSQL and one Redis', () => {
  let schema = ''
  let webRoot = ''
  const writeBuild = (id: string) => writeFileSync(join(webRoot, 'builds', 'latest.json'), JSON.stringify({ id }))
  let redis: PrivateRedis | undefined
  let handles: DbHandle[] = []
  let first: FastifyInstance
  let second: FastifyInstance

  // Migrating and seeding a fresh database takes a while on a busy machine: a longer hook timeout.
  beforeAll(async () => {
    schema = await testSchemas.create(databaseUrl ?? '')
    if (!sharedRedisUrl) redis = await startPrivateRedis()
    webRoot = mkdtempSync(join(tmpdir(), 'hic-web-'))
    mkdirSync(join(webRoot, 'builds'))
    writeFileSync(join(webRoot, 'index.html'), '<!doctype html><title>t</title>')
    writeBuild('build-1')
    // Same secret, same Redis prefix, same database: what the deployment guide asks of every process.
    const env = {
      JWT_SECRET: randomBytes(32).toString('hex'),
      REDIS_URL: sharedRedisUrl ?? redis?.url ?? '',
      REDIS_KEY_PREFIX: `test:${randomBytes(6).toString('hex')}:`,
    }
    handles = [openDb({ url: databaseUrl, schema, poolMax: 3 }), openDb({ url: databaseUrl, schema, poolMax: 3 })]
    const [one, two] = handles as [DbHandle, DbHandle]
    await testSchemas.migrate(databaseUrl ?? '', one.db, schema)
    await seedDemo(one.db)
    first = await buildApp({ config: { ...testConfig(env), webRoot }, dbh: one, logger: false })
    second = await buildApp({ config: { ...testConfig(env), webRoot }, dbh: two, logger: false })
  }, 120_000)

  afterAll(async () => {
    const keys = (await first?.deps.redis?.keys(`${first.deps.config.REDIS_KEY_PREFIX}*`)) ?? []
    if (keys.length > 0) await first.deps.redis?.del(...keys)
    await first?.close()
    await second?.close()
    for (const dbh of handles) await dbh.close()
    if (schema) await testSchemas.drop(databaseUrl ?? '', schema)
    await redis?.stop()
    if (webRoot) rmSync(webRoot, { recursive: true, force: true })
  })

  const info = (app: FastifyInstance, headers: Record<string, string>) =>
    app.inject({ url: '/api/v1/user/info', headers })

  it('accepts a session started on one instance on the other', async () => {
    const headers = await loginAs(first, '13800000004')
    expect((await info(second, headers)).statusCode).toBe(200)
    expect((await info(second, headers)).json().data.phone_number).toBe('13800000004')
  })

  it('ends the session on the other instance at the next request after logout on one', async () => {
    const headers = await loginAs(second, '13800000006')
    expect((await info(first, headers)).statusCode).toBe(200)
    expect((await second.inject({ method: 'POST', url: '/api/v1/auth/logout', headers })).statusCode).toBe(200)
    const after = await info(first, headers)
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('session_expired')
  })

  it('locks a user out on the other instance at the next request after disabling on one', async () => {
    const user = await loginAs(first, '13800000005')
    const adminHeaders = await loginAs(second, '13800000000')
    expect((await info(first, user)).statusCode).toBe(200)
    const disabled = await second.inject({
      method: 'POST',
      url: `/api/v1/admin/users/${demoUserId('13800000005')}/disable`,
      headers: adminHeaders,
    })
    expect(disabled.statusCode).toBe(200)
    const after = await info(first, user)
    expect(after.statusCode).toBe(401)
    expect(after.json().error.code).toBe('session_expired')
  })

  it('shares the login code limits between the instances', async () => {
    const send = (app: FastifyInstance) =>
      app.inject({
        method: 'POST',
        url: '/api/v1/auth/sms/send',
        payload: { phone: '13800000003' },
        remoteAddress: '10.9.2.1',
      })
    expect((await send(first)).statusCode).toBe(200)
    const second_ = await send(second)
    expect(second_.statusCode).toBe(429)
    expect(second_.json().error.code).toBe('send_too_often')
  })

  it('shows a new build to clients of both instances as soon as it is deployed', async () => {
    const build = async (app: FastifyInstance) => (await app.inject({ url: '/builds/latest.json' })).json().id
    expect([await build(first), await build(second)]).toEqual(['build-1', 'build-1'])
    writeBuild('build-2')
    expect([await build(first), await build(second)]).toEqual(['build-2', 'build-2'])
    expect((await first.inject({ url: '/builds/latest.json' })).headers['cache-control']).toBe('no-cache')
  })
})
