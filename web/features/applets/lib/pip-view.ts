import {
  type PipInput,
  type PipResult,
  type PipScope,
  type PipYear,
  pipScopeLabels,
  pipScopes,
} from '#common/applets/pip'
import { pipVerdict } from '#common/applets/pip-verdict'
import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import { positioningLabels } from '#common/intel'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { type CalculatorChoice, choiceOptions, choiceRows } from './calculator.ts'
import { formatNumber, formatWan, formatYears, round } from './format.ts'
import { irrCell, irrText } from './irr-text.ts'
import texts from './pip-texts.json'
import { assumptionSheet, fieldLabels, type ToolSection } from './tool-fields.ts'
import { textNotes, textSections } from './tool-texts.ts'

type NumberKey = Exclude<keyof PipInput, 'segment' | 'scope'>

/** The inputs; the cost per key's benchmark row depends on the scope chosen. */
export function pipSections(scope: PipScope): ToolSection<NumberKey>[] {
  return textSections<NumberKey>(texts, {}, { scope })
}

const scopeChoice: CalculatorChoice = {
  name: 'scope',
  label: '改造范围',
  tooltip: '切换后按基准表重新载入该范围的每间改造费，并按测算假设载入施工期与停用比例',
  options: choiceOptions(pipScopes, pipScopeLabels),
}
export const pipChoices = [scopeChoice]

/** The segment is the brand's: the hotel is repositioned to it. */
const segmentLabel = '目标品牌定位'

export const pipParamLabels = fieldLabels(pipSections('rooms'), { segment: segmentLabel, scope: scopeChoice.label })

export function pipHeadline(result: PipResult): SummaryItem[] {
  return [
    { label: '改造投资（万元）', value: formatNumber(result.capex), hint: '含公共区域、机电与不可预见费' },
    { label: '停业利润损失（万元）', value: formatNumber(result.lostProfit), hint: '停用客房期间少赚的利润' },
    {
      label: '首年品牌费用（万元）',
      value: formatNumber(result.firstYearBrandFees),
      hint: '首期加盟费 + 首年持续费用',
    },
    {
      label: '稳定年新增 NOI（万元）',
      value: formatNumber(result.years[1]?.incrementalNoi ?? 0),
      hint: '第 2 年，扣除新增品牌费用与房产税',
    },
    { label: '静态回收期', value: formatYears(result.paybackYears), hint: '第 0 年投入由新增 NOI 收回' },
    { label: '10 年 IRR', value: irrText(result.irr), hint: '不计期末残值' },
    { label: 'NPV（万元）', value: formatNumber(result.npv), hint: '按折现率折现' },
  ]
}

export function pipChart(result: PipResult): ChartSpec {
  const cumulative = result.flows.map((_, t) => result.flows.slice(0, t + 1).reduce((a, b) => a + b, 0))
  return {
    categories: result.flows.map((_, t) => `第${t}年`),
    series: [
      { name: '当年现金流', type: 'bar', data: result.flows.map((v) => round(v, 1)) },
      { name: '累计现金流', type: 'line', data: cumulative.map((v) => round(v, 1)) },
      { name: '回本线', type: 'line', data: result.flows.map(() => 0), reference: true },
    ],
  }
}

type YearRow = { key: keyof PipYear; label: string }
export const pipYearRows: YearRow[] = [
  { key: 'revenueBefore', label: '不改造总收入' },
  { key: 'revenueAfter', label: '改造后总收入' },
  { key: 'incrementalRevenue', label: '新增收入' },
  { key: 'incrementalProfit', label: '新增利润' },
  { key: 'brandFees', label: '新品牌费用' },
  { key: 'incrementalBrandFees', label: '新增品牌费用' },
  { key: 'incrementalPropertyTax', label: '新增房产税' },
  { key: 'incrementalNoi', label: '新增 NOI' },
  { key: 'cumulative', label: '累计现金流' },
]

export const pipNotes = textNotes(texts)

export function pipSheets(input: PipInput, result: PipResult): SheetSpec[] {
  return [
    {
      name: '逐年测算',
      widths: [18, ...result.flows.map(() => 12)],
      rows: [
        ['项目（万元）', ...result.flows.map((_, t) => `第 ${t} 年`)],
        ['现金流', ...result.flows.map((v) => round(v))],
        ...pipYearRows.map((r) => [r.label, null, ...result.years.map((y) => round(y[r.key]))]),
      ],
    },
    {
      name: '指标汇总',
      widths: [24, 16],
      rows: [
        ['指标', '数值'],
        ['改造投资（万元）', round(result.capex)],
        ['每间改造投资（元）', round(result.capexPerKey, 0)],
        ['停业收入损失（万元）', round(result.lostRevenue)],
        ['停业利润损失（万元）', round(result.lostProfit)],
        ['首期加盟费（万元）', round(result.initialFee)],
        ['第 0 年合计投入（万元）', round(result.outlay)],
        ['首年品牌费用（万元）', round(result.firstYearBrandFees)],
        ['静态回收期（年）', result.paybackYears === null ? '未回收' : round(result.paybackYears)],
        ['10 年 IRR（%）', irrCell(result.irr)],
        ['NPV（万元）', round(result.npv)],
      ],
    },
    assumptionSheet(
      [24, 14, 10],
      [[segmentLabel, positioningLabels[input.segment]], ...choiceRows(pipChoices, input)],
      pipSections(input.scope),
      input,
    ),
  ]
}

export function pipSummary(input: PipInput, result: PipResult): Omit<ToolSummary, 'link'> {
  return {
    title: applets.pip.title,
    subtitle: `${positioningLabels[input.segment]} · ${pipScopeLabels[input.scope]} · ${input.rooms} 间`,
    verdict: pipVerdict(input, result),
    sections: [
      { heading: '结果', rows: pipHeadline(result).map((i): [string, string] => [i.label, i.value]) },
      {
        heading: '主要假设',
        rows: [
          ['每间客房改造费', `${formatNumber(input.costPerKey)} 元`],
          ['公共区域 + 机电', formatWan(input.publicAreaCost + input.mepCost)],
          ['施工期 / 停用客房', `${input.worksMonths} 个月 / ${input.roomsOutPct}%`],
          ['改造前房价 / 出租率', `${formatNumber(input.adr)} 元 / ${input.occupancyPct}%`],
          ['RevPAR 提升（首年实现）', `${input.revparUpliftPct}%（${input.upliftYear1Pct}%）`],
          ['利润转化率', `${input.flowThroughPct}%`],
          ['品牌费用率 新 / 原', `${input.newBrandFeePct}% / ${input.currentBrandFeePct}%`],
          ['折现率', `${input.discountRatePct}%`],
        ],
      },
    ],
  }
}
