import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AgreementTerms } from '#common/asset/fees'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { mockXhr } from '#web/test-support/mock-xhr.ts'
import { renderAt } from '#web/test-support/render.tsx'
import { uploadFile } from '#web/test-support/upload.ts'
import { AgreementDialog, AssetTools, PnlImportDialog } from './components/asset-manage.tsx'

afterEach(() => vi.unstubAllGlobals())

const terms: AgreementTerms = {
  base_fee_pct: 2,
  incentive_fee_pct: 8,
  incentive_basis: 'adjusted_gop',
  owner_priority: 15_000_000,
  ffe_reserve_pct: 4,
  key_money: 0,
  performance_test: { revpar_index_below: 90, gop_shortfall_pct: 10, years: 2 },
}

describe('the P&L import screen', () => {
  it('lists each bad row with its row, column and reason, and will not import until the sheet is fixed', async () => {
    mockFetch(() => undefined)
    const sent = mockXhr([
      {
        status: 200,
        body: {
          data: {
            file_name: '损益.xlsx',
            preview: true,
            months: 1,
            replaced: 0,
            hotels: 1,
            issues: [
              { row: 3, column: '经营毛利（GOP）', message: '合计不符：表中为 1,300,000，各项计算为 1,200,000' },
              { row: 4, column: '月份', message: '月份重复：与第 3 行为同一酒店、同一类型的同一月份' },
            ],
          },
        },
      },
    ])
    renderAt(<PnlImportDialog onClose={() => {}} />, '/')
    const dialog = await screen.findByRole('dialog')
    await uploadFile(dialog, '损益.xlsx')
    expect(await within(dialog).findByText('2 行有误，共 2 个问题')).toBeInTheDocument()
    const cells = within(dialog)
      .getAllByRole('cell')
      .map((c) => c.textContent)
    expect(cells).toEqual(expect.arrayContaining(['3', '经营毛利（GOP）', '4', '月份']))
    expect(within(dialog).getByText(/合计不符/)).toBeInTheDocument()
    expect(within(dialog).getByRole('button', { name: '请先修正有误的行' })).toBeDisabled()
    expect(sent.map((s) => s.url)).toEqual(['/api/v1/asset/pnl/import?preview=true'])
  })

  it('imports a clean sheet and sums up months, hotels and replaced months', async () => {
    mockFetch(() => undefined)
    const clean = { file_name: '损益.xlsx', months: 24, replaced: 2, hotels: 2, issues: [] }
    const sent = mockXhr([
      { status: 200, body: { data: { ...clean, preview: true, replaced: 0 } } },
      { status: 200, body: { data: { ...clean, preview: false } } },
    ])
    renderAt(<PnlImportDialog onClose={() => {}} />, '/')
    const dialog = await screen.findByRole('dialog')
    await uploadFile(dialog, '损益.xlsx')
    expect(await within(dialog).findByText('共 24 个月、2 家酒店，全部核对无误，可以导入')).toBeInTheDocument()
    await userEvent.click(within(dialog).getByRole('button', { name: '导入 24 个月' }))
    expect(await within(dialog).findByText('已导入 24 个月的数据，涉及 2 家酒店')).toBeInTheDocument()
    expect(within(dialog).getByText(/替换了 2 个已有月份（旧版本已保留）/)).toBeInTheDocument()
    expect(sent.map((s) => s.url)).toEqual([
      '/api/v1/asset/pnl/import?preview=true',
      '/api/v1/asset/pnl/import?preview=false',
    ])
  })
})

describe('the management agreement form', () => {
  it('sends the terms in 元 with the performance test', async () => {
    const calls = mockFetch(({ method, body }) =>
      method === 'PUT' ? { body: { data: body } } : { body: { data: {} } },
    )
    const closed = vi.fn()
    renderAt(<AgreementDialog hotelId="h1" hotelName="亚龙湾" terms={terms} onClose={closed} />, '/')
    const dialog = await screen.findByRole('dialog')
    const priority = await within(dialog).findByLabelText('业主优先回报（每年，万元）')
    expect(priority).toHaveValue('1500')
    await userEvent.clear(priority)
    await userEvent.type(priority, '1200')
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(closed).toHaveBeenCalled())
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({ ...terms, owner_priority: 12_000_000 })
    expect(calls.find((c) => c.method === 'PUT')?.path).toBe('/api/v1/asset/hotels/h1/agreement')
  })

  it('sends no performance test when it is switched off, and shows the server’s reason when it refuses', async () => {
    const calls = mockFetch(({ method }) =>
      method === 'PUT'
        ? { status: 400, body: { error: { code: 'validation_failed', message: '基本管理费率不能超过 20%' } } }
        : { body: { data: {} } },
    )
    const closed = vi.fn()
    renderAt(<AgreementDialog hotelId="h1" hotelName="亚龙湾" terms={terms} onClose={closed} />, '/')
    const dialog = await screen.findByRole('dialog')
    await userEvent.click(within(dialog).getByRole('switch'))
    await userEvent.click(within(dialog).getByRole('button', { name: /保\s*存/ }))
    expect(await within(dialog).findByText('基本管理费率不能超过 20%')).toBeInTheDocument()
    expect(closed).not.toHaveBeenCalled()
    const put = calls.find((c) => c.method === 'PUT')
    expect(put?.body).toEqual({ ...terms, performance_test: null })
  })

  it('offers the thresholds only with the owner’s organization', () => {
    mockFetch(() => undefined)
    const props = {
      hotelId: 'h1',
      hotelName: '亚龙湾',
      agreement: null,
      thresholds: { revenue_pct: 5, revpar_pct: 5, gop_pct: 5, ebitda_pct: 10 },
    }
    const { unmount } = renderAt(<AssetTools {...props} />, '/')
    expect(screen.getByRole('button', { name: '录入管理合同条款' })).toBeInTheDocument()
    expect(screen.queryByRole('button', { name: '预警阈值' })).not.toBeInTheDocument()
    unmount()
    renderAt(<AssetTools {...props} organizationId="o1" />, '/')
    expect(screen.getByRole('button', { name: '预警阈值' })).toBeInTheDocument()
  })
})
