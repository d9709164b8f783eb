import { beforeAll, describe, expect, it } from 'vitest'
import { matrixCases, type Sees } from '#server/test-support/people'
import { otherProject, ownProject, projectTestApp, type Who } from './test-support.ts'

/**
 * Issue 7 "Access": each demo person × the project client's own project and the owner's (another
 * organization's) project × each action. `sees` is the whole expectation: staff see both, each client only
 * its own organization's project it is a member of, the outsider (same organization, no membership) none.
 */
const sees: Record<Who, Sees> = {
  admin: { own: true, other: true, staff: true },
  employee: { own: true, other: true, staff: true },
  client: { own: true, other: false, staff: false },
  owner: { own: false, other: true, staff: false },
  outsider: { own: false, other: false, staff: false },
}

describe('project access matrix', async () => {
  const t = await projectTestApp()
  const fileOf: Record<string, string> = {}

  beforeAll(async () => {
    for (const project of [ownProject, otherProject]) {
      const res = await t.upload(project, 'admin')
      expect(res.statusCode).toBe(201)
      fileOf[project] = res.json().data[0].id
    }
  })

  const cases = matrixCases(sees, { own: ownProject, other: otherProject })

  describe.each(cases)('$who on the $which organization project', ({ who, project, visible, staff }) => {
    const as = () => t.headers[who]
    const seen = visible ? 200 : 404

    it(`${visible ? 'lists' : 'does not list'} it`, async () => {
      const res = await t.app.inject({ url: '/api/v1/projects?status=all', headers: as() })
      expect(res.statusCode).toBe(200)
      expect(res.json().data.some((p: { id: string }) => p.id === project)).toBe(visible)
    })

    it(`answers get with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/projects/${project}`, headers: as() })
      expect(res.statusCode).toBe(seen)
    })

    it(`answers edit with ${staff ? 200 : 403}`, async () => {
      const res = await t.app.inject({
        method: 'PATCH',
        url: `/api/v1/projects/${project}`,
        headers: as(),
        payload: { description: `由${who}修改` },
      })
      expect(res.statusCode).toBe(staff ? 200 : 403)
    })

    it.each([
      ['task create', 'tasks', { title: '核对客房面积表' }],
      ['comment', 'comments', { body: '收到，已安排。' }],
    ])(`answers %s with ${visible ? 201 : 404}`, async (_, list, payload) => {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/v1/projects/${project}/${list}`,
        headers: as(),
        payload,
      })
      expect(res.statusCode).toBe(visible ? 201 : 404)
    })

    it(`answers file download with ${seen}`, async () => {
      const res = await t.app.inject({ url: `/api/v1/projects/${project}/files/${fileOf[project]}`, headers: as() })
      expect(res.statusCode).toBe(seen)
    })

    it(`answers a signed link request with ${seen}${visible ? ', and the link downloads' : ''}`, async () => {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/v1/browser2/signatures',
        headers: as(),
        payload: { project_id: project, file_ids: [fileOf[project]] },
      })
      expect(res.statusCode).toBe(seen)
      if (!visible) return
      const download = await t.app.inject({ url: res.json().data[0].url })
      expect(download.statusCode).toBe(200)
      expect(download.headers['content-type']).toBe('application/pdf')
    })
  })

  it('refuses a signed-in user without a token with 401 on every project endpoint', async () => {
    for (const url of ['/api/v1/projects', `/api/v1/projects/${ownProject}`, `/api/v1/projects/${ownProject}/tasks`]) {
      expect((await t.app.inject({ url })).statusCode).toBe(401)
    }
  })
})
