import {
  calculateFeeStructures,
  type FeeStructuresInput,
  type FeeStructuresResult,
  feeStructuresDefaults,
  feeStructuresFields,
  feeStructuresInputSchema,
} from '#common/applets/fee-structures'
import { feeStructuresVerdict } from '#common/applets/fee-structures-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
import { feeStructuresSheets, feeStructuresSummary } from '../lib/fee-structures-export.ts'
import { feeStructuresSections } from '../lib/fee-structures-fields.ts'
import {
  type ComparisonRow,
  comparisonRows,
  feeStructuresHeadline,
  feeStructuresNotes,
  feeYearRows,
  formatYearCell,
  ownerCashFlowChart,
  scenarioLabels,
} from '../lib/fee-structures-view.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { fieldLabels } from '../lib/tool-fields.ts'
import { calculatorTool, ResultTable, YearTable } from './calculator-frame.tsx'
import { caseChanged } from './case-fields.tsx'

const defaults = feeStructuresDefaults()

export const feeStructuresCalculator: Calculator<FeeStructuresInput, FeeStructuresResult> = {
  name: '委托管理、特许经营与租赁对比',
  schema: feeStructuresInputSchema,
  fieldSchemas: feeStructuresFields,
  defaults,
  calculate: calculateFeeStructures,
  labels: fieldLabels(feeStructuresSections, { segment: '酒店定位', tier: '城市等级', scenario: '显示情景' }),
  caseFields: { tier: true },
  choices: [
    {
      name: 'scenario',
      label: '显示情景',
      tooltip: '下行情景：每年 RevPAR 按下方降幅低于基准情景',
      options: [
        { value: 'base', label: scenarioLabels.base },
        { value: 'downside', label: scenarioLabels.downside },
      ],
    },
  ],
  sections: () => feeStructuresSections,
  selector: ({ segment, tier }) => ({ segment, tier }),
  fieldNotes: (_values, result) => ({
    rentYear1: result && `相当于稳定年总收入的 ${formatPercent(result.rentShareOfRevenue)}`,
  }),
  reload(changed, all) {
    if (!caseChanged(changed)) return undefined
    // A new case brings that case's benchmark figures; the size of the hotel and the scenario shown stay.
    const rooms = feeStructuresFields.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    return { ...feeStructuresDefaults(all.segment, all.tier, rooms), scenario: all.scenario }
  },
  results: {
    headline: (result, input) => feeStructuresHeadline(input, result),
    verdict: feeStructuresVerdict,
    detail: (input, result) => <ComparisonTable rows={comparisonRows(result)} cut={input.downsideRevparCutPct} />,
    cards: [
      {
        title: (input) => `业主每年现金流（万元，${scenarioLabels[input.scenario]}）`,
        render: (input, result) => (
          <Chart
            spec={ownerCashFlowChart(result[input.scenario])}
            height={300}
            label="三种模式下业主每年现金流折线图"
          />
        ),
      },
      {
        title: (input) => `10 年逐年测算（万元，${scenarioLabels[input.scenario]}）`,
        render: (input, result) => (
          <YearTable
            rows={feeYearRows}
            years={result[input.scenario].years}
            labelWidth={190}
            yearWidth={90}
            cell={(y, row) => formatYearCell(row, row.value(y))}
          />
        ),
      },
    ],
    notes: feeStructuresNotes,
    disclaimer: '以上为基于所填假设的估算，不构成投资或签约建议。',
  },
  sheets: feeStructuresSheets,
  summary: feeStructuresSummary,
}

export const FeeStructuresTool = calculatorTool(feeStructuresCalculator)

function ComparisonTable({ rows, cut }: { rows: ComparisonRow[]; cut: number }) {
  const money = (v: number) => formatNumber(v)
  return (
    <ResultTable<ComparisonRow>
      rowKey="structure"
      rows={rows}
      width={640}
      columns={[
        { title: '模式', dataIndex: 'structure', fixed: 'start', width: 96 },
        { title: '10 年合计（万元）', dataIndex: 'total', align: 'end', render: money },
        { title: 'NPV（万元）', dataIndex: 'npv', align: 'end', render: money },
        { title: '付给品牌方（万元）', dataIndex: 'brandFees', align: 'end', render: money },
        { title: `RevPAR −${cut}% 时合计`, dataIndex: 'downsideTotal', align: 'end', render: money },
        { title: '变化（万元）', dataIndex: 'change', align: 'end', render: money },
      ]}
    />
  )
}
