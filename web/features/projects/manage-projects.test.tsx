import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Project } from '#common/projects-schemas'
import { session } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders, typeDate } from '#web/test-support/render.tsx'
import { staffUser } from '#web/test-support/users.ts'
import { Component as ManageProjects } from './manage-projects-page.tsx'

const project: Project = {
  id: 'p1',
  organization_id: 'o1',
  organization_name: '云栖湖畔酒店投资有限公司',
  name: '云栖湖畔度假酒店可行性研究',
  location: '杭州·千岛湖',
  service_type: 'feasibility',
  stage: 'research',
  status: 'active',
  start_date: '2026-09-01',
  due_date: '2027-01-15',
  description: '',
  my_role: 'lead',
  member_count: 3,
  task_total: 6,
  task_done: 2,
  next_milestone: null,
  created_at: '',
  updated_at: '',
}
const options = {
  organizations: [{ id: 'o1', name: '云栖湖畔酒店投资有限公司', kind: 'project_client' }],
  users: [{ id: 'u1', username: '陈思远', organization_id: 'firm', organization_name: '华美', staff: true }],
}

// antd validates and renders asynchronously; on a busy machine that takes longer than the 1 s default.

const staff = staffUser()

beforeEach(() => session.setUser(staff))
afterEach(() => vi.unstubAllGlobals())

describe('manage projects', { timeout: 60_000 }, () => {
  it('lists projects and changes a stage from the table', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/v1/projects?')) return { body: { data: [project] } }
      if (path === '/api/v1/projects/form-options') return { body: { data: options } }
      if (method === 'PATCH') return { body: { data: {} } }
    })
    renderWithProviders(<ManageProjects />)
    expect(await screen.findByText('云栖湖畔度假酒店可行性研究')).toBeInTheDocument()
    fireEvent.mouseDown(screen.getByLabelText('「云栖湖畔度假酒店可行性研究」的阶段'))
    fireEvent.click(await screen.findByTitle('汇报评审'))
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ stage: 'review' }))
    expect(calls.find((c) => c.method === 'PATCH')?.path).toBe('/api/v1/projects/p1')
  })

  it('validates the form, then shows the server’s field message on its field', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/v1/projects?')) return { body: { data: [] } }
      if (path === '/api/v1/projects/form-options') return { body: { data: options } }
      if (method === 'POST') {
        return {
          status: 400,
          body: {
            error: {
              code: 'validation_error',
              message: '客户机构不存在',
              fields: { organization_id: '客户机构不存在' },
            },
          },
        }
      }
    })
    renderWithProviders(<ManageProjects />)
    expect(await screen.findByText('暂无项目，点击「新建项目」开始')).toBeInTheDocument()
    fireEvent.click(screen.getByText('新建项目'))
    const drawer = await screen.findByRole('dialog')
    fireEvent.click(within(drawer).getByText(/保\s?存/))
    expect(await within(drawer).findByText('请填写项目名称')).toBeInTheDocument()
    expect(within(drawer).getByText('请选择客户机构')).toBeInTheDocument()

    fireEvent.mouseDown(within(drawer).getByLabelText('客户机构'))
    fireEvent.click(await screen.findByTitle('云栖湖畔酒店投资有限公司'))
    fireEvent.change(within(drawer).getByLabelText('项目名称'), { target: { value: '云栖湖畔设计顾问' } })
    fireEvent.mouseDown(within(drawer).getByLabelText('服务类型'))
    fireEvent.click(await screen.findByTitle('设计'))
    typeDate(within(drawer).getByLabelText('开始日期'), '2026-12-01')
    typeDate(within(drawer).getByLabelText('截止日期'), '2026-11-01')
    fireEvent.click(within(drawer).getByText(/保\s?存/))
    expect(await within(drawer).findByText('截止日期不能早于开始日期')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    typeDate(within(drawer).getByLabelText('截止日期'), '2027-06-30')
    fireEvent.click(within(drawer).getByText(/保\s?存/))
    await waitFor(() => expect(calls.some((c) => c.method === 'POST')).toBe(true))
    await waitFor(() => expect(within(drawer).getAllByText('客户机构不存在').length).toBeGreaterThan(0))
    expect(calls.find((c) => c.method === 'POST')?.body).toMatchObject({
      organization_id: 'o1',
      name: '云栖湖畔设计顾问',
      service_type: 'design',
      stage: 'kickoff',
      start_date: '2026-12-01',
      due_date: '2027-06-30',
      members: [],
    })
  })

  it('tells a client at once that only staff manage projects, with no 新建项目 and no request', async () => {
    const calls = mockFetch(() => ({ body: { data: [] } }))
    session.setUser({ ...staff, user_type: 'new_hotel', user_type_multi: ['project_client'], organization: 'o1' })
    renderWithProviders(<ManageProjects />)
    expect(screen.getByText('仅公司员工可以管理项目')).toBeInTheDocument()
    expect(screen.queryByText('新建项目')).toBeNull()
    expect(calls).toHaveLength(0)
  })

  it('tells staff the server refused, if it does', async () => {
    mockFetch(({ path }) =>
      path === '/api/v1/projects/form-options'
        ? { status: 403, body: { error: { code: 'forbidden', message: '没有权限执行此操作' } } }
        : { body: { data: [] } },
    )
    renderWithProviders(<ManageProjects />)
    expect(await screen.findByText('仅公司员工可以管理项目')).toBeInTheDocument()
  })
})
