import { debtYieldReferenceLabel, operatingLoanConditions } from '#common/applets/lending'
import {
  type LoanSizingInput,
  type LoanSizingResult,
  type LoanTest,
  loanSizingFieldBenchmarks,
  loanSizingVerdict,
  loanTestLabels,
  repaymentLabels,
  repayments,
  valueBases,
  valueBasisLabels,
} from '#common/applets/loan-sizing'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { type CalculatorChoice, choiceOptions, choiceRows } from './calculator.ts'
import { formatNumber, formatShare, formatWan, round } from './format.ts'
import texts from './loan-sizing-texts.json'
import { assumptionSheet, caseChoices, caseLine, type ToolSection } from './tool-fields.ts'
import { textNotes } from './tool-texts.ts'

type NumberKey = Exclude<keyof LoanSizingInput, 'segment' | 'tier' | 'valueBasis' | 'repayment'>
type RowTest = LoanTest | 'debt_yield_reference'
const figure = (field: keyof typeof loanSizingFieldBenchmarks) => ({ key: loanSizingFieldBenchmarks[field] })

export const loanSizingChoices: CalculatorChoice[] = [
  {
    name: 'valueBasis',
    label: '估值依据',
    tooltip: 'LTV 测试所用的抵押物价值从何而来',
    options: choiceOptions(valueBases, valueBasisLabels),
  },
  {
    name: 'repayment',
    label: '还款方式',
    tooltip: '决定每万元贷款每年的还本付息（贷款常数）',
    options: choiceOptions(repayments, repaymentLabels),
  },
]

export const loanSizingSections: ToolSection<NumberKey>[] = [
  {
    title: '经营收益与价值',
    fields: [
      {
        name: 'noi',
        label: '稳定年 NOI',
        unit: '万元',
        tooltip:
          '净营业收入：GOP 扣除管理费、特许经营费、房产税与保险等固定费用和 FF&E 准备金后、还本付息前的年收益。默认值为可行性研究工具同一定位与城市缺省情形的稳定年 NOI（第 4 年、开业年价格），与盈亏平衡工具一致；请填写本项目的数字。',
      },
      {
        name: 'capRatePct',
        label: '资本化率',
        unit: '%',
        tooltip: '估值依据选“NOI ÷ 资本化率”时，价值 = NOI ÷ 资本化率',
        benchmark: figure('capRatePct'),
      },
      {
        name: 'appraisedValue',
        label: '评估价值',
        unit: '万元',
        tooltip: '估值依据选“评估价值”时使用：评估机构出具的抵押物市场价值',
      },
    ],
  },
  {
    title: '贷款条件',
    fields: [
      {
        name: 'loanRatePct',
        label: '贷款年利率',
        unit: '%',
        tooltip: '5 年期以上 LPR 加点；加点为测算假设，按银行报价替换',
        benchmark: figure('loanRatePct'),
      },
      {
        name: 'loanTermYears',
        label: '贷款期限',
        unit: '年',
        tooltip:
          '经营性物业贷款一般不超过 10 年、最长 15 年，且须早于土地使用权到期至少 5 年；到期未还清的本金一次偿还或再融资',
        benchmark: figure('loanTermYears'),
      },
      {
        name: 'graceYears',
        label: '只付息宽限期',
        unit: '年',
        tooltip: '开始的若干年只付利息；偿债覆盖率按宽限期后的年还本付息测试',
      },
      {
        name: 'landTermYears',
        label: '土地使用权剩余年限',
        unit: '年',
        tooltip: '商业、旅游用地出让最高 40 年；贷款到期日须早于土地使用权到期至少 5 年',
      },
      {
        name: 'amortizationYears',
        label: '摊还年限',
        unit: '年',
        tooltip: '等额本息按此年限计算每年还款；长于贷款期限时，到期留有尾款。只付利息时不使用',
        benchmark: figure('amortizationYears'),
      },
    ],
  },
  {
    title: '贷款行审批标准（经营性物业贷款）',
    fields: [
      {
        name: 'ltvMaxPct',
        label: '最高贷款价值比',
        unit: '%',
        tooltip: '贷款 ÷ 评估价值的上限；人民银行、金融监管总局 2024 年通知：原则上不超过 70%',
        benchmark: figure('ltvMaxPct'),
      },
      {
        name: 'dscrMin',
        label: '贷款行要求的最低偿债覆盖率',
        unit: '×',
        tooltip: 'NOI ÷ 年还本付息的下限；国内银行无统一公开标准，按贷款行要求输入',
        benchmark: figure('dscrMin'),
      },
      {
        name: 'debtYieldMinPct',
        label: '债务收益率参考值',
        unit: '%',
        tooltip: '参考：国际惯例（美国 CMBS）。NOI ÷ 贷款，只作比较，不参与额度测算',
        benchmark: figure('debtYieldMinPct'),
      },
    ],
  },
]

const ratio = (v: number | null) => (v === null ? '—' : `${formatNumber(v, 2)}×`)

export function loanSizingHeadline(result: LoanSizingResult): SummaryItem[] {
  return [
    { label: '最高可贷（万元）', value: formatNumber(result.maxLoan), hint: 'LTV 与 DSCR 两项测试中较低的一项' },
    { label: '约束项', value: loanTestLabels[result.binding], hint: '决定额度的测试' },
    { label: '年还本付息（万元）', value: formatNumber(result.debtService), hint: '按可贷额度' },
    { label: '偿债覆盖率 DSCR', value: ratio(result.dscr), hint: 'NOI ÷ 年还本付息' },
    { label: '贷款价值比 LTV', value: formatShare(result.ltv), hint: '贷款 ÷ 价值' },
    { label: '债务收益率（参考）', value: formatShare(result.debtYield), hint: 'NOI ÷ 贷款；参考：国际惯例' },
    { label: '抵押物价值（万元）', value: formatNumber(result.value), hint: 'NOI ÷ 资本化率或评估价值' },
    { label: '到期尾款（万元）', value: formatNumber(result.balloon), hint: '期限届满时未还本金' },
  ]
}

export type LimitRow = {
  test: RowTest
  name: string
  standard: string
  loan: number
  excess: number
  excessShare: number | null
  binding: boolean
}

/** The two tests the bank sizes on, then the debt-yield reference (never binding). */
export function limitRows(input: LoanSizingInput, result: LoanSizingResult): LimitRow[] {
  const standard: Record<LoanTest, string> = {
    ltv: `≤ ${formatNumber(input.ltvMaxPct, 1)}%`,
    dscr: `≥ ${formatNumber(input.dscrMin, 2)}×`,
  }
  const reference = result.debtYieldReference.loan - result.maxLoan
  return [
    ...result.limits.map((l) => ({
      test: l.test,
      name: loanTestLabels[l.test],
      standard: standard[l.test],
      loan: l.loan,
      excess: l.excess,
      excessShare: l.excessShare,
      binding: l.test === result.binding,
    })),
    {
      test: 'debt_yield_reference',
      name: debtYieldReferenceLabel,
      standard: `参考 ≥ ${formatNumber(input.debtYieldMinPct, 1)}%`,
      loan: result.debtYieldReference.loan,
      excess: reference,
      excessShare: result.maxLoan > 0 ? reference / result.maxLoan : null,
      binding: false,
    },
  ]
}

/** The limits as bars, the binding one named in its label, and the loan itself as a dashed line. */
export function loanLimitsChart(input: LoanSizingInput, result: LoanSizingResult): ChartSpec {
  const rows = limitRows(input, result)
  return {
    categories: rows.map((r) => `${r.name}${r.binding ? '（约束）' : ''}`),
    series: [
      { name: '该测试允许的最大贷款（万元）', type: 'bar', data: rows.map((r) => round(r.loan, 0)) },
      { name: '可贷额度', type: 'line', reference: true, data: rows.map(() => round(result.maxLoan, 0)) },
    ],
  }
}

export const loanSizingNotes = textNotes(texts, { operatingLoanConditions })

export function loanSizingSheets(input: LoanSizingInput, result: LoanSizingResult): SheetSpec[] {
  return [
    {
      name: '额度测试',
      widths: [22, 12, 16, 16, 12],
      rows: [
        ['测试', '标准', '允许的最大贷款（万元）', '比可贷额度高出（万元）', '高出比例（%）'],
        ...limitRows(input, result).map((r) => [
          `${r.name}${r.binding ? '（约束）' : ''}`,
          r.standard,
          round(r.loan),
          round(r.excess),
          r.excessShare === null ? null : round(r.excessShare * 100),
        ]),
        [],
        ['可贷额度（万元）', round(result.maxLoan)],
        ['年还本付息（万元）', round(result.debtService)],
        ['DSCR（×）', result.dscr === null ? null : round(result.dscr, 4)],
        ['LTV（%）', result.ltv === null ? null : round(result.ltv * 100)],
        ['债务收益率（参考：国际惯例，%）', result.debtYield === null ? null : round(result.debtYield * 100)],
        ['到期尾款（万元）', round(result.balloon)],
      ],
    },
    {
      name: '还款计划',
      widths: [8, 14, 14, 14, 14],
      rows: [
        ['年份', '利息（万元）', '还本（万元）', '还本付息（万元）', '年末余额（万元）'],
        ...result.schedule.map((y) => [
          y.year,
          round(y.interest),
          round(y.principal),
          round(y.payment),
          round(y.balance),
        ]),
      ],
    },
    assumptionSheet(
      [24, 14, 8],
      [...caseChoices(input), ...choiceRows(loanSizingChoices, input)],
      loanSizingSections,
      input,
    ),
  ]
}

export function loanSizingSummary(input: LoanSizingInput, result: LoanSizingResult): Omit<ToolSummary, 'link'> {
  return {
    title: applets['loan-sizing'].title,
    subtitle: caseLine(input, `稳定年 NOI ${formatWan(input.noi)}`),
    verdict: loanSizingVerdict(input, result),
    sections: [
      {
        heading: '两项测试与债务收益率参考允许的最大贷款',
        rows: limitRows(input, result).map((r): [string, string] => [
          `${r.name}（${r.standard}）${r.binding ? '·约束' : ''}`,
          formatWan(r.loan),
        ]),
      },
      {
        heading: '按可贷额度',
        rows: [
          ['可贷额度', formatWan(result.maxLoan)],
          ['年还本付息', formatWan(result.debtService)],
          ['偿债覆盖率 DSCR', ratio(result.dscr)],
          ['贷款价值比 LTV', formatShare(result.ltv)],
          ['债务收益率（参考：国际惯例）', formatShare(result.debtYield)],
          ['到期尾款', formatWan(result.balloon)],
        ],
      },
      {
        heading: '主要假设',
        rows: [
          ['抵押物价值', `${formatWan(result.value)}（${valueBasisLabels[input.valueBasis]}）`],
          ['贷款年利率', `${formatNumber(input.loanRatePct, 2)}%`],
          ['还款方式', repaymentLabels[input.repayment]],
          ['贷款期限 / 摊还年限', `${input.loanTermYears} 年 / ${input.amortizationYears} 年`],
          ['只付息宽限期', `${input.repayment === 'interest_only' ? 0 : input.graceYears} 年`],
        ],
      },
    ],
  }
}
