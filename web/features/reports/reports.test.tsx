import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderRoute } from '#web/test-support/render.tsx'
import { Component as ReportList } from './components/report-list.tsx'
import { Component as ReportViewer } from './components/report-viewer.tsx'

const openPdf = vi.hoisted(() => vi.fn())
vi.mock('./lib/pdfjs.ts', () => ({ openPdf }))

const report = (id: string, title: string, extra: object = {}) => ({
  id,
  title,
  topic: null,
  year: 2025,
  summary: `${title}的摘要`,
  is_annual: false,
  file_size: 54_000,
  created_at: '2026-01-01T00:00:00.000Z',
  updated_at: '2026-01-01T00:00:00.000Z',
  ...extra,
})
const ID = 'd6000000-0000-4000-8000-000000000001'

/** A stand-in for a pdf.js document: pages whose text is known, rendering that resolves at once. */
function fakePdf(pageTexts: string[]) {
  return {
    numPages: pageTexts.length,
    destroy: vi.fn(async () => {}),
    getPage: vi.fn(async (n: number) => ({
      getViewport: ({ scale }: { scale: number }) => ({ width: 595 * scale, height: 842 * scale }),
      render: () => ({ promise: Promise.resolve(), cancel: () => {} }),
      getTextContent: async () => ({ items: [{ str: pageTexts[n - 1] ?? '' }] }),
    })),
  }
}

beforeEach(() => {
  localStorage.setItem('userInfo', JSON.stringify({ username: '马一鸣', phone_number: '13800000013' }))
})
afterEach(() => {
  vi.unstubAllGlobals()
  localStorage.clear()
  openPdf.mockReset()
})

describe('report list', () => {
  it('lists the readable reports, each linking to the viewer', async () => {
    mockFetch({
      '/api/v1/reports': {
        status: 200,
        body: {
          data: [
            report(ID, '2025 中国酒店业发展报告（演示）'),
            report('r2', '2024 年度报告（演示）', { is_annual: true }),
          ],
        },
      },
    })
    renderRoute(ReportList, '/reports')
    const link = await screen.findByRole('link', { name: '2025 中国酒店业发展报告（演示）' })
    expect(link).toHaveAttribute('href', `/report-viewer?id=${ID}`)
    expect(screen.getByText('年度报告', { selector: '.ant-tag' })).toBeInTheDocument()
    expect(screen.getAllByText('53 KB')).toHaveLength(2)
  })

  it('offers 下载 Word and 下载 PDF for a report with a Word original (a published study), and asks for each', async () => {
    const calls = mockFetch({
      '/api/v1/reports': {
        status: 200,
        body: {
          data: [
            report('s1', '千岛湖度假酒店市场调研与可行性研究（第 1 版）', { word_size: 290_000 }),
            report('r2', '酒店开发成本指南', { word_size: null }),
          ],
        },
      },
      // Refused, so nothing is saved: the test is about which file each button asks for.
      '/api/v1/reports/s1/': { status: 403, body: { error: { code: 'forbidden', message: '没有权限查看此报告' } } },
    })
    renderRoute(ReportList, '/reports')
    await screen.findByRole('link', { name: '千岛湖度假酒店市场调研与可行性研究（第 1 版）' })
    expect(screen.getAllByRole('button', { name: /下载 Word/ })).toHaveLength(1)
    await userEvent.click(screen.getByRole('button', { name: /下载 Word/ }))
    await userEvent.click(screen.getByRole('button', { name: /下载 PDF/ }))
    await waitFor(() => {
      const paths = calls.map((c) => c.path)
      expect(paths).toContain('/api/v1/reports/s1/word')
      expect(paths).toContain('/api/v1/reports/s1/download')
    })
  })

  it('asks only for annual reports on the annual page and says so when there are none', async () => {
    const calls = mockFetch({ '/api/v1/reports': { status: 200, body: { data: [] } } })
    renderRoute(ReportList, '/reports?annual=1')
    expect(await screen.findByText('暂无年度报告')).toBeInTheDocument()
    expect(calls[0]?.path).toBe('/api/v1/reports?annual=1')
    expect(screen.getByRole('heading', { name: '年度报告' })).toBeInTheDocument()
  })

  it('lists the annual reports when mounted at the huameiAnnuals path', async () => {
    const calls = mockFetch({ '/api/v1/reports': { status: 200, body: { data: [] } } })
    renderRoute(ReportList, '/datapage/v3Utils/huameiAnnuals')
    expect(await screen.findByText('暂无年度报告')).toBeInTheDocument()
    expect(calls[0]?.path).toBe('/api/v1/reports?annual=1')
  })

  it('sends the search words to the server', async () => {
    const calls = mockFetch({ '/api/v1/reports': { status: 200, body: { data: [] } } })
    renderRoute(ReportList, '/reports')
    await screen.findByText('暂无报告')
    await userEvent.type(screen.getByRole('searchbox', { name: '搜索报告' }), '华东{Enter}')
    await waitFor(() => expect(calls.at(-1)?.path).toBe(`/api/v1/reports?q=${encodeURIComponent('华东')}`))
  })

  it('shows the reason when the list cannot be loaded', async () => {
    mockFetch({
      '/api/v1/reports': { status: 400, body: { error: { code: 'validation_error', message: '请求参数不正确' } } },
    })
    renderRoute(ReportList, '/reports?year=abc')
    expect(await screen.findByText('报告列表加载失败')).toBeInTheDocument()
    expect(screen.getByText('请求参数不正确')).toBeInTheDocument()
  })
})

describe('report viewer', () => {
  it('says 没有权限查看此报告 when the server answers 403, without loading pdf.js', async () => {
    mockFetch({
      [`/api/v1/reports/${ID}`]: { status: 403, body: { error: { code: 'forbidden', message: '没有权限查看此报告' } } },
    })
    renderRoute(ReportViewer, `/report-viewer?id=${ID}`)
    expect(await screen.findByText('没有权限查看此报告')).toBeInTheDocument()
    expect(openPdf).not.toHaveBeenCalled()
  })

  it('says 报告不存在 when the server answers 404 or the link has no id', async () => {
    mockFetch({
      [`/api/v1/reports/${ID}`]: { status: 404, body: { error: { code: 'not_found', message: '报告不存在' } } },
    })
    const first = renderRoute(ReportViewer, `/report-viewer?id=${ID}`)
    expect(await screen.findByText('报告不存在')).toBeInTheDocument()
    first.unmount()
    renderRoute(ReportViewer, '/report-viewer')
    expect(screen.getByText('链接中缺少报告编号')).toBeInTheDocument()
  })

  it('shows every page under the reader watermark, and pages, zooms and searches', async () => {
    mockFetch({
      [`/api/v1/reports/${ID}`]: { status: 200, body: { data: report(ID, '2025 中国酒店业发展报告（演示）') } },
    })
    openPdf.mockResolvedValue(fakePdf(['行业概览 入住率', '经营表现 平均房价与入住率', '趋势与建议']))
    renderRoute(ReportViewer, `/report-viewer?id=${ID}`)

    expect(await screen.findByText('共 3 页')).toBeInTheDocument()
    expect(openPdf).toHaveBeenCalledWith(`/api/v1/reports/${ID}/pdf`)
    const overlays = screen.getAllByTestId('report-watermark')
    expect(overlays).toHaveLength(3)
    const today = new Date()
    const day = `${today.getFullYear()}-${String(today.getMonth() + 1).padStart(2, '0')}-${String(today.getDate()).padStart(2, '0')}`
    for (const overlay of overlays) {
      expect(overlay).toHaveStyle({ pointerEvents: 'none' })
      expect(within(overlay).getAllByText(`马一鸣 0013 ${day}`).length).toBeGreaterThan(0)
    }

    await userEvent.click(screen.getByRole('button', { name: '放大' }))
    expect(screen.getByText('125%')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '下一页' }))
    expect(screen.getByRole('spinbutton', { name: '页码' })).toHaveValue('2')

    await userEvent.type(screen.getByRole('searchbox', { name: '在报告中搜索' }), '入住率{Enter}')
    expect(await screen.findByText('找到 2 处')).toBeInTheDocument()
    expect(screen.getByText(/第 2 页：/)).toBeInTheDocument()
  }, 40_000)

  it('releases the pdf.js document when the viewer closes', async () => {
    mockFetch({ [`/api/v1/reports/${ID}`]: { status: 200, body: { data: report(ID, '年报') } } })
    const doc = fakePdf(['一'])
    openPdf.mockResolvedValue(doc)
    const view = renderRoute(ReportViewer, `/report-viewer?id=${ID}`)
    expect(await screen.findByText('共 1 页')).toBeInTheDocument()
    expect(doc.destroy).not.toHaveBeenCalled()
    view.unmount()
    await waitFor(() => expect(doc.destroy).toHaveBeenCalledTimes(1))
  })

  it('says so when the PDF itself cannot be opened', async () => {
    mockFetch({ [`/api/v1/reports/${ID}`]: { status: 200, body: { data: report(ID, '坏文件') } } })
    openPdf.mockRejectedValue(new Error('Invalid PDF structure'))
    renderRoute(ReportViewer, `/report-viewer?id=${ID}`)
    expect(await screen.findByText('报告文件加载失败')).toBeInTheDocument()
  })

  it('downloads the watermarked copy, and reports a refused download', async () => {
    mockFetch({
      [`/api/v1/reports/${ID}/download`]: {
        status: 403,
        body: { error: { code: 'forbidden', message: '没有权限查看此报告' } },
      },
      [`/api/v1/reports/${ID}`]: { status: 200, body: { data: report(ID, '年报') } },
    })
    openPdf.mockResolvedValue(fakePdf(['一']))
    renderRoute(ReportViewer, `/report-viewer?id=${ID}`)
    await userEvent.click(await screen.findByRole('button', { name: /下载/ }))
    expect(await screen.findByText('没有权限查看此报告')).toBeInTheDocument()
  })
})
