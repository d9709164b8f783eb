import { describe, expect, it } from 'vitest'
import type { ChartBlock } from '#common/content'
import { chartSpecOf } from './chart-block.tsx'

const base = { type: 'chart' as const, title: '客房收入构成', categories: ['客房', '餐饮', '其他'], unit: '%' }

describe('chartSpecOf', () => {
  it('draws a pie block as a ring of its first series, one slice per category', () => {
    const block: ChartBlock = { ...base, chart: 'pie', series: [{ name: '占比', data: [62, 30, 8] }] }
    expect(chartSpecOf(block)).toEqual({
      categories: ['客房', '餐饮', '其他'],
      series: [{ name: '占比', type: 'bar', data: [62, 30, 8] }],
      ring: true,
      unit: '%',
    })
  })

  it('keeps every series of a bar or line block with the block chart type', () => {
    const block: ChartBlock = {
      ...base,
      chart: 'line',
      series: [
        { name: '2024', data: [1, 2, 3] },
        { name: '2025', data: [4, 5, 6] },
      ],
    }
    const spec = chartSpecOf(block)
    expect(spec.ring).toBeUndefined()
    expect(spec.series.map((s) => [s.name, s.type])).toEqual([
      ['2024', 'line'],
      ['2025', 'line'],
    ])
  })
})
