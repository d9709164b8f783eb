import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { feasibilityDefaultsFor } from './feasibility.ts'
import { hotelCaseFields, numberField, percentField } from './fields.ts'
import { percentText, timesText, wanText } from './figure-text.ts'
import { annuityPayment, type LoanYear, loanSchedule } from './finance.ts'
import {
  debtYieldReferenceText,
  hotelLoanRatePct,
  meetsDebtYieldReference,
  operatingLoanConditions,
  operatingLoanLtvMaxPct,
} from './lending.ts'
import { sharedFields } from './shared-fields.ts'
import { stabilizedOperatingYear } from './stabilized-year.ts'

/**
 * The largest 经营性物业贷款 (operating-property loan) a Chinese bank will make against an operating hotel, as it
 * sizes it (lending.ts): the smaller of two tests. LTV caps the loan at a share of the appraised value (at most 70 %);
 * DSCR caps the yearly debt service after any interest-only years at NOI ÷ the lender's own minimum cover, which the
 * loan constant turns into principal. Debt yield (NOI ÷ loan, the US CMBS measure) is shown beside them only as a
 * reference (参考：国际惯例): Chinese banks do not size on it. Money in 万元.
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

export const loanTests = ['ltv', 'dscr'] as const
export type LoanTest = (typeof loanTests)[number]
export const loanTestLabels: Record<LoanTest, string> = {
  ltv: '贷款价值比（LTV）',
  dscr: '偿债覆盖率（DSCR）',
}
/** 《关于做好经营性物业贷款管理的通知》: term at most 15 years, ending at least 5 years before the land use right. */
export const operatingLoanMaxTermYears = 15
export const landRightMarginYears = 5

export const loanSizingInputSchema = z
  .object({
    ...hotelCaseFields,
    noi: sharedFields.noi,
    valueBasis: z.enum(valueBases, { error: '请选择估值依据' }),
    capRatePct: sharedFields.capRatePct,
    appraisedValue: numberField('评估价值', { min: 0, max: 10_000_000, unit: ' 万元' }),
    // A positive rate keeps the interest-only loan constant above zero, so the DSCR test always gives a finite loan.
    loanRatePct: percentField('贷款年利率', 0.1, 20),
    loanTermYears: sharedFields.loanTermYears,
    amortizationYears: numberField('摊还年限', { min: 1, max: 40, unit: ' 年', integer: true }),
    graceYears: numberField('只付息宽限期', { min: 0, max: 10, unit: ' 年', integer: true }),
    landTermYears: numberField('土地使用权剩余年限', { min: 1, max: 70, unit: ' 年', integer: true }),
    repayment: z.enum(repayments, { error: '请选择还款方式' }),
    ltvMaxPct: percentField('最高贷款价值比', 0, 100),
    dscrMin: numberField('贷款行要求的最低偿债覆盖率', { min: 1, max: 5, unit: '×' }),
    debtYieldMinPct: percentField('债务收益率参考值', 1, 50),
  })
  .refine((i) => i.ltvMaxPct <= operatingLoanLtvMaxPct(), {
    error: `经营性物业贷款额度原则上不超过评估价值的 ${operatingLoanLtvMaxPct()}%（人民银行、金融监管总局 2024 年通知）`,
    path: ['ltvMaxPct'],
  })
  .refine((i) => i.loanTermYears <= operatingLoanMaxTermYears, {
    error: `经营性物业贷款期限最长不超过 ${operatingLoanMaxTermYears} 年（人民银行、金融监管总局 2024 年通知）`,
    path: ['loanTermYears'],
  })
  .refine((i) => i.loanTermYears <= i.landTermYears - landRightMarginYears, {
    error: `贷款到期日须早于土地使用权到期至少 ${landRightMarginYears} 年，请缩短贷款期限`,
    path: ['loanTermYears'],
  })
  .refine((i) => i.repayment === 'interest_only' || i.graceYears < i.amortizationYears, {
    error: '宽限期须短于摊还年限',
    path: ['graceYears'],
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
  /** The lender's legal and stated terms this loan stands under, for the page. */
  conditions: string
  value: number
  /** NOI ÷ minimum DSCR: the most debt service the lender accepts each year. */
  maxDebtService: number
  /** Yearly debt service per 万元 of loan once principal is repaid (after the grace years). */
  loanConstant: number
  limits: LoanLimit[]
  binding: LoanTest
  maxLoan: number
  /** The loan the debt-yield reference would allow, and whether the sized loan meets it (参考：国际惯例). */
  debtYieldReference: { loan: number; met: boolean | null }
  /** Yearly debt service after the grace years (interest only during them). */
  debtService: number
  /** Interest only, in the grace years; 0 without them. */
  graceDebtService: number
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
  const interestOnly = input.repayment === 'interest_only'
  const grace = interestOnly ? 0 : input.graceYears
  // The lender covers the heavier payment: the level payment after the interest-only years.
  const loanConstant = interestOnly ? rate : annuityPayment(1, rate, input.amortizationYears - grace)
  const maxDebtService = noi / input.dscrMin

  const allowed: Record<LoanTest, number> = {
    ltv: value * (input.ltvMaxPct / 100),
    dscr: maxDebtService / loanConstant,
  }
  // Ties go to the first test in the list: LTV, then DSCR.
  const binding = loanTests.reduce((best, test) => (allowed[test] < allowed[best] ? test : best))
  const maxLoan = allowed[binding]
  const limits = loanTests.map((test) => {
    const excess = allowed[test] - maxLoan
    return { test, loan: allowed[test], excess, excessShare: maxLoan > 0 ? excess / maxLoan : null }
  })

  const debtService = maxLoan * loanConstant
  const schedule = interestOnly
    ? interestOnlySchedule(maxLoan, rate, input.loanTermYears)
    : graceSchedule(maxLoan, rate, grace, input.amortizationYears, input.loanTermYears)
  const debtYield = maxLoan > 0 ? input.noi / maxLoan : null

  return {
    conditions: operatingLoanConditions,
    value,
    maxDebtService,
    loanConstant,
    limits,
    binding,
    maxLoan,
    debtYieldReference: {
      loan: noi / (input.debtYieldMinPct / 100),
      met: debtYield === null ? null : meetsDebtYieldReference(debtYield, input.debtYieldMinPct),
    },
    debtService,
    graceDebtService: grace > 0 ? maxLoan * rate : 0,
    dscr: debtService > 0 ? input.noi / debtService : null,
    ltv: maxLoan > 0 && value > 0 ? maxLoan / value : null,
    debtYield,
    balloon: schedule.at(-1)?.balance ?? 0,
    schedule,
  }
}

/** Interest only in the grace years, then level payments over the rest of the amortization, cut at the term. */
function graceSchedule(principal: number, rate: number, grace: number, amortization: number, term: number) {
  const graceRows: LoanYear[] = Array.from({ length: Math.min(grace, term) }, (_, i) => ({
    year: i + 1,
    interest: principal * rate,
    principal: 0,
    payment: principal * rate,
    balance: principal,
  }))
  if (term <= grace) return graceRows
  const rest = loanSchedule(principal, rate, amortization - grace, term - grace).map((y) => ({
    ...y,
    year: y.year + grace,
  }))
  return [...graceRows, ...rest]
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
      `稳定年 NOI 为 ${wanText(input.noi)}，没有可用于还本付息的经营收益：偿债覆盖率测试不允许任何贷款，银行不会按经营收益发放经营性物业贷款。`,
    ]
  }
  const other = result.limits.find((l) => l.test !== result.binding) as LoanLimit
  const grace = input.repayment === 'amortizing' && input.graceYears > 0
  const repaid =
    input.repayment === 'interest_only'
      ? '只付利息'
      : grace
        ? `、前 ${input.graceYears} 年只付息、其后 ${input.amortizationYears - input.graceYears} 年等额本息`
        : `、${input.amortizationYears} 年等额本息`
  const how: Record<LoanTest, string> = {
    ltv: `按价值 ${wanText(result.value)} × 最高贷款价值比 ${percentText(input.ltvMaxPct / 100)}`,
    dscr: `NOI ${wanText(input.noi)} ÷ 贷款行要求的最低偿债覆盖率 ${timesText(input.dscrMin)} = 每年最多还本付息 ${wanText(result.maxDebtService)}，按年利率 ${percentText(input.loanRatePct / 100, 2)}${repaid}折算`,
  }
  const paragraphs = [
    `最多可贷 ${wanText(result.maxLoan)}，由${loanTestLabels[result.binding]}测试决定：${how[result.binding]}。`,
    `另一项测试更宽松：${loanTestLabels[other.test]}允许 ${wanText(other.loan)}，高出 ${wanText(other.excess)}${other.excessShare === null ? '' : `（${percentText(other.excessShare)}）`}。要借得更多，需先放宽或改善${loanTestLabels[result.binding]}这一项。`,
  ]
  const measures = [
    result.ltv === null ? null : `贷款价值比 ${percentText(result.ltv)}`,
    result.dscr === null ? null : `偿债覆盖率 ${timesText(result.dscr)}`,
  ].filter((m): m is string => m !== null)
  if (measures.length > 0) {
    const during = grace ? `宽限期内每年只付利息 ${wanText(result.graceDebtService)}，之后` : ''
    const reference = result.debtYield === null ? '' : debtYieldReferenceText(result.debtYield, input.debtYieldMinPct)
    paragraphs.push(
      `按此额度，${during}每年还本付息 ${wanText(result.debtService)}，${measures.join('，')}。${reference}`,
    )
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
  // The rate's default is the 5-year LPR plus the spread (lending.ts); the help shows the LPR.
  loanRatePct: 'fin.lpr_5y',
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
    loanRatePct: hotelLoanRatePct(),
    loanTermYears: value('loanTermYears'),
    amortizationYears: value('amortizationYears'),
    ltvMaxPct: value('ltvMaxPct'),
    dscrMin: value('dscrMin'),
    debtYieldMinPct: value('debtYieldMinPct'),
  } satisfies Partial<LoanSizingInput>
}

/**
 * The stabilized NOI of the feasibility study's default hotel of the case (stabilized-year.ts), whole 万元: the same
 * NOI the study, break-even and valuation compute for the same inputs. The user's own figure replaces it.
 */
export function loanSizingCaseNoi(segment: Positioning, tier: CityTier) {
  return Math.round(stabilizedOperatingYear(feasibilityDefaultsFor(segment, tier)).operating.noi)
}

export function loanSizingDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): LoanSizingInput {
  const lender = loanSizingBenchmarkDefaults(segment, tier)
  const noi = loanSizingCaseNoi(segment, tier)
  return {
    segment,
    tier,
    noi,
    valueBasis: 'cap_rate',
    appraisedValue: Math.round(Math.max(0, noi) / (lender.capRatePct / 100)),
    repayment: 'amortizing',
    // A stabilized hotel has no ramp-up to bridge; an interest-only period is the lender's concession.
    graceYears: 0,
    landTermYears: feasibilityDefaultsFor(segment, tier).landTermYears,
    ...lender,
  }
}
