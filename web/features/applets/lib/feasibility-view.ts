import type { FeasibilityInput } from '#common/applets/feasibility'
import type { ConstructionYear } from '#common/applets/feasibility-construction'
import type { FeasibilityExit, FeasibilityResult, FeasibilityYear } from '#common/applets/feasibility-model'
import type { OperatingYear } from '#common/applets/feasibility-operations'
import type { FeasibilitySensitivity } from '#common/applets/feasibility-sensitivity'
import type { VatYear } from '#common/applets/vat'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SummaryItem } from '../components/summary-grid.tsx'
import { formatNumber, formatPercent, formatYears } from './format.ts'
import { irrText } from './irr-text.ts'

/** A column of the yearly table: a construction year (−1, 0) or an operating year (1 … hold). */
export type YearColumn = {
  year: number
  construction?: ConstructionYear
  operating?: FeasibilityYear
  /** The sale, in the last year of the hold. */
  exit?: FeasibilityExit
  projectCashFlow: number
  equityCashFlow: number
}

export function yearColumns(result: FeasibilityResult): YearColumn[] {
  const lastYear = result.years.at(-1)?.year
  return result.flowYears.map((year, i) => ({
    year,
    construction: result.construction.years.find((c) => c.year === year && year <= 0),
    operating: year > 0 ? result.years[year - 1] : undefined,
    exit: year === lastYear ? result.exit : undefined,
    projectCashFlow: result.projectCashFlows[i] ?? 0,
    equityCashFlow: result.equityCashFlows[i] ?? 0,
  }))
}

export const yearLabel = (year: number) => `第 ${year} 年`
/** Debt yield is a reference (the US CMBS measure), not one of a Chinese bank's tests. */
export const firstDebtYieldLabel = '首年债务收益率（参考：国际惯例）'

type RowKind = 'money' | 'yuan' | 'percent' | 'ratio'
export type YearRow = {
  key: string
  label: string
  kind: RowKind
  strong?: boolean
  value: (c: YearColumn) => number | null
}

const op = (key: keyof OperatingYear, label: string, kind: RowKind = 'money', strong = false): YearRow => ({
  key,
  label,
  kind,
  strong,
  value: (c) => (c.operating ? (c.operating.operating[key] as number) : null),
})
const fin = (key: keyof FeasibilityYear, label: string, kind: RowKind = 'money', strong = false): YearRow => ({
  key,
  label,
  kind,
  strong,
  value: (c) => (c.operating ? (c.operating[key] as number | null) : null),
})
const vat = (key: keyof VatYear, label: string): YearRow => ({
  key: `vat.${key}`,
  label,
  kind: 'money',
  value: (c) => (c.operating ? c.operating.vat[key] : null),
})
const sale = (key: string, label: string, value: (exit: FeasibilityExit) => number, strong = false): YearRow => ({
  key: `exit.${key}`,
  label,
  kind: 'money',
  strong,
  value: (c) => (c.exit ? value(c.exit) : null),
})
const build = (key: keyof ConstructionYear, label: string): YearRow => ({
  key: `construction.${key}`,
  label,
  kind: 'money',
  value: (c) => (c.construction ? (c.construction[key] as number) : null),
})

export const feasibilityYearRows: YearRow[] = [
  op('occupancy', '出租率', 'percent'),
  op('adr', '平均房价（元，含税）', 'yuan'),
  op('revpar', 'RevPAR（元，含税）', 'yuan'),
  op('roomsRevenue', '客房收入'),
  op('fnbRevenue', '餐饮收入'),
  op('otherRevenue', '其他收入'),
  op('totalRevenue', '总收入（不含税）', 'money', true),
  op('outputVat', '销项增值税（代收）'),
  op('roomsExpense', '客房部门费用'),
  op('fnbExpense', '餐饮部门费用'),
  op('otherExpense', '其他部门费用'),
  op('departmentalProfit', '部门利润', 'money', true),
  op('undistributed', '未分配经营费用'),
  op('fixedCosts', '其中：固定费用合计'),
  op('gop', 'GOP 经营毛利', 'money', true),
  op('gopMargin', 'GOP 率', 'percent'),
  op('baseFee', '基本管理费'),
  op('incentiveFee', '奖励管理费'),
  op('brandFee', '品牌及系统费'),
  op('surcharges', '城建税及教育费附加'),
  op('propertyTax', '房产税'),
  op('landUseTax', '城镇土地使用税'),
  op('insurance', '财产保险'),
  op('ffeReserve', 'FF&E 更新准备金'),
  op('noi', 'NOI 净营业收入', 'money', true),
  vat('inputVat', '进项增值税（FF&E 更新）'),
  vat('creditBroughtForward', '年初留抵税额'),
  vat('creditUsed', '抵扣进项税额'),
  vat('vatPayable', '实缴增值税'),
  vat('creditCarriedForward', '年末留抵税额'),
  fin('vatRecovered', '进项抵扣增加的现金（增值税及附加）'),
  build('spend', '建设投资'),
  build('equityDraw', '资本金投入'),
  build('loanDraw', '贷款提款'),
  build('interest', '建设期利息（资本化）'),
  fin('loanOpeningBalance', '年初贷款余额'),
  fin('interest', '利息'),
  fin('principal', '还本'),
  fin('debtService', '还本付息合计'),
  fin('dscr', '偿债覆盖率 DSCR', 'ratio', true),
  fin('debtYield', '债务收益率', 'percent'),
  fin('depreciation', '折旧（房屋与 FF&E）'),
  fin('amortisation', '土地使用权摊销'),
  fin('preOpeningDeduction', '开办费扣除'),
  sale('value', '出售价格（含增值税、含土地）', (e) => e.value),
  sale('sellingCosts', '出售交易费用', (e) => e.sellingCosts),
  sale('vatPayable', '出售增值税（实缴）', (e) => e.assetSale.vatPayable),
  sale('surcharges', '出售增值税附加', (e) => e.assetSale.surcharges),
  sale('stampDuty', '出售印花税', (e) => e.assetSale.stampDuty),
  sale('lat', '土地增值税', (e) => e.assetSale.lat.tax),
  sale('exitTaxes', '出售环节税费合计', (e) => e.exitTaxes, true),
  sale('loanRepaid', '出售时偿还贷款', (e) => e.loanRepaid),
  fin('taxableIncome', '应纳税所得额（含出售）'),
  fin('lossUsed', '弥补以前年度亏损'),
  fin('incomeTax', '企业所得税'),
  { key: 'projectCashFlow', label: '项目现金流（税后）', kind: 'money', strong: true, value: (c) => c.projectCashFlow },
  { key: 'equityCashFlow', label: '股本现金流（税后）', kind: 'money', strong: true, value: (c) => c.equityCashFlow },
]

export function formatCell(kind: RowKind, value: number | null) {
  if (value === null) return '—'
  if (kind === 'percent') return formatPercent(value)
  if (kind === 'ratio') return `${formatNumber(value, 2)}×`
  if (kind === 'yuan') return formatNumber(value)
  return formatNumber(value, 1)
}

const ratio = (v: number | null | undefined) => (v == null ? '无贷款' : `${formatNumber(v, 2)}×`)

export function feasibilitySummary(input: FeasibilityInput, r: FeasibilityResult): SummaryItem[] {
  const firstDebtYield = r.years[0]?.debtYield
  return [
    { label: '股本 IRR', value: irrText(r.equityIrr), hint: `杠杆、税后；折现率 ${input.discountRatePct}%` },
    { label: '项目 IRR', value: irrText(r.projectIrr), hint: '无杠杆、税后，含土地与期末出售' },
    { label: '股本 NPV（万元）', value: formatNumber(r.equityNpv, 0), hint: '按折现率折现至开工' },
    { label: '项目 NPV（万元）', value: formatNumber(r.projectNpv, 0), hint: '按折现率折现至开工' },
    { label: '股本回报倍数', value: `${formatNumber(r.equityMultiple, 2)}×`, hint: '股本回收合计 ÷ 股本投入合计' },
    { label: '股本回收期', value: formatYears(r.equityPaybackYears), hint: '自开业起，不含出售收入' },
    {
      label: '最低 DSCR',
      value: r.minDscr ? `${ratio(r.minDscr.value)}（第 ${r.minDscr.year} 年）` : '无贷款',
      hint: `NOI ÷ 还本付息，银行要求 ≥ ${input.dscrMin}×`,
    },
    {
      label: firstDebtYieldLabel,
      value: firstDebtYield == null ? '无贷款' : formatPercent(firstDebtYield),
      hint: `NOI ÷ 年初贷款余额；美国 CMBS 酒店贷款常用 ≥ ${input.debtYieldMinPct}%，国内银行不以此审批`,
    },
    { label: '稳定年 GOP 率', value: formatPercent(r.stabilizedGopMargin), hint: `第 ${r.stabilizedYear} 年` },
    { label: '稳定年 NOI 收益率', value: formatPercent(r.stabilizedNoiYield, 2), hint: 'NOI ÷ 总投资（含土地）' },
    {
      label: '总投资（万元）',
      value: formatNumber(r.totalInvestment, 0),
      hint: '土地、建设、FF&E、开办费与建设期利息',
    },
    { label: '单房投资（万元/间）', value: formatNumber(r.costPerKey, 1), hint: '总投资 ÷ 客房数' },
    { label: '期末出售价值（万元）', value: formatNumber(r.exit.value, 0), hint: '下一年 NOI ÷ 退出资本化率，含土地' },
  ]
}

const round1 = (v: number) => Math.round(v * 10) / 10

export function yearlyChart(result: FeasibilityResult): ChartSpec {
  const columns = yearColumns(result)
  const last = result.years.length
  return {
    categories: columns.map((c) => `第${c.year}年`),
    series: [
      { name: '总收入', type: 'bar', data: columns.map((c) => round1(c.operating?.operating.totalRevenue ?? 0)) },
      { name: 'GOP', type: 'bar', data: columns.map((c) => round1(c.operating?.operating.gop ?? 0)) },
      { name: 'NOI', type: 'bar', data: columns.map((c) => round1(c.operating?.operating.noi ?? 0)) },
      {
        name: '股本现金流（不含出售）',
        type: 'line',
        data: columns.map((c) => round1(c.equityCashFlow - (c.year === last ? result.exit.toEquity : 0))),
      },
    ],
  }
}

/** IRR change in percentage points either side of the base case; a bar with no IRR is drawn as zero. */
export function tornadoChart(s: FeasibilitySensitivity): ChartSpec {
  const delta = (v: number | null) => (v === null || s.base === null ? 0 : Math.round((v - s.base) * 1000) / 10)
  return {
    categories: s.tornado.map((b) => `${b.label} ${b.step}`),
    series: [
      { name: '假设下调（百分点）', type: 'bar', data: s.tornado.map((b) => delta(b.down)) },
      { name: '假设上调（百分点）', type: 'bar', data: s.tornado.map((b) => delta(b.up)) },
    ],
    horizontal: true,
    stacked: true,
  }
}
