import {
  type FeasibilityInput,
  type FeasibilityResult,
  type FeasibilityYear,
  feasibilityInputSchema,
} from '../../../../common/applets/feasibility.ts'
import type { FigureNote } from '../components/figure-notes.tsx'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatPercent, formatYears, round } from './format.ts'
import { irrCell, irrText } from './irr-text.ts'
import type { SheetSpec } from './xlsx.ts'

type Key = keyof FeasibilityInput
export type FieldDef = { name: Key; label: string; unit: string; tooltip?: string }
export type FieldSection = { title: string; fields: FieldDef[] }

const field = (name: Key, label: string, unit: string, tooltip?: string): FieldDef => ({ name, label, unit, tooltip })

export const feasibilitySections: FieldSection[] = [
  {
    title: '客房与房价',
    fields: [
      field('rooms', '客房数', '间'),
      field('adr', '首年房价 ADR', '元', '第 1 年平均房价'),
      field('adrGrowthPct', '房价年增长率', '%'),
      field('occupancyYear1Pct', '第 1 年出租率', '%', '开业爬坡期'),
      field('occupancyYear2Pct', '第 2 年出租率', '%'),
      field('occupancyStablePct', '第 3 年起稳定出租率', '%'),
    ],
  },
  {
    title: '其他收入（占客房收入）',
    fields: [
      field('fnbSharePct', '餐饮收入比例', '%'),
      field('otherSharePct', '其他收入比例', '%', '康体、停车、租赁等'),
    ],
  },
  {
    title: '部门费用与未分配费用（USALI）',
    fields: [
      field('roomsCostPct', '客房部门费用率', '%', '占客房收入'),
      field('fnbCostPct', '餐饮部门费用率', '%', '占餐饮收入，含食品成本与人工'),
      field('otherCostPct', '其他部门费用率', '%', '占其他收入'),
      field('undistributedPct', '未分配经营费用率', '%', '行政管理、销售市场、工程维修、能耗，占总收入'),
    ],
  },
  {
    title: '管理费、特许经营费与固定费用',
    fields: [
      field('baseFeePct', '基本管理费率', '%', '占总收入'),
      field('incentiveFeePct', '奖励管理费率', '%', '占 GOP，GOP 为负时不计'),
      field('franchiseFeePct', '特许经营费率', '%', '占客房收入'),
      field('fixedChargesPct', '固定费用率', '%', '房产税、土地使用税、保险等，占总收入'),
      field('ffeReservePct', 'FF&E 准备金率', '%', 'FF&E 更新准备金，占总收入'),
    ],
  },
  {
    title: '投资、融资与估值',
    fields: [
      field('capex', '总投资（不含土地）', '万元'),
      field('loanSharePct', '贷款比例', '%'),
      field('loanRatePct', '贷款年利率', '%'),
      field('loanTermYears', '贷款期限', '年', '等额本息'),
      field('discountRatePct', '折现率', '%', '计算 NPV 所用的要求回报率'),
      field('exitCapRatePct', '退出资本化率', '%', '第 10 年末按 NOI ÷ 资本化率估算出售价值；填 0 表示不计'),
    ],
  },
]

export const feasibilityFieldSchema = (name: Key) => feasibilityInputSchema.shape[name]

type RowKind = 'money' | 'yuan' | 'percent' | 'ratio'
export type YearRow = {
  key: string
  label: string
  kind: RowKind
  strong?: boolean
  value: (y: FeasibilityYear) => number | null
}

const row = (key: keyof FeasibilityYear, label: string, kind: RowKind, strong = false): YearRow => ({
  key,
  label,
  kind,
  strong,
  value: (y) => y[key] as number | null,
})

export const feasibilityYearRows: YearRow[] = [
  row('occupancy', '出租率', 'percent'),
  row('adr', '平均房价 ADR（元）', 'yuan'),
  row('revpar', 'RevPAR（元）', 'yuan'),
  row('roomsRevenue', '客房收入', 'money'),
  row('fnbRevenue', '餐饮收入', 'money'),
  row('otherRevenue', '其他收入', 'money'),
  row('totalRevenue', '总收入', 'money', true),
  row('departmentalCosts', '部门费用', 'money'),
  row('departmentalProfit', '部门利润', 'money', true),
  row('undistributed', '未分配经营费用', 'money'),
  row('gop', 'GOP 经营毛利', 'money', true),
  row('gopMargin', 'GOP 率', 'percent'),
  row('baseFee', '基本管理费', 'money'),
  row('incentiveFee', '奖励管理费', 'money'),
  row('franchiseFee', '特许经营费', 'money'),
  row('fixedCharges', '固定费用', 'money'),
  row('ffeReserve', 'FF&E 更新准备金', 'money'),
  row('noi', 'NOI 净营业收入', 'money', true),
  row('interest', '利息', 'money'),
  row('principal', '还本', 'money'),
  row('debtService', '还本付息合计', 'money'),
  row('dscr', '偿债覆盖率 DSCR', 'ratio'),
  row('projectCashFlow', '项目现金流', 'money', true),
  row('equityCashFlow', '股本现金流', 'money', true),
  row('cumulativeEquityCashFlow', '累计股本现金流', 'money'),
]

export function formatCell(kind: RowKind, value: number | null) {
  if (value === null) return '—'
  if (kind === 'percent') return formatPercent(value)
  if (kind === 'ratio') return `${formatNumber(value, 2)}×`
  if (kind === 'yuan') return formatNumber(value)
  return formatNumber(value, 1)
}

export function feasibilitySummary(result: FeasibilityResult): SummaryItem[] {
  return [
    { label: '项目 IRR', value: irrText(result.projectIrr), hint: '全部投资口径，含期末出售' },
    { label: '项目 NPV（万元）', value: formatNumber(result.projectNpv, 0), hint: '按折现率折现' },
    { label: '股本 IRR', value: irrText(result.equityIrr), hint: '扣除还本付息后的自有资金回报' },
    { label: '股本 NPV（万元）', value: formatNumber(result.equityNpv, 0), hint: '按折现率折现' },
    { label: '静态回收期', value: formatYears(result.projectPaybackYears), hint: '全部投资，以 NOI 回收，不含出售' },
    { label: '动态回收期', value: formatYears(result.projectDiscountedPaybackYears), hint: '折现后的 NOI 回收' },
    { label: '稳定年 GOP 率', value: formatPercent(result.stabilizedGopMargin), hint: '第 3 年' },
    { label: '稳定年 NOI 收益率', value: formatPercent(result.stabilizedNoiYield), hint: '第 3 年 NOI ÷ 总投资' },
    { label: '单房投资（万元/间）', value: formatNumber(result.costPerKey, 1), hint: '总投资 ÷ 客房数' },
    {
      label: '最低 DSCR',
      value: result.minDscr === null ? '无贷款' : `${formatNumber(result.minDscr, 2)}×`,
      hint: 'NOI ÷ 当年还本付息，银行通常要求 ≥ 1.2',
    },
  ]
}

export const feasibilityNotes: FigureNote[] = [
  { term: '客房收入', text: '客房数 × 365 × 出租率 × 平均房价；RevPAR = 出租率 × 平均房价。' },
  { term: '部门利润', text: '总收入减客房、餐饮、其他经营部门的直接费用（USALI 部门费用）。' },
  {
    term: '未分配费用',
    text: '不归属于经营部门的费用：行政管理、销售与市场、物业运营与维修、能耗，按总收入比例估算。',
  },
  { term: 'GOP 经营毛利', text: '部门利润减未分配费用，衡量酒店经营团队的经营成果。' },
  {
    term: '管理费',
    text: '基本管理费按总收入计；奖励管理费按 GOP 计，GOP 为负时不计。特许经营费（品牌费）按客房收入计。',
  },
  {
    term: 'NOI 净营业收入',
    text: 'GOP 减管理费、特许经营费、固定费用（房产税、保险等）与 FF&E 更新准备金；为税前、融资前的业主收益。',
  },
  {
    term: '现金流',
    text: '项目现金流 = NOI（第 10 年加出售价值）；股本现金流再扣除还本付息，第 10 年末偿还剩余贷款。',
  },
  {
    term: 'NPV 与 IRR',
    text: 'NPV 为各年现金流按折现率折现之和；IRR 为使 NPV 等于零的折现率。现金流没有正负变化时不存在 IRR。',
  },
  { term: '回收期', text: '累计现金流由负转正所需年数（年内按均匀回收插值），只计经营现金流，不含出售价值。' },
  {
    term: '口径',
    text: '金额单位为万元（房价为元）；不含土地成本、所得税及通胀对费用的影响，结果为估算，仅供决策参考。',
  },
]

export function feasibilitySheets(input: FeasibilityInput, result: FeasibilityResult): SheetSpec[] {
  const years = result.years
  const assumptions: SheetSpec = {
    name: '假设',
    widths: [28, 14, 8],
    rows: [
      ['假设', '数值', '单位'],
      ...feasibilitySections.flatMap((s) => s.fields.map((f) => [f.label, input[f.name], f.unit])),
    ],
  }
  const yearly: SheetSpec = {
    name: '年度测算',
    widths: [22, ...years.map(() => 12)],
    rows: [
      ['项目（万元）', '第 0 年', ...years.map((y) => `第 ${y.year} 年`)],
      ...feasibilityYearRows.map((r) => [
        r.label,
        r.key === 'projectCashFlow' ? -input.capex : r.key === 'equityCashFlow' ? -result.equity : null,
        ...years.map((y) => {
          const v = r.value(y)
          return v === null ? null : round(v, r.kind === 'percent' || r.kind === 'ratio' ? 4 : 2)
        }),
      ]),
    ],
  }
  const summary: SheetSpec = {
    name: '指标汇总',
    widths: [24, 16],
    rows: [
      ['指标', '数值'],
      ['项目 IRR（%）', irrCell(result.projectIrr)],
      ['项目 NPV（万元）', round(result.projectNpv)],
      ['股本 IRR（%）', irrCell(result.equityIrr)],
      ['股本 NPV（万元）', round(result.equityNpv)],
      ['静态回收期（年）', result.projectPaybackYears === null ? '未回收' : round(result.projectPaybackYears)],
      ['贷款金额（万元）', round(result.loan)],
      ['自有资金（万元）', round(result.equity)],
      ['期末出售价值（万元）', round(result.terminalValue)],
      ['期末剩余贷款（万元）', round(result.loanBalanceAtExit)],
    ],
  }
  return [summary, yearly, assumptions]
}
