import { describe, expect, it } from 'vitest'
import { isoAt } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { loginAs, loginSession, outbox } from '#server/test-support/auth'
import { createTestApp } from '#server/test-support/test-app'
import { demoUserId } from '../auth/seed.ts'
import { pseudonymOf } from './erase.ts'
import { runRetention, takeLease } from './retention.ts'

const ADMIN = '13800000000'
const CLIENT = '13800000008'
const OTHER = '13800000009'
const EMPLOYEE = '13800000001'

describe('personal information: export, deletion, retention', async () => {
  const { app, dbh } = await createTestApp()
  const { db } = dbh
  const admin = await loginAs(app, ADMIN)
  const call = (method: 'GET' | 'POST', url: string, headers: object, payload?: object) =>
    app.inject({
      method,
      url: `/api/v1${url}`,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    })
  const auditOf = (action: string) => db.selectFrom('audit_log').selectAll().where('action', '=', action).execute()

  it('exports what is kept about the person and nothing about anyone else', async () => {
    await loginAs(app, OTHER)
    const client = await loginAs(app, CLIENT)
    const res = await call('GET', '/user/personal-data?download=1', client)
    expect(res.statusCode).toBe(200)
    expect(res.headers['content-disposition']).toMatch(/attachment; filename="personal-data-/)
    const data = res.json().data
    expect(data.account).toMatchObject({ id: demoUserId(CLIENT), phone: CLIENT, status: 'active' })
    expect(data.organization.name).toBe('云栖湖畔酒店投资有限公司')
    expect(data.sessions.length).toBeGreaterThanOrEqual(1)
    expect(data.login_history.map((r: { action: string }) => r.action)).toEqual(
      expect.arrayContaining(['sms_send', 'login_success']),
    )
    const text = JSON.stringify(data)
    expect(text).not.toContain(demoUserId(OTHER))
    expect(text).not.toContain('138****0009')
    expect(text).not.toContain(OTHER)
    const [row] = await auditOf('privacy_export')
    expect(row?.actor_user_id).toBe(demoUserId(CLIENT))
  })

  it('answers 401 without a login and 403 to a non-administrator on the admin routes', async () => {
    expect((await call('GET', '/user/personal-data', {})).statusCode).toBe(401)
    expect((await call('POST', '/user/deletion-request', {}, {})).statusCode).toBe(401)
    const employee = await loginAs(app, EMPLOYEE)
    expect((await call('GET', '/admin/deletion-requests', employee)).statusCode).toBe(403)
  })

  it('refuses bad input with a message naming what is wrong', async () => {
    const client = await loginAs(app, OTHER)
    const long = await call('POST', '/user/deletion-request', client, { reason: '太'.repeat(501) })
    expect(long.statusCode).toBe(400)
    expect(long.json().error.fields.reason).toBe('注销原因不能超过 500 个字')
    const extra = await call('POST', '/user/deletion-request', client, { reason: 'x', phone: '1' })
    expect(extra.statusCode).toBe(400)
    expect((await call('GET', '/user/personal-data?download=yes', client)).statusCode).toBe(400)
    expect((await call('GET', '/admin/deletion-requests?status=all', admin)).statusCode).toBe(400)
    expect((await call('POST', '/admin/deletion-requests/abc/execute', admin, {})).statusCode).toBe(400)
    const missing = await call('POST', `/admin/deletion-requests/${newId()}/execute`, admin, {})
    expect(missing.statusCode).toBe(404)
    const noReason = await call('POST', `/admin/deletion-requests/${newId()}/decline`, admin, { reason: ' ' })
    expect(noReason.statusCode).toBe(400)
    expect(noReason.json().error.fields.reason).toBe('请填写拒绝原因')
  })

  it('deletes an account on an administrator’s order: fields erased, sessions ended, no login, audit pseudonymized', async () => {
    const session = await loginSession(app, CLIENT)
    const client = { authorization: `Bearer ${session.token}` }
    const asked = await call('POST', '/user/deletion-request', client, { reason: '不再使用' })
    expect(asked.statusCode).toBe(201)
    expect((await call('POST', '/user/deletion-request', client, {})).statusCode).toBe(409)
    const mine = await call('GET', '/user/deletion-request', client)
    expect(mine.json().data).toMatchObject({ status: 'pending', reason: '不再使用' })

    const list = await call('GET', '/admin/deletion-requests', admin)
    const pending = list.json().data.find((r: { user_id: string }) => r.user_id === demoUserId(CLIENT))
    expect(pending).toMatchObject({ phone_masked: '138****0008', status: 'pending' })

    const done = await call('POST', `/admin/deletion-requests/${pending.id}/execute`, admin, {})
    expect(done.statusCode).toBe(200)
    expect((await call('POST', `/admin/deletion-requests/${pending.id}/execute`, admin, {})).statusCode).toBe(409)

    const id = demoUserId(CLIENT)
    const user = await db.selectFrom('users').selectAll().where('id', '=', id).executeTakeFirstOrThrow()
    expect(user).toMatchObject({ username: pseudonymOf(id), status: 'disabled', avatar: null, authorization: null })
    expect(user.phone).not.toContain(CLIENT)
    expect(pseudonymOf(id)).toMatch(/^已注销用户-[0-9a-f]{8}$/)

    const live = await db.selectFrom('sessions').selectAll().where('user_id', '=', id).execute()
    expect(live.every((s) => s.revoked_at !== null && s.ip === null && s.user_agent === null)).toBe(true)
    expect((await call('GET', '/user/info', client)).statusCode).toBe(401)
    const refresh = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/refresh',
      cookies: { hic_refresh: session.refreshToken },
    })
    expect(refresh.statusCode).toBe(401)
    const before = (await outbox(app, CLIENT)).length
    await app.inject({ method: 'POST', url: '/api/v1/auth/sms/send', payload: { phone: CLIENT } })
    await new Promise((resolve) => setTimeout(resolve, 100))
    expect((await outbox(app, CLIENT)).length).toBe(before)

    const rows = await db.selectFrom('audit_log').selectAll().where('actor_user_id', '=', id).execute()
    expect(rows.length).toBeGreaterThan(2)
    for (const row of rows) {
      expect(row.phone_masked).toBeNull()
      expect(row.ip).toBeNull()
    }
    const [executed] = await auditOf('privacy_deletion_execute')
    expect(executed?.actor_user_id).toBe(demoUserId(ADMIN))
    expect(JSON.parse(executed?.detail ?? '{}')).toMatchObject({ user_id: id, pseudonym: pseudonymOf(id) })
    expect((await auditOf('privacy_deletion_request')).length).toBe(1)
  })

  it('masks a deleted person’s name and phone inside earlier administrative audit rows', async () => {
    const created = await call('POST', '/admin/users', admin, {
      username: '王小红',
      phone: '13912345678',
      user_type: 'partner',
      user_type_multi: [],
      organization_id: null,
      admin: false,
    })
    const id = created.json().data.id as string
    const person = await loginAs(app, '13912345678')
    const asked = await call('POST', '/user/deletion-request', person, {})
    expect((await call('POST', `/admin/deletion-requests/${asked.json().data.id}/execute`, admin, {})).statusCode).toBe(
      200,
    )
    const [row] = await auditOf('admin_user_create')
    expect(row?.detail).not.toContain('王小红')
    expect(row?.detail).not.toContain('139****5678')
    expect(JSON.parse(row?.detail ?? '{}').after).toMatchObject({ username: pseudonymOf(id), phone: pseudonymOf(id) })
  })

  it('declines a request with a reason the person sees', async () => {
    const client = await loginAs(app, OTHER)
    const asked = await call('POST', '/user/deletion-request', client, {})
    const declined = await call('POST', `/admin/deletion-requests/${asked.json().data.id}/decline`, admin, {
      reason: '账号下有进行中的项目，请先交接',
    })
    expect(declined.statusCode).toBe(200)
    expect((await call('GET', '/user/deletion-request', client)).json().data).toMatchObject({
      status: 'declined',
      decision_note: '账号下有进行中的项目，请先交接',
    })
    expect((await call('GET', '/user/info', client)).statusCode).toBe(200)
    expect((await auditOf('privacy_deletion_decline')).length).toBe(1)
  })

  it('refuses to delete the last active administrator, and loses nothing', async () => {
    const refused = await call('POST', '/user/deletion-request', admin, {})
    expect(refused.statusCode).toBe(409)
    expect(refused.json().error.message).toContain('最后一个在用的管理员')

    // A second administrator asks while the first is active; then the first is disabled.
    const second = await call('POST', '/admin/users', admin, {
      username: '赵管理',
      phone: '13911112222',
      user_type: 'hm_employee',
      user_type_multi: ['employee'],
      organization_id: null,
      admin: true,
    })
    const secondAdmin = await loginAs(app, '13911112222')
    const asked = await call('POST', '/user/deletion-request', secondAdmin, {})
    expect(asked.statusCode).toBe(201)
    expect((await call('POST', `/admin/users/${demoUserId(ADMIN)}/disable`, secondAdmin, {})).statusCode).toBe(200)
    const execute = await call('POST', `/admin/deletion-requests/${asked.json().data.id}/execute`, secondAdmin, {})
    expect(execute.statusCode).toBe(409)
    expect(execute.json().error.message).toContain('最后一个在用的管理员')
    const kept = await db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', second.json().data.id)
      .executeTakeFirstOrThrow()
    expect(kept).toMatchObject({ username: '赵管理', phone: '13911112222', status: 'active', authorization: 'admin' })
    const request = await db
      .selectFrom('deletion_requests')
      .selectAll()
      .where('id', '=', asked.json().data.id)
      .executeTakeFirstOrThrow()
    expect(request.status).toBe('pending')
    expect((await call('GET', '/user/info', secondAdmin)).statusCode).toBe(200)
  })

  it('removes login records older than the retention and keeps recent ones and administrative rows', async () => {
    // Relative to the real time: the SMS of this file's logins were sent by the system clock.
    const now = Date.now()
    const day = 24 * 60 * 60 * 1000
    const old = isoAt(now - 181 * day)
    const recent = isoAt(now - 179 * day)
    const user = demoUserId(EMPLOYEE)
    const audit = (id: string, action: string, at: string) => ({
      id,
      at,
      action,
      actor_user_id: user,
      phone_masked: null,
      ip: null,
      detail: '{}',
    })
    const ids = { oldLogin: newId(), recentLogin: newId(), oldAdmin: newId() }
    await db
      .insertInto('audit_log')
      .values([
        audit(ids.oldLogin, 'login_success', old),
        audit(ids.recentLogin, 'sms_send', recent),
        audit(ids.oldAdmin, 'admin_user_update', old),
      ])
      .execute()
    const session = (id: string, expires: string) => ({
      id,
      user_id: user,
      refresh_hash: newId(),
      family_id: id,
      created_at: expires,
      last_used_at: expires,
      expires_at: expires,
      revoked_at: null,
      revoked_reason: null,
      ip: '10.0.0.1',
      user_agent: 'x',
    })
    const oldSession = newId()
    const recentSession = newId()
    await db
      .insertInto('sessions')
      .values([session(oldSession, old), session(recentSession, recent)])
      .execute()
    await db
      .insertInto('login_codes')
      .values([
        { phone: '13700000001', code_hash: 'a', expires_at: old, attempts: 0, used_at: null, created_at: old },
        { phone: '13700000002', code_hash: 'b', expires_at: recent, attempts: 0, used_at: null, created_at: recent },
      ])
      .execute()

    const result = await runRetention(db, { now, retentionDays: 180, sms: app.deps.sms })
    expect(result.loginRows).toBeGreaterThanOrEqual(1)
    const auditIds = (await db.selectFrom('audit_log').select('id').execute()).map((r) => r.id)
    expect(auditIds).not.toContain(ids.oldLogin)
    expect(auditIds).toContain(ids.recentLogin)
    expect(auditIds).toContain(ids.oldAdmin)
    const sessionIds = (await db.selectFrom('sessions').select('id').execute()).map((r) => r.id)
    expect(sessionIds).not.toContain(oldSession)
    expect(sessionIds).toContain(recentSession)
    const phones = (await db.selectFrom('login_codes').select('phone').execute()).map((r) => r.phone)
    expect(phones).not.toContain('13700000001')
    expect(phones).toContain('13700000002')
    expect(result.smsOutbox).toBe(0)
    const later = await runRetention(db, { now: Date.now() + 400 * day, retentionDays: 180, sms: app.deps.sms })
    expect(later.smsOutbox).toBeGreaterThan(0)
    expect(await outbox(app, OTHER)).toEqual([])
  })

  it('lets one holder at a time run a job, and another take over once its lease ran out', async () => {
    const t = Date.parse('2027-01-01T00:00:00.000Z')
    expect(await takeLease(db, 'test-job', 'a', t, 60_000)).toBe(true)
    expect(await takeLease(db, 'test-job', 'b', t + 1000, 60_000)).toBe(false)
    expect(await takeLease(db, 'test-job', 'a', t + 2000, 60_000)).toBe(true)
    expect(await takeLease(db, 'test-job', 'b', t + 61_000, 60_000)).toBe(false)
    expect(await takeLease(db, 'test-job', 'b', t + 62_001, 60_000)).toBe(true)
    expect(await takeLease(db, 'test-job', 'a', t + 63_000, 60_000)).toBe(false)
  })
})
