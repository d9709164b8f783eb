import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Member, Task } from '#common/projects-schemas'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders, typeDate } from '#web/test-support/render.tsx'
import { TaskBoard } from './task-board.tsx'

const P = 'd8000000-0000-4000-8000-000000000001'
const members: Member[] = [
  { user_id: 'u-chen', username: '陈思远', role: 'consultant', organization_name: '华美', added_at: '' },
  { user_id: 'u-wang', username: '王静怡', role: 'client', organization_name: '云栖', added_at: '' },
]
const task = (id: string, title: string, status: Task['status'], sort: number, extra: Partial<Task> = {}): Task => ({
  id,
  title,
  status,
  sort,
  assignee_user_id: null,
  assignee_name: null,
  due_date: null,
  overdue: false,
  created_at: '2026-11-01T00:00:00Z',
  updated_at: '2026-11-01T00:00:00Z',
  ...extra,
})

function board() {
  return [
    task('t1', '整理旅游接待数据', 'done', 0),
    task('t2', '提供土地出让合同', 'doing', 0, {
      due_date: '2026-11-15',
      overdue: true,
      assignee_user_id: 'u-wang',
      assignee_name: '王静怡',
    }),
    task('t3', '确认客房数配比', 'todo', 0, { due_date: '2026-12-05' }),
  ]
}

const column = (name: string) => screen.getByLabelText(name, { selector: '.ant-card' })

// antd validates and renders asynchronously; on a busy machine that takes longer than the 1 s default.

afterEach(() => vi.unstubAllGlobals())

describe('task board', { timeout: 60_000 }, () => {
  it('shows each task in its column and marks the overdue one', async () => {
    mockFetch(({ method, path }) =>
      method === 'GET' && path.endsWith('/tasks') ? { body: { data: board() } } : undefined,
    )
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    expect(
      within(await screen.findByLabelText('待办', { selector: '.ant-card' })).getByText('确认客房数配比'),
    ).toBeInTheDocument()
    const overdue = within(column('进行中')).getByTestId('task-t2')
    expect(within(overdue).getByText('已逾期')).toBeInTheDocument()
    expect(within(overdue).getByText('王静怡')).toBeInTheDocument()
    expect(within(column('待办')).queryByText('已逾期')).not.toBeInTheDocument()
    expect(within(column('已完成')).getByText('整理旅游接待数据')).toBeInTheDocument()
  })

  it('moves a task with its button and shows the board the server answers', async () => {
    let tasks = board()
    const calls = mockFetch(({ method, path, body }) => {
      if (method === 'GET' && path.endsWith('/tasks')) return { body: { data: tasks } }
      if (method === 'POST' && path.endsWith('/tasks/t3/move')) {
        const { status, position } = body as { status: Task['status']; position: number }
        tasks = tasks.map((t) => (t.id === 't3' ? { ...t, status, sort: position } : t))
        return { body: { data: tasks } }
      }
    })
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    fireEvent.click(await screen.findByLabelText('将「确认客房数配比」移到进行中'))
    await waitFor(() => expect(within(column('进行中')).getByText('确认客房数配比')).toBeInTheDocument())
    expect(within(column('待办')).queryByText('确认客房数配比')).not.toBeInTheDocument()
    expect(calls.find((c) => c.method === 'POST')).toMatchObject({
      method: 'POST',
      path: `/api/v1/projects/${P}/tasks/t3/move`,
      body: { status: 'doing', position: 1 },
    })
  })

  it('moves a task dropped on another card to that card’s place', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET') return { body: { data: board() } }
      if (path.endsWith('/move')) return { body: { data: board() } }
    })
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    const dragged = await screen.findByTestId('task-t3')
    fireEvent.dragStart(dragged, { dataTransfer: { setData: () => {} } })
    fireEvent.drop(screen.getByTestId('task-t1'), { dataTransfer: { getData: () => 't3' } })
    await waitFor(() => expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ status: 'done', position: 0 }))
  })

  it('shows the server’s reason when a move is refused', async () => {
    mockFetch(({ method }) =>
      method === 'GET'
        ? { body: { data: board() } }
        : { status: 403, body: { error: { code: 'forbidden', message: '只读成员不能修改项目内容' } } },
    )
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    fireEvent.click(await screen.findByLabelText('将「提供土地出让合同」移到已完成'))
    expect(await screen.findByText('只读成员不能修改项目内容')).toBeInTheDocument()
    expect(within(column('进行中')).getByText('提供土地出让合同')).toBeInTheDocument()
  })

  it('adds a task with an assignee and due date, and refuses an empty title without calling the server', async () => {
    const calls = mockFetch(({ method, body }) => {
      if (method === 'GET') return { status: 200, body: { data: board() } }
      const input = body as { title: string; assignee_user_id: string; due_date: string }
      return { status: 201, body: { data: [...board(), task('t4', input.title, 'todo', 1)] } }
    })
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    const form = await screen.findByLabelText('新建任务', { selector: 'form' })
    fireEvent.click(within(form).getByText('添加任务'))
    expect(await within(form).findByText('请填写任务名称')).toBeInTheDocument()
    expect(calls.some((c) => c.method === 'POST')).toBe(false)

    fireEvent.change(within(form).getByLabelText('任务'), { target: { value: '上传总平面图' } })
    fireEvent.mouseDown(within(form).getByLabelText('负责人'))
    fireEvent.click(await screen.findByTitle('陈思远'))
    typeDate(within(form).getByLabelText('截止日期'), '2026-12-01')
    fireEvent.click(within(form).getByText('添加任务'))
    await waitFor(() => expect(within(column('待办')).getByText('上传总平面图')).toBeInTheDocument())
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      title: '上传总平面图',
      assignee_user_id: 'u-chen',
      due_date: '2026-12-01',
    })
  })

  it('offers no move, edit or add controls to a read-only member', async () => {
    mockFetch(() => ({ body: { data: board() } }))
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork={false} />)
    expect(await screen.findByText('确认客房数配比')).toBeInTheDocument()
    expect(screen.queryByLabelText(/移到/)).not.toBeInTheDocument()
    expect(screen.queryByLabelText('新建任务', { selector: 'form' })).not.toBeInTheDocument()
  })

  it('shows an error with a retry when the board cannot load', async () => {
    let fail = true
    mockFetch(() =>
      fail
        ? { status: 500, body: { error: { code: 'internal_error', message: '服务器内部错误' } } }
        : { body: { data: board() } },
    )
    renderWithProviders(<TaskBoard projectId={P} members={members} canWork />)
    expect(await screen.findByText('服务器内部错误')).toBeInTheDocument()
    fail = false
    fireEvent.click(screen.getByText(/重\s?试/))
    expect(await screen.findByText('确认客房数配比')).toBeInTheDocument()
  })
})
