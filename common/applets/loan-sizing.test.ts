import { describe, expect, it } from 'vitest'
import {
  calculateLoanSizing,
  type LoanSizingInput,
  loanSizingDefaults,
  loanSizingInputSchema,
  loanSizingVerdict,
} from './loan-sizing.ts'
import { everyCase, expectCloseTo, expectRefusals, forEachDefault, inputIssues } from './test-helpers.ts'

/** NOI 1 000 万元 on an 8 % cap rate, a 5 % loan amortized over 20 years. */
const base: LoanSizingInput = {
  segment: 'upscale',
  tier: 'tier2',
  noi: 1000,
  valueBasis: 'cap_rate',
  capRatePct: 8,
  appraisedValue: 0,
  loanRatePct: 5,
  loanTermYears: 20,
  amortizationYears: 20,
  graceYears: 0,
  landTermYears: 40,
  repayment: 'amortizing',
  ltvMaxPct: 60,
  dscrMin: 1.25,
  debtYieldMinPct: 10,
}

const limit = (result: ReturnType<typeof calculateLoanSizing>, test: string) =>
  result.limits.find((l) => l.test === test)

describe('loan sizing', () => {
  it('lets LTV bind when value is the scarcer security', () => {
    const result = calculateLoanSizing(base)
    // value = 1000 / 8 % = 12 500; LTV loan = 12 500 × 60 % = 7 500
    expect(result.value).toBeCloseTo(12_500, 9)
    expect(limit(result, 'ltv')?.loan).toBeCloseTo(7500, 9)
    // max debt service = 1000 / 1.25 = 800; constant = 0.05 / (1 - 1.05^-20) = 0.05 / 0.623111 = 0.0802426
    expect(result.maxDebtService).toBeCloseTo(800, 9)
    expect(result.loanConstant).toBeCloseTo(0.0802426, 7)
    // DSCR loan = 800 / 0.0802426 = 9 969.77; the debt-yield reference would allow 1000 / 10 % = 10 000
    expect(limit(result, 'dscr')?.loan).toBeCloseTo(9969.77, 2)
    expect(result.limits.map((l) => l.test)).toEqual(['ltv', 'dscr'])
    expect(result.debtYieldReference.loan).toBeCloseTo(10_000, 9)
    expect(result.binding).toBe('ltv')
    expect(result.maxLoan).toBeCloseTo(7500, 9)
    // DSCR exceeds by 9 969.77 - 7 500 = 2 469.77 = 32.93 %
    expect(limit(result, 'dscr')?.excess).toBeCloseTo(2469.77, 2)
    expect(limit(result, 'dscr')?.excessShare).toBeCloseTo(0.3293, 4)
    expect(limit(result, 'ltv')?.excess).toBe(0)
    // at 7 500: debt service = 7 500 × 0.0802426 = 601.82; DSCR = 1000 / 601.82 = 1.6616; debt yield 13.33 %
    expectCloseTo(result, { debtService: 601.82, dscr: [1.6616, 4], ltv: [0.6, 9], debtYield: [0.13333, 5] }, 2)
    // 13.33 % ≥ the 10 % reference
    expect(result.debtYieldReference.met).toBe(true)
    // fully amortized within the term
    expect(result.balloon).toBeCloseTo(0, 6)
    expect(result.schedule).toHaveLength(20)
  })

  it('lets DSCR bind when the rate is high against the appraised value', () => {
    const result = calculateLoanSizing({
      ...base,
      valueBasis: 'appraisal',
      appraisedValue: 20_000,
      loanRatePct: 6,
      loanTermYears: 15,
      amortizationYears: 15,
      ltvMaxPct: 65,
      dscrMin: 1.4,
      debtYieldMinPct: 9,
    })
    // LTV loan = 20 000 × 65 % = 13 000; the debt-yield reference 1000 / 9 % = 11 111.11
    expect(limit(result, 'ltv')?.loan).toBeCloseTo(13_000, 9)
    expect(result.debtYieldReference.loan).toBeCloseTo(11_111.11, 2)
    // max debt service = 1000 / 1.4 = 714.29; constant = 0.06 / (1 - 1.06^-15) = 0.06 / 0.582735 = 0.1029628
    // DSCR loan = 714.29 / 0.1029628 = 6 937.32
    expect(result.loanConstant).toBeCloseTo(0.1029628, 7)
    expect(result.binding).toBe('dscr')
    expectCloseTo(
      result,
      {
        maxLoan: [6937.32, 2],
        dscr: [1.4, 9],
        // LTV = 6 937.32 / 20 000 = 34.69 %; debt yield = 1000 / 6 937.32 = 14.41 %
        ltv: 0.3469,
        debtYield: 0.1441,
      },
      4,
    )
    // LTV exceeds by 13 000 - 6 937.32 = 6 062.68
    expect(limit(result, 'ltv')?.excess).toBeCloseTo(6062.68, 2)
  })

  it('sizes an interest-only loan on LTV and DSCR only, debt yield as a reference, all due at maturity', () => {
    const result = calculateLoanSizing({
      ...base,
      noi: 600,
      capRatePct: 6,
      loanRatePct: 4,
      loanTermYears: 5,
      repayment: 'interest_only',
      ltvMaxPct: 70,
      dscrMin: 1.2,
      debtYieldMinPct: 10,
    })
    // value = 600 / 6 % = 10 000 → LTV loan 7 000; constant = 4 % → DSCR loan = 600 / 1.2 / 4 % = 12 500
    // The debt-yield reference (600 / 10 % = 6 000) would be lower, but Chinese banks do not size on it.
    expect(limit(result, 'ltv')?.loan).toBeCloseTo(7000, 9)
    expect(limit(result, 'dscr')?.loan).toBeCloseTo(12_500, 9)
    expect(result.binding).toBe('ltv')
    expectCloseTo(result, {
      maxLoan: 7000,
      // interest 7 000 × 4 % = 280 a year; DSCR = 600 / 280 = 2.1429; LTV = 70 %; debt yield 600 / 7 000 = 8.57 % < 10 %
      debtService: 280,
      dscr: [2.142857, 6],
      ltv: 0.7,
      debtYield: [0.085714, 6],
    })
    expect(result.debtYieldReference).toEqual({ loan: 6000, met: false })
    expect(result.schedule).toHaveLength(5)
    expect(result.schedule.every((y) => y.principal === 0)).toBe(true)
    expect(result.balloon).toBeCloseTo(7000, 9)
  })

  it('covers the payment after an interest-only grace period', () => {
    const result = calculateLoanSizing({ ...base, dscrMin: 1.6, graceYears: 2 })
    // NOI 1 000 ÷ 1.6 = 625 a year at most. After 2 interest-only years the loan amortizes over 18:
    // constant = 0.05 / (1 − 1.05^−18) = 0.05 / 0.584479 = 0.0855462 → DSCR loan 625 / 0.0855462 = 7 305.99,
    // below the LTV loan 7 500, so DSCR binds. (Without the grace: 625 / 0.0802426 = 7 788.88, LTV would bind.)
    expect(result.loanConstant).toBeCloseTo(0.0855462, 7)
    expect(result.binding).toBe('dscr')
    expect(result.maxLoan).toBeCloseTo(7305.99, 2)
    // Years 1–2: interest 7 305.99 × 5 % = 365.30; from year 3: 625.
    expect(result.graceDebtService).toBeCloseTo(365.3, 2)
    expect(result.schedule[1]).toMatchObject({ year: 2, principal: 0 })
    expect(result.schedule[2]?.payment).toBeCloseTo(625, 9)
    expect(result.schedule).toHaveLength(20)
    expect(result.balloon).toBeCloseTo(0, 6)
    expect(loanSizingVerdict({ ...base, dscrMin: 1.6, graceYears: 2 }, result)[2]).toBe(
      '按此额度，宽限期内每年只付利息 365 万元，之后每年还本付息 625 万元，贷款价值比 58.4%，偿债覆盖率 1.60×。债务收益率（参考：国际惯例）为 13.7%，达到美国 CMBS 酒店贷款常用的 10.0%，国内银行不以此审批。',
    )
  })

  it('leaves a balloon when the term is shorter than the amortization', () => {
    const result = calculateLoanSizing({
      ...base,
      noi: 2000,
      capRatePct: 8,
      ltvMaxPct: 40,
      loanTermYears: 10,
      amortizationYears: 25,
    })
    // value 25 000 × 40 % = 10 000 binds (the DSCR loan is larger)
    expect(result.binding).toBe('ltv')
    expectCloseTo(
      result,
      {
        maxLoan: [10_000, 9],
        // payment = 10 000 × 0.05 / (1 - 1.05^-25) = 709.52
        debtService: 709.52,
        // balance after 10 of 25 years = 10 000 × (1.05^25 - 1.05^10) / (1.05^25 - 1) = 7 364.62
        balloon: 7364.62,
      },
      2,
    )
  })

  it('allows no loan on an operating loss', () => {
    const result = calculateLoanSizing({ ...base, noi: -200 })
    // a loss has no income value: value 0, and NOI / 1.25 is floored at zero
    expect(result.value).toBe(0)
    expect(result.limits.map((l) => l.loan)).toEqual([0, 0])
    expect(result.maxLoan).toBe(0)
    expect(result.dscr).toBeNull()
    expect(result.ltv).toBeNull()
    expect(result.debtYield).toBeNull()
    expect(result.limits.every((l) => l.excessShare === null)).toBe(true)
    expect(loanSizingVerdict({ ...base, noi: -200 }, result)).toEqual([
      '稳定年 NOI 为 -200 万元，没有可用于还本付息的经营收益：偿债覆盖率测试不允许任何贷款，银行不会按经营收益发放经营性物业贷款。',
    ])
  })
})

describe('loan sizing verdict', () => {
  it('names the binding test, how far the other lies above it, and debt yield only as a reference', () => {
    const verdict = loanSizingVerdict(base, calculateLoanSizing(base))
    expect(verdict[0]).toBe(
      '最多可贷 7,500 万元，由贷款价值比（LTV）测试决定：按价值 12,500 万元 × 最高贷款价值比 60.0%。',
    )
    expect(verdict[1]).toContain('偿债覆盖率（DSCR）允许 9,970 万元，高出 2,470 万元（32.9%）')
    expect(verdict[2]).toBe(
      '按此额度，每年还本付息 602 万元，贷款价值比 60.0%，偿债覆盖率 1.66×。债务收益率（参考：国际惯例）为 13.3%，达到美国 CMBS 酒店贷款常用的 10.0%，国内银行不以此审批。',
    )
    expect(verdict).toHaveLength(3)
  })

  it('explains the DSCR arithmetic and the balloon of an interest-only loan', () => {
    const input: LoanSizingInput = {
      ...base,
      noi: 600,
      capRatePct: 4,
      repayment: 'interest_only',
      loanTermYears: 5,
      loanRatePct: 8,
    }
    const result = calculateLoanSizing(input)
    // value 15 000 × 60 % = 9 000; DSCR 600 / 1.25 / 8 % = 6 000 binds
    expect(result.binding).toBe('dscr')
    const verdict = loanSizingVerdict(input, result)
    expect(verdict[0]).toBe(
      '最多可贷 6,000 万元，由偿债覆盖率（DSCR）测试决定：NOI 600 万元 ÷ 贷款行要求的最低偿债覆盖率 1.25× = 每年最多还本付息 480 万元，按年利率 8.00%只付利息折算。',
    )
    expect(verdict.at(-1)).toBe('贷款期限 5 年届满时仍有本金 6,000 万元（占贷款 100.0%）需一次偿还或再融资。')
  })
})

describe('loan sizing input', () => {
  const issues = inputIssues(loanSizingInputSchema, { ...base, loanTermYears: 15 })

  it('accepts the worked example within the operating-property loan rules', () => {
    expect(issues({})).toEqual([])
  })

  it('refuses terms beyond the published limits of 经营性物业贷款, naming the rule', () => {
    expectRefusals(issues, [
      [{ ltvMaxPct: 75 }, ['经营性物业贷款额度原则上不超过评估价值的 70%（人民银行、金融监管总局 2024 年通知）']],
      [{ loanTermYears: 16 }, ['经营性物业贷款期限最长不超过 15 年（人民银行、金融监管总局 2024 年通知）']],
      [{ landTermYears: 19 }, ['贷款到期日须早于土地使用权到期至少 5 年，请缩短贷款期限']],
      [{ graceYears: 8, amortizationYears: 8 }, ['宽限期须短于摊还年限']],
    ])
  })

  it('refuses bad values with Chinese messages naming the field', () => {
    expectRefusals(issues, [
      [{ noi: null }, ['请填写稳定年 NOI']],
      [{ noi: '1000' }, ['稳定年 NOI必须是数字']],
      [{ capRatePct: 0.5 }, ['资本化率不能小于 1%']],
      [{ loanRatePct: 0 }, ['贷款年利率不能小于 0.1%']],
      [{ loanTermYears: 10.5 }, ['贷款期限必须是整数']],
      [{ amortizationYears: 50 }, ['摊还年限不能大于 40 年']],
      [
        { ltvMaxPct: 120 },
        [
          '最高贷款价值比不能大于 100%',
          '经营性物业贷款额度原则上不超过评估价值的 70%（人民银行、金融监管总局 2024 年通知）',
        ],
      ],
      [{ dscrMin: 0.8 }, ['贷款行要求的最低偿债覆盖率不能小于 1×']],
      [{ debtYieldMinPct: 0 }, ['债务收益率参考值不能小于 1%']],
      [{ segment: 'premium' }, ['请选择酒店定位']],
      [{ repayment: 'bullet' }, ['请选择还款方式']],
    ])
  })
})

describe('loan sizing defaults', () => {
  it('give every segment and city tier a valid case the lender limits bind as they should', () => {
    forEachDefault(loanSizingInputSchema, everyCase, loanSizingDefaults, (input) => {
      const result = calculateLoanSizing(input)
      expect(result.maxLoan).toBeGreaterThan(0)
      expect(result.dscr).toBeGreaterThanOrEqual(input.dscrMin - 1e-9)
      expect(result.ltv).toBeLessThanOrEqual(input.ltvMaxPct / 100 + 1e-9)
      // Debt yield is only a reference: it need not be met.
      expect(result.debtYieldReference.met).not.toBeNull()
    })
  })
})
