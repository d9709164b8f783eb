// @vitest-environment jsdom
// Uses the browser's storage and network objects, so it runs in jsdom, not in Node (vitest.config.ts).
import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { benchmarkRow } from '#common/benchmarks/benchmarks'
import type { PublicArticle } from '#common/content'
import { setSessionLostHandler } from '#web/lib/api-client.ts'
import { session } from '#web/lib/session.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { Component as PublicArticlePage } from './public-article.tsx'

const shipped = benchmarkRow('fin.cap_rate')
const article = (typical: number): PublicArticle => ({
  id: 'a1',
  title: '资本化率',
  description: '测试文章',
  updated_at: '2026-11-01T00:00:00.000Z',
  blocks: [{ type: 'benchmark', title: '基准', keys: ['fin.cap_rate'] }],
  benchmarks: [
    {
      key: 'fin.cap_rate',
      segment: null,
      tier: null,
      variant: null,
      low: null,
      typical,
      high: null,
      as_of: '2026-06',
      source: {
        id: 'desk-p1',
        kind: 'survey',
        publisher: '测试机构',
        title: '测试调查',
        year: 2026,
        url: null,
        note: null,
      },
    },
  ],
})

describe('public article (/wxp/content)', { timeout: 30_000 }, () => {
  afterEach(() => vi.unstubAllGlobals())

  it("shows the desk's approved figures it carries, without asking the desk or ending a session nobody has", async () => {
    session.clear()
    const lost = vi.fn()
    setSessionLostHandler(lost)
    if (!shipped) throw new Error('the benchmark table has a cap rate')
    const typical = (shipped.typical ?? 0) + 0.37
    const calls = mockFetch({
      '/api/v1/public/articles/a1': { body: { data: article(typical) } },
      '/api/v1/data-desk/live-benchmarks': {
        status: 401,
        body: { error: { code: 'unauthorized', message: '请先登录' } },
      },
    })
    renderWithProviders(<PublicArticlePage />, '/wxp/content?id=a1')
    expect(await screen.findByRole('heading', { name: '资本化率' })).toBeInTheDocument()
    const figure = typical.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
    expect(await screen.findByText(figure, { exact: false })).toBeInTheDocument()
    expect(screen.getByText('测试机构', { exact: false })).toBeInTheDocument()
    expect(calls.map((c) => c.url.pathname)).toEqual(['/api/v1/public/articles/a1'])
    expect(lost).not.toHaveBeenCalled()
  })
})
