import { describe, expect, it } from 'vitest'
import { demoOrgIds, demoUserId } from '../auth/seed.ts'
import { jpeg, png } from '../files/test-fixtures/corpus.ts'
import { demoProjectIds } from './seed.ts'
import { otherProject, outsiderId, ownProject, phones, projectTestApp, type Who } from './test-support.ts'

type Task = { id: string; title: string; status: string; sort: number; overdue: boolean }

describe('project workspace', async () => {
  const t = await projectTestApp()
  const call = (as: Who, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    t.app.inject({ method, url: `/api/v1${url}`, headers: t.headers[as], payload })
  const column = (tasks: Task[], status: string) =>
    tasks
      .filter((x) => x.status === status)
      .sort((a, b) => a.sort - b.sort)
      .map((x) => x.title)

  it('shows the client its organization’s active projects with progress and the next milestone', async () => {
    const res = await call('client', 'GET', '/projects')
    const names = res.json().data.map((p: { name: string }) => p.name)
    expect(names).toEqual(['云栖湖畔度假酒店可行性研究', '云栖湖畔度假酒店品牌选择与谈判'])
    const feasibility = res.json().data[0]
    expect(feasibility).toMatchObject({ my_role: 'client', task_total: 6, task_done: 2, member_count: 3 })
    expect(feasibility.next_milestone).toEqual({ title: '财务模型初稿', due_date: '2026-11-30' })
    const all = await call('client', 'GET', '/projects?status=all')
    expect(all.json().data).toHaveLength(3)
  })

  it('filters the list by search text, stage, service type and organization', async () => {
    const names = async (query: string) =>
      (await call('admin', 'GET', `/projects?${query}`)).json().data.map((p: { name: string }) => p.name)
    expect(await names('q=%E6%B5%B7%E6%A3%A0')).toEqual(['海棠湾度假酒店资产评估与估值'])
    expect(await names(`q=${encodeURIComponent('演示账号')}`)).toEqual(['锦江酒店集团华东区运营提升诊断'])
    expect(await names('stage=delivery')).toEqual(['西湖隐庐精品酒店开业筹备'])
    expect(await names('service_type=operations')).toEqual(['锦江酒店集团华东区运营提升诊断'])
    expect(await names(`organization_id=${demoOrgIds.owner}`)).toEqual(['海棠湾度假酒店资产评估与估值'])
    expect((await call('admin', 'GET', '/projects?stage=finished')).statusCode).toBe(400)
  })

  it('marks open tasks and milestones past their date as overdue', async () => {
    const tasks: Task[] = (await call('client', 'GET', `/projects/${ownProject}/tasks`)).json().data
    const overdue = tasks.filter((x) => x.overdue).map((x) => x.title)
    expect(overdue).toEqual(['提供地块规划条件与土地出让合同'])
    const detail = (await call('client', 'GET', `/projects/${ownProject}`)).json().data
    expect(detail.today).toBe('2026-11-22')
    expect(detail.permissions).toEqual({ manage: false, work: true })
  })

  it('moves a task to a position in another column and renumbers both columns', async () => {
    const before: Task[] = (await call('client', 'GET', `/projects/${ownProject}/tasks`)).json().data
    const task = before.find((x) => x.title === '确认客房数与餐饮面积配比') as Task
    const moved = await call('client', 'POST', `/projects/${ownProject}/tasks/${task.id}/move`, {
      status: 'done',
      position: 0,
    })
    expect(moved.statusCode).toBe(200)
    const after: Task[] = moved.json().data
    expect(column(after, 'done')).toEqual([
      '确认客房数与餐饮面积配比',
      '整理千岛湖近三年旅游接待数据',
      '走访 6 家竞品酒店并完成访谈纪要',
    ])
    expect(column(after, 'todo')).toEqual(['编写风险与对策章节'])
    expect(
      after
        .filter((x) => x.status === 'done')
        .map((x) => x.sort)
        .sort(),
    ).toEqual([0, 1, 2])
  })

  it('creates, assigns, edits and deletes a task as a client member', async () => {
    const created = await call('client', 'POST', `/projects/${ownProject}/tasks`, {
      title: '上传酒店总平面图',
      assignee_user_id: demoUserId(phones.employee),
      due_date: '2026-12-01',
    })
    expect(created.statusCode).toBe(201)
    const task = created.json().data.find((x: Task) => x.title === '上传酒店总平面图')
    expect(task).toMatchObject({ status: 'todo', assignee_name: '陈思远', overdue: false })
    const edited = await call('client', 'PATCH', `/projects/${ownProject}/tasks/${task.id}`, { due_date: '2026-11-01' })
    expect(edited.json().data.find((x: Task) => x.id === task.id).overdue).toBe(true)
    const deleted = await call('client', 'DELETE', `/projects/${ownProject}/tasks/${task.id}`)
    expect(deleted.json().data.some((x: Task) => x.id === task.id)).toBe(false)
    expect((await call('client', 'DELETE', `/projects/${ownProject}/tasks/${task.id}`)).statusCode).toBe(404)
  })

  it('reads the board as a write answers it: same tasks, fields and order, assignee names included', async () => {
    const created = await call('client', 'POST', `/projects/${ownProject}/tasks`, {
      title: '核对客房面积表',
      assignee_user_id: demoUserId(phones.employee),
    })
    const written = created.json().data
    const read = (await call('client', 'GET', `/projects/${ownProject}/tasks`)).json().data
    expect(read).toEqual(written)
    expect(read.map((x: Task) => x.status)).toEqual([...read.map((x: Task) => x.status)].sort())
    expect(read.find((x: Task) => x.title === '核对客房面积表')).toMatchObject({ assignee_name: '陈思远' })
    await call(
      'client',
      'DELETE',
      `/projects/${ownProject}/tasks/${written.find((x: Task) => x.title === '核对客房面积表').id}`,
    )
  })

  it('lets a member delete only their own comments', async () => {
    const comments = (await call('client', 'GET', `/projects/${ownProject}/comments`)).json().data
    const admins = comments.find((c: { mine: boolean }) => !c.mine)
    expect((await call('client', 'DELETE', `/projects/${ownProject}/comments/${admins.id}`)).statusCode).toBe(403)
    const added = await call('client', 'POST', `/projects/${ownProject}/comments`, { body: '成本口径含土地款利息。' })
    const mine = added.json().data.at(-1)
    expect(mine).toMatchObject({ body: '成本口径含土地款利息。', author_name: '王静怡', mine: true })
    const after = await call('client', 'DELETE', `/projects/${ownProject}/comments/${mine.id}`)
    expect(after.statusCode).toBe(200)
    expect(after.json().data.some((c: { id: string }) => c.id === mine.id)).toBe(false)
  })

  it('keeps a viewer member read-only', async () => {
    await call('admin', 'POST', `/projects/${ownProject}/members`, { user_id: outsiderId, role: 'viewer' })
    expect((await call('outsider', 'GET', `/projects/${ownProject}`)).json().data.permissions.work).toBe(false)
    expect((await call('outsider', 'POST', `/projects/${ownProject}/tasks`, { title: '看看' })).statusCode).toBe(403)
    expect((await call('outsider', 'POST', `/projects/${ownProject}/comments`, { body: '看看' })).statusCode).toBe(403)
    expect((await t.upload(ownProject, 'outsider')).statusCode).toBe(403)
    await call('admin', 'DELETE', `/projects/${ownProject}/members/${outsiderId}`)
    expect((await call('outsider', 'GET', `/projects/${ownProject}`)).statusCode).toBe(404)
  })

  it('manages milestones: add, complete, remove', async () => {
    const added = await call('employee', 'POST', `/projects/${ownProject}/milestones`, {
      title: '投资决策会',
      due_date: '2027-01-20',
    })
    expect(added.statusCode).toBe(201)
    const milestone = added.json().data.find((m: { title: string }) => m.title === '投资决策会')
    const done = await call('employee', 'PATCH', `/projects/${ownProject}/milestones/${milestone.id}`, { done: true })
    expect(done.json().data.find((m: { id: string }) => m.id === milestone.id).done).toBe(true)
    expect((await call('employee', 'DELETE', `/projects/${ownProject}/milestones/${milestone.id}`)).statusCode).toBe(
      200,
    )
  })

  it('takes a project from creation to a client who sees it and comments', async () => {
    const created = await call('employee', 'POST', '/projects', {
      organization_id: demoOrgIds.owner,
      name: '海棠湾度假酒店翻新工程与预算',
      location: '三亚·海棠湾',
      service_type: 'engineering_budget',
      stage: 'kickoff',
      start_date: '2026-12-01',
      due_date: '2027-03-31',
    })
    const id = created.json().data.project.id
    expect((await call('owner', 'GET', `/projects/${id}`)).statusCode).toBe(404)
    const added = await call('employee', 'POST', `/projects/${id}/members`, {
      user_id: demoUserId(phones.owner),
      role: 'client',
    })
    expect(added.statusCode).toBe(200)
    expect((await call('owner', 'GET', '/projects')).json().data.map((p: { id: string }) => p.id)).toContain(id)
    expect((await call('owner', 'POST', `/projects/${id}/comments`, { body: '请先出翻新范围清单。' })).statusCode).toBe(
      201,
    )
    const archived = await call('employee', 'PATCH', `/projects/${id}`, { status: 'archived', stage: 'closing' })
    expect(archived.json().data.project).toMatchObject({
      status: 'archived',
      stage: 'closing',
      location: '三亚·海棠湾',
    })
    expect((await call('owner', 'GET', '/projects')).json().data.map((p: { id: string }) => p.id)).not.toContain(id)
  })

  it('remembers the chosen project per user and forgets one that cannot be chosen', async () => {
    const first = (await call('client', 'GET', '/instancePicker/getData')).json().data
    expect(first.projects).toHaveLength(2)
    expect(first.current).toBeNull()
    const chosen = await call('client', 'POST', '/instancePicker/handleInstance', {
      project_id: demoProjectIds.lakesideBrand,
    })
    expect(chosen.json().data.current).toBe(demoProjectIds.lakesideBrand)
    expect((await call('client', 'GET', '/instancePicker/getData')).json().data.current).toBe(
      demoProjectIds.lakesideBrand,
    )
    expect((await call('employee', 'GET', '/instancePicker/getData')).json().data.current).toBeNull()
    const foreign = await call('client', 'POST', '/instancePicker/handleInstance', { project_id: otherProject })
    expect(foreign.statusCode).toBe(404)
    const archived = await call('client', 'POST', '/instancePicker/handleInstance', {
      project_id: demoProjectIds.lakesideSite,
    })
    expect(archived.statusCode).toBe(409)
    const single = (await call('owner', 'GET', '/instancePicker/getData')).json().data
    expect(single.current).toBe(otherProject)
  })

  it('offers images of visible projects as banners with signed inline links', async () => {
    const res = await t.upload(
      ownProject,
      'employee',
      [
        { filename: '效果图.png', type: 'image/png', data: png(8, 8) },
        { filename: '区位图.jpg', type: 'image/jpeg', data: jpeg() },
      ],
      '图纸与图片',
    )
    expect(res.statusCode).toBe(201)
    const banners = (await call('client', 'GET', '/project-list/getAdFiles')).json().data
    expect(banners.map((b: { title: string }) => b.title).sort()).toEqual(['区位图.jpg', '效果图.png'])
    expect(banners[0].project_name).toBe('云栖湖畔度假酒店可行性研究')
    const image = await t.app.inject({ url: banners[0].url })
    expect(image.statusCode).toBe(200)
    expect(image.headers['content-disposition']).toMatch(/^inline;/)
    expect((await call('owner', 'GET', '/project-list/getAdFiles')).json().data).toEqual([])
  })

  it('lists project files by folder and lets only the uploader or staff remove one', async () => {
    const uploaded = await t.upload(ownProject, 'client', undefined, '会议纪要')
    const file = uploaded.json().data.find((f: { folder: string }) => f.folder === '会议纪要')
    expect(file).toMatchObject({
      original_name: '调研纪要.pdf',
      kind: 'pdf',
      added_by_name: '王静怡',
      can_delete: true,
    })
    const images = uploaded.json().data.filter((f: { folder: string }) => f.folder === '图纸与图片')
    expect(images.every((f: { can_delete: boolean }) => f.can_delete === false)).toBe(true)
    expect((await call('client', 'DELETE', `/projects/${ownProject}/files/${images[0].id}`)).statusCode).toBe(403)
    expect((await call('client', 'DELETE', `/projects/${ownProject}/files/${file.id}`)).statusCode).toBe(200)
  })

  it('offers staff the client organizations and active users for the project form', async () => {
    const options = (await call('employee', 'GET', '/projects/form-options')).json().data
    expect(options.organizations.map((o: { id: string }) => o.id)).not.toContain(demoOrgIds.firm)
    expect(options.organizations).toHaveLength(8)
    const admin = options.users.find((u: { username: string }) => u.username === '周立明')
    expect(admin.staff).toBe(true)
    expect(options.users.some((u: { username: string }) => u.username === '韩冬')).toBe(false)
  })
})
