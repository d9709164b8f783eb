import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { Block } from '#common/content'
import { loadContentPages, withComputedBlocks, withContentPages } from './content-files.ts'
import type { CodePage, SeedTopic } from './define.ts'
import { cite, sourceTitle } from './placeholders.ts'

let dir: string | undefined
/** A content folder holding these files (path → text). */
function folder(files: Record<string, string>) {
  dir = mkdtempSync(join(tmpdir(), 'content-pages-'))
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true })
    writeFileSync(join(dir, path), text)
  }
  return dir
}
afterEach(() => {
  if (dir) rmSync(dir, { recursive: true, force: true })
  dir = undefined
})

const front = '---\ntitle: 供需平衡测算方法\nsummary: 用客房夜需求与供给增长判断入住率走势。\n---\n'
const problemsOf = (files: Record<string, string>) => {
  try {
    loadContentPages(folder(files))
  } catch (error) {
    return (error as Error).message
  }
  throw new Error('the folder loaded without a problem')
}

describe('content files', () => {
  it('turns sections, lists, notes, bold text, links and directives into the blocks the schema defines', () => {
    const text = `---
title: 供需平衡测算方法
summary: 用客房夜需求与供给增长判断入住率走势。
access: employee
---

开头没有标题的一段。

## 方法

先划定**竞争市场**，再看[城市墙](/section/city)。
这一行接着上一行。

### 步骤

1. 计算现有供给
2. 估计需求

- 商务
- 休闲

> 开业概率是经验取值。

---

分隔线之后是没有标题的新块。

::: table 城市评估指标
| 类别 | 指标 | 阈值（%） |
| --- | :--- | ---: |
| 经济 | 三产占比 \\| 结构 | 55 |

典型区间，仅供参考。
:::

::: benchmark 资本化率
keys: [fin.cap_rate, dev.hard_cost_per_sqm]
tier: tier1
:::

::: chart 供需走势
chart: line
unit: "%"
categories: [2024, 2025]
series:
  需求增长（%）: [6.5, 6]
:::
`
    const [loaded] = loadContentPages(folder({ 'city/supply-demand.md': text }))
    expect(loaded?.topic).toBe('city')
    expect(loaded?.page).toEqual({
      path: 'city/supply-demand',
      title: '供需平衡测算方法',
      summary: '用客房夜需求与供给增长判断入住率走势。',
      access: { kind: 'employee' },
      blocks: [
        { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '开头没有标题的一段。' }] }] },
        {
          type: 'rich_text',
          title: '方法',
          content: [
            {
              type: 'paragraph',
              spans: [
                { text: '先划定' },
                { text: '竞争市场', bold: true },
                { text: '，再看' },
                { text: '城市墙', href: '/section/city' },
                { text: '。这一行接着上一行。' },
              ],
            },
            { type: 'heading', text: '步骤' },
            { type: 'list', ordered: true, items: ['计算现有供给', '估计需求'] },
            { type: 'list', items: ['商务', '休闲'] },
            { type: 'note', text: '开业概率是经验取值。' },
          ],
        },
        { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '分隔线之后是没有标题的新块。' }] }] },
        {
          type: 'table',
          title: '城市评估指标',
          columns: [
            { key: 'c0', title: '类别' },
            { key: 'c1', title: '指标', align: 'left' },
            { key: 'c2', title: '阈值（%）', align: 'right' },
          ],
          rows: [{ c0: '经济', c1: '三产占比 | 结构', c2: '55' }],
          note: '典型区间，仅供参考。',
        },
        { type: 'benchmark', title: '资本化率', keys: ['fin.cap_rate', 'dev.hard_cost_per_sqm'], tier: 'tier1' },
        {
          type: 'chart',
          title: '供需走势',
          chart: 'line',
          unit: '%',
          categories: ['2024', '2025'],
          series: [{ name: '需求增长（%）', data: [6.5, 6] }],
        },
      ],
    })
  })

  it('keeps a bare web address as text: links are written as [text](address)', () => {
    const [loaded] = loadContentPages(folder({ 'city/a.md': `${front}\n见 https://www.stats.gov.cn 。\n` }))
    expect(loaded?.page.blocks).toEqual([
      { type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: '见 https://www.stats.gov.cn 。' }] }] },
    ])
  })

  it('refuses front matter without a title, naming the file and the line', () => {
    const message = problemsOf({ 'city/a.md': '---\nsummary: 摘要\n---\n\n正文。\n' })
    expect(message).toContain('content/pages/city/a.md:2: front matter 缺少 title')
  })

  it('refuses front matter that is not YAML or has a field it does not know', () => {
    expect(problemsOf({ 'city/a.md': '---\ntitle: [未闭合\nsummary: 摘要\n---\n\n正文。\n' })).toMatch(
      /content\/pages\/city\/a\.md:\d+: YAML 写法有误/,
    )
    expect(problemsOf({ 'city/b.md': `---\ntitle: 标题\nsummary: 摘要\nauthor: 张三\n---\n\n正文。\n` })).toContain(
      'content/pages/city/b.md:4: front matter 不认识的字段：author',
    )
  })

  it('refuses an unknown directive, naming the file, the line and the directives there are', () => {
    const message = problemsOf({ 'city/a.md': `${front}\n正文。\n\n::: gallery 图片\nimages: []\n:::\n` })
    expect(message).toContain('content/pages/city/a.md:8: 不认识的内容块：::: gallery')
    expect(message).toContain('benchmark')
  })

  it('refuses a block the schema refuses: an unsafe link, a malformed benchmark key, a misspelt field', () => {
    const message = problemsOf({
      'city/a.md': `${front}\n看[这里](javascript:alert(1))。\n`,
      'city/b.md': `${front}\n::: benchmark 基准\nkeys: [CapRate]\n:::\n`,
      'city/c.md': `${front}\n::: benchmark 基准\nkeys: [fin.cap_rate]\nnotes: 拼错的字段\n:::\n`,
    })
    expect(message).toMatch(/content\/pages\/city\/a\.md:6: rich_text 块不符合格式：.*链接只能是站内路径/)
    expect(message).toContain('content/pages/city/b.md:6: benchmark 块不符合格式：keys.0：基准指标键应形如')
    expect(message).toContain('content/pages/city/c.md:6: benchmark 块不认识的字段：notes')
  })

  it('refuses Markdown the blocks cannot hold: a table outside ::: table, code, a nested list, a bold list item', () => {
    const message = problemsOf({
      'city/a.md': `${front}\n| a | b |\n| --- | --- |\n| 1 | 2 |\n\n\`\`\`\ncode\n\`\`\`\n\n- 一\n  - 二\n\n- **加粗**\n`,
    })
    expect(message).toContain('content/pages/city/a.md:6: 表格要放在 ::: table')
    expect(message).toContain('content/pages/city/a.md:10: 不支持的 Markdown 内容（code）')
    expect(message).toContain('content/pages/city/a.md:14: 列表项只能是一行文字')
  })

  it('refuses a directive that is never closed and a file name that is not a page path', () => {
    expect(problemsOf({ 'city/a.md': `${front}\n::: table 表\n| a |\n| --- |\n| 1 |\n` })).toContain(
      'content/pages/city/a.md:6: ::: table 没有以 ::: 结束',
    )
    expect(problemsOf({ 'city/一页.md': `${front}\n正文。\n` })).toContain(
      'content/pages/city/一页.md: 文件名不是有效的页面路径',
    )
  })

  it('adds each page to the topic its path starts with, and refuses an unknown topic or a path code already seeds', () => {
    const topic = { key: 'city', pages: [{ path: 'city/tiers', title: 't', summary: 's', blocks: [] }] }
    const topics = [topic] as unknown as SeedTopic[]
    const page = { path: 'city/demand', title: 't', summary: 's', blocks: [] }
    expect(withContentPages(topics, [{ file: 'f', topic: 'city', page }])[0]?.pages.map((p) => p.path)).toEqual([
      'city/tiers',
      'city/demand',
    ])
    expect(() => withContentPages(topics, [{ file: 'content/pages/x/a.md', topic: 'x', page }])).toThrow(
      'content/pages/x/a.md: 没有 key 为 x 的专题',
    )
    expect(() =>
      withContentPages(topics, [
        { file: 'content/pages/city/tiers.md', topic: 'city', page: { ...page, path: 'city/tiers' } },
      ]),
    ).toThrow('content/pages/city/tiers.md: 页面 city/tiers 已在代码中定义')
  })

  describe('::: computed slots', () => {
    const computedTable: Block = {
      type: 'table',
      title: '算例',
      columns: [{ key: 'c0', title: '结果（%）' }],
      rows: [{ c0: '12.5' }],
    }
    const text = `${front}\n## 开头\n\n正文。\n\n::: computed\n\n## 怎么读\n\n- 一\n\n::: computed\n`
    const load = (code: CodePage[], files = { 'city/demand.md': text }) =>
      withComputedBlocks(code, loadContentPages(folder(files)))
    const problems = (code: CodePage[], files?: Record<string, string>) => {
      try {
        load(code, files as { 'city/demand.md': string })
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('the pages merged without a problem')
    }

    it('puts the blocks code computes into the slots in order, and keeps the page a code page', () => {
      const other: CodePage = { path: 'city/tiers', title: 't', summary: 's', blocks: [] }
      const chart: Block = {
        type: 'chart',
        title: '走势',
        chart: 'bar',
        categories: ['a'],
        series: [{ name: '甲', data: [1] }],
      }
      const { code, files } = load([other, { path: 'city/demand', blocks: [computedTable, chart] }])
      expect(files).toEqual([])
      expect(code.map((p) => p.path)).toEqual(['city/tiers', 'city/demand'])
      const page = code[1]
      expect(page?.title).toBe('供需平衡测算方法')
      expect(page?.blocks.map((b) => `${b.type}:${'title' in b ? b.title : ''}`)).toEqual([
        'rich_text:开头',
        'table:算例',
        'rich_text:怎么读',
        'chart:走势',
      ])
    })

    it('refuses a slot count code does not match, naming the file and the line', () => {
      expect(problems([{ path: 'city/demand', blocks: [computedTable] }])).toContain(
        'content/pages/city/demand.md:10: 有 2 处 ::: computed，代码给出 1 个计算块',
      )
    })

    it('refuses slots without code, code blocks without a file, and a titled slot', () => {
      expect(problems([])).toContain('content/pages/city/demand.md:10: ::: computed 没有对应的代码页面')
      expect(problems([{ path: 'city/supply', blocks: [computedTable] }])).toContain(
        '代码只给出页面 city/supply 的计算块，缺少带 ::: computed 的 content/pages/city/supply.md',
      )
      expect(problemsOf({ 'city/a.md': `${front}\n::: computed 标题\n` })).toContain(
        'content/pages/city/a.md:6: ::: computed 不带标题',
      )
    })

    it('checks the finished page against the block schema', () => {
      const bad = { ...computedTable, columns: [] } as unknown as Block
      expect(problems([{ path: 'city/demand', blocks: [bad, computedTable] }])).toMatch(
        /content\/pages\/city\/demand\.md: blocks\.1\.columns: /,
      )
    })
  })

  describe('{{…}} values', () => {
    const text = `${front}
## 算例（{{e.rooms}}间）

稳定年收入{{e.revenue num:1}}万元，GOP 率{{e.gopMargin pct:1}}%，资本化率{{benchmark:fin.cap_rate}}%（{{cite:fin.cap_rate}}）。

::: table 结果
| 指标 | 数值（万元） |
| --- | ---: |
| 收入 | {{e.revenue}} |
| 基本管理费率 | {{benchmark:fee.base_pct}} |
| 年份 | 第{{e.year}}年 |

出处：{{source:ops-atour-2024}}。
:::
`
    const figures = { e: { rooms: 120, revenue: 6543.21, gopMargin: 0.3456, year: 3 } }
    const load = (code: CodePage[], body = text) =>
      withComputedBlocks(code, loadContentPages(folder({ 'city/demand.md': body })))
    const problems = (code: CodePage[], body?: string) => {
      try {
        load(code, body)
      } catch (error) {
        return (error as Error).message
      }
      throw new Error('the pages loaded without a problem')
    }

    it('prints code figures, benchmark values and citations inside text and table cells', () => {
      const { code } = load([{ path: 'city/demand', figures, blocks: [] }])
      const [prose, table] = code[0]?.blocks ?? []
      expect(prose).toEqual({
        type: 'rich_text',
        title: '算例（120间）',
        content: [
          {
            type: 'paragraph',
            spans: [
              {
                text: `稳定年收入6,543.2万元，GOP 率34.6%，资本化率${benchmarkValue('fin.cap_rate')}%（${cite('fin.cap_rate')}）。`,
              },
            ],
          },
        ],
      })
      // A cell that is one value keeps a number a number; a cell with text around a value is text.
      expect(table).toMatchObject({
        rows: [
          { c0: '收入', c1: 6543.21 },
          { c0: '基本管理费率', c1: benchmarkValue('fee.base_pct') },
          { c0: '年份', c1: '第3年' },
        ],
        note: `出处：${sourceTitle('ops-atour-2024')}。`,
      })
    })

    it('resolves benchmark values and citations in a page without code', () => {
      const body = `${front}\n## 参考\n\n资本化率{{benchmark:fin.cap_rate}}%。\n`
      const { files } = load([], body)
      expect(files[0]?.page.blocks[0]).toMatchObject({
        content: [{ spans: [{ text: `资本化率${benchmarkValue('fin.cap_rate')}%。` }] }],
      })
    })

    it('refuses an unknown value, kind, key, format or selector, naming the file and the line', () => {
      const body = `${front}
## 甲

{{e.missing}} {{tool:pip.irr}} {{benchmark:fin.no_such_key}} {{e.revenue pct}} {{cite:ops.adr size=big}}
`
      const message = problems([{ path: 'city/demand', figures, blocks: [] }], body)
      expect(message).toContain('content/pages/city/demand.md:8: {{e.missing}}: 代码没有给出数值 e.missing')
      expect(message).toContain('content/pages/city/demand.md:8: {{tool:pip.irr}}: 不认识的占位符种类 tool:')
      expect(message).toContain(
        'content/pages/city/demand.md:8: {{benchmark:fin.no_such_key}}: 基准表没有 fin.no_such_key',
      )
      expect(message).toContain('content/pages/city/demand.md:8: {{e.revenue pct}}: 格式 pct 无效')
      expect(message).toContain('content/pages/city/demand.md:8: {{cite:ops.adr size=big}}: 选择条件 size=big 无效')
      expect(problems([], `${front}\n## 甲\n\n{{e.year}} 与 {{e.rooms\n`)).toContain(
        'content/pages/city/demand.md:8: {{ 与 }} 不成对',
      )
    })

    it('refuses a code figure in a page that has no code', () => {
      expect(problems([], `${front}\n## 甲\n\n共{{e.rooms}}间。\n`)).toContain(
        'content/pages/city/demand.md:8: {{e.rooms}}: e.rooms 不是基准表或来源，而本页没有代码给出的数值',
      )
    })
  })
})
