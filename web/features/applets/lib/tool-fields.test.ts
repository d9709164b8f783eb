import { describe, expect, it } from 'vitest'
import { caseLine } from './tool-fields.ts'

describe('caseLine', () => {
  it('names the segment, the tier and the rooms a tool asks for, then its own parts', () => {
    expect(caseLine({ segment: 'upscale', tier: 'tier2', rooms: 200 }, '持有 10 年')).toBe(
      '高端 · 二线城市 · 200 间 · 持有 10 年',
    )
    expect(caseLine({ segment: 'upscale', rooms: 300 })).toBe('高端 · 300 间')
    expect(caseLine({ segment: 'upscale', tier: 'tier2' }, '稳定年 NOI 599 万元')).toBe(
      '高端 · 二线城市 · 稳定年 NOI 599 万元',
    )
  })
})
