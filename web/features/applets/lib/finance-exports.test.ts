import { describe, expect, it } from 'vitest'
import { calculateBreakEven } from '#common/applets/break-even'
import { breakEvenDefaults } from '#common/applets/break-even-defaults'
import { calculateLoanSizing, loanSizingDefaults } from '#common/applets/loan-sizing'
import { toolSummarySchema } from '#common/applets/summary'
import { calculateValuation, valuationDefaults, valuationSensitivity } from '#common/applets/valuation'
import { workbookBlob } from '#web/lib/xlsx.ts'
import { breakEvenSheets, breakEvenSummary } from './break-even-export.ts'
import { loanSizingSheets, loanSizingSummary } from './loan-sizing-view.ts'
import { valuationSheets, valuationSummary } from './valuation-view.ts'

const issuesOf = (summary: unknown) => {
  const parsed = toolSummarySchema.safeParse(summary)
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`)
}

describe('loan sizing, break-even and valuation exports', () => {
  it('fit the one-page PDF summary, for the defaults and for a loss', () => {
    const loan = loanSizingDefaults()
    for (const input of [loan, { ...loan, noi: -100 }, { ...loan, repayment: 'interest_only' as const }]) {
      expect(issuesOf(loanSizingSummary(input, calculateLoanSizing(input)))).toEqual([])
    }
    const breakEven = breakEvenDefaults()
    for (const input of [breakEven, { ...breakEven, roomsCostPct: 100, roomsFixedSharePct: 0 }]) {
      expect(issuesOf(breakEvenSummary(input, calculateBreakEven(input)))).toEqual([])
    }
    const valuation = valuationDefaults()
    for (const input of [valuation, { ...valuation, noi: -300 }]) {
      expect(issuesOf(valuationSummary(input, calculateValuation(input)))).toEqual([])
    }
  })

  it('put the tests, the repayment plan and every assumption of the loan in the workbook', async () => {
    const input = loanSizingDefaults()
    const result = calculateLoanSizing(input)
    const sheets = loanSizingSheets(input, result)
    expect(sheets.map((s) => s.name)).toEqual(['额度测试', '还款计划', '假设'])
    expect(sheets[1]?.rows).toHaveLength(1 + input.loanTermYears)
    expect(sheets[2]?.rows).toContainEqual(['稳定年 NOI', input.noi, '万元'])
    // one row per input: header + segment, tier, value basis, repayment + the 13 number fields
    expect(sheets[2]?.rows).toHaveLength(1 + Object.keys(input).length)
    expect((await workbookBlob(sheets)).size).toBeGreaterThan(0)
  })

  it('write the ADR sweep, the cost structure and the valuation grid', () => {
    const breakEven = breakEvenDefaults()
    const [sweep, costs, assumptions] = breakEvenSheets(breakEven, calculateBreakEven(breakEven))
    expect(sweep?.rows).toHaveLength(8)
    expect(sweep?.rows[4]?.[0]).toBe(0)
    expect(costs?.rows.find((r) => r[0] === '还本付息（万元/年）')?.[1]).toBeGreaterThan(0)
    expect(assumptions?.rows).toHaveLength(1 + Object.keys(breakEven).length)

    const valuation = valuationDefaults()
    const result = calculateValuation(valuation)
    const sheets = valuationSheets(valuation, result, valuationSensitivity(valuation))
    expect(sheets.map((s) => s.name)).toEqual(['估值结果', 'DCF 明细', '敏感性', '假设'])
    expect(sheets[2]?.rows[2]?.[2]).toBeCloseTo(result.dcf.total, 1)
    expect(sheets[3]?.rows).toHaveLength(1 + Object.keys(valuation).length)
  })
})
