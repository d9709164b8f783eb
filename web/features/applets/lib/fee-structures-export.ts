import type { FeeStructuresInput, FeeStructuresResult, ScenarioResult } from '#common/applets/fee-structures'
import { feeStructureLabels, feeStructures } from '#common/applets/fee-structures'
import { feeStructuresVerdict } from '#common/applets/fee-structures-verdict'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { feeStructuresSections } from './fee-structures-fields.ts'
import { caseLine, comparisonRows, feeYearRows } from './fee-structures-view.ts'
import { formatNumber, formatPercent, formatWan, round } from './format.ts'
import { assumptionSheet, caseChoices } from './tool-fields.ts'

export function feeStructuresSheets(input: FeeStructuresInput, result: FeeStructuresResult): SheetSpec[] {
  const yearly = (name: string, shown: ScenarioResult): SheetSpec => ({
    name,
    widths: [28, ...shown.flows.management.map(() => 12)],
    rows: [
      ['项目（万元）', ...shown.flows.management.map((_, t) => `第 ${t} 年`)],
      ...feeYearRows.map((r) => [
        r.label,
        r.key.startsWith('owner-') ? round(shown.flows[r.key.slice(6) as keyof typeof shown.flows][0] ?? 0) : null,
        ...shown.years.map((y) => {
          const v = r.value(y)
          return v === null ? null : round(v, r.percent || r.ratio ? 4 : 2)
        }),
      ]),
    ],
  })
  return [
    {
      name: '对比汇总',
      widths: [14, 16, 16, 18, 18, 18],
      rows: [
        ['模式', '10 年合计（万元）', 'NPV（万元）', '品牌费用（万元）', '下行情景合计（万元）', '下行变化（万元）'],
        ...comparisonRows(result).map((r) => [
          r.structure,
          round(r.total),
          round(r.npv),
          round(r.brandFees),
          round(r.downsideTotal),
          round(r.change),
        ]),
      ],
    },
    yearly('基准情景', result.base),
    yearly('下行情景', result.downside),
    assumptionSheet([28, 14, 10], caseChoices(input), feeStructuresSections, input),
  ]
}

export function feeStructuresSummary(
  input: FeeStructuresInput,
  result: FeeStructuresResult,
): Omit<ToolSummary, 'link'> {
  return {
    title: applets['fee-structures'].title,
    subtitle: caseLine(input),
    verdict: feeStructuresVerdict(input, result),
    sections: [
      {
        heading: '基准情景（业主 10 年）',
        rows: feeStructures.flatMap((s): [string, string][] => [
          [`${feeStructureLabels[s]}：现金流合计`, formatWan(result.base.totals[s])],
          [`${feeStructureLabels[s]}：NPV`, formatWan(result.base.npv[s])],
          [`${feeStructureLabels[s]}：品牌费用`, formatWan(result.base.brandFees[s])],
        ]),
      },
      {
        heading: `下行情景（RevPAR −${input.downsideRevparCutPct}%）`,
        rows: feeStructures.map((s): [string, string] => [
          `${feeStructureLabels[s]}：现金流合计`,
          `${formatWan(result.downside.totals[s])}（${formatNumber(result.downsideChange[s])}）`,
        ]),
      },
      {
        heading: '主要假设',
        rows: [
          ['首年平均房价', `${formatNumber(input.adr)} 元`],
          ['稳定期出租率 / GOP 率', `${input.occupancyPct}% / ${input.gopMarginPct}%`],
          ['稳定年总收入', formatWan(result.stabilizedRevenueYear1)],
          ['开发投资', formatWan(input.investment)],
          ['基本 / 奖励管理费率', `${input.baseFeePct}% 总收入 / ${input.incentiveFeePct}% GOP`],
          ['业主优先回报', `${input.ownerPriorityPct}%（${formatWan(result.priorityReturn)}/年）`],
          [
            '特许经营费 + 系统费',
            `${round(input.franchisePct + input.reservationPct + input.loyaltyPct + input.marketingPct)}% 客房收入`,
          ],
          ['首年租金', `${formatWan(input.rentYear1)}（${formatPercent(result.rentShareOfRevenue)} 收入）`],
          ['折现率', `${input.discountRatePct}%`],
        ],
      },
    ],
  }
}
