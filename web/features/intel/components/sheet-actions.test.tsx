import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { session, type UserInfo } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { mockXhr } from '#web/test-support/mock-xhr.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { uploadFile } from '#web/test-support/upload.ts'
import { SheetActions } from './sheet-actions.tsx'

const person = (user_type: string, user_type_multi: string[]): UserInfo => ({
  username: '测试',
  phone_number: '13800000001',
  user_type,
  user_type_multi,
  organization: 'o1',
  authorization: null,
  avatar: null,
})

const badPreview = {
  kind: 'hotels',
  file_name: 'h.csv',
  total: 3,
  valid: 2,
  bad_rows: 1,
  issue_count: 2,
  issues: [
    { row: 3, column: '城市', message: '未知的城市：火星市（请填写地级市或直辖市名称，如“杭州市”）' },
    { row: 3, column: '纬度', message: '纬度必须是数字，而不是“abc”' },
  ],
}

describe('import and export on the walls', () => {
  beforeEach(() => mockFetch(() => ({ body: { data: {} } })))
  afterEach(() => {
    vi.unstubAllGlobals()
    session.clear()
  })

  it('shows nothing to clients', () => {
    session.setUser(person('open_hotel', ['owner']))
    renderAt(<SheetActions kind="hotels" exportFilter={{}} />, '/section/hotel')
    expect(screen.queryByRole('button', { name: /导入/ })).not.toBeInTheDocument()
  })

  it('lists each bad row with its column and reason and will not import until the sheet is fixed', async () => {
    session.setUser(person('hm_employee', ['employee']))
    const sent = mockXhr([{ status: 200, body: { data: badPreview } }])
    renderAt(<SheetActions kind="hotels" exportFilter={{}} />, '/section/hotel')
    await userEvent.click(screen.getByRole('button', { name: /导入酒店/ }))
    const dialog = await screen.findByRole('dialog')
    await uploadFile(dialog, 'h.csv', 'text/csv')
    expect(await within(dialog).findByText('共 3 行，其中 1 行有误，共 2 个问题')).toBeInTheDocument()
    const cells = within(dialog)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual(expect.arrayContaining(['3', '城市', '纬度']))
    expect(within(dialog).getByText(/未知的城市：火星市/)).toBeInTheDocument()
    expect(within(dialog).getByText(/纬度必须是数字/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()
    expect(sent.map((s) => [s.url, s.file?.name])).toEqual([['/api/v1/intel/import/hotels/preview', 'h.csv']])
  })

  it('commits a clean sheet by sending the same file again and reports how many were saved', async () => {
    session.setUser(person('partner', ['management']))
    const sent = mockXhr([
      {
        status: 200,
        body: { data: { ...badPreview, kind: 'brands', valid: 3, bad_rows: 0, issue_count: 0, issues: [] } },
      },
      { status: 200, body: { data: { kind: 'brands', created: 3 } } },
    ])
    renderAt(<SheetActions kind="brands" />, '/section/brand')
    expect(screen.queryByRole('button', { name: /导出/ })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /导入品牌/ }))
    const dialog = await screen.findByRole('dialog')
    await uploadFile(dialog, 'b.xlsx')
    await userEvent.click(await within(dialog).findByRole('button', { name: '导入 3 条品牌数据' }))
    expect(await within(dialog).findByText('已导入 3 条品牌数据')).toBeInTheDocument()
    await waitFor(() => expect(sent).toHaveLength(2))
    expect(sent[1]?.url).toBe('/api/v1/intel/import/brands/commit')
    // .xlsx without a declared type is sent with the xlsx type, which the server insists on.
    expect(sent[1]?.file?.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
  })

  it('shows the server’s reason when a file is refused', async () => {
    session.setUser(person('hm_employee', ['employee']))
    mockXhr([
      {
        status: 422,
        body: { error: { code: 'file_unsafe', message: 'XLSX 文件解压后异常膨胀（疑似压缩炸弹），已拒绝' } },
      },
    ])
    renderAt(<SheetActions kind="groups" />, '/section/group')
    await userEvent.click(screen.getByRole('button', { name: /导入管理集团/ }))
    const dialog = await screen.findByRole('dialog')
    await uploadFile(dialog, 'bomb.xlsx')
    expect(await within(dialog).findByText(/疑似压缩炸弹/)).toBeInTheDocument()
  })
})
