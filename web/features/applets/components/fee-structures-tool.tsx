import {
  calculateFeeStructures,
  type FeeStructuresInput,
  type FeeStructuresResult,
  feeScenarios,
  feeStructuresDefaults,
  feeStructuresInputSchema,
} from '#common/applets/fee-structures'
import { feeStructuresVerdict } from '#common/applets/fee-structures-verdict'
import { applets } from '#common/applets/registry'
import { Chart } from '#web/components/chart/chart.tsx'
import { type Calculator, choiceOptions } from '../lib/calculator.ts'
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
import { formatPercent } from '../lib/format.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { reloadCase } from './case-fields.tsx'
import { figureColumn, nameColumn, resultTable, YearTable } from './result-table.tsx'

export const feeStructuresCalculator: Calculator<FeeStructuresInput, FeeStructuresResult> = {
  name: applets['fee-structures'].title,
  schema: feeStructuresInputSchema,
  defaults: feeStructuresDefaults(),
  calculate: calculateFeeStructures,
  choices: [
    {
      name: 'scenario',
      label: '显示情景',
      tooltip: '下行情景：每年 RevPAR 按下方降幅低于基准情景',
      options: choiceOptions(feeScenarios, scenarioLabels),
    },
  ],
  sections: () => feeStructuresSections,
  fieldNotes: (_values, result) => ({
    rentYear1: result && `相当于稳定年总收入的 ${formatPercent(result.rentShareOfRevenue)}`,
  }),
  // A new case brings that case's benchmark figures; the size of the hotel and the scenario shown stay.
  reload: reloadCase((all, rooms) => ({
    ...feeStructuresDefaults(all.segment, all.tier, rooms),
    scenario: all.scenario,
  })),
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

const ComparisonTable = resultTable<ComparisonRow, { cut: number }>('structure', 640, ({ cut }) => [
  nameColumn('模式', 'structure', 96),
  figureColumn('10 年合计（万元）', 'total'),
  figureColumn('NPV（万元）', 'npv'),
  figureColumn('付给品牌方（万元）', 'brandFees'),
  figureColumn(`RevPAR −${cut}% 时合计`, 'downsideTotal'),
  figureColumn('变化（万元）', 'change'),
])
