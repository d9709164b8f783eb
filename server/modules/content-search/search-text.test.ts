import { describe, expect, it } from 'vitest'
import { byTitleRank, normalizeSearch, pageText, snippetOf, titleRank } from './search-text.ts'

describe('titleRank', () => {
  it('ranks the whole title over its start over anywhere over no match, after normalizing', () => {
    expect(titleRank('品牌', '品牌')).toBe(3)
    expect(titleRank('  ＲＥＶＰＡＲ ', 'revpar')).toBe(3)
    expect(titleRank('品牌选择与谈判', '品牌')).toBe(2)
    expect(titleRank('国际品牌的管理合同', '品牌')).toBe(1)
    expect(titleRank('管理合同费率', '品牌')).toBe(0)
  })
})

describe('byTitleRank', () => {
  it('puts better titles first and keeps the order of equals', () => {
    const hits = ['费率', '品牌谈判', '合同', '品牌', '国际品牌'].map((title) => ({ title }))
    expect(byTitleRank(hits, '品牌').map((h) => h.title)).toEqual(['品牌', '品牌谈判', '国际品牌', '费率', '合同'])
  })
})

describe('snippetOf', () => {
  it('finds the folded query but shows the words as written', () => {
    const text = '按 STR 口径，RevPAR（元）= ADR × 出租率；ＲｅｖＰＡＲ 指数即 RGI。'
    expect(snippetOf(text, normalizeSearch('revpar（元）'))).toBe(text)
    expect(snippetOf(text, 'revpar', 2, 3)).toBe('…径，RevPAR（元）…')
    expect(snippetOf('面积 120㎡ 的套房', 'm2', 0, 0)).toBe('…㎡…')
  })

  it('shows the start of the text when the match is only in the title', () => {
    expect(snippetOf('正文没有这个词', '品牌', 2, 3)).toBe('正文没有这')
  })
})

describe('pageText', () => {
  it('keeps case and punctuation and collapses whitespace', () => {
    const blocks = [{ type: 'rich_text', content: [{ type: 'paragraph', spans: [{ text: 'GOP  率\n为 38.3%' }] }] }]
    expect(pageText({ title: 'USALI 口径', summary: '', blocks } as never)).toBe('USALI 口径 GOP 率 为 38.3%')
  })
})
