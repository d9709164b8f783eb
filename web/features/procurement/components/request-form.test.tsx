import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { Product } from '#common/procurement-schemas'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { RequestForm } from './request-form.tsx'

const towel: Product = {
  id: 'prod-1',
  supplier_id: 's1',
  supplier_name: '织里布草',
  category: 'linen',
  name: '全棉浴巾',
  spec: '70×140 cm，600 g',
  brand: '织里',
  unit: '条',
  unit_price: 58,
}

afterEach(() => vi.unstubAllGlobals())

describe('purchase request form', { timeout: 60_000 }, () => {
  it('clears the red fields of a line once a catalogue product fills them', async () => {
    mockFetch(({ path }) => (path.startsWith('/api/v1/procurement/products') ? { body: { data: [towel] } } : undefined))
    renderWithProviders(<RequestForm projectId="p1" open onClose={() => {}} onCreated={() => {}} />)
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }))
    expect(await screen.findByText('请填写品名')).toBeInTheDocument()
    expect(screen.getByText('请填写单价')).toBeInTheDocument()

    const select = screen.getByRole('combobox', { name: '目录产品 1' })
    fireEvent.mouseDown(select)
    const option = await screen.findByTitle(/全棉浴巾/)
    fireEvent.click(within(option).getByText(/全棉浴巾/))
    // Each field's error goes when its own validation reruns: wait for all three, not the first.
    await waitFor(() => {
      expect(screen.queryByText('请填写品名')).toBeNull()
      expect(screen.queryByText('请填写单价')).toBeNull()
      expect(screen.queryByText('请填写单位')).toBeNull()
    })
  })

  it('changes a draft: starts from its lines and saves over it', async () => {
    const calls = mockFetch(({ method, path }) => {
      if (path.startsWith('/api/v1/procurement/products')) return { body: { data: [towel] } }
      if (method === 'PUT') return { body: { data: editing } }
    })
    const onCreated = vi.fn()
    renderWithProviders(<RequestForm projectId="p1" open editing={editing} onClose={() => {}} onCreated={onCreated} />)
    expect(screen.getByDisplayValue('客房浴巾补充')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '保存草稿' }))
    await waitFor(() => expect(onCreated).toHaveBeenCalled())
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.path).toBe('/api/v1/procurement/requests/r1')
    expect(put?.body).toMatchObject({
      title: '客房浴巾补充',
      needed_by: '2027-01-10',
      items: [{ product_id: 'prod-1', quantity: 30 }],
    })
  })
})

const editing = {
  request: {
    id: 'r1',
    project_id: 'p1',
    title: '客房浴巾补充',
    status: 'draft' as const,
    total: 1740,
    item_count: 1,
    needed_by: '2027-01-10',
    created_by_name: '杨志强',
    created_at: '2026-11-20T02:00:00.000Z',
    updated_at: '2026-11-20T02:00:00.000Z',
  },
  project: {
    id: 'p1',
    organization_id: 'o1',
    name: '滨江酒店开业采购',
    organization_name: '恒泰',
    location: '杭州',
    my_role: 'client',
  },
  items: [
    {
      id: 'i1',
      product_id: 'prod-1',
      category: 'linen' as const,
      name: '全棉浴巾',
      spec: '70×140 cm，600 g',
      unit: '条',
      quantity: 30,
      unit_price: 58,
      amount: 1740,
    },
  ],
  events: [],
  actions: ['submit' as const],
  can_edit: true,
}
