import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentNodeView, TopicTree } from '#common/content'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { contentNode } from '../test-nodes.ts'
import { renderAt } from '../test-utils.tsx'

const node = (
  id: string,
  kind: ContentNodeView['kind'],
  title: string,
  extra: Partial<ContentNodeView> = {},
): ContentNodeView => contentNode({ id, kind, title, summary: `${title}的说明`, ...extra })

const tree = (over: Partial<TopicTree> = {}): TopicTree => ({
  topic: {
    key: 'feasibility',
    title: '可行性研究',
    stage: 'invest',
    icon: 'x',
    summary: '一家酒店值不值得投。',
    audience: [],
    version: 3,
  },
  can_reorder: false,
  nodes: [
    node('g1', 'group', '方法', {
      children: [
        node('n1', 'page', '可行性研究包括什么', { parent_id: 'g1', target: '/datapage/feasibility/overview' }),
        node('n2', 'report', '可研报告样本', { parent_id: 'g1', locked: true, lock_reason: '仅限本公司员工查看' }),
      ],
    }),
    node('g2', 'group', '参考', {
      children: [
        node('n3', 'link', '国家统计局', { parent_id: 'g2', target: 'https://www.stats.gov.cn/' }),
        node('n4', 'applet', '可行性研究工具', { parent_id: 'g2', target: '/applet/feasibility' }),
      ],
    }),
  ],
  ...over,
})

afterEach(() => vi.unstubAllGlobals())

describe('StartPage', { timeout: 40_000 }, () => {
  it('shows a loading state, then the topic as sections of cards', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree() } } })
    renderAt('/startPage/feasibility')
    expect(document.querySelector('.ant-skeleton')).not.toBeNull()
    expect(await screen.findByRole('heading', { name: /可行性研究/ })).toBeInTheDocument()
    expect(screen.getByRole('heading', { level: 3, name: '方法' })).toBeInTheDocument()
    expect(screen.getByRole('region', { name: '方法' })).toHaveTextContent('可行性研究包括什么')
    expect(screen.getByRole('region', { name: '参考' })).toHaveTextContent('国家统计局')
    expect(screen.getByText('投资决策')).toBeInTheDocument()
  })

  it('shows a lock and the reason on a refused node, and does not open it', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree() } } })
    const router = renderAt('/startPage/feasibility')
    const locked = (await screen.findByText('可研报告样本')).closest('[data-locked]') as HTMLElement
    expect(locked.closest('a')).toBeNull()
    expect(locked).toHaveTextContent('仅限本公司员工查看')
    expect(locked.querySelector('[aria-label="已锁定"]')).not.toBeNull()
    await userEvent.click(locked)
    expect(router.state.location.pathname).toBe('/startPage/feasibility')
    expect(await screen.findByText('带锁的条目需要相应权限，如需开通请联系您的项目顾问。')).toBeInTheDocument()
  })

  it('draws nodes as real links: internal ones through the router, external ones in a new tab with noopener', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree() } } })
    const router = renderAt('/startPage/feasibility')
    const external = (await screen.findByText('国家统计局')).closest('a') as HTMLAnchorElement
    expect(external).toHaveAttribute('href', 'https://www.stats.gov.cn/')
    expect(external).toHaveAttribute('target', '_blank')
    expect(external).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText('可行性研究工具').closest('a')).toHaveAttribute('href', '/applet/feasibility')
    await userEvent.click(screen.getByText('可行性研究工具'))
    await waitFor(() => expect(router.state.location.pathname).toBe('/applet/feasibility'))
  })

  it("renders 'Page Not Found' when the API does not know the section", async () => {
    mockFetch({
      'GET /api/v1/topics/nope': { status: 404, body: { error: { code: 'not_found', message: '专题不存在：nope' } } },
    })
    renderAt('/startPage/nope')
    expect(await screen.findByText('Page Not Found: /startPage/nope')).toBeInTheDocument()
  })

  it('says so when a topic has no content yet', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree({ nodes: [] }) } } })
    renderAt('/startPage/feasibility')
    expect(await screen.findByText('该专题暂无内容')).toBeInTheDocument()
  })

  it('retries a server failure, then shows the server message and a retry button', async () => {
    mockFetch({
      'GET /api/v1/topics/feasibility': {
        status: 503,
        body: { error: { code: 'service_unavailable', message: '服务暂时不可用' } },
      },
    })
    renderAt('/startPage/feasibility')
    // Server errors are retried twice with backoff (about 3 s) before the error shows.
    expect(await screen.findByText('服务暂时不可用', {}, { timeout: 8000 })).toBeInTheDocument()
    expect(screen.getByRole('button', { name: '重 试' })).toBeInTheDocument()
  })

  it('offers reordering only to administrators and saves the order with the version it saw', async () => {
    const calls = mockFetch({
      'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree({ can_reorder: true }) } },
      'PUT /api/v1/topics/feasibility/order': { status: 200, body: { data: { version: 4 } } },
    })
    renderAt('/startPage/feasibility')
    await userEvent.click(await screen.findByRole('button', { name: '调整顺序' }))
    expect(await screen.findByRole('tree')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: '保存顺序' }))
    await waitFor(() => expect(calls.some((c) => c.method === 'PUT')).toBe(true))
    expect(calls.find((c) => c.method === 'PUT')?.body).toEqual({
      version: 3,
      nodes: [
        { id: 'g1', parent_id: null },
        { id: 'n1', parent_id: 'g1' },
        { id: 'n2', parent_id: 'g1' },
        { id: 'g2', parent_id: null },
        { id: 'n3', parent_id: 'g2' },
        { id: 'n4', parent_id: 'g2' },
      ],
    })
    expect(await screen.findByText('排序已保存')).toBeInTheDocument()
  })

  it('reports a conflicting reorder and reloads the latest order', async () => {
    const calls = mockFetch({
      'GET /api/v1/topics/feasibility': [
        { status: 200, body: { data: tree({ can_reorder: true }) } },
        { status: 200, body: { data: tree({ can_reorder: true, topic: { ...tree().topic, version: 4 } }) } },
      ],
      'PUT /api/v1/topics/feasibility/order': {
        status: 409,
        body: { error: { code: 'conflict', message: '该专题的内容已被其他管理员修改，请刷新后在最新顺序上重新调整' } },
      },
    })
    renderAt('/startPage/feasibility')
    await userEvent.click(await screen.findByRole('button', { name: '调整顺序' }))
    await userEvent.click(screen.getByRole('button', { name: '保存顺序' }))
    expect(await screen.findByText(/已被其他管理员修改.*已载入最新顺序/)).toBeInTheDocument()
    await waitFor(() => expect(calls.filter((c) => c.method === 'GET')).toHaveLength(2))
    expect(screen.getByRole('button', { name: '保存顺序' })).toBeInTheDocument()
  })

  it('takes administrators to the knowledge browser to edit the topic', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree({ can_reorder: true }) } } })
    renderAt('/startPage/feasibility')
    await userEvent.click(await screen.findByRole('button', { name: '编辑内容' }))
    expect(await screen.findByText('已打开 /browser?topic=feasibility')).toBeInTheDocument()
  })

  it('shows no reorder button to other users', async () => {
    mockFetch({ 'GET /api/v1/topics/feasibility': { status: 200, body: { data: tree() } } })
    renderAt('/startPage/feasibility')
    await screen.findByText('国家统计局')
    expect(screen.queryByRole('button', { name: '调整顺序' })).toBeNull()
    expect(screen.queryByRole('button', { name: '编辑内容' })).toBeNull()
  })
})
