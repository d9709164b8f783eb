import { describe, expect, it } from 'vitest'
import { loginAs } from '#server/test-support/auth'
import { createTestApp, manualClock } from '#server/test-support/test-app'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'

const ADMIN = '13800000000'

describe('organizations and the audit viewer', async () => {
  const clock = manualClock()
  const { app, dbh } = await createTestApp({ clock })
  const admin = await loginAs(app, ADMIN)
  const api = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin${url}`, headers: admin, ...(payload ? { payload } : {}) })

  it('creates an organization, refuses a duplicate name in any case, and edits it with an audit row', async () => {
    const created = await api('POST', '/organizations', { name: ' Sunrise Hotels ', kind: 'management_group' })
    expect(created.statusCode).toBe(201)
    const org = created.json().data
    expect(org).toMatchObject({ name: 'Sunrise Hotels', kind: 'management_group', logo: null, user_count: 0 })
    const dup = await api('POST', '/organizations', { name: 'sunrise hotels', kind: 'owner' })
    expect(dup.statusCode).toBe(409)
    expect(dup.json().error.fields).toEqual({ name: '该机构名称已存在' })

    const edited = await api('PATCH', `/organizations/${org.id}`, { name: '旭日酒店集团' })
    expect(edited.json().data).toMatchObject({ name: '旭日酒店集团', kind: 'management_group' })
    const row = await dbh.db
      .selectFrom('audit_log')
      .selectAll()
      .where('action', '=', 'admin_org_update')
      .executeTakeFirstOrThrow()
    expect(JSON.parse(row.detail)).toMatchObject({
      organization_id: org.id,
      before: { name: 'Sunrise Hotels' },
      after: { name: '旭日酒店集团', kind: 'management_group' },
    })
  })

  it('refuses bad organization values with Chinese messages', async () => {
    for (const [body, field] of [
      [{ name: '', kind: 'owner' }, 'name'],
      [{ name: '甲', kind: 'pirate' }, 'kind'],
      [{ name: '乙', kind: 'owner', logo: 'not-an-id' }, 'logo'],
      [{ name: '丙', kind: 'owner', logo: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9' }, 'logo'],
    ] as const) {
      const res = await api('POST', '/organizations', body)
      expect(res.statusCode, JSON.stringify(body)).toBe(400)
      expect(res.json().error.fields[field]).toMatch(/[\u4e00-\u9fa5]/)
    }
  })

  it('lists organizations with their user counts, searchable and filterable by kind', async () => {
    const all = (await api('GET', '/organizations?page_size=100')).json().data
    const firm = all.items.find((o: { id: string }) => o.id === demoOrgIds.firm)
    expect(firm.user_count).toBe(3)
    const owners = (await api('GET', '/organizations?kind=owner')).json().data
    expect(owners.items.map((o: { name: string }) => o.name)).toEqual(['海南度假酒店投资有限公司'])
    const found = (await api('GET', `/organizations?q=${encodeURIComponent('西湖')}`)).json().data
    expect(found.total).toBe(1)
    const options = (await api('GET', '/organizations/all')).json().data
    expect(options.length).toBe(all.total)
  })

  it('shows logins, failures and administrative changes, filtered by user, action and time', async () => {
    const target = demoUserId('13800000002')
    clock.advance(60_000)
    const from = new Date(clock.now()).toISOString()
    const justBefore = new Date(clock.now() - 1).toISOString()
    await api('PATCH', `/users/${target}`, { username: '新名字' })
    await loginAs(app, '13800000005')
    await app.inject({
      method: 'POST',
      url: '/api/v1/auth/sms/login',
      payload: { phone: '13800000005', code: '000000' },
    })

    const list = async (query: string) => (await api('GET', `/audit?${query}`)).json().data
    const recent = await list(`from=${encodeURIComponent(from)}`)
    const actions = recent.items.map((e: { action: string }) => e.action)
    expect(actions).toEqual(expect.arrayContaining(['admin_user_update', 'login_success', 'login_failure']))

    const forTarget = await list(`user_id=${target}&action=admin_user_update`)
    expect(forTarget.total).toBe(1)
    expect(forTarget.items[0]).toMatchObject({
      actor_user_id: demoUserId(ADMIN),
      actor_name: '周立明',
      detail: { user_id: target, before: { username: '林晓峰' }, after: { username: '新名字' } },
    })
    const byActor = await list(`user_id=${demoUserId(ADMIN)}&action=admin_user_update`)
    expect(byActor.total).toBe(1)
    expect((await list(`to=${encodeURIComponent(justBefore)}&action=admin_user_update`)).total).toBe(0)
    const paged = await list('page_size=2')
    expect(paged.items).toHaveLength(2)
    expect(paged.items[0].at >= paged.items[1].at).toBe(true)
    const known = (await api('GET', '/audit/actions')).json().data
    expect(known).toEqual(expect.arrayContaining(['admin_user_update', 'login_success', 'sms_send']))
  })

  it('refuses a bad time range and malformed filters', async () => {
    const bad = async (query: string) => (await api('GET', `/audit?${query}`)).statusCode
    expect(await bad('from=yesterday')).toBe(400)
    expect(await bad('from=2026-11-22T10:00:00Z&to=2026-11-22T09:00:00Z')).toBe(400)
    expect(await bad('user_id=42')).toBe(400)
    expect(await bad('action=DROP%20TABLE')).toBe(400)
  })
})
