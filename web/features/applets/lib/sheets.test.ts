import { describe, expect, it } from 'vitest'
import { benchmarkDefaults, calculateBenchmark } from '../../../../common/applets/benchmark.ts'
import { budgetDefaults, calculateBudget } from '../../../../common/applets/budget.ts'
import { calculateFeasibility, feasibilityDefaults } from '../../../../common/applets/feasibility.ts'
import { calculateSavings, savingsDefaults } from '../../../../common/applets/savings.ts'
import { benchmarkSheets } from './benchmark-view.ts'
import { budgetSheets } from './budget-view.ts'
import { feasibilitySheets } from './feasibility-view.ts'
import { savingsSheets } from './savings-view.ts'
import { workbookBlob } from './xlsx.ts'

describe('applet exports', () => {
  it('puts the summary, the 10 years and every assumption of the feasibility study in the workbook', () => {
    const result = calculateFeasibility(feasibilityDefaults)
    const [summary, yearly, assumptions] = feasibilitySheets(feasibilityDefaults, result)
    expect([summary?.name, yearly?.name, assumptions?.name]).toEqual(['指标汇总', '年度测算', '假设'])
    expect(yearly?.rows[0]).toHaveLength(12)
    const noi = yearly?.rows.find((r) => r[0] === 'NOI 净营业收入')
    expect(noi?.[1]).toBeNull()
    expect(noi?.[2]).toBeCloseTo(result.years[0]?.noi ?? Number.NaN, 2)
    const projectFlow = yearly?.rows.find((r) => r[0] === '项目现金流')
    expect(projectFlow?.[1]).toBe(-45_000)
    expect(assumptions?.rows).toHaveLength(1 + Object.keys(feasibilityDefaults).length)
    expect(assumptions?.rows).toContainEqual(['客房数', 300, '间'])
  })

  it('writes budget lines in 万元 with a total row', () => {
    const input = {
      rooms: 200,
      positioning: 'upscale' as const,
      cityTier: 'tier2' as const,
      grossFloorArea: null,
      assumptions: budgetDefaults('upscale', 'tier2'),
    }
    const [lines] = budgetSheets(input, calculateBudget(input))
    expect(lines?.rows.at(-1)).toEqual(['合计', 22_298.8, 111.49, 10_135.82, 100])
  })

  it('writes the benchmark and savings sheets', () => {
    const [bench] = benchmarkSheets(benchmarkDefaults, calculateBenchmark(benchmarkDefaults))
    expect(bench?.rows).toContainEqual(['RGI 收入产生指数', 100.84, '高于公平份额', null])
    expect(bench?.rows).toContainEqual(['公平份额（%）', 20, null, null])
    const [, payback] = savingsSheets(savingsDefaults, calculateSavings(savingsDefaults))
    expect(payback?.rows.map((r) => r[0])).toContain('静态回收期（年）')
  })

  it('produces a real .xlsx (zip) file with one worksheet per sheet', async () => {
    const blob = await workbookBlob([
      {
        name: '甲',
        rows: [
          ['a', 'b'],
          [1, null],
        ],
      },
      { name: '乙', rows: [['c'], [2]], widths: [12] },
    ])
    const bytes = new Uint8Array(await blob.arrayBuffer())
    expect(String.fromCharCode(...bytes.slice(0, 4))).toBe('PK\u0003\u0004')
    const text = new TextDecoder().decode(bytes)
    expect(text).toContain('xl/worksheets/sheet1.xml')
    expect(text).toContain('xl/worksheets/sheet2.xml')
    expect(text).not.toContain('xl/worksheets/sheet3.xml')
  })
})
