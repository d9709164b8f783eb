import { describe, expect, it } from 'vitest'
import { declaredRoutes } from '#server/plugins/access'
import { loginAs } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'

const ADMIN = '13800000000'
const EMPLOYEE = '13800000001'
const CLIENT = '13800000008'
const SOME_ID = '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9'

describe('the admin matrix: every admin route of the app', async () => {
  const { app } = await createTestApp()
  await app.ready()
  const adminRoutes = declaredRoutes(app).filter((r) => r.access === 'admin')
  const call = (route: { method: string; url: string }, headers: Record<string, string> = {}) =>
    app.inject({
      method: route.method as 'GET',
      url: route.url.replace(/:[a-z_]+/g, SOME_ID),
      headers,
      ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
    })

  it('finds the admin routes by walking what the app registered', () => {
    const names = adminRoutes.map((r) => `${r.method} ${r.url}`)
    expect(names).toEqual(
      expect.arrayContaining([
        'GET /api/v1/admin/users',
        'POST /api/v1/admin/users',
        'PATCH /api/v1/admin/users/:id',
        'POST /api/v1/admin/users/:id/disable',
        'DELETE /api/v1/admin/users/:id/sessions/:session_id',
        'POST /api/v1/admin/users/import/commit',
        'GET /api/v1/admin/audit',
        'PATCH /api/v1/admin/organizations/:id',
      ]),
    )
    expect(adminRoutes.length).toBeGreaterThanOrEqual(18)
  })

  it('answers 401 to every admin route without a token', async () => {
    for (const route of adminRoutes) {
      const res = await call(route)
      expect(res.statusCode, `${route.method} ${route.url}`).toBe(401)
    }
  })

  it('answers 403 to every admin route for an employee and for a client', async () => {
    for (const phone of [EMPLOYEE, CLIENT]) {
      const headers = await loginAs(app, phone)
      for (const route of adminRoutes) {
        const res = await call(route, headers)
        expect(res.statusCode, `${phone} ${route.method} ${route.url}`).toBe(403)
        expect(res.json().error.code).toBe('forbidden')
      }
    }
  })

  it('lets an administrator past the guard on every admin route', async () => {
    const headers = await loginAs(app, ADMIN)
    for (const route of adminRoutes) {
      const res = await call(route, headers)
      expect([401, 403], `${route.method} ${route.url}`).not.toContain(res.statusCode)
    }
  })
})
