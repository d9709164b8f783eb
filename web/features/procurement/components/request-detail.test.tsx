import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { RequestDetail } from '#common/procurement-schemas'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { RequestDetailDrawer } from './request-detail.tsx'

const ID = 'd9100000-0000-4000-8000-000000000204'

function detail(overrides: Partial<RequestDetail> = {}): RequestDetail {
  return {
    can_edit: false,
    request: {
      id: ID,
      project_id: 'p1',
      title: '中餐厨房主要设备',
      status: 'submitted',
      total: 326_400,
      item_count: 1,
      needed_by: '2027-01-15',
      created_by_name: '杨志强',
      created_at: '2026-11-12T02:00:00.000Z',
      updated_at: '2026-11-12T02:15:00.000Z',
    },
    project: {
      id: 'p1',
      organization_id: 'o1',
      name: '滨江铂悦酒店开业物资采购',
      organization_name: '恒泰',
      location: '杭州',
      my_role: 'lead',
    },
    items: [
      {
        id: 'i1',
        product_id: null,
        category: 'kitchen',
        name: '四眼燃气中餐灶',
        spec: '双主火双尾汤',
        unit: '台',
        quantity: 4,
        unit_price: 18_600,
        amount: 74_400,
      },
    ],
    events: [
      {
        id: 'e1',
        action: 'create',
        from_status: null,
        to_status: 'draft',
        actor_name: '杨志强',
        note: '',
        at: '2026-11-12T02:00:00.000Z',
      },
      {
        id: 'e2',
        action: 'submit',
        from_status: 'draft',
        to_status: 'submitted',
        actor_name: '杨志强',
        note: '请协助核对工艺图',
        at: '2026-11-12T02:15:00.000Z',
      },
    ],
    actions: ['approve', 'reject'],
    ...overrides,
  }
}

const button = (label: string) => screen.findByRole('button', { name: new RegExp(`${[...label].join('\\s?')}$`) })

describe('purchase request drawer', () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows only the actions the server allows, with the history', async () => {
    mockFetch(({ method, path }) => (method === 'GET' && path.endsWith(ID) ? { body: { data: detail() } } : undefined))
    renderWithProviders(<RequestDetailDrawer id={ID} onClose={() => {}} onEdit={() => {}} />)
    expect(await button('批准')).toBeInTheDocument()
    expect(await button('驳回')).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: /提\s?交\s?审\s?批/ })).toBeNull()
    expect(screen.queryByRole('button', { name: /确\s?认\s?收\s?货/ })).toBeNull()
    expect(screen.getByText('杨志强 提交审批（草稿 → 待审批）')).toBeInTheDocument()
    expect(screen.getByText('“请协助核对工艺图”')).toBeInTheDocument()
  })

  it('offers a client’s draft to change or delete, and deletes it after confirming', async () => {
    const draft = detail({ can_edit: true, actions: ['submit'] })
    draft.request.status = 'draft'
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.endsWith(ID)) return { body: { data: draft } }
      if (method === 'DELETE' && path.endsWith(ID)) return { body: { data: null } }
    })
    const onEdit = vi.fn()
    const onClose = vi.fn()
    renderWithProviders(<RequestDetailDrawer id={ID} onClose={onClose} onEdit={onEdit} />)
    fireEvent.click(await button('修改草稿'))
    expect(onEdit).toHaveBeenCalledWith(draft)
    fireEvent.click(await button('删除草稿'))
    fireEvent.click(await button('删除'))
    await waitFor(() => expect(onClose).toHaveBeenCalled())
    expect(calls.some((c) => c.method === 'DELETE' && c.path.endsWith(ID))).toBe(true)
  })

  it('asks for a reason before rejecting, then sends it', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (method === 'GET' && path.endsWith(ID)) return { body: { data: detail() } }
      if (method === 'POST' && path.endsWith(`${ID}/transitions`)) {
        const request = { ...detail().request, status: 'rejected' as const }
        return { body: { data: detail({ request, actions: ['reopen'] }) } }
      }
      return undefined
    })
    renderWithProviders(<RequestDetailDrawer id={ID} onClose={() => {}} onEdit={() => {}} />)
    fireEvent.click(await button('驳回'))
    expect(await screen.findByText('驳回时请在备注中填写原因')).toBeInTheDocument()
    expect(calls.filter((c) => c.method === 'POST')).toHaveLength(0)
    fireEvent.change(screen.getByLabelText('备注'), { target: { value: '超出框架协议价' } })
    expect(await screen.findByDisplayValue('超出框架协议价')).toBeInTheDocument()
    fireEvent.click(await button('驳回'))
    await waitFor(() => expect(calls.filter((c) => c.method === 'POST')).toHaveLength(1))
    expect(calls.find((c) => c.method === 'POST')?.body).toEqual({ action: 'reject', note: '超出框架协议价' })
  })

  it('shows the server message when a transition is refused', async () => {
    mockFetch(({ method, path }) => {
      if (method === 'GET' && path.endsWith(ID)) return { body: { data: detail() } }
      if (method === 'POST') {
        return {
          status: 409,
          body: { error: { code: 'transition_not_allowed', message: '采购申请刚被他人处理，请刷新后查看最新状态' } },
        }
      }
      return undefined
    })
    renderWithProviders(<RequestDetailDrawer id={ID} onClose={() => {}} onEdit={() => {}} />)
    fireEvent.click(await button('批准'))
    expect(await screen.findByText('采购申请刚被他人处理，请刷新后查看最新状态')).toBeInTheDocument()
  })
})
