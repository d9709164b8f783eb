import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { mockXhr } from '../../../test-support/mock-xhr.ts'
import { renderWithProviders } from '../../../test-support/render.tsx'
import type { ImportPreview } from '../api/types.ts'
import { ImportWizard } from './import-wizard.tsx'
import { Component as ManageUsers } from './manage-users.tsx'

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

const preview: ImportPreview = {
  file_id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  file_name: 'users.xlsx',
  total: 2,
  valid: 1,
  issues: [{ row: 3, column: '手机号', message: '手机号格式不正确：1234（应为 11 位中国大陆手机号）' }],
  rows: [
    {
      row: 2,
      username: '赵一',
      phone: '13911110001',
      user_type: 'partner',
      user_type_multi: [],
      organization_id: null,
      organization_name: null,
      admin: false,
    },
    {
      row: 3,
      username: '钱二',
      phone: '1234',
      user_type: 'partner',
      user_type_multi: [],
      organization_id: null,
      organization_name: null,
      admin: false,
    },
  ],
}

// antd tables and modals are slow under jsdom on a busy machine; the default 20 s is too tight for them.
describe('manage users', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a bad row of the import preview with its reason and refuses to commit', async () => {
    const sent = mockXhr([{ status: 200, body: { data: preview } }])
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    const file = new File(['x'], 'users.xlsx', { type: '' })
    const input = document.querySelector('input[type=file]') as HTMLInputElement
    await userEvent.upload(input, file)

    expect(await screen.findByText('共 2 行，其中 1 行有误')).toBeInTheDocument()
    const reason = screen.getByText('手机号：手机号格式不正确：1234（应为 11 位中国大陆手机号）')
    const row = reason.closest('tr')
    expect(row).toHaveAttribute('data-bad-row', 'true')
    expect(within(row as HTMLElement).getByText('钱二')).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()
    expect(fetcher).not.toHaveBeenCalled()
    // The file goes up with the xlsx type even when the system gave none.
    const sentFile = sent[0]?.file
    expect(sentFile?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')

    await userEvent.click(screen.getByRole('switch', { name: '只看有误的行' }))
    expect(screen.getByText('赵一')).toBeInTheDocument()
  })

  it('commits a clean preview and reports how many users were imported', async () => {
    mockXhr([{ status: 200, body: { data: { ...preview, valid: 2, issues: [] } } }])
    const fetcher = vi.fn().mockResolvedValue(json({ data: { created: 2, file_id: preview.file_id } }))
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'a.xlsx'))
    await userEvent.click(await screen.findByRole('button', { name: '导入 2 位用户' }))
    expect(await screen.findByText('已导入 2 位用户')).toBeInTheDocument()
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/v1/admin/users/import/commit')
    expect(JSON.parse(init.body as string)).toEqual({ file_id: preview.file_id })
  })

  it('shows the server’s reason when the upload is refused', async () => {
    mockXhr([{ status: 400, body: { error: { code: 'too_many_rows', message: '一次最多导入 2000 行' } } }])
    vi.stubGlobal('fetch', vi.fn())
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await userEvent.upload(document.querySelector('input[type=file]') as HTMLInputElement, new File(['x'], 'a.xlsx'))
    expect(await screen.findByText('一次最多导入 2000 行')).toBeInTheDocument()
  })

  it('lists users with their labels and filters by search', async () => {
    const users = [
      {
        id: 'u1',
        username: '周立明',
        phone: '13800000000',
        user_type: 'hm_employee',
        user_type_multi: ['employee'],
        organization_id: 'o1',
        organization_name: '华美顾问',
        organization_kind: 'firm',
        admin: true,
        status: 'active',
        created_at: '2026-11-22T08:00:00.000Z',
        updated_at: '2026-11-22T08:00:00.000Z',
      },
    ]
    const fetcher = vi.fn(async (url: string) => {
      if (url.startsWith('/api/v1/admin/users'))
        return json({ data: { items: users, total: 1, page: 1, page_size: 20 } })
      if (url.startsWith('/api/v1/admin/organizations/all')) return json({ data: [] })
      return json({ error: { code: 'not_found', message: '不存在' } }, 404)
    })
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ManageUsers />)
    expect(await screen.findByText('周立明')).toBeVisible()
    expect(screen.getByText('华美员工')).toBeVisible()
    expect(screen.getAllByText('管理员').length).toBeGreaterThan(0)
    await userEvent.type(screen.getByPlaceholderText('搜索姓名或手机号'), '周{Enter}')
    await waitFor(() =>
      expect(fetcher.mock.calls.some(([url]) => String(url).includes(`q=${encodeURIComponent('周')}`))).toBe(true),
    )
  })
})
