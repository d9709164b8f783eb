import { fireEvent, screen, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DataPageView } from '#common/content'
import { renderAt } from '#web/features/topics/test-utils.tsx'
import { mockFetch } from '#web/test-support/mock-fetch.ts'

afterEach(() => vi.unstubAllGlobals())

const page: DataPageView = {
  path: 'huameiAnnuals',
  title: '年度报告',
  summary: '',
  topic_key: null,
  overridden: false,
  blocks: [{ type: 'report_list', title: '年度报告', source: 'annual' }],
}

describe('report list block', { timeout: 40_000 }, () => {
  it('lists the annual reports from huameiAnnuals, each linking to the viewer', async () => {
    mockFetch({
      'GET /api/v1/pages?path=huameiAnnuals': { status: 200, body: { data: page } },
      'GET /api/v1/utils/huameiAnnuals': {
        status: 200,
        body: { data: [{ id: 'r-2025', title: '2025 中国酒店市场回顾', year: 2025, summary: '全年回顾' }] },
      },
    })
    renderAt('/datapage/huameiAnnuals')
    const link = await screen.findByRole('link', { name: '2025 中国酒店市场回顾' })
    expect(link).toHaveAttribute('href', '/report-viewer?id=r-2025')
    expect(screen.getByText('2025 年 · 全年回顾')).toBeInTheDocument()
  })

  it('says so when there is no annual report to read', async () => {
    mockFetch({
      'GET /api/v1/pages?path=huameiAnnuals': { status: 200, body: { data: page } },
      'GET /api/v1/utils/huameiAnnuals': { status: 200, body: { data: [] } },
    })
    renderAt('/datapage/huameiAnnuals')
    expect(await screen.findByText('暂无可阅读的年度报告')).toBeInTheDocument()
  })

  it("shows the report library with each report's topic and year, and filters by topic", async () => {
    const library: DataPageView = {
      ...page,
      path: 'resources/reports',
      title: '报告库',
      blocks: [{ type: 'report_list', title: '报告库', source: 'library' }],
    }
    const report = (id: string, title: string, topic: string, year: number) => ({
      id,
      title,
      topic,
      year,
      summary: '',
      is_annual: false,
      file_size: 2048,
      created_at: '2026-11-26T00:00:00Z',
      updated_at: '2026-11-26T00:00:00Z',
    })
    const calls = mockFetch({
      'GET /api/v1/pages?path=resources%2Freports': { status: 200, body: { data: library } },
      'GET /api/v1/topics': {
        status: 200,
        body: {
          data: [
            { key: 'budget', title: '投资预算', stage: 'build', icon: 'x', summary: '', audience: [] },
            { key: 'group', title: '酒店集团', stage: 'invest', icon: 'x', summary: '', audience: [] },
          ],
        },
      },
      'GET /api/v1/reports?topic=budget': {
        status: 200,
        body: { data: [report('r1', '酒店开发成本指南', 'budget', 2025)] },
      },
      'GET /api/v1/reports': {
        status: 200,
        body: {
          data: [
            report('r1', '酒店开发成本指南', 'budget', 2025),
            report('r4', '中国酒店集团规模年度观察', 'group', 2025),
          ],
        },
      },
    })
    renderAt('/datapage/resources/reports')
    expect(await screen.findByRole('link', { name: '中国酒店集团规模年度观察' })).toHaveAttribute(
      'href',
      '/report-viewer?id=r4',
    )
    expect(await screen.findByText('投资预算')).toBeInTheDocument()
    fireEvent.mouseDown(screen.getByLabelText('专题'))
    fireEvent.click(await screen.findByTitle('投资预算'))
    await waitFor(() => expect(screen.queryByRole('link', { name: '中国酒店集团规模年度观察' })).toBeNull())
    expect(calls.some((c) => c.url.searchParams.get('topic') === 'budget')).toBe(true)
  })
})
