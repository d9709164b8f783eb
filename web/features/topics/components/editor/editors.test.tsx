import { fireEvent, screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { ContentNodeView, NodeSource, PageSource } from '../../../../../common/content.ts'
import { mockFetch } from '../../../../test-support/mock-fetch.ts'
import { renderWithProviders } from '../../../../test-support/render.tsx'
import { NodeEditor } from './node-editor.tsx'
import { PageEditor, readBlocks } from './page-editor.tsx'

afterEach(() => vi.unstubAllGlobals())

const group: ContentNodeView = {
  id: 'g1',
  parent_id: null,
  kind: 'group',
  title: '方法',
  summary: '',
  target: null,
  published: true,
  public: false,
  locked: false,
  lock_reason: null,
  children: [],
}
const source: NodeSource = {
  id: 'n1',
  topic_key: 'city',
  parent_id: 'g1',
  kind: 'link',
  title: '国家统计局',
  summary: '统计数据',
  target: 'https://www.stats.gov.cn/',
  access: { kind: 'user' },
  published: true,
  public: false,
}

describe('NodeEditor', { timeout: 40_000 }, () => {
  it('refuses a javascript: target with the schema message and sends nothing', async () => {
    const calls = mockFetch({})
    renderWithProviders(<NodeEditor topicKey="city" version={4} nodes={[group]} initial={source} onDone={() => {}} />)
    const target = await screen.findByLabelText('链接目标')
    await userEvent.clear(target)
    await userEvent.type(target, 'javascript:alert(1)')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('链接只能是站内路径或 http(s) 地址')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('refuses an empty title', async () => {
    const calls = mockFetch({})
    renderWithProviders(<NodeEditor topicKey="city" version={4} nodes={[group]} initial={source} onDone={() => {}} />)
    await userEvent.clear(await screen.findByLabelText('标题'))
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText('请填写标题')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('sends an edit with the topic version it was opened on, then reports it done', async () => {
    const calls = mockFetch({
      'PUT /api/v1/content/nodes/n1': { status: 200, body: { data: { node: source, version: 5 } } },
    })
    const onDone = vi.fn()
    renderWithProviders(<NodeEditor topicKey="city" version={4} nodes={[group]} initial={source} onDone={onDone} />)
    const title = await screen.findByLabelText('标题')
    await userEvent.clear(title)
    await userEvent.type(title, '国家统计局年度数据')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: { version: 4, node: { title: '国家统计局年度数据', parent_id: 'g1', kind: 'link', target: source.target } },
    })
  })

  it('shows the conflict message when another administrator saved first', async () => {
    mockFetch({
      'POST /api/v1/content/topics/city/nodes': {
        status: 409,
        body: { error: { code: 'conflict', message: '该专题的内容已被其他管理员修改，请刷新后在最新顺序上重新调整' } },
      },
    })
    const onDone = vi.fn()
    renderWithProviders(<NodeEditor topicKey="city" version={4} nodes={[group]} onDone={onDone} parentId="g1" />)
    await userEvent.type(await screen.findByLabelText('标题'), '新资料页')
    await userEvent.type(screen.getByLabelText('链接目标'), '/datapage/city/new')
    await userEvent.click(screen.getByRole('button', { name: /保\s*存/ }))
    expect(await screen.findByText(/其他管理员修改/)).toBeInTheDocument()
    expect(onDone).not.toHaveBeenCalled()
  })
})

describe('PageEditor', { timeout: 40_000 }, () => {
  const page: PageSource = {
    path: 'city/overview',
    topic_key: 'city',
    title: '城市研究怎么做',
    summary: '',
    access: { kind: 'user' },
    blocks: [{ type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '原来的正文' }] }] }],
    version: 2,
    updated_at: '2026-11-22T08:00:00.000Z',
  }

  it('reads blocks and says which block is wrong and why', () => {
    expect(readBlocks('not json').problems).toEqual(['内容块不是有效的 JSON'])
    expect(readBlocks('[]').problems).toEqual(['页面至少需要一个内容块'])
    const bad = readBlocks(
      JSON.stringify([page.blocks[0], { type: 'banner', title: '横幅', href: 'javascript:alert(1)' }]),
    )
    expect(bad.problems).toEqual(['第 2 个内容块（href）：链接只能是站内路径（以 / 开头）或 http(s) 地址'])
    expect(readBlocks(JSON.stringify(page.blocks)).blocks).toHaveLength(1)
  })

  it('previews the blocks as they are typed and saves with the loaded version', async () => {
    const calls = mockFetch({
      'PUT /api/v1/content/pages?path=city%2Foverview': { status: 200, body: { data: { ...page, version: 3 } } },
    })
    const onDone = vi.fn()
    renderWithProviders(<PageEditor initial={page} topics={[]} onDone={onDone} />)
    const preview = await screen.findByRole('region', { name: '预览' })
    expect(preview).toHaveTextContent('原来的正文')
    const blocks = screen.getByLabelText('内容块')
    await userEvent.clear(blocks)
    const next = [{ type: 'rich_text', content: [{ type: 'heading', text: '新的小标题' }] }]
    await userEvent.click(blocks)
    await userEvent.paste(JSON.stringify(next))
    await waitFor(() => expect(preview).toHaveTextContent('新的小标题'))
    await userEvent.click(screen.getByRole('button', { name: /保存页面/ }))
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('city/overview'))
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { version: 2, title: '城市研究怎么做', blocks: next } })
  })

  it('does not send a page whose blocks are broken', async () => {
    const calls = mockFetch({})
    renderWithProviders(<PageEditor initial={page} topics={[]} onDone={() => {}} />)
    const blocks = await screen.findByLabelText('内容块')
    await userEvent.clear(blocks)
    await userEvent.click(blocks)
    await userEvent.paste('[{"type":"script"}]')
    expect(await screen.findByText('内容块有误')).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: /保存页面/ }))
    expect(calls).toHaveLength(0)
  })

  it('moves and removes whole blocks from the outline, and saves them in the new order', async () => {
    const three: PageSource = {
      ...page,
      blocks: [
        { type: 'rich_text', content: [{ type: 'heading', text: '开篇' }] },
        { type: 'banner', title: '横幅一', text: '说明', href: '/startPage/home' },
        { type: 'rich_text', title: '结语', content: [{ type: 'paragraph', spans: [{ text: '完' }] }] },
      ],
    }
    const calls = mockFetch({
      'PUT /api/v1/content/pages?path=city%2Foverview': { status: 200, body: { data: { ...three, version: 3 } } },
    })
    const onDone = vi.fn()
    renderWithProviders(<PageEditor initial={three} topics={[]} onDone={onDone} />)
    // Found by label and clicked with fireEvent: role queries and userEvent compute styles, which takes tens of
    // seconds per call in jsdom once antd has injected this many style rules.
    const outline = await screen.findByLabelText('内容块顺序')
    const button = (label: string) => outline.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement
    const captions = () => [...outline.querySelectorAll('.ant-list-item')].map((item) => item.textContent)
    expect(captions()).toEqual(['1. 图文 开篇', '2. 横幅 横幅一', '3. 图文 结语'])
    expect(button('上移第 1 块')).toBeDisabled()

    fireEvent.click(button('下移第 1 块'))
    expect(captions()).toEqual(['1. 横幅 横幅一', '2. 图文 开篇', '3. 图文 结语'])
    fireEvent.click(button('删除第 1 块'))
    fireEvent.click(await screen.findByText(/^删\s?除$/, { selector: '.ant-popconfirm button span' }))
    await waitFor(() => expect(captions()).toEqual(['1. 图文 开篇', '2. 图文 结语']))
    expect(JSON.parse((screen.getByLabelText('内容块') as HTMLTextAreaElement).value)).toHaveLength(2)

    fireEvent.click(screen.getByText('保存页面'))
    await waitFor(() => expect(onDone).toHaveBeenCalled())
    expect(calls[0]?.body).toMatchObject({ blocks: [three.blocks[0], three.blocks[2]] })
  })
})
