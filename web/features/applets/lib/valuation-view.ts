import { applets } from '#common/applets/registry'
import type { ToolSummary } from '#common/applets/summary'
import {
  type ValuationInput,
  type ValuationResult,
  type ValuationSensitivity,
  type ValueMeasures,
  valuationFieldBenchmarks,
  valuationVerdict,
} from '#common/applets/valuation'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatPercent, formatShare, formatWan, round } from './format.ts'
import { assumptionSheet, caseChoices, caseLine, roomsInput, type ToolSection } from './tool-fields.ts'
import { textNotes } from './tool-texts.ts'
import texts from './valuation-texts.json'

type NumberKey = Exclude<keyof ValuationInput, 'segment' | 'tier'>
const figure = (field: keyof typeof valuationFieldBenchmarks) => ({ key: valuationFieldBenchmarks[field] })

export const valuationSections: ToolSection<NumberKey>[] = [
  {
    title: '酒店规模',
    fields: [
      { ...roomsInput, tooltip: '按项目实际填写（默认值仅为示例）' },
      {
        name: 'gfaSqm',
        label: '总建筑面积',
        unit: '㎡',
        tooltip: '用于每平方米价值；默认值按客房数 × 该定位的单房建筑面积估算',
        benchmark: { key: 'dev.gfa_per_key' },
      },
    ],
  },
  {
    title: '经营收益',
    fields: [
      {
        name: 'noi',
        label: '稳定年 NOI',
        unit: '万元',
        tooltip: '净营业收入：GOP 扣除管理费、固定费用与 FF&E 准备金后、还本付息与所得税前的年收益（默认值仅为示例）',
      },
      {
        name: 'noiYear1Pct',
        label: '第 1 年 NOI 达成率',
        unit: '%',
        tooltip: '占稳定年 NOI 的比例。已稳定经营的酒店填 100；新开业酒店按爬坡填写，亏损填负数',
      },
      { name: 'noiYear2Pct', label: '第 2 年 NOI 达成率', unit: '%', tooltip: '第 3 年起按稳定年 NOI 并逐年增长' },
      {
        name: 'noiGrowthPct',
        label: 'NOI 年增长率',
        unit: '%',
        tooltip: '测算假设（非公开数据）：请按当地通胀与市场判断填写',
      },
    ],
  },
  {
    title: '资本化率与折现率',
    fields: [
      {
        name: 'capRatePct',
        label: '资本化率',
        unit: '%',
        tooltip: '直接资本化法：价值 = 稳定年 NOI ÷ 资本化率',
        benchmark: figure('capRatePct'),
      },
      {
        name: 'terminalCapRatePct',
        label: '期末资本化率',
        unit: '%',
        tooltip: '第 10 年末出售价 = 第 11 年 NOI ÷ 期末资本化率。默认与资本化率相同；考虑资产老化可适当调高',
        benchmark: figure('terminalCapRatePct'),
      },
      {
        name: 'discountRatePct',
        label: '折现率',
        unit: '%',
        tooltip: '投资者对酒店资产要求的回报率',
        benchmark: figure('discountRatePct'),
      },
      {
        name: 'sellingCostPct',
        label: '出售费用率',
        unit: '%',
        tooltip: '占出售价：中介、交易税费等',
        benchmark: figure('sellingCostPct'),
      },
    ],
  },
  {
    title: '估值调和',
    fields: [
      {
        name: 'directWeightPct',
        label: '直接资本化法权重',
        unit: '%',
        tooltip: '调和价值 = 直接资本化法 × 权重 + DCF ×（1 − 权重）；由估值人员判断（默认各半）',
      },
    ],
  },
]

export function valuationHeadline(result: ValuationResult): SummaryItem[] {
  return [
    { label: '直接资本化法价值（万元）', value: formatNumber(result.direct.total), hint: '稳定年 NOI ÷ 资本化率' },
    { label: 'DCF 价值（万元）', value: formatNumber(result.dcf.total), hint: '10 年 NOI 与期末出售的现值' },
    { label: '调和价值（万元）', value: formatNumber(result.reconciled.total), hint: '两法加权' },
    { label: '每间客房价值（万元）', value: formatNumber(result.reconciled.perKey, 1), hint: '调和价值 ÷ 客房数' },
    { label: '每平方米价值（元）', value: formatNumber(result.reconciled.perSqm), hint: '调和价值 ÷ 总建筑面积' },
    {
      label: 'DCF 隐含资本化率',
      value: formatShare(result.impliedCapRate, 2),
      hint: '稳定年 NOI ÷ DCF 价值',
    },
    { label: '期末价值占 DCF', value: formatShare(result.terminalShare), hint: '出售价值现值的比重' },
    {
      label: 'DCF 相对直接法',
      value:
        result.dcfVersusDirect === null
          ? '—'
          : `${result.dcfVersusDirect >= 0 ? '+' : ''}${formatPercent(result.dcfVersusDirect)}`,
      hint: '两种方法的差异',
    },
  ]
}

/** How the value is built: the direct value, the two parts of the DCF, and the reconciled figure. */
export function valuationChart(result: ValuationResult): ChartSpec {
  return {
    horizontal: true,
    categories: ['直接资本化法', 'DCF：10 年 NOI 现值', 'DCF：期末出售现值', 'DCF 合计', '调和价值'],
    series: [
      {
        name: '价值（万元）',
        type: 'bar',
        data: [
          result.direct.total,
          result.presentValueOfNoi,
          result.terminalPresentValue,
          result.dcf.total,
          result.reconciled.total,
        ].map((v) => round(v, 0)),
      },
    ],
  }
}

export type MethodRow = { key: string; method: string } & ValueMeasures

export function methodRows(result: ValuationResult): MethodRow[] {
  return [
    { key: 'direct', method: '直接资本化法', ...result.direct },
    { key: 'dcf', method: '10 年现金流折现（DCF）', ...result.dcf },
    { key: 'reconciled', method: '调和价值', ...result.reconciled },
  ]
}

export type DcfRow = { key: string; label: string; noi: number | null; factor: number | null; presentValue: number }

export function dcfRows(result: ValuationResult): DcfRow[] {
  return [
    ...result.years.map((y) => ({
      key: `y${y.year}`,
      label: `第 ${y.year} 年`,
      noi: y.noi,
      factor: y.discountFactor,
      presentValue: y.presentValue,
    })),
    {
      key: 'sale',
      label: '第 10 年末出售（扣出售费用）',
      noi: result.terminalNet,
      factor: result.years.at(-1)?.discountFactor ?? null,
      presentValue: result.terminalPresentValue,
    },
  ]
}

export const valuationNotes = textNotes(texts)

export function valuationSheets(
  input: ValuationInput,
  result: ValuationResult,
  grid: ValuationSensitivity,
): SheetSpec[] {
  return [
    {
      name: '估值结果',
      widths: [26, 16, 16, 16],
      rows: [
        ['方法', '价值（万元）', '每间客房（万元）', '每平方米（元）'],
        ...methodRows(result).map((r) => [r.method, round(r.total), round(r.perKey), round(r.perSqm)]),
        [],
        ['DCF 隐含资本化率（%）', result.impliedCapRate === null ? null : round(result.impliedCapRate * 100)],
        ['期末价值占 DCF（%）', result.terminalShare === null ? null : round(result.terminalShare * 100)],
        ['DCF 相对直接法（%）', result.dcfVersusDirect === null ? null : round(result.dcfVersusDirect * 100)],
      ],
    },
    {
      name: 'DCF 明细',
      widths: [28, 14, 12, 14],
      rows: [
        ['期间', 'NOI / 出售净额（万元）', '折现系数', '现值（万元）'],
        ...dcfRows(result).map((r) => [
          r.label,
          r.noi === null ? null : round(r.noi),
          r.factor === null ? null : round(r.factor, 6),
          round(r.presentValue),
        ]),
        ['第 11 年 NOI（万元）', round(result.terminalNoi)],
        ['出售总价（万元）', round(result.terminalGross)],
        ['出售费用（万元）', round(result.sellingCosts)],
        ['DCF 价值（万元）', null, null, round(result.dcf.total)],
      ],
    },
    {
      name: '敏感性',
      widths: [22, ...grid.terminalCapRatesPct.map(() => 16)],
      rows: [
        ['折现率 \\ 期末资本化率', ...grid.terminalCapRatesPct.map((c) => `${round(c)}%`)],
        ...grid.values.map((row, i) => [`${round(grid.discountRatesPct[i] as number)}%`, ...row.map((v) => round(v))]),
      ],
    },
    assumptionSheet([24, 14, 8], caseChoices(input), valuationSections, input),
  ]
}

export function valuationSummary(input: ValuationInput, result: ValuationResult): Omit<ToolSummary, 'link'> {
  return {
    title: applets.valuation.title,
    subtitle: caseLine(input, `${formatNumber(input.gfaSqm)} ㎡`),
    verdict: valuationVerdict(input, result),
    sections: [
      {
        heading: '估值结果',
        rows: methodRows(result).map((r): [string, string] => [
          r.method,
          `${formatWan(r.total)}（${formatNumber(r.perKey, 1)} 万元/间）`,
        ]),
      },
      {
        heading: 'DCF 构成',
        rows: [
          ['10 年 NOI 现值', formatWan(result.presentValueOfNoi)],
          ['期末出售现值', formatWan(result.terminalPresentValue)],
          ['期末价值占比', formatShare(result.terminalShare)],
          ['隐含资本化率', formatShare(result.impliedCapRate, 2)],
        ],
      },
      {
        heading: '主要假设',
        rows: [
          ['稳定年 NOI', formatWan(input.noi)],
          [
            '资本化率 / 期末资本化率',
            `${formatNumber(input.capRatePct, 2)}% / ${formatNumber(input.terminalCapRatePct, 2)}%`,
          ],
          [
            '折现率 / NOI 年增长率',
            `${formatNumber(input.discountRatePct, 2)}% / ${formatNumber(input.noiGrowthPct, 2)}%`,
          ],
          ['出售费用率', `${formatNumber(input.sellingCostPct, 2)}%`],
          ['每平方米价值（调和）', `${formatNumber(result.reconciled.perSqm)} 元`],
        ],
      },
    ],
  }
}
