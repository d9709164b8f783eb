import {
  calculatePip,
  type PipInput,
  type PipResult,
  pipDefaults,
  pipInputSchema,
  pipScopeDefaults,
} from '#common/applets/pip'
import { pipVerdict } from '#common/applets/pip-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber } from '../lib/format.ts'
import {
  pipChart,
  pipChoices,
  pipHeadline,
  pipNotes,
  pipParamLabels,
  pipSections,
  pipSheets,
  pipSummary,
  pipYearRows,
} from '../lib/pip-view.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { keptRooms } from './case-fields.tsx'
import { YearTable } from './result-table.tsx'

export const pipCalculator: Calculator<PipInput, PipResult> = {
  name: '改造与换牌投资测算',
  schema: pipInputSchema,
  defaults: pipDefaults(),
  calculate: calculatePip,
  labels: pipParamLabels,
  choices: pipChoices,
  sections: ({ scope }) => pipSections(scope),
  reload(changed, all, defaults) {
    if ('segment' in changed) {
      // A new segment brings its benchmark figures; the hotel's size and the scope stay.
      const rooms = keptRooms(all, defaults)
      return pipDefaults(all.segment, all.scope, rooms)
    }
    if ('scope' in changed) return { ...all, ...pipScopeDefaults(all.segment, all.scope) }
    return undefined
  },
  results: {
    headline: pipHeadline,
    verdict: pipVerdict,
    verdictTone: (_input, result) => (result.irr.kind === 'none' || result.npv < 0 ? 'warning' : 'info'),
    cards: [
      {
        title: '改造现金流与累计回收（万元）',
        render: (_input, result) => (
          <Chart spec={pipChart(result)} height={300} label="改造投入与新增 NOI 的逐年与累计现金流图" />
        ),
      },
      {
        title: '10 年逐年测算（万元）',
        render: (_input, result) => (
          <YearTable
            rows={pipYearRows}
            years={result.years}
            labelWidth={130}
            yearWidth={90}
            cell={(y, row) => formatNumber(y[row.key], 1)}
          />
        ),
      },
    ],
    notes: pipNotes,
    disclaimer: '以上为基于所填假设的估算，不构成投资建议。',
  },
  sheets: pipSheets,
  summary: pipSummary,
}

export const PipTool = calculatorTool(pipCalculator)
