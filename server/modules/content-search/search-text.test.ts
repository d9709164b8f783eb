import { describe, expect, it } from 'vitest'
import { byTitleRank, titleRank } from './search-text.ts'

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
