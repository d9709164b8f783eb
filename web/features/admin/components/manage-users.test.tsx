import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ImportPreview, ImportRow } from '#common/admin-schemas'
import { session, type UserInfo } from '#web/lib/session.ts'
import { mockXhr } from '#web/test-support/mock-xhr.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { uploadFile } from '#web/test-support/upload.ts'
import { ImportWizard } from './import-wizard.tsx'
import { Component as ManageUsers } from './manage-users-page.tsx'

const admin: UserInfo = {
  username: '周立明',
  phone_number: '13800000000',
  user_type: 'hm_employee',
  user_type_multi: ['employee'],
  organization: 'o1',
  authorization: 'admin',
  avatar: null,
}

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } })

/** A row of the preview that creates a partner user. */
const newRow = (row: number, username: string, phone: string): ImportRow => ({
  row,
  username,
  phone,
  user_type: 'partner',
  user_type_multi: [],
  organization_id: null,
  organization_name: null,
  admin: false,
  action: 'create',
  changes: [],
})

const preview: ImportPreview = {
  file_id: '0f1e2d3c-4b5a-4978-8695-a4b3c2d1e0f9',
  file_name: 'users.xlsx',
  mode: 'create',
  total: 2,
  valid: 1,
  issues: [{ row: 3, column: '手机号', message: '手机号格式不正确：1234（应为 11 位中国大陆手机号）' }],
  rows: [newRow(2, '赵一', '13911110001'), newRow(3, '钱二', '1234')],
}

// antd tables and modals are slow under jsdom on a busy machine; the default 20 s is too tight for them.
describe('manage users', { timeout: 60_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it('shows a bad row of the import preview with its reason and refuses to commit', async () => {
    const sent = mockXhr([{ status: 200, body: { data: preview } }])
    const fetcher = vi.fn()
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await uploadFile(document, 'users.xlsx')

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
    const fetcher = vi
      .fn()
      .mockResolvedValue(json({ data: { created: 2, updated: 0, unchanged: 0, file_id: preview.file_id } }))
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await uploadFile(document, 'a.xlsx')
    await userEvent.click(await screen.findByRole('button', { name: '导入 2 位用户' }))
    expect(await screen.findByText('已导入 2 位用户')).toBeInTheDocument()
    const [url, init] = fetcher.mock.calls[0] as [string, RequestInit]
    expect(url).toBe('/api/v1/admin/users/import/commit?mode=create')
    expect(JSON.parse(init.body as string)).toEqual({ file_id: preview.file_id })
  })

  it('takes an exported sheet back in update mode, showing per user what changes', async () => {
    const [first, second] = preview.rows as [ImportRow, ImportRow]
    const rows: ImportRow[] = [
      { ...first, action: 'create' },
      { ...second, phone: '13800000001', action: 'update', changes: ['用户名', '所属机构'] },
    ]
    const sent = mockXhr([{ status: 200, body: { data: { ...preview, mode: 'update', valid: 2, issues: [], rows } } }])
    const fetcher = vi
      .fn()
      .mockResolvedValue(json({ data: { created: 1, updated: 1, unchanged: 0, file_id: preview.file_id } }))
    vi.stubGlobal('fetch', fetcher)
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await userEvent.click(screen.getByText(/新增并更新已有用户/))
    await uploadFile(document, 'a.xlsx')
    expect(await screen.findByText('共 2 行：新增 1，更新 1，无变化 0')).toBeInTheDocument()
    expect(sent[0]?.url).toContain('mode=update')
    expect(screen.getByText('用户名、所属机构')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '新增 1 位，更新 1 位' }))
    expect(await screen.findByText('已新增 1 位、更新 1 位用户（0 位无变化）')).toBeInTheDocument()
    expect((fetcher.mock.calls[0] as [string])[0]).toBe('/api/v1/admin/users/import/commit?mode=update')
  })

  it('shows the server’s reason when the upload is refused', async () => {
    mockXhr([{ status: 400, body: { error: { code: 'too_many_rows', message: '一次最多导入 2000 行' } } }])
    vi.stubGlobal('fetch', vi.fn())
    renderWithProviders(<ImportWizard open onClose={() => {}} />)
    await uploadFile(document, 'a.xlsx')
    expect(await screen.findByText('一次最多导入 2000 行')).toBeInTheDocument()
  })

  it('tells a non-administrator at once that only administrators manage users, with no control to click', async () => {
    const fetcher = vi.fn(async () => json({ error: { code: 'forbidden', message: '没有权限执行此操作' } }, 403))
    vi.stubGlobal('fetch', fetcher)
    session.setUser({ ...admin, authorization: null })
    renderWithProviders(<ManageUsers />)
    expect(screen.getByText('只有管理员可以管理用户')).toBeVisible()
    expect(screen.getByText(/请联系本机构的管理员/)).toBeVisible()
    expect(screen.queryByText('新建用户')).toBeNull()
    expect(screen.queryByText('批量导入')).toBeNull()
    expect(fetcher).not.toHaveBeenCalled()
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
    session.setUser(admin)
    renderWithProviders(<ManageUsers />)
    expect(await screen.findByText('周立明')).toBeVisible()
    expect(screen.getByText('公司员工')).toBeVisible()
    expect(screen.getAllByText('管理员').length).toBeGreaterThan(0)
    await userEvent.type(screen.getByPlaceholderText('搜索姓名或手机号'), '周{Enter}')
    await waitFor(() =>
      expect(fetcher.mock.calls.some(([url]) => String(url).includes(`q=${encodeURIComponent('周')}`))).toBe(true),
    )
  })
})
