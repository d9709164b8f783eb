import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { NodeSource } from '#common/content'
import { contentNode } from '#web/features/topics/test-nodes.ts'
import { mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { NodeEditor } from './node-editor.tsx'

afterEach(() => vi.unstubAllGlobals())

const group = contentNode({ id: 'g1', kind: 'group', title: '方法' })
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
