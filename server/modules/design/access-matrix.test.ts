import { beforeAll, describe, expect, it } from 'vitest'
import { designProject, designTestApp, otherProject, type Who } from './test-support.ts'

/**
 * Issue 9 "Access": each person × the design client's project and another organization's project × each
 * checklist action. Staff see both; a client sees a project of its own organization it is a member of; a
 * read-only member reads but may not tick; a same-organization non-member sees nothing.
 */
const sees: Record<Who, { own: boolean; other: boolean; tick: boolean; staff: boolean }> = {
  admin: { own: true, other: true, tick: true, staff: true },
  employee: { own: true, other: true, tick: true, staff: true },
  designer: { own: true, other: false, tick: true, staff: false },
  projectClient: { own: false, other: true, tick: true, staff: false },
  procurement: { own: false, other: false, tick: false, staff: false },
  outsider: { own: false, other: false, tick: false, staff: false },
  viewer: { own: true, other: false, tick: false, staff: false },
}

describe('design checklist access matrix', async () => {
  const t = await designTestApp()
  const firstItem: Record<string, string> = {}

  beforeAll(async () => {
    const attached = await t.app.inject({
      method: 'POST',
      url: `/api/v1/design/projects/${otherProject}/checklist`,
      headers: t.headers.employee,
      payload: { stages: ['concept', 'design_development'] },
    })
    expect(attached.statusCode).toBe(201)
    for (const project of [designProject, otherProject]) {
      const res = await t.app.inject({ url: `/api/v1/design/projects/${project}/checklist`, headers: t.headers.admin })
      firstItem[project] = res.json().data.items[0].id
    }
  })

  const cases = (Object.keys(sees) as Who[]).flatMap((who) =>
    (['own', 'other'] as const).map((which) => ({
      who,
      which,
      project: which === 'own' ? designProject : otherProject,
      visible: sees[who][which],
      tick: sees[who][which] && sees[who].tick,
      staff: sees[who].staff,
    })),
  )

  describe.each(cases)('$who on the $which project', ({ who, project, visible, tick, staff }) => {
    const as = () => t.headers[who]

    it(`${visible ? 'lists' : 'does not list'} it among the design projects`, async () => {
      const res = await t.app.inject({ url: '/api/v1/design/projects', headers: as() })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.some((p: { id: string }) => p.id === project)).toBe(visible)
    })

    it(`answers the checklist with ${visible ? 200 : 404}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/design/projects/${project}/checklist`, headers: as() })
      expect(res.statusCode).toBe(visible ? 200 : 404)
      if (visible) expect(res.json().data.can_tick).toBe(tick)
    })

    it(`answers a tick with ${tick ? 200 : visible ? 403 : 404}`, async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/design/projects/${project}/checklist/items/${firstItem[project]}`,
        headers: as(),
        payload: { checked: true, note: `${who} 已核对` },
      })
      expect(res.statusCode).toBe(tick ? 200 : visible ? 403 : 404)
    })

    it(`answers attaching a checklist with ${staff ? 200 : 403}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/design/projects/${project}/checklist`,
        headers: as(),
        payload: { stages: ['concept'] },
      })
      expect(res.statusCode).toBe(staff ? 200 : 403)
    })
  })

  it('refuses every design endpoint without a token with 401', async () => {
    for (const url of [
      '/api/v1/design/standards',
      '/api/v1/design/cases',
      '/api/v1/design/review-templates',
      '/api/v1/design/projects',
      `/api/v1/design/projects/${designProject}/checklist`,
    ]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401)
    }
  })
})
