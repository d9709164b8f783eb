import {
  calculateValuation,
  type ValuationInput,
  type ValuationResult,
  type ValuationSensitivity,
  valuationBenchmarkDefaults,
  valuationDefaults,
  valuationInputSchema,
  valuationSensitivity,
  valuationVerdict,
} from '#common/applets/valuation'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber } from '../lib/format.ts'
import {
  type DcfRow,
  dcfRows,
  type MethodRow,
  methodRows,
  valuationChart,
  valuationHeadline,
  valuationNotes,
  valuationSections,
  valuationSheets,
  valuationSummary,
} from '../lib/valuation-view.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { reloadCase } from './case-fields.tsx'
import { figureColumn, nameColumn, orDash, ResultTable, resultTable, rowFigureColumn } from './result-table.tsx'

export const valuationCalculator: Calculator<ValuationInput, ValuationResult> = {
  name: '酒店估值',
  schema: valuationInputSchema,
  defaults: valuationDefaults(),
  calculate: calculateValuation,
  sections: () => valuationSections,
  // A new case brings its rates and floor area per key; the hotel's rooms, NOI and ramp stay the user's.
  reload: reloadCase((all, rooms) => ({ ...all, rooms, ...valuationBenchmarkDefaults(all.segment, all.tier, rooms) })),
  results: {
    title: '估值结果',
    headline: valuationHeadline,
    verdict: valuationVerdict,
    detail: (_input, result) => <MethodTable rows={methodRows(result)} />,
    cards: [
      {
        title: '价值构成（万元）',
        render: (_input, result) => (
          <Chart spec={valuationChart(result)} height={260} label="直接资本化法、DCF 各部分与调和价值条形图" />
        ),
      },
      { title: '10 年现金流折现明细（万元）', render: (_input, result) => <DcfTable rows={dcfRows(result)} /> },
      {
        title: 'DCF 价值敏感性（万元）：折现率 × 期末资本化率',
        render: (input) => <SensitivityTable grid={valuationSensitivity(input)} />,
      },
    ],
    notes: valuationNotes,
    disclaimer: '以上为基于所填假设的估算，不替代评估机构出具的评估报告。',
  },
  sheets: (input, result) => valuationSheets(input, result, valuationSensitivity(input)),
  summary: valuationSummary,
}

export const ValuationTool = calculatorTool(valuationCalculator)

const MethodTable = resultTable<MethodRow>('key', 520, [
  nameColumn('方法', 'method', 180),
  figureColumn('价值（万元）', 'total'),
  figureColumn('每间客房（万元）', 'perKey', (v) => formatNumber(v, 1)),
  figureColumn('每平方米（元）', 'perSqm'),
])

const amount = orDash((v) => formatNumber(v, 1))

const DcfTable = resultTable<DcfRow>('key', 520, [
  nameColumn('期间', 'label', 200),
  figureColumn('NOI / 出售净额', 'noi', amount),
  figureColumn(
    '折现系数',
    'factor',
    orDash((v) => v.toFixed(4)),
  ),
  figureColumn('现值', 'presentValue', amount),
])

function SensitivityTable({ grid }: { grid: ValuationSensitivity }) {
  const rows = grid.values.map((values, i) => ({
    key: String(grid.discountRatesPct[i]),
    rate: grid.discountRatesPct[i],
    values,
  }))
  return (
    <ResultTable
      rowKey="key"
      rows={rows}
      width={480}
      columns={[
        {
          title: '折现率 \\ 期末资本化率',
          dataIndex: 'rate',
          fixed: 'start',
          width: 170,
          render: (v: number) => `${formatNumber(v, 2)}%`,
        },
        ...grid.terminalCapRatesPct.map((cap, j) =>
          rowFigureColumn<(typeof rows)[number]>(`${formatNumber(cap, 2)}%`, `c${j}`, (row) =>
            formatNumber(row.values[j] ?? 0),
          ),
        ),
      ]}
    />
  )
}
