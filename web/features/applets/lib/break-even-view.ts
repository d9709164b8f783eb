import {
  type BreakEvenInput,
  type BreakEvenLevel,
  type BreakEvenPoint,
  type BreakEvenResult,
  breakEvenLevelLabels,
  breakEvenLevels,
  breakEvenPoint,
} from '#common/applets/break-even'
import { breakEvenComposedBenchmarks, breakEvenFieldBenchmarks } from '#common/applets/break-even-defaults'
import type { CityTier, Positioning } from '#common/intel'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import texts from './break-even-texts.json'
import { formatNumber, formatPercent, round } from './format.ts'
import type { ToolSection } from './tool-fields.ts'
import { textNotes, textSections } from './tool-texts.ts'

type NumberKey = Exclude<keyof BreakEvenInput, 'segment' | 'tier'>

/** The form's sections; the land-use tax figure depends on the city tier (its rate is set by city size). */
export function breakEvenSections(tier: CityTier): ToolSection<NumberKey>[] {
  return textSections<NumberKey>(texts, breakEvenFieldBenchmarks(tier))
}

/** The figures behind defaults that are sums or sizes computed from several rows. */
export function breakEvenComposedFigures(segment: Positioning) {
  return Object.values(breakEvenComposedBenchmarks(segment)).flat()
}

/** "28.2%", "112.3%（超过满房）" or "无法打平". */
export function occupancyText(point: BreakEvenPoint | undefined) {
  if (!point || point.occupancy === null) return '无法打平'
  return point.kind === 'above_full' ? `${formatPercent(point.occupancy)}（超过满房）` : formatPercent(point.occupancy)
}

/** An ADR that may not exist: "1,234 元" or 无法打平. */
export const yuanText = (v: number | null) => (v === null ? '无法打平' : `${formatNumber(v)} 元`)

export function breakEvenHeadline(result: BreakEvenResult): SummaryItem[] {
  return [
    { label: 'GOP 平衡出租率', value: occupancyText(breakEvenPoint(result, 'gop')), hint: '经营毛利为零' },
    {
      label: 'NOI 平衡出租率',
      value: occupancyText(breakEvenPoint(result, 'noi')),
      hint: '扣管理费、固定费用与准备金后为零',
    },
    { label: '偿债平衡出租率', value: occupancyText(breakEvenPoint(result, 'debt')), hint: 'NOI 恰好覆盖还本付息' },
    {
      label: '参考出租率下偿债后现金（万元）',
      value: formatNumber(result.reference.cashAfterDebt),
      hint: 'NOI 减还本付息',
    },
    { label: '偿债所需最低房价（元）', value: yuanText(result.adrAtReference.debt), hint: '出租率保持参考水平时' },
    { label: '每间已售客房总收入（元）', value: formatNumber(result.revenuePerOccupiedRoom), hint: '含餐饮与其他收入' },
    {
      label: '每间已售客房变动成本（元）',
      value: formatNumber(result.roomsVariableCostPerOccupiedRoom),
      hint: '客房部门，不随房价变',
    },
    {
      label: '年固定成本合计（万元）',
      value: formatNumber(breakEvenPoint(result, 'debt').fixedCosts),
      hint: '含固定费用与还本付息',
    },
  ]
}

/** Break-even occupancy (%) against ADR, with full occupancy and the reference occupancy as dashed lines. */
export function breakEvenChart(result: BreakEvenResult): ChartSpec {
  const pct = (p: BreakEvenPoint | undefined) => (p?.occupancy == null ? Number.NaN : round(p.occupancy * 100, 1))
  return {
    categories: result.sweep.map((r) => `${formatNumber(r.adr)} 元`),
    series: [
      ...breakEvenLevels.map((level, i) => ({
        name: breakEvenLevelLabels[level],
        type: 'line' as const,
        data: result.sweep.map((r) => pct(r.points[i])),
      })),
      { name: '满房 100%', type: 'line', reference: true, data: result.sweep.map(() => 100) },
      {
        name: '参考出租率',
        type: 'line',
        reference: true,
        data: result.sweep.map(() => round(result.reference.occupancy * 100, 1)),
      },
    ],
  }
}

export type SweepRow = { key: string; change: string; adr: string } & Record<BreakEvenLevel, string>

export function sweepRows(result: BreakEvenResult): SweepRow[] {
  return result.sweep.map((r) => ({
    key: String(r.adrChange),
    change: r.adrChange === 0 ? '当前' : `${r.adrChange > 0 ? '+' : '−'}${formatNumber(Math.abs(r.adrChange) * 100)}%`,
    adr: formatNumber(r.adr),
    gop: occupancyText(r.points[0]),
    noi: occupancyText(r.points[1]),
    debt: occupancyText(r.points[2]),
  }))
}

export const breakEvenNotes = textNotes(texts)
