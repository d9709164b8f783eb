import {
  type BreakEvenInput,
  type BreakEvenResult,
  breakEvenInputSchema,
  breakEvenVerdict,
  calculateBreakEven,
} from '#common/applets/break-even'
import { breakEvenDefaults } from '#common/applets/break-even-defaults'
import { applets } from '#common/applets/registry'
import { Chart } from '#web/components/chart/chart.tsx'
import { breakEvenSheets, breakEvenSummary } from '../lib/break-even-export.ts'
import {
  breakEvenChart,
  breakEvenComposedFigures,
  breakEvenHeadline,
  breakEvenNotes,
  breakEvenSections,
  type SweepRow,
  sweepRows,
} from '../lib/break-even-view.ts'
import type { Calculator } from '../lib/calculator.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { caseChanged } from './case-fields.tsx'
import { nameColumn, resultTable } from './result-table.tsx'

const SweepTable = resultTable<SweepRow>('key', 620, [
  nameColumn('房价变动', 'change', 90),
  { title: '房价（元）', dataIndex: 'adr', align: 'end', width: 100 },
  { title: 'GOP 平衡出租率', dataIndex: 'gop', align: 'end' },
  { title: 'NOI 平衡出租率', dataIndex: 'noi', align: 'end' },
  { title: '偿债平衡出租率', dataIndex: 'debt', align: 'end' },
])

export const breakEvenCalculator: Calculator<BreakEvenInput, BreakEvenResult> = {
  name: applets['break-even'].title,
  schema: breakEvenInputSchema,
  defaults: breakEvenDefaults(),
  calculate: calculateBreakEven,
  sections: ({ tier }) => breakEvenSections(tier),
  moreSources: ({ segment }) => breakEvenComposedFigures(segment),
  // A new case brings the feasibility study's hotel of that case, so both tools read the same NOI.
  reload: (changed, all) => (caseChanged(changed) ? breakEvenDefaults(all.segment, all.tier) : undefined),
  results: {
    headline: breakEvenHeadline,
    verdict: breakEvenVerdict,
    cards: [
      {
        title: '不同房价下的盈亏平衡出租率（%）',
        render: (_input, result) => (
          <Chart
            spec={breakEvenChart(result)}
            height={300}
            label="房价从 −30% 到 +30% 时 GOP、NOI 与还本付息的平衡出租率折线图"
          />
        ),
      },
      {
        title: '房价敏感性',
        render: (_input, result) => <SweepTable rows={sweepRows(result)} />,
      },
    ],
    notes: breakEvenNotes,
    disclaimer: '以上为基于所填假设的估算，不构成投资建议。',
  },
  sheets: breakEvenSheets,
  summary: breakEvenSummary,
}

export const BreakEvenTool = calculatorTool(breakEvenCalculator)
