import { type PipInput, type PipResult, type PipScope, type PipYear, pipScopeLabels } from '#common/applets/pip'
import { pipVerdict } from '#common/applets/pip-verdict'
import type { ToolSummary } from '#common/applets/summary'
import { positioningLabels } from '#common/intel'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatYears, round } from './format.ts'
import { irrCell, irrText } from './irr-text.ts'
import { assumptionSheet, fieldLabels, roomsInput, type ToolSection } from './tool-fields.ts'

type NumberKey = Exclude<keyof PipInput, 'segment' | 'scope'>

/** The inputs; the cost per key's benchmark row depends on the scope chosen. */
export function pipSections(scope: PipScope): ToolSection<NumberKey>[] {
  return [
    {
      title: '改造投资',
      fields: [
        roomsInput,
        {
          name: 'costPerKey',
          label: '每间客房改造费',
          unit: '元/间',
          tooltip: '按改造范围与目标品牌定位；切换范围时重新载入',
          benchmark: { key: 'dev.pip_cost_per_key', variant: scope },
        },
        {
          name: 'publicAreaCost',
          label: '公共区域改造费',
          unit: '万元',
          tooltip: '测算假设：每间改造费未覆盖的大堂、餐厅、会议、康体等区域，默认 0，请按品牌 PIP 清单填写',
        },
        {
          name: 'mepCost',
          label: '机电系统改造费',
          unit: '万元',
          tooltip: '测算假设：空调、给排水、强弱电、消防、电梯等机电更新，默认 0，请按设备检测结果填写',
        },
        { name: 'contingencyPct', label: '不可预见费率', unit: '%', benchmark: { key: 'dev.contingency_pct' } },
      ],
    },
    {
      title: '施工影响',
      fields: [
        {
          name: 'worksMonths',
          label: '施工期',
          unit: '个月',
          tooltip: '测算假设（非公开数据）：默认软装更新 3 个月、客房翻新 6 个月、整体改造 12 个月',
        },
        {
          name: 'roomsOutPct',
          label: '施工期停用客房比例',
          unit: '%',
          tooltip:
            '测算假设：默认软装更新 10%、客房翻新 25%（分层施工）、整体改造 100%（闭店）；餐饮与其他收入按同比例损失',
        },
      ],
    },
    {
      title: '改造前经营',
      fields: [
        { name: 'adr', label: '改造前平均房价', unit: '元', benchmark: { key: 'ops.adr' } },
        { name: 'occupancyPct', label: '改造前出租率', unit: '%', benchmark: { key: 'ops.occupancy' } },
        {
          name: 'nonRoomsSharePct',
          label: '餐饮及其他收入占比',
          unit: '%',
          tooltip: '占总收入；默认为基准表餐饮与其他收入占比之和',
        },
        {
          name: 'flowThroughPct',
          label: '增量收入利润转化率',
          unit: '%',
          tooltip:
            '每增加（或损失）1 元收入带来的利润变化。默认 = GOP 率 + 固定成本占比 × (1 − GOP 率)，由基准表该定位的成本结构得出',
        },
        {
          name: 'growthPct',
          label: '收入年增长率',
          unit: '%',
          tooltip: '测算假设（非公开数据）：改造与否收入同比例增长',
        },
      ],
    },
    {
      title: '改造后提升与品牌费用',
      fields: [
        {
          name: 'revparUpliftPct',
          label: '改造后 RevPAR 提升',
          unit: '%',
          tooltip: '测算假设：改造完成后 RevPAR 相对不改造的提升幅度，请参考品牌方提供的同类改造案例',
        },
        {
          name: 'upliftYear1Pct',
          label: '第 1 年提升实现比例',
          unit: '%',
          tooltip: '测算假设：重新开业第 1 年市场尚在认知新产品，只实现部分提升；第 2 年起全部实现',
        },
        {
          name: 'newBrandFeePct',
          label: '新品牌持续费用率',
          unit: '%',
          tooltip: '占客房收入：特许经营费 + 预订 + 会员 + 市场推广费，默认为基准表四项之和',
        },
        {
          name: 'currentBrandFeePct',
          label: '现有品牌费用率',
          unit: '%',
          tooltip: '占客房收入。默认与新品牌相同（中性假设：按原品牌标准改造）；单体酒店首次加盟请填 0',
        },
        { name: 'initialFeePerKey', label: '首期加盟费', unit: '元/间', benchmark: { key: 'fee.initial_fee_per_key' } },
      ],
    },
    {
      title: '税费与折现',
      fields: [
        {
          name: 'propertyTaxPct',
          label: '房产税税率（从价）',
          unit: '%',
          tooltip: '改造支出计入房产原值，每年按余值计征',
          benchmark: { key: 'tax.property_tax_value_pct' },
        },
        {
          name: 'propertyValueDeductionPct',
          label: '房产原值减除比例',
          unit: '%',
          benchmark: { key: 'tax.property_value_deduction_pct' },
        },
        { name: 'discountRatePct', label: '折现率', unit: '%', benchmark: { key: 'fin.discount_rate' } },
      ],
    },
  ]
}

export const pipParamLabels = fieldLabels(pipSections('rooms'), { segment: '目标品牌定位', scope: '改造范围' })

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

export const pipNotes: FigureNote[] = [
  {
    term: '第 0 年投入',
    text: '改造投资（每间改造费 × 客房数 + 公共区域 + 机电，加不可预见费）+ 停业利润损失（改造前总收入 × 停用比例 × 施工月数 ÷ 12 × 利润转化率）+ 首期加盟费。',
  },
  {
    term: '新增 NOI',
    text: '(改造后总收入 − 不改造总收入) × 利润转化率 − (新品牌费用 − 现有品牌费用) − 改造支出计入房产原值后的新增房产税。RevPAR 提升按总收入同比例计。',
  },
  {
    term: '回收期、IRR 与 NPV',
    text: '现金流为第 0 年投入与第 1–10 年新增 NOI，不计期末残值与所得税。新增 NOI 始终不为正时现金流没有正负变化，不存在 IRR。',
  },
]

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
      [
        ['目标品牌定位', positioningLabels[input.segment]],
        ['改造范围', pipScopeLabels[input.scope]],
      ],
      pipSections(input.scope),
      input,
    ),
  ]
}

export function pipSummary(input: PipInput, result: PipResult): Omit<ToolSummary, 'link'> {
  return {
    title: '改造与换牌投资测算（PIP）',
    subtitle: `${positioningLabels[input.segment]} · ${pipScopeLabels[input.scope]} · ${input.rooms} 间`,
    verdict: pipVerdict(input, result),
    sections: [
      { heading: '结果', rows: pipHeadline(result).map((i): [string, string] => [i.label, i.value]) },
      {
        heading: '主要假设',
        rows: [
          ['每间客房改造费', `${formatNumber(input.costPerKey)} 元`],
          ['公共区域 + 机电', `${formatNumber(input.publicAreaCost + input.mepCost)} 万元`],
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
