import { Typography } from 'antd'
import {
  calculateLoanSizing,
  type LoanSizingInput,
  type LoanSizingResult,
  loanSizingBenchmarkDefaults,
  loanSizingDefaults,
  loanSizingInputSchema,
  loanSizingVerdict,
} from '#common/applets/loan-sizing'
import { applets } from '#common/applets/registry'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import {
  type LimitRow,
  limitRows,
  loanLimitsChart,
  loanSizingChoices,
  loanSizingHeadline,
  loanSizingNotes,
  loanSizingSections,
  loanSizingSheets,
  loanSizingSummary,
} from '../lib/loan-sizing-view.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { caseChanged } from './case-fields.tsx'
import { figureColumn, resultTable, rowFigureColumn } from './result-table.tsx'

const unused = '按当前选择，此项不参与计算'

export const loanSizingCalculator: Calculator<LoanSizingInput, LoanSizingResult> = {
  name: applets['loan-sizing'].title,
  schema: loanSizingInputSchema,
  defaults: loanSizingDefaults(),
  calculate: calculateLoanSizing,
  choices: loanSizingChoices,
  sections: () => loanSizingSections,
  fieldNotes: ({ valueBasis, repayment }) => ({
    capRatePct: valueBasis === 'appraisal' ? unused : undefined,
    appraisedValue: valueBasis === 'cap_rate' ? unused : undefined,
    amortizationYears: repayment === 'interest_only' ? unused : undefined,
    graceYears: repayment === 'interest_only' ? unused : undefined,
  }),
  // A new case brings its lender terms and cap rate; the hotel's NOI and an appraisal stay the user's.
  reload: (changed, all) =>
    caseChanged(changed) ? { ...all, ...loanSizingBenchmarkDefaults(all.segment, all.tier) } : undefined,
  results: {
    headline: loanSizingHeadline,
    verdict: loanSizingVerdict,
    detail: (input, result) => <LimitTable rows={limitRows(input, result)} />,
    cards: [
      {
        title: '各项测试允许的最大贷款（万元）',
        render: (input, result) => (
          <Chart
            spec={loanLimitsChart(input, result)}
            height={280}
            label="贷款价值比、偿债覆盖率两项测试与债务收益率参考允许的最大贷款柱状图"
          />
        ),
      },
    ],
    notes: loanSizingNotes,
    disclaimer: '以上为基于所填假设的估算，实际额度以银行审批为准。',
  },
  sheets: loanSizingSheets,
  summary: loanSizingSummary,
}

export const LoanSizingTool = calculatorTool(loanSizingCalculator)

const LimitTable = resultTable<LimitRow>('test', 560, [
  {
    title: '测试',
    dataIndex: 'name',
    fixed: 'start',
    width: 150,
    render: (name: string, row) => (row.binding ? <Typography.Text strong>{name}（约束）</Typography.Text> : name),
  },
  { title: '银行标准', dataIndex: 'standard', width: 90 },
  figureColumn('允许的最大贷款（万元）', 'loan'),
  rowFigureColumn<LimitRow>('比可贷额度高出', 'excess', (row) =>
    row.binding
      ? '—'
      : `${formatNumber(row.excess)} 万元${row.excessShare === null ? '' : `（${formatPercent(row.excessShare)}）`}`,
  ),
])
