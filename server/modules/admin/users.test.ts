import { describe, expect, it } from 'vitest'
import { loginAs, loginSession } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'

const ADMIN = '13800000000'

describe('user administration', async () => {
  const { app, dbh } = await createTestApp()
  const admin = await loginAs(app, ADMIN)
  const api = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    app.inject({ method, url: `/api/v1/admin${url}`, headers: admin, ...(payload ? { payload } : {}) })
  const auditRows = (action: string) =>
    dbh.db.selectFrom('audit_log').selectAll().where('action', '=', action).orderBy('at').execute()
  const newUser = {
    username: '李明',
    phone: '+86 139-0000-1111',
    user_type: '合作伙伴',
    user_type_multi: ['项目客户', 'owner'],
    organization_id: demoOrgIds.project_client,
    admin: false,
  }

  it('creates a user with the phone, type and identities normalized, and audits it with the after state', async () => {
    const res = await api('POST', '/users', newUser)
    expect(res.statusCode).toBe(201)
    const user = res.json().data
    expect(user).toMatchObject({
      username: '李明',
      phone: '13900001111',
      user_type: 'partner',
      user_type_multi: ['project_client', 'owner'],
      organization_id: demoOrgIds.project_client,
      organization_name: '云栖湖畔酒店投资有限公司',
      admin: false,
      status: 'active',
    })
    const [row] = await auditRows('admin_user_create')
    expect(row?.actor_user_id).toBe(demoUserId(ADMIN))
    const detail = JSON.parse(row?.detail ?? '{}')
    expect(detail).toMatchObject({ user_id: user.id, before: null, after: { username: '李明', phone: '139****1111' } })
  })

  it('answers 409 with fields.phone when the phone is already used, however it is written', async () => {
    const res = await api('POST', '/users', { ...newUser, phone: '0086 13900001111' })
    expect(res.statusCode).toBe(409)
    expect(res.json().error.fields).toEqual({ phone: '该手机号已被使用' })
    const edit = await api('PATCH', `/users/${demoUserId('13800000002')}`, { phone: '13800000003' })
    expect(edit.statusCode).toBe(409)
    expect(edit.json().error.fields.phone).toBe('该手机号已被使用')
  })

  it.each([
    ['an empty name', { username: '  ' }, 'username'],
    ['a landline phone', { phone: '021-12345678' }, 'phone'],
    ['a twelve digit phone', { phone: '138000000001' }, 'phone'],
    ['an unknown user type', { user_type: '游客' }, 'user_type'],
    ['an unknown identity', { user_type_multi: ['董事长'] }, 'user_type_multi'],
    ['a malformed organization id', { organization_id: 'abc' }, 'organization_id'],
    ['a string admin flag', { admin: 'yes' }, 'admin'],
    ['a name over 50 characters', { username: '长'.repeat(51) }, 'username'],
  ])('refuses %s with a Chinese message on that field', async (_name, change, field) => {
    const res = await api('POST', '/users', { ...newUser, phone: '13900002222', ...change })
    expect(res.statusCode).toBe(400)
    const error = res.json().error
    expect(error.code).toBe('validation_error')
    expect(Object.keys(error.fields)).toContain(field)
    expect(error.fields[field]).toMatch(/[\u4e00-\u9fa5]/)
  })

  it('refuses an organization that does not exist', async () => {
    const res = await api('POST', '/users', {
      ...newUser,
      phone: '13900002223',
      organization_id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
    })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields).toEqual({ organization_id: '所选机构不存在' })
  })

  it('edits only the fields sent and audits before and after', async () => {
    const id = demoUserId('13800000002')
    const res = await api('PATCH', `/users/${id}`, { username: '林晓峰（改）', admin: true })
    expect(res.statusCode).toBe(200)
    expect(res.json().data).toMatchObject({ username: '林晓峰（改）', admin: true, user_type: 'partner' })
    const rows = await auditRows('admin_user_update')
    const detail = JSON.parse(rows.at(-1)?.detail ?? '{}')
    expect(detail.user_id).toBe(id)
    expect(detail.before).toMatchObject({ username: '林晓峰', admin: false })
    expect(detail.after).toMatchObject({ username: '林晓峰（改）', admin: true })
    expect((await api('PATCH', `/users/${id}`, {})).statusCode).toBe(400)
  })

  it('does not let an administrator disable or demote themself', async () => {
    const self = demoUserId(ADMIN)
    const disable = await api('POST', `/users/${self}/disable`)
    expect(disable.statusCode).toBe(400)
    expect(disable.json().error.message).toContain('不能停用自己的账号')
    const demote = await api('PATCH', `/users/${self}`, { admin: false })
    expect(demote.statusCode).toBe(400)
    expect(demote.json().error.fields.admin).toBe('不能取消自己的管理员权限')
    const still = await api('GET', `/users/${self}`)
    expect(still.json().data).toMatchObject({ admin: true, status: 'active' })
  })

  it('ends every session of a disabled user at once: the old token gets 401, the refresh cookie too', async () => {
    const phone = '13800000011'
    const first = await loginSession(app, phone)
    const second = await loginSession(app, phone)
    const info = (token: string) =>
      app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })
    expect((await info(first.token)).statusCode).toBe(200)
    const id = demoUserId(phone)
    expect((await api('GET', `/users/${id}/sessions`)).json().data.length).toBeGreaterThanOrEqual(2)

    const res = await api('POST', `/users/${id}/disable`)
    expect(res.statusCode).toBe(200)
    expect(res.json().data.status).toBe('disabled')
    expect((await info(first.token)).statusCode).toBe(401)
    expect((await info(second.token)).statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { hic_refresh: second.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    expect((await api('GET', `/users/${id}/sessions`)).json().data).toEqual([])
    const detail = JSON.parse((await auditRows('admin_user_disable')).at(-1)?.detail ?? '{}')
    expect(detail).toMatchObject({ user_id: id, before: { status: 'active' }, after: { status: 'disabled' } })
    expect(detail.sessions_ended).toBeGreaterThanOrEqual(2)

    expect((await api('POST', `/users/${id}/enable`)).json().data.status).toBe('active')
    expect((await info((await loginSession(app, phone)).token)).statusCode).toBe(200)
  })

  it('lists a user’s sessions and ends one of them, leaving the others', async () => {
    const phone = '13800000013'
    const a = await loginSession(app, phone)
    const b = await loginSession(app, phone)
    const id = demoUserId(phone)
    const sessions = (await api('GET', `/users/${id}/sessions`)).json().data
    expect(sessions).toHaveLength(2)
    expect(sessions[0]).toMatchObject({ ip: '127.0.0.1', current: false })
    const sessionOf = async (token: string) =>
      JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()).jti
    const end = await api('DELETE', `/users/${id}/sessions/${await sessionOf(a.token)}`)
    expect(end.statusCode).toBe(200)
    const info = (token: string) =>
      app.inject({ url: '/api/v1/user/info', headers: { authorization: `Bearer ${token}` } })
    expect((await info(a.token)).statusCode).toBe(401)
    expect((await info(b.token)).statusCode).toBe(200)
    expect((await api('DELETE', `/users/${id}/sessions/${await sessionOf(a.token)}`)).statusCode).toBe(404)
    expect((await auditRows('admin_session_end')).length).toBe(1)
  })

  it('searches by name or phone and filters by type, identity, organization, status and admin flag', async () => {
    const list = async (query: string) => (await api('GET', `/users?${query}`)).json().data
    expect((await list('q=周立')).items.map((u: { phone: string }) => u.phone)).toEqual([ADMIN])
    expect((await list('q=00000014')).items.map((u: { phone: string }) => u.phone)).toEqual(['13800000014'])
    expect((await list('user_type=hm_employee')).total).toBe(3)
    expect((await list('org_kind=management_group')).items.map((u: { phone: string }) => u.phone)).toEqual([
      '13800000007',
    ])
    expect((await list(`organization_id=${demoOrgIds.firm}`)).total).toBe(3)
    expect((await list('status=disabled')).items.map((u: { phone: string }) => u.phone)).toContain('13800000016')
    expect((await list('admin=true')).items.map((u: { phone: string }) => u.phone)).toContain(ADMIN)
    const page = await list('page=2&page_size=5')
    expect(page.items).toHaveLength(5)
    expect(page).toMatchObject({ page: 2, page_size: 5 })
    expect(page.total).toBeGreaterThanOrEqual(18)
    expect((await list('q=%')).total).toBe(page.total)
  })

  it('refuses bad list parameters', async () => {
    for (const query of [
      'page=0',
      'page_size=101',
      'user_type=boss',
      'status=gone',
      'admin=maybe',
      'organization_id=1',
    ]) {
      const res = await api('GET', `/users?${query}`)
      expect(res.statusCode, query).toBe(400)
    }
  })

  it('answers 404 for a user that does not exist', async () => {
    const res = await api('PATCH', '/users/0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9', { username: '无' })
    expect(res.statusCode).toBe(404)
    expect(res.json().error.message).toBe('用户不存在')
  })
})
