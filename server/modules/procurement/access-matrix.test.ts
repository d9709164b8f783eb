import { beforeAll, describe, expect, it } from 'vitest'
import { matrixCases, type Sees } from '#server/test-support/people'
import { clientOf, otherProject, ownProject, procurementTestApp, type Who } from './test-support.ts'

/**
 * Issue 9 "Access": each demo person × the procurement client's project and another organization's project ×
 * each action. `sees`: staff see both, each client only its own organization's project it is a member of, the
 * outsider (same organization as the procurement client, no membership) none. Raising, submitting and
 * receiving are the client members'; approving and budgets the staff's (ADR 090).
 */
const sees: Record<Who, Sees> = {
  admin: { own: true, other: true, staff: true },
  employee: { own: true, other: true, staff: true },
  client: { own: true, other: false, staff: false },
  otherClient: { own: false, other: true, staff: false },
  outsider: { own: false, other: false, staff: false },
}

describe('procurement access matrix', async () => {
  const t = await procurementTestApp()
  const requestOf: Record<string, string> = {}

  beforeAll(async () => {
    for (const which of ['own', 'other'] as const) {
      const res = await t.create(which === 'own' ? ownProject : otherProject, clientOf[which])
      expect(res.statusCode).toBe(201)
      requestOf[which] = res.json().data.request.id
    }
  })

  const cases = matrixCases(sees, { own: ownProject, other: otherProject })

  describe.each(cases)('$who on the $which organization project', ({ who, which, project, visible, staff }) => {
    const as = () => t.headers[who]
    const seen = visible ? 200 : 404

    it(`${visible ? 'lists' : 'does not list'} it among procurement projects`, async () => {
      const res = await t.app.inject({ url: '/api/v1/procurement/projects', headers: as() })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.some((p: { id: string }) => p.id === project)).toBe(visible)
    })

    it(`answers the request list with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/procurement/projects/${project}/requests`, headers: as() })
      expect(res.statusCode).toBe(seen)
    })

    it(`answers one request with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/procurement/requests/${requestOf[which]}`, headers: as() })
      expect(res.statusCode).toBe(seen)
    })

    const creates = visible ? (staff ? 403 : 201) : 404
    it(`answers raising a request with ${creates}`, async () => {
      expect((await t.create(project, who)).statusCode).toBe(creates)
    })

    const approves = visible ? (staff ? 200 : 403) : 404
    it(`answers approving a submitted request with ${approves}`, async () => {
      const created = await t.create(project, clientOf[which])
      const id = created.json().data.request.id
      expect((await t.act(id, clientOf[which], 'submit')).statusCode).toBe(200)
      const res = await t.act(id, who, 'approve')
      expect(res.statusCode).toBe(approves)
      if (approves === 403) expect(res.json().error.code).toBe('transition_forbidden')
    })

    const submits = visible ? (staff ? 403 : 200) : 404
    it(`answers submitting a draft with ${submits}`, async () => {
      const created = await t.create(project, clientOf[which])
      expect((await t.act(created.json().data.request.id, who, 'submit')).statusCode).toBe(submits)
    })

    it(`answers the budget with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/procurement/projects/${project}/budget`, headers: as() })
      expect(res.statusCode).toBe(seen)
      if (visible) expect(res.json().data.can_edit).toBe(staff)
    })

    const edits = visible ? (staff ? 200 : 403) : 404
    it(`answers a budget change with ${edits}`, async () => {
      const res = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/procurement/projects/${project}/budget`,
        headers: as(),
        payload: { lines: [{ category: 'kitchen', amount: 950_000 }] },
      })
      expect(res.statusCode).toBe(edits)
    })

    it(`answers the export with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/procurement/projects/${project}/export`, headers: as() })
      expect(res.statusCode).toBe(seen)
    })

    it('shows the shared supplier list and catalogue', async () => {
      for (const url of ['/api/v1/procurement/suppliers', '/api/v1/procurement/products']) {
        const res = await t.app.inject({ url, headers: as() })
        expect(res.statusCode).toBe(200)
        expect(res.json().data.length).toBeGreaterThan(0)
      }
    })
  })

  it('refuses every procurement endpoint without a token with 401', async () => {
    for (const url of [
      '/api/v1/procurement/suppliers',
      '/api/v1/procurement/products',
      '/api/v1/procurement/projects',
      `/api/v1/procurement/projects/${ownProject}/budget`,
      `/api/v1/procurement/requests/${requestOf.own}`,
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401)
    }
  })
})
