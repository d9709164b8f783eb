import { describe, expect, it } from 'vitest'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { ownProject, phones, projectTestApp } from './test-support.ts'

const valid = {
  organization_id: demoOrgIds.project_client,
  name: '云栖湖畔度假酒店设计顾问',
  location: '杭州·千岛湖',
  service_type: 'design',
  stage: 'kickoff',
  start_date: '2026-12-01',
  due_date: '2027-06-30',
}

describe('project and task validation', async () => {
  const t = await projectTestApp()
  const post = (url: string, payload: unknown, as: keyof typeof t.headers = 'employee') =>
    t.app.inject({ method: 'POST', url: `/api/v1${url}`, headers: t.headers[as], payload: payload as object })
  const patch = (url: string, payload: unknown) =>
    t.app.inject({ method: 'PATCH', url: `/api/v1${url}`, headers: t.headers.employee, payload: payload as object })

  it('creates a valid project and makes its creator the lead', async () => {
    const res = await post('/projects', { ...valid, members: [{ user_id: demoUserId(phones.client), role: 'client' }] })
    expect(res.statusCode).toBe(201)
    const { project, members } = res.json().data
    expect(project.name).toBe(valid.name)
    expect(project.status).toBe('active')
    expect(members.map((m: { username: string; role: string }) => [m.username, m.role])).toEqual(
      expect.arrayContaining([
        ['陈思远', 'lead'],
        ['王静怡', 'client'],
      ]),
    )
  })

  it.each([
    ['an empty name', { name: '   ' }, 'name', '请填写项目名称'],
    ['a name over 100 characters', { name: '酒'.repeat(101) }, 'name', '项目名称不能超过 100 个字'],
    ['a due date before the start', { due_date: '2026-11-30' }, 'due_date', '截止日期不能早于开始日期'],
    ['an impossible date', { start_date: '2026-02-30' }, 'start_date', '开始日期不是有效日期'],
    ['a date in another format', { start_date: '2026/12/01' }, 'start_date', '开始日期格式应为 YYYY-MM-DD'],
    ['an unknown service type', { service_type: 'cleaning' }, 'service_type', '请选择服务类型'],
    ['an unknown stage', { stage: 'done' }, 'stage', '请选择项目阶段'],
    ['a malformed organization id', { organization_id: 'abc' }, 'organization_id', '客户机构编号格式不正确'],
  ])('refuses %s with 400 and names the field', async (_label, change, field, message) => {
    const res = await post('/projects', { ...valid, ...change })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.code).toBe('validation_error')
    expect(res.json().error.fields[field]).toBe(message)
  })

  it('refuses an unknown organization and the firm itself as the client', async () => {
    for (const organization_id of ['d0000000-0000-4000-8000-0000000000ff', demoOrgIds.firm]) {
      const res = await post('/projects', { ...valid, organization_id })
      expect(res.statusCode).toBe(400)
      expect(res.json().error.fields.organization_id).toBe('客户机构不存在')
    }
  })

  it('refuses an unknown member, a client of another organization, and roles that do not fit', async () => {
    const cases = [
      [{ user_id: 'd1000000-0000-4000-8000-0000000001ff', role: 'client' }, 'members.0.user_id', '成员不存在或已停用'],
      [{ user_id: demoUserId(phones.owner), role: 'client' }, 'members.0.user_id', '何美玲不属于该项目的客户机构'],
      [{ user_id: demoUserId(phones.admin), role: 'client' }, 'members.0.role', '公司员工只能担任项目负责人或顾问'],
      [{ user_id: demoUserId(phones.client), role: 'lead' }, 'members.0.role', '客户人员只能担任客户代表或只读成员'],
      [{ user_id: demoUserId('13800000016'), role: 'viewer' }, 'members.0.user_id', '成员不存在或已停用'],
    ] as const
    for (const [member, field, message] of cases) {
      const res = await post('/projects', { ...valid, members: [member] })
      expect(res.statusCode, JSON.stringify(member)).toBe(400)
      expect(res.json().error.fields[field]).toBe(message)
    }
    const added = await post(`/projects/${ownProject}/members`, { user_id: demoUserId(phones.owner), role: 'client' })
    expect(added.statusCode).toBe(400)
    expect(added.json().error.fields.user_id).toBe('何美玲不属于该项目的客户机构')
  })

  it('refuses an edit that would put the due date before the existing start date', async () => {
    const res = await patch(`/projects/${ownProject}`, { due_date: '2026-01-01' })
    expect(res.statusCode).toBe(400)
    expect(res.json().error.fields.due_date).toBe('截止日期不能早于开始日期')
    expect((await patch(`/projects/${ownProject}`, {})).statusCode).toBe(400)
    expect((await patch(`/projects/${ownProject}`, { status: 'deleted' })).statusCode).toBe(400)
  })

  it('refuses tasks with an empty title, an unknown status, a bad due date or an assignee who is not a member', async () => {
    const url = `/projects/${ownProject}/tasks`
    const empty = await post(url, { title: '' })
    expect(empty.json().error.fields.title).toBe('请填写任务名称')
    expect((await post(url, { title: '测试', status: 'blocked' })).json().error.fields.status).toBe('任务状态不正确')
    expect((await post(url, { title: '测试', due_date: '明天' })).statusCode).toBe(400)
    const stranger = await post(url, { title: '测试', assignee_user_id: demoUserId(phones.owner) })
    expect(stranger.statusCode).toBe(400)
    expect(stranger.json().error.fields.assignee_user_id).toBe('负责人必须是项目成员')
  })

  it('refuses an empty or oversized comment, a bad milestone date, a negative move and an unknown folder', async () => {
    expect((await post(`/projects/${ownProject}/comments`, { body: ' ' })).json().error.fields.body).toBe(
      '请填写评论内容',
    )
    expect((await post(`/projects/${ownProject}/comments`, { body: '长'.repeat(2001) })).statusCode).toBe(400)
    const milestone = await post(`/projects/${ownProject}/milestones`, { title: '终稿', due_date: '2027-13-01' })
    expect(milestone.statusCode).toBe(400)
    const tasks = (
      await t.app.inject({ url: `/api/v1/projects/${ownProject}/tasks`, headers: t.headers.employee })
    ).json().data
    const move = await post(`/projects/${ownProject}/tasks/${tasks[0].id}/move`, { status: 'done', position: -1 })
    expect(move.json().error.fields.position).toBe('位置不能为负数')
    const upload = await t.upload(ownProject, 'employee', undefined, '私人文件')
    expect(upload.statusCode).toBe(400)
    expect(upload.json().error.fields.folder).toBe('文件夹不正确')
  })

  it('answers a malformed project id with 400 and an unknown one with 404', async () => {
    expect((await t.app.inject({ url: '/api/v1/projects/123', headers: t.headers.admin })).statusCode).toBe(400)
    const unknown = await t.app.inject({
      url: '/api/v1/projects/d8000000-0000-4000-8000-0000000000ff',
      headers: t.headers.admin,
    })
    expect(unknown.statusCode).toBe(404)
  })

  it('lets only staff manage projects, members and milestones', async () => {
    expect((await post('/projects', valid, 'client')).statusCode).toBe(403)
    expect(
      (await post(`/projects/${ownProject}/milestones`, { title: '终稿', due_date: '2027-01-01' }, 'client'))
        .statusCode,
    ).toBe(403)
    const member = await post(
      `/projects/${ownProject}/members`,
      { user_id: demoUserId(phones.client), role: 'viewer' },
      'client',
    )
    expect(member.statusCode).toBe(403)
    expect((await t.app.inject({ url: '/api/v1/projects/form-options', headers: t.headers.client })).statusCode).toBe(
      403,
    )
  })
})
