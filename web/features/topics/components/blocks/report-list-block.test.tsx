import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DataPageView } from '../../../../../common/content.ts'
import { mockFetch } from '../../../../test-support/mock-fetch.ts'
import { renderAt } from '../../test-utils.tsx'

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
})
