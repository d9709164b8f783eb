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
import { formatNumber, formatPercent, round } from './format.ts'
import { benchmarkedFields, type ToolSection } from './tool-fields.ts'

type NumberKey = Exclude<keyof BreakEvenInput, 'segment' | 'tier'>

/** The form's sections; the land-use tax figure depends on the city tier (its rate is set by city size). */
export function breakEvenSections(tier: CityTier): ToolSection<NumberKey>[] {
  const f = benchmarkedFields<NumberKey>(breakEvenFieldBenchmarks(tier))
  return [
    {
      title: '客房与房价',
      fields: [
        f('rooms', '客房数', '间', '默认值为可行性研究工具同一定位与城市的新建缺省情形'),
        f('adr', '平均房价 ADR', '元', '含增值税的对客价；收入按不含税金额计'),
        f('referenceOccupancyPct', '参考出租率', '%', '下方费用率所对应的稳定期出租率；固定成本按此时的水平计'),
      ],
    },
    {
      title: '收入结构（占总收入）',
      fields: [
        f('fnbSharePct', '餐饮收入占比', '%', '随客房收入同比例变动'),
        f('otherSharePct', '其他收入占比', '%', '康体、停车、租赁等'),
      ],
    },
    {
      title: '部门费用与未分配费用（USALI，参考出租率下）',
      fields: [
        f('roomsCostPct', '客房部门费用率', '%', '占客房收入'),
        f('fnbCostPct', '餐饮部门费用率', '%', '占餐饮收入，含食品成本与人工'),
        f('otherCostPct', '其他部门费用率', '%', '占其他收入'),
        f('undistributedPct', '未分配经营费用率', '%', '行政管理、销售市场、工程维修、能耗，占总收入'),
      ],
    },
    {
      title: '费用中的固定部分',
      fields: [
        f('roomsFixedSharePct', '客房费用固定比例', '%', '其余部分按每间已售客房计（布草、洗涤、客用品等）'),
        f('fnbFixedSharePct', '餐饮费用固定比例', '%', '其余部分随餐饮收入变动'),
        f('otherFixedSharePct', '其他部门费用固定比例', '%'),
        f('undistributedFixedSharePct', '未分配费用固定比例', '%', '其余部分随总收入变动'),
      ],
    },
    {
      title: 'GOP 以下随收入变动的费用',
      fields: [
        f('baseFeePct', '基本管理费率', '%', '占总收入；默认高端及以上按委托管理计，中高端及以下按特许经营计为 0'),
        f('incentiveFeePct', '奖励管理费率', '%', '占 GOP，GOP 为负时不计；特许经营的默认值为 0'),
        f(
          'brandFeesPct',
          '品牌及系统费率',
          '%',
          '预订、会员与市场推广费合计，占客房收入；特许经营另加特许经营费（与可行性研究工具相同）',
        ),
        f('vatPct', '增值税税率', '%', '一般纳税人住宿、餐饮服务 6%；从含税房价中扣除，并据此计算附加税费'),
        f(
          'surchargePct',
          '增值税附加合计',
          '%',
          '城建税 + 教育费附加 + 地方教育附加，按缴纳的增值税计；此处按销项税全额计，偏保守',
        ),
        f('ffeReservePct', 'FF&E 准备金率', '%', '占总收入'),
      ],
    },
    {
      title: '固定费用（房产税、土地使用税、保险）',
      fields: [
        f(
          'propertyValue',
          '房产原值',
          '万元',
          '含地价的房屋原值（财税〔2010〕121号第三条）：默认值取可行性研究工具的土地、建筑与资本化利息，请按账面原值填写',
        ),
        f('propertyDeductionPct', '房产原值减除比例', '%', '由省级政府在 10%–30% 内确定'),
        f('propertyTaxPct', '房产税税率', '%', '从价计征：原值减除后余值的 1.2%'),
        f('landAreaSqm', '用地面积', '㎡', '按土地证面积填写；默认值为建筑面积 ÷ 容积率'),
        f(
          'landTaxPerSqm',
          '土地使用税单位税额',
          '元/㎡',
          '按所在地政府公布的土地等级税额填写；城市规模分档与可行性研究工具相同',
        ),
        f('insuredValue', '投保价值', '万元', '建筑与设备（不含土地）；默认值取可行性研究工具的建筑与 FF&E 投资'),
        f('insurancePct', '财产保险费率', '%', '占投保价值'),
      ],
    },
    {
      title: '贷款',
      fields: [
        f('loanAmount', '贷款金额', '万元', '默认值为可行性研究工具开业时的贷款余额；无贷款填 0'),
        f('loanRatePct', '贷款年利率', '%', '5 年期以上 LPR 加点（加点为测算假设，按银行报价替换）'),
        f('loanTermYears', '还款年限', '年', '宽限期之后等额本息的年数：覆盖还本付息一线按还本开始后的年还款额计'),
      ],
    },
  ]
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

const yuan = (v: number | null) => (v === null ? '无法打平' : `${formatNumber(v)} 元`)

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
    { label: '偿债所需最低房价（元）', value: yuan(result.adrAtReference.debt), hint: '出租率保持参考水平时' },
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

export const breakEvenNotes = [
  {
    term: '固定与变动成本',
    text: '各项费用按参考出租率下的费用率计算，再按固定比例拆分：固定部分每年金额不变；客房的变动部分按每间已售客房计（元/间夜），其余变动部分随收入变动。',
  },
  {
    term: 'GOP 平衡出租率',
    text: '年固定经营成本 ÷（可售房晚 × 每间已售客房的贡献），贡献 = 每间已售客房总收入 − 变动成本。',
  },
  {
    term: 'NOI 平衡出租率',
    text: '在 GOP 基础上再扣基本管理费、品牌系统费、增值税附加、FF&E 准备金（随收入变动）和房产税、土地使用税、保险（固定）。奖励管理费在平衡点附近通常为零，未计。',
  },
  {
    term: '偿债平衡出租率',
    text: 'NOI 恰好等于每年还本付息（等额本息）时的出租率。超过 100% 表示在该房价下即使满房也无法覆盖。',
  },
  {
    term: '税费口径',
    text: '收入为不含增值税收入；附加税费按销项税额计（未扣进项税），偏保守。所得税在平衡点附近应纳税所得额为负，未计。',
  },
  {
    term: '房价敏感性',
    text: '房价变动时，餐饮与其他收入按占总收入的比例同步变动，每间已售客房的客房变动成本（元）与固定成本不变。',
  },
]
