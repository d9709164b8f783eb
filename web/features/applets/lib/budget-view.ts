import {
  areaBasisLabels,
  type BudgetAssumptionKey,
  type BudgetInput,
  type BudgetLine,
  type BudgetOutlier,
  type BudgetResult,
  budgetAssumptionKeys,
  budgetBenchmarkKeys,
  budgetLineLabels,
  budgetSelector,
} from '#common/applets/budget'
import { budgetAssumptionLabels, budgetVerdict } from '#common/applets/budget-verdict'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import { type CityTier, cityTierLabels, type Positioning, positioningLabels } from '#common/intel'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { type UsedSource, usedSources } from './benchmark-hint.ts'
import texts from './budget-texts.json'
import { formatNumber, formatPercent, formatWan, round } from './format.ts'
import { caseLine } from './tool-fields.ts'
import { textNotes } from './tool-texts.ts'

export const budgetTitle = applets.budget.title

/** What each assumption means, shown as the field's tooltip. */
export const budgetAssumptionTooltips: Record<BudgetAssumptionKey, string> = {
  gfaPerKey: '总建筑面积 ÷ 客房数，含客房、公区、餐饮会议与后勤',
  hardCostPerSqm: '含土建、机电、精装修；不含土地、FF&E、专业服务费与不可预见费',
  softCostPct: '设计、顾问、项目管理、监理、品牌技术服务等，占建安工程费',
  ffePerKey: '客房及公区活动家具、灯具、电器、厨房设备等',
  osePerKey: '布草、餐具、客用品、制服等开业所需经营用品',
  preOpeningPerKey: '开业前人员招聘培训与薪酬、市场推广、筹备团队及开业前运营费用',
  contingencyPct: '占建安工程费与专业服务费之和',
}

export function budgetSources(segment: Positioning, tier: CityTier): UsedSource[] {
  return usedSources(
    budgetAssumptionKeys.map((key) => ({
      key: budgetBenchmarkKeys[key],
      selector: budgetSelector(key, segment, tier),
    })),
  )
}

const otherLabels: Record<string, string> = {
  segment: '酒店定位',
  tier: '城市等级',
  rooms: '客房数',
  areaBasis: '建筑面积口径',
  grossFloorArea: '总建筑面积',
}

/** A link parameter by the name its field has on screen. */
export function budgetParamLabel(key: string): string {
  return budgetAssumptionLabels[key as BudgetAssumptionKey]?.label ?? otherLabels[key] ?? key
}

export const budgetNotes = textNotes(texts)

export function budgetChart(lines: BudgetLine[]): ChartSpec {
  return {
    horizontal: true,
    categories: lines.map((l) => budgetLineLabels[l.key].replace(/（.*）/, '')),
    series: [{ name: '每间（万元）', type: 'bar', data: lines.map((l) => Math.round(l.perKey / 100) / 100) }],
  }
}

export function budgetSheets(input: BudgetInput, result: BudgetResult, outliers: BudgetOutlier[]): SheetSpec[] {
  const sources = budgetSources(input.segment, input.tier)
  return [
    {
      name: '开发预算',
      widths: [34, 16, 16, 14, 10],
      rows: [
        ['费用项目', '合计（万元）', '每间（万元）', '每平方米（元）', '占比（%）'],
        ...result.lines.map((l) => [
          budgetLineLabels[l.key],
          round(l.total / 1e4),
          round(l.perKey / 1e4),
          round(l.perSqm),
          round(l.share * 100),
        ]),
        ['合计', round(result.total / 1e4), round(result.totalPerKey / 1e4), round(result.totalPerSqm), 100],
        [],
        ...budgetVerdict(input, result, outliers).map((p) => ['结论', p, null, null, null]),
      ],
    },
    {
      name: '假设',
      widths: [24, 16, 10, 60],
      rows: [
        ['假设', '数值', '单位', '来源'],
        ['酒店定位', positioningLabels[input.segment], '', ''],
        ['城市等级', cityTierLabels[input.tier], '', ''],
        ['客房数', input.rooms, '间', ''],
        ['建筑面积口径', areaBasisLabels[input.areaBasis], '', ''],
        ['总建筑面积', round(result.grossFloorArea), '㎡', ''],
        ...budgetAssumptionKeys.map((key) => {
          const source = sources.find((s) => s.key.startsWith(`${budgetBenchmarkKeys[key]}:`))
          const { label, unit } = budgetAssumptionLabels[key]
          return [label, input[key], unit, source ? `基准表：${source.citation}，截至 ${source.asOf}` : '']
        }),
      ],
    },
  ]
}

export function budgetSummary(
  input: BudgetInput,
  result: BudgetResult,
  outliers: BudgetOutlier[],
): Omit<ToolSummary, 'link'> {
  return {
    title: budgetTitle,
    subtitle: caseLine(input),
    verdict: budgetVerdict(input, result, outliers),
    sections: [
      {
        heading: '总投资（不含土地与融资）',
        rows: [
          ['总投资', formatWan(result.total / 1e4)],
          ['单房造价', `${formatNumber(result.totalPerKey / 1e4, 1)} 万元/间`],
          ['单方造价', `${formatNumber(result.totalPerSqm)} 元/㎡`],
          ['总建筑面积', `${formatNumber(result.grossFloorArea)} ㎡`],
        ],
      },
      {
        heading: '费用构成',
        rows: result.lines.map((l) => [
          budgetLineLabels[l.key].replace(/（.*）/, ''),
          `${formatNumber(l.total / 1e4)} 万元 · ${formatPercent(l.share)}`,
        ]),
      },
      {
        heading: '假设',
        rows: budgetAssumptionKeys.map((key) => {
          const { label, unit } = budgetAssumptionLabels[key]
          const value = key === 'gfaPerKey' ? result.gfaPerKey : input[key]
          return [label, `${formatNumber(value, unit === '%' ? 1 : 0)} ${unit}`]
        }),
      },
    ],
  }
}
