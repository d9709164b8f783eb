import { describe, expect, it } from 'vitest'
import { configFor } from './canvas-chart.tsx'

describe('chart configuration', () => {
  it("gives a series its own colour where the spec names one and the palette's next colour otherwise", () => {
    const config = configFor({
      categories: ['2025', '2026'],
      series: [
        { name: '经济型', type: 'bar', data: [3, 4], color: '#1677ff' },
        { name: '其他', type: 'bar', data: [1, 2] },
        { name: '基准', type: 'line', data: [2, 2], reference: true },
      ],
    })
    const colors = config.data.datasets.map((d) => d.backgroundColor)
    expect(colors[0]).toBe('#1677ff')
    expect(colors[1]).toBe('#4c8dff')
    expect(colors[2]).toBe('rgba(255, 255, 255, 0.55)')
  })

  it('labels a count axis in whole steps and leaves decimals alone where a value has them', () => {
    const counts = configFor({
      categories: ['a'],
      series: [{ name: '酒店', type: 'bar', data: [1, 2] }],
      stacked: true,
    })
    expect(counts.options?.scales?.y).toMatchObject({ stacked: true, ticks: { precision: 0 } })
    const rates = configFor({ categories: ['a'], series: [{ name: '出租率', type: 'line', data: [61.5] }] })
    expect(rates.options?.scales?.y).toEqual({ stacked: false })
    const sideways = configFor({
      categories: ['a'],
      series: [{ name: '间', type: 'bar', data: [5] }],
      horizontal: true,
    })
    expect(sideways.options?.scales?.x).toMatchObject({ ticks: { precision: 0 } })
    expect(sideways.options?.scales?.y).toEqual({ stacked: false })
  })
})
