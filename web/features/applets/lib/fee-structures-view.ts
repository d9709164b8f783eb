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
import type { FigureNote } from '../components/figure-notes.tsx'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatPercent, round } from './format.ts'

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

export type ComparisonRow = {
  structure: string
  total: number
  npv: number
  brandFees: number
  downsideTotal: number
  change: number
}

export function comparisonRows(result: FeeStructuresResult): ComparisonRow[] {
  return feeStructures.map((s) => ({
    structure: feeStructureLabels[s],
    total: result.base.totals[s],
    npv: result.base.npv[s],
    brandFees: result.base.brandFees[s],
    downsideTotal: result.downside.totals[s],
    change: result.downsideChange[s],
  }))
}

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

export const feeStructuresNotes: FigureNote[] = [
  {
    term: '收入与 GOP',
    text: '客房收入 = 客房数 × 365 × 出租率 × 平均房价，餐饮与其他收入按占总收入的比例推算。经营成本按稳定期 GOP 率倒推，其中固定部分按稳定期规模计（随房价增长），爬坡期与下行情景不减少，所以 GOP 下降快于收入。',
  },
  {
    term: '委托管理',
    text: '业主现金流 = GOP − 基本管理费 − 品牌系统费 − 奖励管理费 − 固定费用 − FF&E 准备金。奖励管理费 = GOP × 费率，但只从超过业主优先回报（开发投资 × 优先回报率）的现金中支付，不足部分不补付。',
  },
  {
    term: '特许经营',
    text: '业主自行经营：业主现金流 = GOP − 特许经营费 − 品牌系统费 − 自营管理成本 − 固定费用 − FF&E 准备金；首期加盟费计入第 0 年。假设自营与品牌管理的 GOP 相同。',
  },
  {
    term: '租赁',
    text: '业主收入为固定租金，扣除从租计征的房产税（租金 × 12%）、财产保险和其他固定费用；经营盈亏、品牌费用和 FF&E 更新由承租方承担。租金覆盖倍数 = (GOP − FF&E 准备金) ÷ 租金，低于 1 表示承租方亏损经营，租金违约风险上升。',
  },
  {
    term: '房产税',
    text: '自营或委托管理时从价计征：开发投资 × (1 − 减除比例) × 1.2%；出租时从租计征：租金 × 12%（《房产税暂行条例》第三、四条）。开发投资不含土地，如需按含地价的房产原值计，请把差额对应的税额填入其他固定费用。',
  },
  {
    term: 'NPV',
    text: '各模式业主现金流（第 0 年至第 10 年）按折现率折现之和。开发投资三种模式相同，未计入；税前，收入与租金为不含增值税金额，增值税附加与所得税未计。',
  },
]
