import {
  areaBases,
  areaBasisLabels,
  type BudgetInput,
  type BudgetLine,
  type BudgetResult,
  budgetAssumptionKeys,
  budgetAssumptions,
  budgetBenchmarkKeys,
  budgetDefaults,
  budgetInputSchema,
  budgetLineLabels,
  budgetOutliers,
  budgetSelector,
  calculateBudget,
} from '#common/applets/budget'
import { budgetAssumptionLabels, budgetVerdict } from '#common/applets/budget-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import { benchmarkHint } from '../lib/benchmark-hint.ts'
import {
  budgetAssumptionTooltips,
  budgetChart,
  budgetNotes,
  budgetParamLabel,
  budgetSheets,
  budgetSources,
  budgetSummary,
  budgetTitle,
} from '../lib/budget-view.ts'
import { type Calculator, choiceOptions } from '../lib/calculator.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { roomsInput, type ToolSection } from '../lib/tool-fields.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { caseChanged } from './case-fields.tsx'
import { nameColumn, resultTable, rowFigureColumn } from './result-table.tsx'

/** The area inputs are handled apart: only the one the chosen basis uses is shown (the other keeps its value). */
const costKeys = budgetAssumptionKeys.filter((key) => key !== 'gfaPerKey')

function sections(areaBasis: BudgetInput['areaBasis']): ToolSection<string>[] {
  return [
    {
      title: '',
      fields: [
        roomsInput,
        {
          name: 'gfaPerKey',
          label: '每间客房建筑面积',
          unit: '㎡',
          tooltip: budgetAssumptionTooltips.gfaPerKey,
          hidden: areaBasis !== 'per_key',
        },
        { name: 'grossFloorArea', label: '总建筑面积', unit: '㎡', hidden: areaBasis !== 'total' },
      ],
    },
    {
      title: '造价假设（默认值取自基准表中所选定位与城市等级的典型值，可修改）',
      fields: costKeys.map((key) => ({
        name: key,
        label: budgetAssumptionLabels[key].label,
        unit: budgetAssumptionLabels[key].unit,
        tooltip: budgetAssumptionTooltips[key],
      })),
    },
  ]
}

const BudgetLineTable = resultTable<BudgetLine>('key', 560, [
  nameColumn('费用项目', 'label', 190, (l) => budgetLineLabels[l.key]),
  rowFigureColumn('合计（万元）', 'total', (l) => formatNumber(l.total / 1e4, 0)),
  rowFigureColumn('每间（万元）', 'perKey', (l) => formatNumber(l.perKey / 1e4, 2)),
  rowFigureColumn('每㎡（元）', 'perSqm', (l) => formatNumber(l.perSqm, 0)),
  rowFigureColumn('占比', 'share', (l) => formatPercent(l.share)),
])

export const budgetCalculator: Calculator<BudgetInput, BudgetResult> = {
  name: budgetTitle,
  inputTitle: '项目概况',
  schema: budgetInputSchema,
  defaults: budgetDefaults(),
  calculate: calculateBudget,
  labels: budgetParamLabel,
  choices: [
    {
      name: 'areaBasis',
      label: '建筑面积口径',
      options: choiceOptions(areaBases, areaBasisLabels),
    },
  ],
  sections: ({ areaBasis }) => sections(areaBasis),
  // Each assumption's benchmark figure is read for its own case (construction cost by city tier, the rest by segment).
  fieldNotes: ({ segment, tier }) => {
    const hint = (key: (typeof budgetAssumptionKeys)[number]) =>
      benchmarkHint(budgetBenchmarkKeys[key], budgetSelector(key, segment, tier))
    const notes: Record<string, string | undefined> = Object.fromEntries(budgetAssumptionKeys.map((k) => [k, hint(k)]))
    notes.grossFloorArea = `按方案面积填写；基准表每间面积：${hint('gfaPerKey') ?? '暂无公开数据'}`
    return notes
  },
  sources: ({ segment, tier }) => budgetSources(segment, tier),
  restore: ({ segment, tier }) => budgetAssumptions(segment, tier),
  reload(changed, all) {
    if (caseChanged(changed)) return { ...all, ...budgetAssumptions(all.segment, all.tier) }
    if (changed.areaBasis === 'total') return { ...all, grossFloorArea: Math.round(all.rooms * all.gfaPerKey) }
    return undefined
  },
  results: {
    title: '估算结果',
    invalid: '有输入项不符合要求，请按红色提示修改后查看估算结果。',
    headline: (result, input) => [
      { label: '总投资（万元）', value: formatNumber(result.total / 1e4, 0), hint: '不含土地与融资费用' },
      { label: '单房造价（万元/间）', value: formatNumber(result.totalPerKey / 1e4, 1), hint: '总投资 ÷ 客房数' },
      { label: '单方造价（元/㎡）', value: formatNumber(result.totalPerSqm, 0), hint: '总投资 ÷ 总建筑面积' },
      {
        label: '总建筑面积（㎡）',
        value: formatNumber(result.grossFloorArea, 0),
        hint: input.areaBasis === 'per_key' ? '按每间建筑面积估算' : '按方案总建筑面积',
      },
    ],
    verdict: (input, result) => budgetVerdict(input, result, budgetOutliers(input, result)),
    verdictTone: (input, result) => (budgetOutliers(input, result).length > 0 ? 'warning' : 'info'),
    detail: (_input, result) => (
      <BudgetLineTable
        rows={result.lines}
        totals={[
          formatNumber(result.total / 1e4, 0),
          formatNumber(result.totalPerKey / 1e4, 2),
          formatNumber(result.totalPerSqm, 0),
          '100%',
        ]}
      />
    ),
    cards: [
      {
        title: '每间客房造价构成（万元/间）',
        render: (_input, result) => <Chart spec={budgetChart(result.lines)} height={280} label="每间客房造价构成图" />,
      },
    ],
    notes: budgetNotes,
  },
  sheets: (input, result) => budgetSheets(input, result, budgetOutliers(input, result)),
  summary: (input, result) => budgetSummary(input, result, budgetOutliers(input, result)),
}

export const BudgetTool = calculatorTool(budgetCalculator)
