import {
  type BreakEvenInput,
  type BreakEvenPoint,
  type BreakEvenResult,
  breakEvenLevelLabels,
  breakEvenLevels,
  breakEvenPoint,
  breakEvenVerdict,
} from '#common/applets/break-even'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { breakEvenSections, occupancyText, yuanText } from './break-even-view.ts'
import { formatNumber, formatPercent, formatWan, round } from './format.ts'
import { assumptionSheet, caseChoices, caseLine } from './tool-fields.ts'

/** Yearly amounts in 万元, each row labelled with its unit. */
const perYear = (rows: [string, number][]) => rows.map(([label, v]) => [`${label}（万元/年）`, round(v)])

export function breakEvenSheets(input: BreakEvenInput, result: BreakEvenResult): SheetSpec[] {
  const occ = (p: BreakEvenPoint | undefined) => (p?.occupancy == null ? '无法打平' : round(p.occupancy * 100))
  const c = result.costs
  return [
    {
      name: '平衡出租率',
      widths: [12, 12, 16, 16, 16],
      rows: [
        ['房价变动（%）', '房价（元）', 'GOP 平衡出租率（%）', 'NOI 平衡出租率（%）', '偿债平衡出租率（%）'],
        ...result.sweep.map((r) => [round(r.adrChange * 100), round(r.adr), ...r.points.map(occ)]),
      ],
    },
    {
      name: '成本结构',
      widths: [30, 16],
      rows: [
        ['项目', '数值'],
        ['可售房晚（间夜/年）', result.availableRoomNights],
        ['每间已售客房总收入（元）', round(result.revenuePerOccupiedRoom)],
        ['每间已售客房客房变动成本（元）', round(result.roomsVariableCostPerOccupiedRoom)],
        ['GOP 以上随收入变动的费用（% 总收入）', round(result.variableShareAboveGop * 100)],
        ['GOP 以下随收入变动的费用（% 总收入）', round(result.variableShareBelowGop * 100)],
        ...perYear([
          ['客房部门固定费用', c.roomsFixed],
          ['餐饮部门固定费用', c.fnbFixed],
          ['其他部门固定费用', c.otherFixed],
          ['未分配费用固定部分', c.undistributedFixed],
          ['房产税', c.propertyTax],
          ['城镇土地使用税', c.landUseTax],
          ['财产保险', c.insurance],
          ['还本付息', c.debtService],
        ]),
        ['参考出租率下总收入（万元）', round(result.reference.revenue)],
        ['参考出租率下 GOP（万元）', round(result.reference.gop)],
        ['参考出租率下 NOI（万元）', round(result.reference.noi)],
        ['参考出租率下偿债后现金（万元）', round(result.reference.cashAfterDebt)],
        ...breakEvenLevels.map((level) => [
          `参考出租率下${breakEvenLevelLabels[level]}所需房价（元）`,
          result.adrAtReference[level] === null ? '无法打平' : round(result.adrAtReference[level] as number),
        ]),
      ],
    },
    assumptionSheet([26, 14, 8], caseChoices(input), breakEvenSections(input.tier), input),
  ]
}

export function breakEvenSummary(input: BreakEvenInput, result: BreakEvenResult): Omit<ToolSummary, 'link'> {
  return {
    title: applets['break-even'].title,
    subtitle: caseLine(input, `房价 ${formatNumber(input.adr)} 元`),
    verdict: breakEvenVerdict(input, result),
    sections: [
      {
        heading: '当前房价下的平衡出租率',
        rows: [
          ...result.points.map((p): [string, string] => [breakEvenLevelLabels[p.level], occupancyText(p)]),
          ['参考出租率', formatPercent(result.reference.occupancy)],
          ['参考出租率下偿债后现金', formatWan(result.reference.cashAfterDebt)],
          ['偿债所需最低房价（参考出租率）', yuanText(result.adrAtReference.debt)],
        ],
      },
      {
        heading: '不同房价下的偿债平衡出租率',
        rows: result.sweep.map((r): [string, string] => [`房价 ${formatNumber(r.adr)} 元`, occupancyText(r.points[2])]),
      },
      {
        heading: '年固定成本',
        rows: [
          ['经营固定成本（GOP 以上）', formatWan(breakEvenPoint(result, 'gop').fixedCosts)],
          [
            '房产税、土地使用税与保险',
            formatWan(result.costs.propertyTax + result.costs.landUseTax + result.costs.insurance),
          ],
          ['还本付息', formatWan(result.costs.debtService)],
        ],
      },
    ],
  }
}
