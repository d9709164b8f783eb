import { Typography } from 'antd'
import {
  type FeasibilityInput,
  feasibilityDefaultsFor,
  feasibilityInputSchema,
  feasibilityStartCase,
} from '#common/applets/feasibility'
import { feasibilityCaseDefaults } from '#common/applets/feasibility-cases'
import { projectCaseLabels, projectCases } from '#common/applets/feasibility-construction'
import { analyseFeasibility, type FeasibilityAnalysis } from '#common/applets/feasibility-sensitivity'
import { exitVerdict, feasibilityVerdict } from '#common/applets/feasibility-verdict'
import { applets } from '#common/applets/registry'
import { Chart } from '#web/components/chart/chart.tsx'
import { type Calculator, choiceOptions } from '../lib/calculator.ts'
import { feasibilityPdfSummary, feasibilitySheets } from '../lib/feasibility-export.ts'
import { feasibilityFieldNotes, feasibilitySections, feasibilitySources } from '../lib/feasibility-fields.ts'
import { feasibilityNotes } from '../lib/feasibility-notes.ts'
import {
  feasibilitySummary,
  feasibilityYearRows,
  formatCell,
  yearColumns,
  yearlyChart,
} from '../lib/feasibility-view.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { reloadCase } from './case-fields.tsx'
import { FeasibilitySensitivityView } from './feasibility-sensitivity.tsx'
import { YearTable } from './result-table.tsx'

const verdict = (input: FeasibilityInput, { result, sensitivity }: FeasibilityAnalysis) =>
  feasibilityVerdict(input, result, sensitivity)

export const feasibilityCalculator: Calculator<FeasibilityInput, FeasibilityAnalysis> = {
  name: applets.feasibility.title,
  schema: feasibilityInputSchema,
  defaults: feasibilityDefaultsFor(feasibilityStartCase.segment, feasibilityStartCase.tier),
  calculate: analyseFeasibility,
  choices: [
    {
      name: 'projectCase',
      label: '项目情形',
      tooltip: '新建、改造与收购各有其建设期、投资构成与贷款方式',
      options: choiceOptions(projectCases, projectCaseLabels),
      select: true,
    },
  ],
  sections: () => feasibilitySections,
  fieldNotes: ({ tier }) => feasibilityFieldNotes(tier),
  sources: ({ segment, tier }) => feasibilitySources(segment, tier),
  // A new case brings its benchmark defaults (and its schedule and cost items); the hotel's size stays.
  reload: reloadCase(
    (all, rooms) => feasibilityCaseDefaults(all.segment, all.tier, all.projectCase ?? 'new_build', rooms),
    ['projectCase'],
  ),
  results: {
    headline: ({ result }, input) => feasibilitySummary(input, result),
    verdict,
    verdictFirst: true,
    cards: [
      {
        title: '退出方式与退出税费：资产转让与股权转让',
        render: (_input, { result }) =>
          exitVerdict(result).map((p) => <Typography.Paragraph key={p}>{p}</Typography.Paragraph>),
      },
      {
        title: '收入、GOP、NOI 与股本现金流（万元）',
        render: (_input, { result }) => (
          <Chart spec={yearlyChart(result)} height={320} label="建设期与经营期各年收入、GOP、NOI 与股本现金流图" />
        ),
      },
      {
        title: '年度测算（万元；第 0 年及以前为建设期）',
        render: (_input, { result }) => (
          <YearTable
            rows={feasibilityYearRows}
            years={yearColumns(result)}
            labelWidth={170}
            yearWidth={96}
            cell={(c, row) => formatCell(row.kind, row.value(c))}
            label={(row) => (row.strong ? <Typography.Text strong>{row.label}</Typography.Text> : row.label)}
          />
        ),
      },
      {
        title: '敏感性分析（股本 IRR，税后）',
        render: (input, { sensitivity }) => (
          <FeasibilitySensitivityView sensitivity={sensitivity} discountRatePct={input.discountRatePct} />
        ),
      },
    ],
    notes: feasibilityNotes,
    notesTitle: '测算方法与法律依据',
    disclaimer: '以上为基于所填假设的估算，不构成投资建议。',
  },
  sheets: feasibilitySheets,
  summary: (input, analysis) => feasibilityPdfSummary(input, analysis, verdict(input, analysis)),
}

export const FeasibilityTool = calculatorTool(feasibilityCalculator)
