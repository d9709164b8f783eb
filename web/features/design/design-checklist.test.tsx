import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Checklist, ChecklistItem } from '#common/design-schemas'
import { session } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { staffUser } from '#web/test-support/users.ts'
import { DesignChecklist } from './design-checklist.tsx'

afterEach(() => {
  vi.unstubAllGlobals()
  session.clear()
})

const item = (id: string, stage: ChecklistItem['stage'], title: string, checked: boolean): ChecklistItem => ({
  id,
  stage,
  title,
  guidance: `${title}的审查要点`,
  checked,
  checked_by: checked ? { id: 'u1', name: '陈思远' } : null,
  checked_at: checked ? '2026-08-20T06:00:00.000Z' : null,
  note: '',
  note_by: null,
  note_at: null,
})

const checklist = (canTick: boolean): Checklist => ({
  project: {
    id: 'p1',
    name: '莫干山溪谷度假酒店室内设计评审',
    location: '湖州·德清县',
    organization_name: '山屿建筑设计事务所',
    status: 'active',
    done: 1,
    total: 3,
  },
  can_tick: canTick,
  items: [
    item('i1', 'concept', '功能配比与任务书一致', true),
    item('i2', 'design_development', '隔声构造', false),
    item('i3', 'design_development', '消防与疏散', false),
  ],
})

const path = '/navigate?page_type=design_checklist&project=p1'

describe('design checklist', { timeout: 60_000 }, () => {
  it('shows progress per stage and ticks an item, showing who ticked it', async () => {
    const calls = mockFetch(({ method, path: url, body }) => {
      if (method === 'GET' && url === '/api/v1/design/projects/p1/checklist') return { body: { data: checklist(true) } }
      if (method === 'PATCH' && url === '/api/v1/design/projects/p1/checklist/items/i2') {
        return {
          body: {
            data: {
              ...item('i2', 'design_development', '隔声构造', true),
              checked_by: { id: 'u9', name: '刘子墨' },
              ...(body as object),
            },
          },
        }
      }
      if (url === '/api/v1/design/projects') return { body: { data: [] } }
    })
    renderWithProviders(<DesignChecklist />, path)
    expect(await screen.findByText('莫干山溪谷度假酒店室内设计评审', { selector: 'h3' })).toBeInTheDocument()
    expect(screen.getByLabelText('已完成 1 项，共 3 项')).toBeInTheDocument()
    expect(screen.getByLabelText('已完成 0 项，共 2 项')).toBeInTheDocument()

    const box = screen.getByRole('checkbox', { name: '隔声构造' })
    expect(box).not.toBeChecked()
    fireEvent.click(box)
    await waitFor(() => expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ checked: true }))
    expect(await screen.findByText(/刘子墨 于 2026-08-20/)).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '隔声构造' })).toBeChecked()
    expect(screen.getByLabelText('已完成 2 项，共 3 项')).toBeInTheDocument()
    expect(screen.getByLabelText('已完成 1 项，共 2 项')).toBeInTheDocument()
  })

  it('saves a note on an item', async () => {
    const calls = mockFetch(({ method, path: url, body }) => {
      if (method === 'GET' && url === '/api/v1/design/projects/p1/checklist') return { body: { data: checklist(true) } }
      if (method === 'PATCH') {
        return {
          body: {
            data: {
              ...item('i2', 'design_development', '隔声构造', false),
              ...(body as object),
              note_by: { id: 'u9', name: '刘子墨' },
              note_at: '2026-11-22T08:00:00.000Z',
            },
          },
        }
      }
    })
    renderWithProviders(<DesignChecklist />, path)
    fireEvent.click(await screen.findByRole('button', { name: '编辑「隔声构造」的备注' }))
    fireEvent.change(screen.getByLabelText('「隔声构造」的备注'), {
      target: { value: '客房间隔墙需做到 Rw+C > 50 dB' },
    })
    fireEvent.click(screen.getByRole('button', { name: '保存备注' }))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'PATCH')?.body).toEqual({ note: '客房间隔墙需做到 Rw+C > 50 dB' }),
    )
    expect(await screen.findByText(/备注：客房间隔墙需做到/)).toBeInTheDocument()
  })

  it('shows a read-only checklist with disabled ticks to a read-only member', async () => {
    mockFetch(({ path: url }) => {
      if (url === '/api/v1/design/projects/p1/checklist') return { body: { data: checklist(false) } }
    })
    renderWithProviders(<DesignChecklist />, path)
    expect(await screen.findByText('只读')).toBeInTheDocument()
    expect(screen.getByRole('checkbox', { name: '隔声构造' })).toBeDisabled()
    expect(screen.queryByRole('button', { name: '编辑「隔声构造」的备注' })).toBeNull()
  })

  it('shows the server message when the checklist cannot be loaded, with a retry', async () => {
    mockFetch(() => ({ status: 404, body: { error: { code: 'not_found', message: '项目不存在或您无权查看' } } }))
    renderWithProviders(<DesignChecklist />, path)
    expect(await screen.findByText('项目不存在或您无权查看')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: /重\s?试/ })).toBeInTheDocument()
  })

  it('lets an employee give a project a checklist for chosen stages', async () => {
    session.setUser(staffUser())
    const calls = mockFetch(({ method, path: url }) => {
      if (url === '/api/v1/design/projects') return { body: { data: [] } }
      if (url === '/api/v1/projects?status=all') {
        return {
          body: {
            data: [{ id: 'p1', name: '莫干山溪谷度假酒店室内设计评审', organization_name: '山屿建筑设计事务所' }],
          },
        }
      }
      if (method === 'POST') return { status: 201, body: { data: checklist(true) } }
      if (url === '/api/v1/design/projects/p1/checklist') return { body: { data: checklist(true) } }
    })
    renderWithProviders(<DesignChecklist />, '/navigate?page_type=design_checklist')
    fireEvent.click(await screen.findByRole('button', { name: /建立评审清单/ }))
    fireEvent.mouseDown(await screen.findByRole('combobox'))
    fireEvent.click(await screen.findByTitle('莫干山溪谷度假酒店室内设计评审（山屿建筑设计事务所）'))
    fireEvent.click(screen.getByRole('checkbox', { name: '软装' }))
    fireEvent.click(screen.getByRole('button', { name: /^建\s?立$/ }))
    await waitFor(() =>
      expect(calls.find((c) => c.method === 'POST')?.path).toBe('/api/v1/design/projects/p1/checklist'),
    )
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({
      stages: ['concept', 'design_development', 'construction_docs', 'pre_opening'],
    })
  })
})
