import { describe, expect, it } from 'vitest'
import type { FeasibilityInput } from './feasibility.ts'
import { feasibilityFixture as base } from './feasibility-fixture.ts'
import { analyseFeasibility } from './feasibility-sensitivity.ts'
import { exitVerdict as exitVerdictOf, feasibilityVerdict } from './feasibility-verdict.ts'

function verdictOf(input: FeasibilityInput) {
  const { result, sensitivity } = analyseFeasibility(input)
  return { result, sensitivity, text: feasibilityVerdict(input, result, sensitivity) }
}
const pct = (x: number, digits = 1) => `${(x * 100).toFixed(digits)}%`

describe('feasibility verdict', () => {
  it('explains a DSCR failure in year 1 by the ramp-up against fixed costs', () => {
    const { result, text } = verdictOf({ ...base, loanSharePct: 50 })
    const year1 = result.years[0]?.operating
    if (!year1 || !result.minDscr) throw new Error('expected a year 1 and a DSCR')
    expect(result.minDscr.year).toBe(1)
    // NOI 260.82 over debt service 679.64 = 0.38×; occupancy 60 % is 75 % of 80 %; fixed 445.3 of 1 368.75 revenue
    expect(text[1]).toContain(`第 1 年 DSCR 为 ${result.minDscr.value.toFixed(2)}×，低于银行要求的 1.20×`)
    expect(text[1]).toContain('爬坡期，出租率 60.0% 只有稳定期的 75%')
    expect(text[1]).toContain(`占当年收入 ${pct(year1.fixedCosts / year1.totalRevenue)}`)
    expect(text[1]).toContain(`GOP 率 ${pct(year1.gopMargin)}，稳定期为 ${pct(result.stabilizedGopMargin)}`)
    // Debt yield is the US CMBS measure: told as a reference, never as the bank's requirement.
    expect(text[1]).toContain('低于美国 CMBS 酒店贷款常用的 10.0%，国内银行不以此审批。')
    expect(text[1]).not.toMatch(/银行要求的 10/)
    // equity IRR −0.6 % is below the 8 % discount rate
    expect(text[0]).toMatch(/^股本（杠杆）税后 IRR 为 -0\.6%，低于折现率 8%/)
  })

  it('says when every year passes the lender and the IRR beats the discount rate', () => {
    const { result, text } = verdictOf({ ...base, adr: 1000, loanSharePct: 30, loanTermYears: 15 })
    if (result.equityIrr.kind !== 'found' || !result.minDscr) throw new Error('expected an IRR and a DSCR')
    expect(result.equityIrr.rate).toBeGreaterThan(0.08)
    expect(text[0]).toContain(`IRR 为 ${pct(result.equityIrr.rate)}，高于折现率 8%`)
    expect(text[1]).toBe(
      `各年 DSCR 均不低于银行要求的 1.20×，最低为第 ${result.minDscr.year} 年的 ${result.minDscr.value.toFixed(2)}×。` +
        `开业首年债务收益率（参考：国际惯例）为 ${pct(result.years[0]?.debtYield ?? 0)}，达到美国 CMBS 酒店贷款常用的 10.0%，国内银行不以此审批。`,
    )
    expect(text[3]).toContain('开发本身创造了价值')
  })

  it('names the input the result is most sensitive to, with its range', () => {
    const { sensitivity, text } = verdictOf(base)
    const top = sensitivity.tornado[0]
    if (!top || top.down === null || top.up === null) throw new Error('expected a tornado bar')
    expect(text[2]).toContain(`结果对「${top.label}」最敏感：±10% 使股本 IRR 在 ${pct(Math.min(top.down, top.up))}`)
    // stabilized NOI 514.41 on 10 496 invested = 4.9 % against a 7 % cap rate
    expect(text[3]).toContain('NOI 为总投资的 4.9%，退出资本化率 7%：建成的酒店按市场估值值不回开发成本')
  })

  it('covers the all-equity case and cash flows with no IRR', () => {
    const { text } = verdictOf({ ...base, undistributedPct: 70 })
    expect(text[0]).toMatch(/^股本现金流没有由负转正（投入后未能收回），不存在 IRR/)
    expect(text[1]).toBe('项目全部以自有资金投入，不涉及银行的偿债覆盖率测试。')
    expect(text[2]).toContain('仍不存在 IRR')
    expect(text[3]).toContain('NOI 为负')
  })

  it('keeps every paragraph within the PDF summary limit', () => {
    for (const input of [base, { ...base, loanSharePct: 50 }, { ...base, undistributedPct: 70 }]) {
      const { text } = verdictOf(input)
      expect(text.length).toBeLessThanOrEqual(4)
      for (const p of text) expect(p.length).toBeLessThanOrEqual(300)
    }
  })
})

describe('exit verdict', () => {
  it('names the taxes of an asset sale, the share-sale alternative, the better route and the share-sale risk', () => {
    const { result } = verdictOf(base)
    const text = exitVerdictOf(result)
    expect(text[0]).toContain('增值税 612 万元')
    expect(text[0]).toContain('一般计税方法')
    expect(text[0]).toContain('土地增值税为 0')
    expect(text[1]).toContain('测算假设')
    expect(result.exit.betterRoute).toBe('share')
    expect(text[2]).toContain('股权转让多得 1,067 万元')
    expect(text[2]).toContain('国税函〔2000〕687号')
  })
})
