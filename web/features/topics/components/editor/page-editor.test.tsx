import { fireEvent, screen, waitFor, within } from '@testing-library/react'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { Block, PageSource } from '#common/content'
import { type FetchCall, mockFetch } from '#web/test-support/mock-fetch.ts'
import { renderWithProviders } from '#web/test-support/render.tsx'
import { PageEditor } from './page-editor.tsx'

// jsdom cannot draw on a canvas: the chart's drawing module (loaded lazily by the real Chart) lists the data it was
// given instead, so a test can read what the preview would draw.
vi.mock('#web/components/chart/canvas-chart.tsx', () => ({
  CanvasChart: ({
    spec,
    label,
  }: {
    spec: { categories: string[]; series: { name: string; data: number[] }[] }
    label: string
  }) => (
    <ul aria-label={`图表数据：${label}`}>
      {spec.series.map((s) => (
        <li key={s.name}>{`${s.name}: ${spec.categories.map((c, i) => `${c}=${s.data[i]}`).join(', ')}`}</li>
      ))}
    </ul>
  ),
}))

// ProseMirror measures the selection to scroll it into view; jsdom's ranges have no layout.
beforeAll(() => {
  Range.prototype.getClientRects = () => [] as unknown as DOMRectList
  Range.prototype.getBoundingClientRect = () => new DOMRect()
})
afterEach(() => vi.unstubAllGlobals())

const saveRoute = 'PUT /api/v1/content/pages?path=city%2Foverview'
const pageWith = (blocks: Block[]): PageSource => ({
  path: 'city/overview',
  topic_key: 'city',
  title: '城市研究怎么做',
  summary: '',
  access: { kind: 'user' },
  blocks,
  version: 2,
  updated_at: '2026-11-22T08:00:00.000Z',
})

// Inputs are found by label inside a block and changed with fireEvent: role queries and userEvent compute styles,
// which takes tens of seconds per call in jsdom once antd has injected this many style rules.
const blockRegion = (n: number) => screen.getByLabelText(`第 ${n} 块`)
const input = (scope: HTMLElement, label: string) => within(scope).getByLabelText(label) as HTMLInputElement
const change = (element: HTMLElement, value: string) => fireEvent.change(element, { target: { value } })
const button = (scope: HTMLElement, label: string) =>
  scope.querySelector(`button[aria-label="${label}"]`) as HTMLButtonElement
const captions = () =>
  [...screen.getByLabelText('内容块').querySelectorAll('.ant-card-head-title')].map((el) => el.textContent)
const saved = (calls: FetchCall[]) => calls.filter((c) => c.method === 'PUT')
const save = () => fireEvent.click(screen.getByText('保存页面'))

describe('PageEditor', { timeout: 60_000 }, () => {
  it('edits a table cell, previews it, and saves the table as the schema accepts it', async () => {
    const table: Block = {
      type: 'table',
      title: '开发成本',
      columns: [
        { key: 'item', title: '项目' },
        { key: 'value', title: '数值', align: 'right' },
      ],
      rows: [{ item: '建安', value: 10 }],
    }
    const calls = mockFetch({ [saveRoute]: { status: 200, body: { data: { ...pageWith([table]), version: 3 } } } })
    const onDone = vi.fn()
    renderWithProviders(<PageEditor initial={pageWith([table])} topics={[]} onDone={onDone} />)
    const block = await screen.findByLabelText('第 1 块')

    change(input(block, '第 1 行 项目'), '精装修')
    change(input(block, '第 1 行 数值'), '12.5')
    change(input(block, '表格标题'), '  开发成本（万元）  ')
    fireEvent.click(within(block).getByText('添加一行'))
    change(input(block, '第 2 行 项目'), '机电')
    change(input(block, '第 2 行 数值'), '007')
    const preview = screen.getByLabelText('预览')
    await waitFor(() => expect(preview).toHaveTextContent('精装修'))
    expect(preview).toHaveTextContent('机电')

    save()
    await waitFor(() => expect(onDone).toHaveBeenCalledWith('city/overview'))
    expect(calls[0]).toMatchObject({
      method: 'PUT',
      body: {
        version: 2,
        blocks: [
          {
            type: 'table',
            title: '开发成本（万元）',
            columns: table.columns,
            rows: [
              { item: '精装修', value: 12.5 },
              { item: '机电', value: '007' },
            ],
          },
        ],
      },
    })
  })

  it('adds a chart series from the grid and draws it in the preview', async () => {
    const chart: Block = {
      type: 'chart',
      title: '出租率',
      chart: 'bar',
      categories: ['2024', '2025'],
      series: [{ name: '全国', data: [62, 65] }],
    }
    const calls = mockFetch({ [saveRoute]: { status: 200, body: { data: { ...pageWith([chart]), version: 3 } } } })
    renderWithProviders(<PageEditor initial={pageWith([chart])} topics={[]} onDone={() => {}} />)
    const block = await screen.findByLabelText('第 1 块')
    const drawn = await within(block).findByLabelText('图表数据：出租率')
    expect(drawn).toHaveTextContent('全国: 2024=62, 2025=65')

    fireEvent.click(within(block).getByText('系列'))
    change(input(block, '第 2 个系列名称'), '上海')
    change(input(block, '2024 上海'), '71')
    change(input(block, '2025 上海'), '74')
    await waitFor(() =>
      expect(within(block).getByLabelText('图表数据：出租率')).toHaveTextContent('上海: 2024=71, 2025=74'),
    )

    save()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({
      blocks: [
        {
          series: [
            { name: '全国', data: [62, 65] },
            { name: '上海', data: [71, 74] },
          ],
        },
      ],
    })
  })

  it('adds a block from the templates, moves and removes blocks, and saves them in the new order', async () => {
    const blocks: Block[] = [
      { type: 'rich_text', title: '开篇', content: [{ type: 'heading', text: '开篇' }] },
      { type: 'banner', title: '横幅一', text: '说明', href: '/startPage/home' },
    ]
    const calls = mockFetch({
      [saveRoute]: { status: 200, body: { data: { ...pageWith(blocks), version: 3 } } },
      // The preview of the added report list asks for the reports.
      'GET /api/v1/utils/huameiAnnuals': { status: 200, body: { data: [] } },
    })
    renderWithProviders(<PageEditor initial={pageWith(blocks)} topics={[]} onDone={() => {}} />)
    await screen.findByLabelText('第 2 块')
    expect(captions()).toEqual(['1. 图文 开篇', '2. 横幅 横幅一'])

    fireEvent.mouseEnter(screen.getByText('添加内容块'))
    fireEvent.click(await screen.findByText('年度报告列表', { selector: '.ant-dropdown-menu-title-content' }))
    await waitFor(() => expect(captions()).toEqual(['1. 图文 开篇', '2. 横幅 横幅一', '3. 年度报告列表 年度报告']))

    const list = screen.getByLabelText('内容块')
    fireEvent.click(button(list, '上移第 3 块'))
    expect(captions()).toEqual(['1. 图文 开篇', '2. 年度报告列表 年度报告', '3. 横幅 横幅一'])
    fireEvent.click(button(list, '删除第 1 块'))
    fireEvent.click(await screen.findByText(/^删\s?除$/, { selector: '.ant-popconfirm button span' }))
    await waitFor(() => expect(captions()).toEqual(['1. 年度报告列表 年度报告', '2. 横幅 横幅一']))

    save()
    await waitFor(() => expect(saved(calls)).toHaveLength(1))
    expect(saved(calls)[0]?.body).toMatchObject({
      blocks: [{ type: 'report_list', title: '年度报告', source: 'annual' }, blocks[1]],
    })
  })

  it('shows a schema problem next to the block that has it, in Chinese, and sends nothing', async () => {
    const blocks: Block[] = [
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '正文' }] }] },
      { type: 'banner', title: '横幅', href: '/startPage/home' },
    ]
    const calls = mockFetch({})
    renderWithProviders(<PageEditor initial={pageWith(blocks)} topics={[]} onDone={() => {}} />)
    const banner = await screen.findByLabelText('第 2 块')
    change(input(banner, '点击后打开'), 'javascript:alert(1)')
    change(input(banner, '横幅标题'), '')

    const problems = await within(banner).findByLabelText('第 2 块的问题')
    expect([...problems.querySelectorAll('li')].map((li) => li.textContent)).toEqual([
      '标题：不能为空',
      '链接：链接只能是站内路径（以 / 开头）或 http(s) 地址',
    ])
    expect(within(blockRegion(1)).queryByText('这个内容块还不能保存')).toBeNull()
    expect(screen.getByLabelText('预览')).toHaveTextContent('第 2 块还有问题')

    save()
    expect(await screen.findByText('有内容块还不能保存，请按各内容块下方的提示修改')).toBeInTheDocument()
    expect(calls).toHaveLength(0)
  })

  it('edits rich text in the editor and saves the document tree', async () => {
    const blocks: Block[] = [{ type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '原来的正文' }] }] }]
    const calls = mockFetch({ [saveRoute]: { status: 200, body: { data: { ...pageWith(blocks), version: 3 } } } })
    renderWithProviders(<PageEditor initial={pageWith(blocks)} topics={[]} onDone={() => {}} />)
    const textbox = await screen.findByLabelText('第 1 块正文', {}, { timeout: 20_000 })
    expect(textbox).toHaveTextContent('原来的正文')

    // The selection starts in the first paragraph: the toolbar turns it into a heading.
    fireEvent.click(button(blockRegion(1), '小标题'))
    await waitFor(() => expect(textbox.querySelector('h3')).toHaveTextContent('原来的正文'))
    await waitFor(() => expect(screen.getByLabelText('预览').querySelector('h5')).toHaveTextContent('原来的正文'))

    save()
    await waitFor(() => expect(calls).toHaveLength(1))
    expect(calls[0]?.body).toMatchObject({
      blocks: [{ type: 'rich_text', content: [{ type: 'heading', text: '原来的正文' }] }],
    })
  })
})
