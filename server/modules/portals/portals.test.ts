import { describe, expect, it } from 'vitest'
import type { PortalAnswer, PortalKind } from '#common/portals'
import { loginAs } from '#server/test-support/auth'
import { rowCount } from '#server/test-support/db'
import { createTestApp } from '#server/test-support/test-app'
import { demoOrgIds } from '../auth/seed.ts'
import { demoProjectIds } from '../projects/seed.ts'
import { seedReports } from '../reports/seed.ts'
import { seedPortals } from './seed.ts'

/** Each client demo account, the organization it belongs to, and the home it must see. */
const clients: { phone: string; org: string; kind: PortalKind }[] = [
  { phone: '13800000007', org: demoOrgIds.management_group, kind: 'management_group' },
  { phone: '13800000008', org: demoOrgIds.project_client, kind: 'project_client' },
  { phone: '13800000011', org: demoOrgIds.owner, kind: 'owner' },
  { phone: '13800000012', org: demoOrgIds.school, kind: 'school' },
  { phone: '13800000013', org: demoOrgIds.single_hotel, kind: 'single_hotel' },
  { phone: '13800000014', org: demoOrgIds.association, kind: 'association' },
]
const staff = ['13800000000', '13800000001', '13800000015']
const unknownOrg = 'd0000000-0000-4000-8000-0000000000ff'

/** What "its data" means for each kind: the part of the home page that must not be empty. */
function assertHasData(answer: PortalAnswer) {
  const home = answer.home
  switch (home.kind) {
    case 'management_group':
      expect(home.group?.name).toBeTruthy()
      expect(home.brands.length).toBeGreaterThan(0)
      expect(home.totals.hotels).toBeGreaterThan(0)
      expect(home.map_points.length).toBe(home.totals.hotels)
      expect(home.projects.length).toBeGreaterThan(0)
      expect(home.reports.length).toBeGreaterThan(0)
      break
    case 'project_client':
      expect(home.projects.length).toBeGreaterThan(0)
      expect(home.milestones.length).toBeGreaterThan(0)
      expect(home.deliverables.map((d) => d.folder).sort()).toEqual(['会议纪要', '调研资料'])
      expect(home.deliverables[0]?.added_at).toBe('2026-10-30T08:00:00.000Z')
      expect(home.milestones.every((m, i, all) => i === 0 || (all[i - 1]?.due_date ?? '') <= m.due_date)).toBe(true)
      break
    case 'owner':
      expect(home.assets.length).toBeGreaterThan(0)
      expect(new Set(home.markets.map((m) => m.city_name))).toEqual(new Set(home.assets.map((a) => a.city_name)))
      expect(home.markets.length).toBeGreaterThan(0)
      expect(home.markets.every((m) => m.hotels > 0)).toBe(true)
      break
    case 'school':
      expect(home.reports.length).toBeGreaterThan(0)
      expect(home.sections.map((s) => s.topic_key)).toContain('humanResource')
      expect(home.sections.every((s) => s.items.length > 0)).toBe(true)
      break
    case 'single_hotel':
      expect(home.hotel?.city_name).toBe('杭州市')
      expect(home.competitors.length).toBeGreaterThan(0)
      expect(home.competitors.every((c) => c.distance_km <= home.radius_km && c.id !== home.hotel?.id)).toBe(true)
      expect(home.resources.length).toBeGreaterThan(0)
      break
    case 'association':
      expect(home.member_total).toBeGreaterThan(0)
      expect(home.provinces.length).toBeGreaterThan(0)
      expect(home.provinces.reduce((n, p) => n + p.member_hotels, 0)).toBe(home.member_total)
      break
  }
}

describe('client portals', async () => {
  const { app, dbh } = await createTestApp()
  await seedReports(dbh.db, app.deps.storage)
  // The demo deliverables need storage, which the plain test seed has not got.
  await seedPortals(dbh.db, app.deps.storage)
  const headers: Record<string, { authorization: string }> = {}
  for (const phone of [...staff, ...clients.map((c) => c.phone), '13800000009']) {
    headers[phone] = await loginAs(app, phone)
  }
  const home = (org: string, phone?: string) =>
    app.inject({ url: `/api/v1/portals/${org}/home`, headers: phone ? headers[phone] : {} })

  describe.each(clients)('the $kind client ($phone)', ({ phone, org, kind }) => {
    it('reads its own organization home with its data', async () => {
      const res = await home(org, phone)
      expect(res.statusCode).toBe(200)
      const answer = res.json().data as PortalAnswer
      expect(answer.organization).toMatchObject({ id: org, kind })
      expect(answer.home.kind).toBe(kind)
      assertHasData(answer)
    })

    it('is refused every other organization home with 403', async () => {
      for (const other of clients.filter((c) => c.org !== org)) {
        const res = await home(other.org, phone)
        expect(res.statusCode).toBe(403)
        expect(res.json().error.code).toBe('forbidden')
      }
    })

    it('is refused an organization that does not exist with 403, learning nothing about it', async () => {
      expect((await home(unknownOrg, phone)).statusCode).toBe(403)
    })

    it('may not list categories or organizations', async () => {
      expect((await app.inject({ url: '/api/v1/portals/categories', headers: headers[phone] })).statusCode).toBe(403)
      const orgs = await app.inject({ url: '/api/v1/portals/organizations?kind=owner', headers: headers[phone] })
      expect(orgs.statusCode).toBe(403)
    })
  })

  describe.each(staff)('staff member %s', (phone) => {
    it('reads every client organization home with its data', async () => {
      for (const client of clients) {
        const res = await home(client.org, phone)
        expect(res.statusCode).toBe(200)
        expect(res.json().data.home.kind).toBe(client.kind)
        assertHasData(res.json().data)
      }
    })

    it('gets 404 for an organization that does not exist', async () => {
      const res = await home(unknownOrg, phone)
      expect(res.statusCode).toBe(404)
      expect(res.json().error.code).toBe('not_found')
    })
  })

  it('answers 404 portal_not_available for a kind without a home page (design client, the firm)', async () => {
    const design = await home(demoOrgIds.design_client, '13800000009')
    expect(design.statusCode).toBe(404)
    expect(design.json().error.code).toBe('portal_not_available')
    expect((await home(demoOrgIds.firm, '13800000001')).statusCode).toBe(404)
  })

  it('rejects a malformed organization id with 400 and an anonymous caller with 401', async () => {
    expect((await home('not-a-uuid', '13800000001')).statusCode).toBe(400)
    expect((await home("1' or '1'='1", '13800000001')).statusCode).toBe(400)
    expect((await home(demoOrgIds.owner)).statusCode).toBe(401)
  })

  it('shows a client only the projects it is a member of, and staff every active project', async () => {
    const asClient = (await home(demoOrgIds.project_client, '13800000008')).json().data.home
    const asStaff = (await home(demoOrgIds.project_client, '13800000001')).json().data.home
    const ids = (h: { projects: { id: string }[] }) => h.projects.map((p) => p.id).sort()
    expect(ids(asClient)).toContain(demoProjectIds.lakesideFeasibility)
    expect(ids(asStaff)).toEqual(expect.arrayContaining(ids(asClient)))
    await dbh.db
      .deleteFrom('project_members')
      .where('project_id', '=', demoProjectIds.lakesideFeasibility)
      .where('user_id', 'in', (eb) => eb.selectFrom('users').select('id').where('phone', '=', '13800000008'))
      .execute()
    const after = (await home(demoOrgIds.project_client, '13800000008')).json().data.home
    expect(ids(after)).not.toContain(demoProjectIds.lakesideFeasibility)
    expect(
      after.milestones.some((m: { project_id: string }) => m.project_id === demoProjectIds.lakesideFeasibility),
    ).toBe(false)
  })

  it('lists client categories with organization counts for staff', async () => {
    const res = await app.inject({ url: '/api/v1/portals/categories', headers: headers['13800000001'] })
    expect(res.statusCode).toBe(200)
    const rows = res.json().data as { kind: string; label: string; organizations: number }[]
    expect(rows.map((r) => r.kind)).not.toContain('employee')
    expect(rows.find((r) => r.kind === 'owner')).toEqual({ kind: 'owner', label: '业主', organizations: 1 })
  })

  it('lists the organizations of a category with counts and home paths, and searches by name', async () => {
    const res = await app.inject({
      url: '/api/v1/portals/organizations?kind=management_group',
      headers: headers['13800000015'],
    })
    expect(res.statusCode).toBe(200)
    const [row] = res.json().data
    expect(row).toMatchObject({
      id: demoOrgIds.management_group,
      name: '锦江酒店集团（演示账号）',
      home_path: `/home-pages/management-group/brand?organization=${demoOrgIds.management_group}`,
    })
    expect(row.users).toBeGreaterThanOrEqual(1)
    expect(row.projects).toBeGreaterThanOrEqual(1)
    expect(row.hotels).toBeGreaterThan(0)
    const found = await app.inject({
      url: `/api/v1/portals/organizations?kind=association&q=${encodeURIComponent('江南')}`,
      headers: headers['13800000001'],
    })
    expect(found.json().data.map((o: { id: string }) => o.id)).toEqual([demoOrgIds.association])
    const none = await app.inject({
      url: `/api/v1/portals/organizations?kind=association&q=${encodeURIComponent('不存在的协会')}`,
      headers: headers['13800000001'],
    })
    expect(none.json().data).toEqual([])
  })

  it('rejects an unknown category and an over-long search with 400', async () => {
    for (const query of ['kind=firm', 'kind=employee', '', `kind=owner&q=${'长'.repeat(51)}`]) {
      const res = await app.inject({ url: `/api/v1/portals/organizations?${query}`, headers: headers['13800000001'] })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.code).toBe('validation_error')
    }
  })

  it('seeds the demo links and deliverables once: running the seed again adds nothing', async () => {
    const count = (table: 'organization_links' | 'project_files') => rowCount(dbh.db, table)
    const links = await count('organization_links')
    const files = await count('project_files')
    expect(links).toBeGreaterThan(0)
    expect(files).toBe(2)
    await seedPortals(dbh.db, app.deps.storage)
    expect(await count('organization_links')).toBe(links)
    expect(await count('project_files')).toBe(files)
  })
})
