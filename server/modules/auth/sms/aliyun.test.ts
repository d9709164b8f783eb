import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import Fastify from 'fastify'
import { afterAll, describe, expect, it } from 'vitest'
import { ConfigError, loadConfig } from '#server/config'
import { createTestApp, manualClock } from '#server/test-support/test-app'
import { aliyunSmsProvider, canonicalQuery, percentEncode, signRpc } from './aliyun.ts'

// The worked example of Aliyun's "Request syntax and signature method V1 for RPC APIs" documentation.
const DOC_PARAMS = {
  AccessKeyId: 'testid',
  Action: 'DescribeRegions',
  Format: 'XML',
  SignatureMethod: 'HMAC-SHA1',
  SignatureNonce: '3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf',
  SignatureVersion: '1.0',
  Timestamp: '2016-02-23T12:46:24Z',
  Version: '2014-05-26',
}

describe('Aliyun RPC signature', () => {
  it('matches the worked example in the Aliyun documentation', () => {
    expect(signRpc('GET', DOC_PARAMS, 'testsecret')).toBe('OLeaidS1JvxuMvnyHOwuJ+uX5qY=')
  })

  it('canonicalizes the query as the documentation shows', () => {
    expect(`GET&%2F&${percentEncode(canonicalQuery(DOC_PARAMS))}`).toBe(
      'GET&%2F&AccessKeyId%3Dtestid%26Action%3DDescribeRegions%26Format%3DXML%26SignatureMethod%3DHMAC-SHA1' +
        '%26SignatureNonce%3D3ee8c1b8-83d3-44af-a94f-4e0ad82fd6cf%26SignatureVersion%3D1.0' +
        '%26Timestamp%3D2016-02-23T12%253A46%253A24Z%26Version%3D2014-05-26',
    )
  })

  it('percent-encodes the characters encodeURIComponent leaves alone', () => {
    expect(percentEncode("a b*c~d!'()+")).toBe('a%20b%2Ac~d%21%27%28%29%2B')
    expect(percentEncode('阿里')).toBe('%E9%98%BF%E9%87%8C')
  })
})

/** A local stand-in for dysmsapi: checks the signature like Aliyun does and answers with `reply`. */
async function fakeDysmsapi(secret: string) {
  const received: Record<string, string>[] = []
  let reply: { status: number; body: object } = { status: 200, body: { Code: 'OK', Message: 'OK', RequestId: 'r1' } }
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    const params = Object.fromEntries(new URL(req.url ?? '/', 'http://x').searchParams)
    received.push(params)
    const valid = params.Signature === signRpc('GET', params, secret)
    const answer = valid ? reply : { status: 400, body: { Code: 'SignatureDoesNotMatch', Message: 'bad signature' } }
    res.writeHead(answer.status, { 'content-type': 'application/json' })
    res.end(JSON.stringify(answer.body))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}/`,
    received,
    setReply: (next: typeof reply) => {
      reply = next
    },
  }
}

describe('Aliyun SMS provider', async () => {
  const fake = await fakeDysmsapi('secret-value')
  const options = {
    accessKeyId: 'key-id',
    accessKeySecret: 'secret-value',
    signName: '酒店产业云',
    templateCode: 'SMS_123456',
    endpoint: fake.endpoint,
  }
  const clock = manualClock(Date.parse('2026-11-22T08:00:00.000Z'))
  const silent = Fastify({ logger: false }).log

  it('sends a signed SendSms request with the code as the template variable', async () => {
    await aliyunSmsProvider(options, silent, clock).send({ phone: '13800000008', code: '042917', text: '…' })
    const params = fake.received.at(-1)
    expect(params).toMatchObject({
      Action: 'SendSms',
      Version: '2017-05-25',
      PhoneNumbers: '13800000008',
      SignName: '酒店产业云',
      TemplateCode: 'SMS_123456',
      TemplateParam: '{"code":"042917"}',
      Timestamp: '2026-11-22T08:00:00Z',
      AccessKeyId: 'key-id',
    })
    expect(params?.Signature).toBe(signRpc('GET', params ?? {}, 'secret-value'))
  })

  it('fails when Aliyun refuses, naming its code but not the SMS code', async () => {
    fake.setReply({ status: 200, body: { Code: 'isv.BUSINESS_LIMIT_CONTROL', Message: '触发流控' } })
    const sending = aliyunSmsProvider(options, silent, clock).send({ phone: '13800000008', code: '555123', text: '' })
    await expect(sending).rejects.toThrow(/138\*\*\*\*0008 failed: 200 isv.BUSINESS_LIMIT_CONTROL/)
    await sending.catch((error: Error) => expect(error.message).not.toContain('555123'))
    fake.setReply({ status: 200, body: { Code: 'OK', Message: 'OK' } })
  })

  it('fails on a wrong secret (the fake checks signatures)', async () => {
    const wrong = aliyunSmsProvider({ ...options, accessKeySecret: 'other' }, silent, clock)
    await expect(wrong.send({ phone: '13800000008', code: '111111', text: '' })).rejects.toThrow(
      /SignatureDoesNotMatch/,
    )
  })
})

describe('production', async () => {
  const fake = await fakeDysmsapi('prod-secret')
  const env = {
    NODE_ENV: 'production',
    SMS_PROVIDER: 'aliyun',
    ALIYUN_SMS_ACCESS_KEY_ID: 'prod-id',
    ALIYUN_SMS_ACCESS_KEY_SECRET: 'prod-secret',
    ALIYUN_SMS_SIGN_NAME: '酒店产业云',
    ALIYUN_SMS_TEMPLATE_CODE: 'SMS_1',
    ALIYUN_SMS_ENDPOINT: fake.endpoint,
  }
  const { app } = await createTestApp({ env })

  it('refuses to start with the console provider', () => {
    expect(() => loadConfig({ ...env, SMS_PROVIDER: 'console', JWT_SECRET: 'x'.repeat(40) })).toThrow(ConfigError)
  })

  it('has no SMS outbox route at all', async () => {
    const res = await app.inject({ url: '/api/v1/dev/sms-outbox?phone=13800000008' })
    expect(res.statusCode).toBe(404)
    expect(app.printRoutes()).not.toContain('sms-outbox')
  })

  it('logs in with the code that went out through Aliyun', async () => {
    const send = await app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone: '13800000013' } })
    expect(send.statusCode).toBe(200)
    for (let i = 0; i < 500 && fake.received.length === 0; i++) await new Promise((r) => setTimeout(r, 10))
    const code = JSON.parse(fake.received.at(-1)?.TemplateParam ?? '{}').code
    expect(code).toMatch(/^\d{6}$/)
    const login = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sms/login',
      payload: { phone: '13800000013', code },
    })
    expect(login.statusCode).toBe(200)
  })
})
