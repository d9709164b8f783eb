import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { DataPageView, TopicTree } from '#common/content'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { contentNode } from '../test-nodes.ts'
import { renderAt } from '../test-utils.tsx'

const page = (over: Partial<DataPageView> = {}): DataPageView => ({
  path: 'brandNegotiate/fees',
  title: '管理合同费用结构',
  summary: '',
  topic_key: 'brandNegotiate',
  overridden: false,
  blocks: [
    {
      type: 'rich_text',
      title: '说明',
      content: [
        {
          type: 'paragraph',
          spans: [{ text: '<img src=x onerror=alert(1)>' }, { text: '统计局', href: 'https://www.stats.gov.cn/' }],
        },
        { type: 'list', ordered: true, items: ['收集条款', '比较费用'] },
      ],
    },
    {
      type: 'table',
      title: '费用',
      columns: [
        { key: 'c0', title: '费用' },
        { key: 'c1', title: '常见区间' },
      ],
      rows: [{ c0: '基本管理费', c1: '1.5–3%' }],
      note: '典型区间，仅供参考',
    },
    {
      type: 'file_list',
      title: '年度报告',
      files: [{ name: '2025 年度报告', href: '/report-viewer?id=annual-2025', format: 'pdf' }],
    },
    { type: 'banner', title: '节能降本工具', text: '估算回收期', href: '/applet/savings' },
    {
      type: 'project_list',
      title: '案例',
      items: [
        { name: '湖畔酒店可研', city: '杭州', category: '可研', stage: '已完成' },
        { name: '海岛度假酒店谈判', city: '三亚', category: '谈判', stage: '进行中' },
      ],
    },
  ],
  ...over,
})

const topic: TopicTree = {
  topic: {
    key: 'brandNegotiate',
    title: '品牌谈判',
    stage: 'finance',
    icon: 'x',
    summary: '',
    audience: [],
    version: 0,
  },
  can_reorder: false,
  nodes: [
    contentNode({
      id: 'g',
      kind: 'group',
      title: '费用',
      children: [
        contentNode({
          id: 'a',
          parent_id: 'g',
          kind: 'page',
          title: '管理合同费用结构',
          target: '/datapage/brandNegotiate/fees',
        }),
        contentNode({
          id: 'b',
          parent_id: 'g',
          kind: 'page',
          title: '特许经营费用结构',
          target: '/datapage/brandNegotiate/franchise',
        }),
        contentNode({
          id: 'c',
          parent_id: 'g',
          kind: 'page',
          title: '内部条款统计',
          locked: true,
          lock_reason: '仅限本公司员工查看',
        }),
      ],
    }),
  ],
}

const pageUrl = (path: string) => `GET /api/v1/pages?path=${encodeURIComponent(path)}`

afterEach(() => vi.unstubAllGlobals())

describe('DataPage', { timeout: 40_000 }, () => {
  it('renders every kind of block, with markup in text shown as text', async () => {
    mockFetch({
      [pageUrl('brandNegotiate/fees')]: { status: 200, body: { data: page() } },
      'GET /api/v1/topics/brandNegotiate': { status: 200, body: { data: topic } },
    })
    renderAt('/datapage/brandNegotiate/fees')
    expect(await screen.findByRole('heading', { name: '管理合同费用结构', level: 2 })).toBeInTheDocument()
    expect(screen.getByText('<img src=x onerror=alert(1)>')).toBeInTheDocument()
    expect(document.querySelector('img')).toBeNull()
    expect(screen.getByRole('link', { name: '统计局' })).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByRole('cell', { name: '基本管理费' })).toBeInTheDocument()
    expect(screen.getByText('典型区间，仅供参考')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: '2025 年度报告' })).toHaveAttribute('href', '/report-viewer?id=annual-2025')
    expect(screen.getByText('估算回收期')).toBeInTheDocument()
    expect(await screen.findByRole('cell', { name: '海岛度假酒店谈判' })).toBeInTheDocument()
  })

  it('builds the left menu from the topic tree, without locked pages, and navigates with it', async () => {
    mockFetch({
      [pageUrl('brandNegotiate/fees')]: { status: 200, body: { data: page() } },
      [pageUrl('brandNegotiate/franchise')]: {
        status: 200,
        body: { data: page({ path: 'brandNegotiate/franchise', title: '特许经营费用结构' }) },
      },
      'GET /api/v1/topics/brandNegotiate': { status: 200, body: { data: topic } },
    })
    const router = renderAt('/datapage/brandNegotiate/fees')
    const menu = await screen.findByRole('navigation', { name: '品牌谈判' }, { timeout: 15000 })
    expect(within(menu).queryByText('内部条款统计')).toBeNull()
    await userEvent.click(within(menu).getByText('特许经营费用结构'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/datapage/brandNegotiate/franchise'))
    expect(await screen.findByRole('heading', { name: '特许经营费用结构', level: 2 })).toBeInTheDocument()
  })

  it('filters a project list by category', async () => {
    mockFetch({ [pageUrl('brandNegotiate/fees')]: { status: 200, body: { data: page() } } })
    renderAt('/v3/brandNegotiate/fees')
    await screen.findByRole('cell', { name: '湖畔酒店可研' })
    await userEvent.click(screen.getByRole('combobox'))
    await userEvent.click(await screen.findByTitle('谈判'))
    await waitFor(() => expect(screen.queryByRole('cell', { name: '湖畔酒店可研' })).toBeNull())
    expect(screen.getByRole('cell', { name: '海岛度假酒店谈判' })).toBeInTheDocument()
  })

  it('shows the reason when the server refuses the page', async () => {
    mockFetch({
      [pageUrl('homeHotel/welcome')]: {
        status: 403,
        body: { error: { code: 'forbidden', message: '仅对开业酒店用户开放' } },
      },
    })
    renderAt('/datapage/homeHotel/welcome')
    expect(await screen.findByText('无权查看此页面')).toBeInTheDocument()
    expect(screen.getByText('仅对开业酒店用户开放')).toBeInTheDocument()
  })

  it('shows Page Not Found for an unknown page', async () => {
    mockFetch({
      [pageUrl('nope/page')]: { status: 404, body: { error: { code: 'not_found', message: '页面不存在' } } },
    })
    renderAt('/v3/nope/page')
    expect(await screen.findByText('Page Not Found: /v3/nope/page')).toBeInTheDocument()
  })

  it("marks an organization's own version of a page", async () => {
    mockFetch({
      [pageUrl('asset/overview')]: {
        status: 200,
        body: { data: page({ path: 'asset/overview', overridden: true, topic_key: null }) },
      },
    })
    renderAt('/datapage/asset/overview')
    expect(await screen.findByText('本机构专属版本')).toBeInTheDocument()
  })

  it('loads the chart code only for a page with a chart, and draws it', async () => {
    const chart = {
      type: 'chart' as const,
      title: '费用构成',
      chart: 'pie' as const,
      categories: ['基本管理费', '奖励管理费'],
      series: [{ name: '占比', data: [2.5, 2.2] }],
      unit: '%',
    }
    mockFetch({
      [pageUrl('x/chart')]: {
        status: 200,
        body: { data: page({ path: 'x/chart', topic_key: null, blocks: [chart] }) },
      },
    })
    renderAt('/datapage/x/chart')
    expect(await screen.findByRole('heading', { name: '费用构成' })).toBeInTheDocument()
    // The chart library arrives with the block and takes a canvas (jsdom has no 2D context to draw on).
    const drawn = await screen.findByRole('img', { name: '费用构成' }, { timeout: 8000 })
    expect(drawn.tagName).toBe('CANVAS')
  })
})
