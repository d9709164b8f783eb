import {
  type FeeStructuresInput,
  type FeeStructuresResult,
  type FeeYear,
  feeStructureLabels,
  feeStructures,
  type ScenarioResult,
} from '#common/applets/fee-structures'
import { cityTierLabels, positioningLabels } from '#common/intel'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import texts from './fee-structures-texts.json'
import { formatNumber, formatPercent, round } from './format.ts'
import { textNotes } from './tool-texts.ts'

export const scenarioLabels = { base: '基准情景', downside: '下行情景' } as const

export function caseLine(input: FeeStructuresInput) {
  return `${positioningLabels[input.segment]} · ${cityTierLabels[input.tier]} · ${input.rooms} 间`
}

export function feeStructuresHeadline(input: FeeStructuresInput, result: FeeStructuresResult): SummaryItem[] {
  const shown = result[input.scenario]
  const name = scenarioLabels[input.scenario]
  return [
    { label: '业主收益最高', value: feeStructureLabels[result.best], hint: '基准情景下 10 年现金流现值最高的模式' },
    ...feeStructures.map((s) => ({
      label: `${feeStructureLabels[s]} NPV（万元）`,
      value: formatNumber(shown.npv[s]),
      hint: `${name}，业主 10 年现金流按 ${input.discountRatePct}% 折现`,
    })),
    {
      label: '稳定年总收入（万元）',
      value: formatNumber(result.stabilizedRevenueYear1),
      hint: '第 1 年房价、稳定期出租率下的总收入',
    },
    { label: '租金占稳定年收入', value: formatPercent(result.rentShareOfRevenue), hint: '首年租金 ÷ 稳定年总收入' },
  ]
}

export function comparisonRows(result: FeeStructuresResult) {
  return feeStructures.map((s) => ({
    structure: feeStructureLabels[s],
    total: result.base.totals[s],
    npv: result.base.npv[s],
    brandFees: result.base.brandFees[s],
    downsideTotal: result.downside.totals[s],
    change: result.downsideChange[s],
  }))
}

export type ComparisonRow = ReturnType<typeof comparisonRows>[number]

type YearRow = { key: string; label: string; percent?: boolean; ratio?: boolean; value: (y: FeeYear) => number | null }

export const feeYearRows: YearRow[] = [
  { key: 'occupancy', label: '出租率', percent: true, value: (y) => y.occupancy },
  { key: 'adr', label: '平均房价（元）', value: (y) => y.adr },
  { key: 'totalRevenue', label: '总收入', value: (y) => y.totalRevenue },
  { key: 'gop', label: 'GOP 经营毛利', value: (y) => y.gop },
  { key: 'gopMargin', label: 'GOP 率', percent: true, value: (y) => y.gopMargin },
  { key: 'baseFee', label: '基本管理费', value: (y) => y.baseFee },
  { key: 'incentiveFee', label: '奖励管理费', value: (y) => y.incentiveFee },
  { key: 'systemFees', label: '品牌系统费（预订/会员/市场）', value: (y) => y.systemFees },
  { key: 'franchiseFee', label: '特许经营费', value: (y) => y.franchiseFee },
  { key: 'ownOverhead', label: '业主自营管理成本', value: (y) => y.ownOverhead },
  { key: 'ffeReserve', label: 'FF&E 更新准备金', value: (y) => y.ffeReserve },
  { key: 'rent', label: '租金', value: (y) => y.rent },
  { key: 'rentPropertyTax', label: '房产税（从租）', value: (y) => y.rentPropertyTax },
  { key: 'rentSurcharges', label: '租金增值税附加', value: (y) => y.rentSurcharges },
  { key: 'rentCoverage', label: '承租方租金覆盖倍数', ratio: true, value: (y) => y.rentCoverage },
  ...feeStructures.map((s) => ({
    key: `owner-${s}`,
    label: `业主现金流：${feeStructureLabels[s]}`,
    value: (y: FeeYear) => y.owner[s],
  })),
]

export function formatYearCell(row: YearRow, value: number | null) {
  if (value === null) return '—'
  if (row.percent) return formatPercent(value)
  if (row.ratio) return `${formatNumber(value, 2)}×`
  return formatNumber(value, row.key === 'adr' ? 0 : 1)
}

export function ownerCashFlowChart(shown: ScenarioResult): ChartSpec {
  return {
    categories: shown.flows.management.map((_, t) => `第${t}年`),
    series: feeStructures.map((s) => ({
      name: feeStructureLabels[s],
      type: 'line' as const,
      data: shown.flows[s].map((v) => round(v, 1)),
    })),
  }
}

export const feeStructuresNotes = textNotes(texts)
