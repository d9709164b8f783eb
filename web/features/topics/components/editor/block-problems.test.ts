import { describe, expect, it } from 'vitest'
import type { Block } from '#common/content'
import { checkBlocks } from './block-problems.ts'

const note: Block = { type: 'rich_text', content: [{ type: 'note', text: '提示' }] }

describe('checkBlocks', () => {
  it('accepts good blocks as the schema returns them (trimmed)', () => {
    const result = checkBlocks([{ type: 'banner', title: '  横幅  ' }])
    expect(result).toEqual({ page: [], byBlock: [[]], accepted: [{ type: 'banner', title: '横幅' }] })
  })

  it('files each problem under its block, worded in Chinese with the place in the block', () => {
    const chart: Block = {
      type: 'chart',
      title: '出租率',
      chart: 'bar',
      categories: ['2024', ''],
      series: [{ name: '全国', data: [62, Number.NaN] }],
    }
    const table: Block = {
      type: 'table',
      columns: [{ key: 'item', title: '项目' }],
      rows: [{ item: 'x'.repeat(501) }],
    }
    const result = checkBlocks([note, chart, table])
    expect(result.accepted).toBeNull()
    expect(result.byBlock).toEqual([
      [],
      ['第 2 个分类：不能为空', '第 1 个系列 · 第 2 个数值：请填写数字'],
      ['第 1 行 · 项目：不能超过 500 个字'],
    ])
  })

  it('says so when the page has no block at all', () => {
    expect(checkBlocks([])).toEqual({ page: ['页面至少需要一个内容块'], byBlock: [], accepted: null })
  })
})
