import { describe, expect, it } from 'vitest'
import { benchmarkDefaults, calculateBenchmark } from '#common/applets/benchmark'
import { type BudgetInput, budgetDefaults, budgetOutliers, calculateBudget } from '#common/applets/budget'
import { budgetFixture } from '#common/applets/budget-fixture'
import { feasibilityFixture } from '#common/applets/feasibility-fixture'
import { analyseFeasibility } from '#common/applets/feasibility-sensitivity'
import { feasibilityVerdict } from '#common/applets/feasibility-verdict'
import { calculateSavings, savingsDefaults } from '#common/applets/savings'
import { toolSummarySchema } from '#common/applets/summary'
import { workbookBlob } from '#web/lib/xlsx.ts'
import { benchmarkSheets, benchmarkSummary } from './benchmark-view.ts'
import { budgetSheets, budgetSummary } from './budget-view.ts'
import { feasibilityPdfSummary, feasibilitySheets } from './feasibility-export.ts'
import { savingsSheets, savingsSummary } from './savings-view.ts'

describe('applet exports', () => {
  it('puts the summary, construction and operating years, sensitivity and every assumption of the feasibility study in the workbook', () => {
    const input = { ...feasibilityFixture, loanSharePct: 50 }
    const analysis = analyseFeasibility(input)
    const { result } = analysis
    const [summary, yearly, sensitivity, assumptions] = feasibilitySheets(input, analysis)
    expect([summary?.name, yearly?.name, sensitivity?.name, assumptions?.name]).toEqual([
      '指标汇总',
      '年度测算',
      '敏感性',
      '假设',
    ])
    // label column, construction years −1 and 0, operating years 1–10
    expect(yearly?.rows[0]).toEqual([
      '项目（万元）',
      '第 -1 年',
      '第 0 年',
      ...result.years.map((y) => `第 ${y.year} 年`),
    ])
    const noi = yearly?.rows.find((r) => r[0] === 'NOI 净营业收入')
    expect(noi?.[1]).toBeNull()
    expect(noi?.[3]).toBeCloseTo(result.years[0]?.operating.noi ?? Number.NaN, 2)
    // the fixture's year −1: land 2 060 + half of the building and land-use tax (3 468)
    const spend = yearly?.rows.find((r) => r[0] === '建设投资')
    expect(spend?.[1]).toBe(5528)
    expect(summary?.rows).toContainEqual(['其中：土地（含契税）', 2060])
    expect(sensitivity?.rows[0]?.[0]).toBe('房价 × 出租率（股本 IRR %）')
    expect(assumptions?.rows).toContainEqual(['客房数', 100, '间'])
    expect(assumptions?.rows).toContainEqual(['酒店定位', '高端', ''])
  })

  it('fits the feasibility PDF summary on one page', () => {
    const input = { ...feasibilityFixture, loanSharePct: 50 }
    const analysis = analyseFeasibility(input)
    const verdict = feasibilityVerdict(input, analysis.result, analysis.sensitivity)
    const parsed = toolSummarySchema.safeParse(feasibilityPdfSummary(input, analysis, verdict))
    expect(parsed.success).toBe(true)
  })

  it('writes budget lines in 万元 with a total row, the conclusion and the source of every assumption', () => {
    const input: BudgetInput = { ...budgetFixture, grossFloorArea: 22_000 }
    const result = calculateBudget(input)
    const [lines, assumptions] = budgetSheets(input, result, [])
    // 215.87 M = 21 587 万元; 1 079 350 a key = 107.94 万元; 215.87 M / 22 000 ㎡ = 9 812.27
    expect(lines?.rows).toContainEqual(['合计', 21_587, 107.94, 9_812.27, 100])
    expect(lines?.rows.at(-1)?.[0]).toBe('结论')
    const hardCost = assumptions?.rows.find((r) => r[0] === '建安工程单方造价')
    expect(hardCost?.slice(0, 3)).toEqual(['建安工程单方造价', 7_000, '元/㎡'])
    expect(hardCost?.[3]).toMatch(/^基准表：/)
  })

  it('writes the benchmark months with a yearly row and the savings returns', () => {
    const [summary, monthly] = benchmarkSheets(benchmarkDefaults, calculateBenchmark(benchmarkDefaults))
    expect(monthly?.rows).toHaveLength(14)
    expect(monthly?.rows[1]?.slice(0, 3)).toEqual(['1月', 62, 640])
    const year = calculateBenchmark(benchmarkDefaults).year
    expect(monthly?.rows.at(-1)?.[0]).toBe('全年')
    expect(monthly?.rows.at(-1)?.at(-1)).toBeCloseTo(year.rgi, 2)
    expect(summary?.rows).toContainEqual(['公平份额（%）', 20, null])
    expect(summary?.rows.find((r) => r[0] === 'RGI 收入产生指数（全年）')?.[2]).toBe('低于公平份额')
    const [, payback, verdict] = savingsSheets(savingsDefaults, calculateSavings(savingsDefaults))
    expect(payback?.rows.map((r) => r[0])).toContain('静态回收期（年）')
    expect(verdict?.rows[1]?.[0]).toMatch(/^改造后每年少付 127.1 万元/)
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

describe('applet PDF summaries', () => {
  it('fit the one-page summary of the budget, benchmark and savings tools', () => {
    const budget = budgetDefaults('luxury', 'tier1')
    const budgetResult = calculateBudget(budget)
    const benchmark = calculateBenchmark(benchmarkDefaults)
    const summaries = [
      budgetSummary(budget, budgetResult, budgetOutliers(budget, budgetResult)),
      benchmarkSummary(benchmarkDefaults, benchmark),
      savingsSummary(savingsDefaults, calculateSavings(savingsDefaults)),
    ]
    for (const summary of summaries) {
      const parsed = toolSummarySchema.safeParse(summary)
      expect(parsed.error?.issues ?? []).toEqual([])
      expect(summary.verdict.length).toBeGreaterThan(0)
    }
    expect(summaries[1]?.sections[0]?.rows[0]).toEqual(['RGI 收入产生指数', '95.9（低于公平份额）'])
  })
})
