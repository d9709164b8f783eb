import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import { type CityTier, cityTiers, type Positioning, positionings } from '../intel.ts'
import { numberField, percentField } from './fields.ts'
import { percentText, timesText, wanText } from './figure-text.ts'
import { annuityPayment, type LoanYear, loanSchedule } from './finance.ts'

/**
 * The largest loan a lender will make against a hotel, as banks size it: the smallest of three tests. LTV caps the
 * loan at a share of value; DSCR caps the yearly debt service at NOI ÷ the minimum cover, which the loan constant
 * turns into principal; debt yield caps the loan at NOI ÷ the minimum yield (independent of rate and term).
 * Money in 万元.
 */
export const valueBases = ['cap_rate', 'appraisal'] as const
export type ValueBasis = (typeof valueBases)[number]
export const valueBasisLabels: Record<ValueBasis, string> = { cap_rate: 'NOI ÷ 资本化率', appraisal: '评估价值' }

export const repayments = ['amortizing', 'interest_only'] as const
export type Repayment = (typeof repayments)[number]
export const repaymentLabels: Record<Repayment, string> = {
  amortizing: '等额本息',
  interest_only: '按年付息、到期还本',
}

export const loanTests = ['ltv', 'dscr', 'debt_yield'] as const
export type LoanTest = (typeof loanTests)[number]
export const loanTestLabels: Record<LoanTest, string> = {
  ltv: '贷款价值比（LTV）',
  dscr: '偿债覆盖率（DSCR）',
  debt_yield: '债务收益率',
}

export const loanSizingInputSchema = z.object({
  segment: z.enum(positionings, { error: '请选择酒店定位' }),
  tier: z.enum(cityTiers, { error: '请选择城市等级' }),
  noi: numberField('稳定年 NOI', { min: -1_000_000, max: 1_000_000, unit: ' 万元' }),
  valueBasis: z.enum(valueBases, { error: '请选择估值依据' }),
  capRatePct: percentField('资本化率', 1, 20),
  appraisedValue: numberField('评估价值', { min: 0, max: 10_000_000, unit: ' 万元' }),
  // A positive rate keeps the interest-only loan constant above zero, so the DSCR test always gives a finite loan.
  loanRatePct: percentField('贷款年利率', 0.1, 20),
  loanTermYears: numberField('贷款期限', { min: 1, max: 30, unit: ' 年', integer: true }),
  amortizationYears: numberField('摊还年限', { min: 1, max: 40, unit: ' 年', integer: true }),
  repayment: z.enum(repayments, { error: '请选择还款方式' }),
  ltvMaxPct: percentField('最高贷款价值比', 0, 100),
  dscrMin: numberField('最低偿债覆盖率', { min: 1, max: 5, unit: '×' }),
  debtYieldMinPct: percentField('最低债务收益率', 1, 50),
})

export type LoanSizingInput = z.infer<typeof loanSizingInputSchema>

export type LoanLimit = {
  test: LoanTest
  /** The largest loan this test allows. */
  loan: number
  /** How far this test's loan lies above the binding one (0 for the binding test). */
  excess: number
  /** excess ÷ the binding loan; null when the binding loan is zero. */
  excessShare: number | null
}

export type LoanSizingResult = {
  value: number
  /** NOI ÷ minimum DSCR: the most debt service the lender accepts each year. */
  maxDebtService: number
  /** Yearly debt service per 万元 of loan. */
  loanConstant: number
  limits: LoanLimit[]
  binding: LoanTest
  maxLoan: number
  debtService: number
  /** The three measures at the binding loan; null when there is no loan (or no value) to measure against. */
  dscr: number | null
  ltv: number | null
  debtYield: number | null
  /** Principal still owed at the end of the term (refinanced or repaid at once). */
  balloon: number
  schedule: LoanYear[]
}

export function calculateLoanSizing(input: LoanSizingInput): LoanSizingResult {
  const rate = input.loanRatePct / 100
  const noi = Math.max(0, input.noi)
  // A hotel losing money has no income value; the appraisal basis stands on its own.
  const value = input.valueBasis === 'cap_rate' ? noi / (input.capRatePct / 100) : input.appraisedValue
  const loanConstant = input.repayment === 'interest_only' ? rate : annuityPayment(1, rate, input.amortizationYears)
  const maxDebtService = noi / input.dscrMin

  const allowed: Record<LoanTest, number> = {
    ltv: value * (input.ltvMaxPct / 100),
    dscr: maxDebtService / loanConstant,
    debt_yield: noi / (input.debtYieldMinPct / 100),
  }
  // Ties go to the first test in the list: LTV, then DSCR, then debt yield.
  const binding = loanTests.reduce((best, test) => (allowed[test] < allowed[best] ? test : best))
  const maxLoan = allowed[binding]
  const limits = loanTests.map((test) => {
    const excess = allowed[test] - maxLoan
    return { test, loan: allowed[test], excess, excessShare: maxLoan > 0 ? excess / maxLoan : null }
  })

  const debtService = maxLoan * loanConstant
  const schedule =
    input.repayment === 'interest_only'
      ? interestOnlySchedule(maxLoan, rate, input.loanTermYears)
      : loanSchedule(maxLoan, rate, input.amortizationYears, input.loanTermYears)

  return {
    value,
    maxDebtService,
    loanConstant,
    limits,
    binding,
    maxLoan,
    debtService,
    dscr: debtService > 0 ? input.noi / debtService : null,
    ltv: maxLoan > 0 && value > 0 ? maxLoan / value : null,
    debtYield: maxLoan > 0 ? input.noi / maxLoan : null,
    balloon: schedule.at(-1)?.balance ?? 0,
    schedule,
  }
}

/** Interest every year, the whole principal still owed at maturity. */
function interestOnlySchedule(principal: number, rate: number, years: number): LoanYear[] {
  return Array.from({ length: years }, (_, i) => ({
    year: i + 1,
    interest: principal * rate,
    principal: 0,
    payment: principal * rate,
    balance: principal,
  }))
}

/** The reading of the result for the client, one paragraph per point. */
export function loanSizingVerdict(input: LoanSizingInput, result: LoanSizingResult): string[] {
  if (input.noi <= 0) {
    return [
      `稳定年 NOI 为 ${wanText(input.noi)}，没有可用于还本付息的经营收益：偿债覆盖率与债务收益率测试都不允许任何贷款，银行不会按经营收益授信。`,
    ]
  }
  const bindingLimit = result.limits.find((l) => l.test === result.binding) as LoanLimit
  const others = result.limits.filter((l) => l.test !== result.binding)
  const how: Record<LoanTest, string> = {
    ltv: `按价值 ${wanText(result.value)} × 最高贷款价值比 ${percentText(input.ltvMaxPct / 100)}`,
    dscr: `NOI ${wanText(input.noi)} ÷ 最低偿债覆盖率 ${timesText(input.dscrMin)} = 每年最多还本付息 ${wanText(result.maxDebtService)}，按年利率 ${percentText(input.loanRatePct / 100, 2)}${input.repayment === 'interest_only' ? '只付利息' : `、${input.amortizationYears} 年等额本息`}折算`,
    debt_yield: `NOI ${wanText(input.noi)} ÷ 最低债务收益率 ${percentText(input.debtYieldMinPct / 100)}`,
  }
  const paragraphs = [
    `最多可贷 ${wanText(result.maxLoan)}，由${loanTestLabels[result.binding]}测试决定：${how[result.binding]}。`,
    `另两项测试更宽松：${others.map((l) => `${loanTestLabels[l.test]}允许 ${wanText(l.loan)}，高出 ${wanText(l.excess)}${l.excessShare === null ? '' : `（${percentText(l.excessShare)}）`}`).join('；')}。要借得更多，需先放宽或改善${loanTestLabels[bindingLimit.test]}这一项。`,
  ]
  const measures = [
    result.ltv === null ? null : `贷款价值比 ${percentText(result.ltv)}`,
    result.dscr === null ? null : `偿债覆盖率 ${timesText(result.dscr)}`,
    result.debtYield === null ? null : `债务收益率 ${percentText(result.debtYield)}`,
  ].filter((m): m is string => m !== null)
  if (measures.length > 0) {
    paragraphs.push(`按此额度，每年还本付息 ${wanText(result.debtService)}，${measures.join('，')}。`)
  }
  if (result.balloon > 0.5) {
    paragraphs.push(
      `贷款期限 ${input.loanTermYears} 年届满时仍有本金 ${wanText(result.balloon)}（占贷款 ${percentText(result.balloon / result.maxLoan)}）需一次偿还或再融资。`,
    )
  }
  return paragraphs
}

/** Fields whose default is one figure of the benchmark table; the page shows that figure's range as field help. */
export const loanSizingFieldBenchmarks = {
  capRatePct: 'fin.cap_rate',
  loanRatePct: 'fin.loan_rate',
  loanTermYears: 'fin.loan_term_years',
  // Amortizing over the whole term is the plain case; a longer schedule with a balloon is the user's choice.
  amortizationYears: 'fin.loan_term_years',
  ltvMaxPct: 'fin.ltv_max',
  dscrMin: 'fin.dscr_min',
  debtYieldMinPct: 'fin.debt_yield_min',
} satisfies Partial<Record<keyof LoanSizingInput, string>>

/** The lender terms of the benchmark table for a case; NOI and an appraisal are the user's own figures. */
export function loanSizingBenchmarkDefaults(segment: Positioning, tier: CityTier) {
  const value = (field: keyof typeof loanSizingFieldBenchmarks) =>
    benchmarkValue(loanSizingFieldBenchmarks[field], { segment, tier })
  return {
    capRatePct: value('capRatePct'),
    loanRatePct: value('loanRatePct'),
    loanTermYears: value('loanTermYears'),
    amortizationYears: value('amortizationYears'),
    ltvMaxPct: value('ltvMaxPct'),
    dscrMin: value('dscrMin'),
    debtYieldMinPct: value('debtYieldMinPct'),
  } satisfies Partial<LoanSizingInput>
}

/** An example NOI for a first run (a mid-sized upscale hotel); the user's own figure replaces it. */
export const loanSizingExampleNoi = 2000

export function loanSizingDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): LoanSizingInput {
  const lender = loanSizingBenchmarkDefaults(segment, tier)
  return {
    segment,
    tier,
    noi: loanSizingExampleNoi,
    valueBasis: 'cap_rate',
    appraisedValue: Math.round(loanSizingExampleNoi / (lender.capRatePct / 100)),
    repayment: 'amortizing',
    ...lender,
  }
}
