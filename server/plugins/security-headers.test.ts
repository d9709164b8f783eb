import { describe, expect, it } from 'vitest'
import { loginAs } from '../test-support/auth.ts'
import { createTestApp } from '../test-support/test-app.ts'

const expected = {
  'content-security-policy':
    "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data: blob:;" +
    "font-src 'self' data:;connect-src 'self';worker-src 'self' blob:;object-src 'none';base-uri 'self';" +
    "form-action 'self';frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'cross-origin-opener-policy': 'same-origin',
  'cross-origin-resource-policy': 'same-origin',
}

describe('security headers', async () => {
  const { app } = await createTestApp()
  const headers = await loginAs(app, '13800000002')

  it('go out on an API answer, a 404, a refusal and an error answer alike', async () => {
    const answers = await Promise.all([
      app.inject({ url: '/api/v1/user/info', headers }),
      app.inject({ url: '/api/v1/no-such-route' }),
      app.inject({ url: '/api/v1/user/info' }),
      app.inject({ method: 'PUT', url: '/api/v1/topics/city/order', headers, payload: {} }),
      app.inject({ url: `/api/v1/content/search?q=${'x'.repeat(500)}`, headers }),
    ])
    expect(answers.map((a) => a.statusCode)).toEqual([200, 404, 401, 403, 400])
    for (const answer of answers) {
      expect(answer.headers).toMatchObject(expected)
      expect(answer.headers['strict-transport-security']).toBeUndefined()
      expect(answer.headers['cross-origin-embedder-policy']).toBeUndefined()
    }
  })

  it('leave a signed-in API answer uncacheable', async () => {
    const res = await app.inject({ url: '/api/v1/user/info', headers })
    expect(res.headers['cache-control']).toBe('no-store')
  })
})
