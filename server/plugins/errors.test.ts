import type { ZodTypeProvider } from 'fastify-type-provider-zod'
import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import { buildApp } from '../app.ts'
import { AppError } from '../errors.ts'
import { openTestDb, testConfig } from '../test-support/test-app.ts'

describe('error envelope', async () => {
  const dbh = await openTestDb({ seed: false })
  const app = await buildApp({ config: testConfig(), dbh, logger: false })
  const api = app.withTypeProvider<ZodTypeProvider>()
  api.post(
    '/api/v1/test/echo',
    { config: { access: 'public' }, schema: { body: z.object({ phone: z.string().regex(/^1\d{10}$/) }) } },
    async (req) => ({ data: req.body }),
  )
  api.get('/api/v1/test/conflict', { config: { access: 'public' } }, async () => {
    throw new AppError(409, 'conflict', '已存在', { phone: '手机号已被使用' })
  })
  api.get('/api/v1/test/crash', { config: { access: 'public' } }, async () => {
    throw new Error('secret database detail at /var/lib/x')
  })
  await app.ready()

  it('turns a failed body schema into validation_error with the field named', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/v1/test/echo', payload: { phone: 'abc' } })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
    expect(Object.keys(res.json().error.fields)).toContain('phone')
  })

  it('answers malformed JSON with a 400 envelope, not a stack', async () => {
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/test/echo',
      headers: { 'content-type': 'application/json' },
      payload: '{"phone":',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('invalid_json')
  })

  it('passes an AppError through with its status, code, message and fields', async () => {
    const res = await app.inject('/api/v1/test/conflict')
    expect(res.statusCode).toBe(409)
    expect(res.json()).toEqual({ error: { code: 'conflict', message: '已存在', fields: { phone: '手机号已被使用' } } })
  })

  it('hides the internals of an unexpected failure', async () => {
    const res = await app.inject('/api/v1/test/crash')
    expect(res.statusCode).toBe(500)
    expect(res.json()).toEqual({ error: { code: 'internal_error', message: '服务器内部错误' } })
    expect(res.body).not.toContain('secret')
  })

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await app.inject('/api/v1/no-such-thing')
    expect(res.statusCode).toBe(404)
    expect(res.json().error.code).toBe('not_found')
  })

  it('echoes a well-formed x-request-id and invents one otherwise', async () => {
    const given = await app.inject({ url: '/healthz', headers: { 'x-request-id': 'abc12345-req' } })
    expect(given.headers['x-request-id']).toBe('abc12345-req')
    const invented = await app.inject({ url: '/healthz', headers: { 'x-request-id': '<script>' } })
    expect(invented.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/)
  })

  it('refuses to build an API route that does not declare who may call it', async () => {
    const other = await buildApp({ config: testConfig(), dbh, logger: false })
    expect(() => other.get('/api/v1/undeclared', async () => ({}))).toThrow(/config.access/)
    await other.close()
  })
})

describe('database outage', async () => {
  const dbh = await openTestDb({ seed: false })
  const app = await buildApp({ config: testConfig(), dbh, logger: false })
  app.get('/api/v1/test/db-down', { config: { access: 'public' } }, async () => {
    throw Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:5432'), { code: 'ECONNREFUSED' })
  })
  await app.ready()

  it('answers 503 with Retry-After instead of 500 while the database is unreachable', async () => {
    const res = await app.inject('/api/v1/test/db-down')
    expect(res.statusCode).toBe(503)
    expect(res.headers['retry-after']).toBe('2')
    expect(res.json().error.code).toBe('service_unavailable')
    expect(res.body).not.toContain('5432')
  })
})
