import { render } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { Highlight } from './highlight.tsx'

const marks = (text: string, query: string) => {
  const { container } = render(<Highlight text={text} query={query} />)
  return { marked: [...container.querySelectorAll('mark')].map((m) => m.textContent), text: container.textContent }
}

describe('Highlight', () => {
  it('marks every occurrence and keeps the whole text', () => {
    expect(marks('品牌选择：国际品牌与本土品牌', '品牌')).toEqual({
      marked: ['品牌', '品牌', '品牌'],
      text: '品牌选择：国际品牌与本土品牌',
    })
  })

  it('ignores letter case and keeps the original letters', () => {
    expect(marks('RevPAR 与 revpar 指数', ' REVPAR ').marked).toEqual(['RevPAR', 'revpar'])
  })

  it('marks nothing for an empty query or no match', () => {
    expect(marks('管理合同', '').marked).toEqual([])
    expect(marks('管理合同', '品牌')).toEqual({ marked: [], text: '管理合同' })
  })
})
