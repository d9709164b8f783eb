/**
 * The USALI summary P&L of one hotel month (amounts in 元, statistics in counts), the order and Chinese names of
 * its lines, the totals the sheet must carry and the ratios an owner reads (occupancy, ADR, RevPAR, TRevPAR, GOP
 * margin, GOPPAR, flow-through). Pure: the import, the dashboard and the tests share it.
 */

/** Lines that are entered; totals are entered too and checked against them. */
export const pnlLines = {
  rooms_revenue: '客房收入',
  fnb_revenue: '餐饮收入',
  other_revenue: '其他营业部门收入',
  misc_revenue: '杂项收入',
  total_revenue: '营业收入合计',
  rooms_expense: '客房部门费用',
  fnb_expense: '餐饮部门费用',
  other_expense: '其他部门费用',
  departmental_expense: '部门费用合计',
  ag: '行政管理费用',
  it: '信息与通讯系统费用',
  sales_marketing: '销售与市场费用',
  pom: '物业运营与维护费用',
  utilities: '能源费用',
  undistributed_expense: '未分配经营费用合计',
  gop: '经营毛利（GOP）',
  base_fee: '基本管理费',
  incentive_fee: '奖励管理费',
  property_tax: '房产税',
  insurance: '保险费',
  rent: '租金',
  ebitda: 'EBITDA',
  ffe_reserve: 'FF&E 更新准备金',
  rooms_available: '可售房晚',
  rooms_sold: '已售房晚',
  covers: '餐饮就餐人次',
} as const

export type PnlLine = keyof typeof pnlLines
export type Pnl = Record<PnlLine, number>

export const pnlLineKeys = Object.keys(pnlLines) as PnlLine[]
/** Lines that may be left empty (read as 0): covers are given only by hotels that count them. */
export const optionalLines: PnlLine[] = ['covers', 'misc_revenue', 'other_revenue', 'other_expense', 'rent']
export const revenueLines: PnlLine[] = ['rooms_revenue', 'fnb_revenue', 'other_revenue', 'misc_revenue']

/** Each total and the lines it adds (a minus sign subtracts). */
export const pnlTotals: { total: PnlLine; parts: PnlLine[]; minus?: PnlLine[] }[] = [
  { total: 'total_revenue', parts: revenueLines },
  { total: 'departmental_expense', parts: ['rooms_expense', 'fnb_expense', 'other_expense'] },
  { total: 'undistributed_expense', parts: ['ag', 'it', 'sales_marketing', 'pom', 'utilities'] },
  { total: 'gop', parts: ['total_revenue'], minus: ['departmental_expense', 'undistributed_expense'] },
  { total: 'ebitda', parts: ['gop'], minus: ['base_fee', 'incentive_fee', 'property_tax', 'insurance', 'rent'] },
]

/** Rounding in the source ledger: totals may differ from their parts by this much (元). */
export const TOTAL_TOLERANCE = 1

export function expectedTotal(p: Pnl, rule: (typeof pnlTotals)[number]) {
  const plus = rule.parts.reduce((s, k) => s + p[k], 0)
  return plus - (rule.minus ?? []).reduce((s, k) => s + p[k], 0)
}

/** The totals that do not add up: the line, what the sheet says and what its parts make. */
export function totalMismatches(p: Pnl) {
  return pnlTotals
    .map((rule) => ({ line: rule.total, stated: p[rule.total], computed: expectedTotal(p, rule) }))
    .filter((m) => Math.abs(m.stated - m.computed) > TOTAL_TOLERANCE)
}

/** Fills every total from its parts, in order (GOP needs the revenue and expense totals first). */
export function withTotals(
  p: Omit<Pnl, 'total_revenue' | 'departmental_expense' | 'undistributed_expense' | 'gop' | 'ebitda'>,
) {
  const full = { ...p, total_revenue: 0, departmental_expense: 0, undistributed_expense: 0, gop: 0, ebitda: 0 } as Pnl
  for (const rule of pnlTotals) full[rule.total] = expectedTotal(full, rule)
  return full
}

/** Months added line by line (a quarter, a year to date). */
export function sumPnl(months: Pnl[]): Pnl {
  const sum = Object.fromEntries(pnlLineKeys.map((k) => [k, 0])) as Pnl
  for (const m of months) for (const k of pnlLineKeys) sum[k] += m[k]
  return sum
}

export type PnlKpis = {
  occupancy: number | null
  adr: number | null
  revpar: number | null
  trevpar: number | null
  total_revenue: number
  gop: number
  gop_margin: number | null
  goppar: number | null
  ebitda: number
  ebitda_margin: number | null
}

const div = (a: number, b: number) => (b ? a / b : null)

/** The ratios of a month or a sum of months: occupancy and margins in %, the rest in 元. */
export function pnlKpis(p: Pnl): PnlKpis {
  const pct = (a: number, b: number) => (b ? (a / b) * 100 : null)
  return {
    occupancy: pct(p.rooms_sold, p.rooms_available),
    adr: div(p.rooms_revenue, p.rooms_sold),
    revpar: div(p.rooms_revenue, p.rooms_available),
    trevpar: div(p.total_revenue, p.rooms_available),
    total_revenue: p.total_revenue,
    gop: p.gop,
    gop_margin: pct(p.gop, p.total_revenue),
    goppar: div(p.gop, p.rooms_available),
    ebitda: p.ebitda,
    ebitda_margin: pct(p.ebitda, p.total_revenue),
  }
}

/** Variance in % of the reference ((actual − reference) ÷ |reference|); null when there is no reference. */
export function variancePct(actual: number | null, reference: number | null) {
  if (actual == null || reference == null || reference === 0) return null
  return ((actual - reference) / Math.abs(reference)) * 100
}

/**
 * Flow-through: how much of a revenue change reached GOP, in % (ΔGOP ÷ Δrevenue). Null when revenue did not move
 * (a division by a change of zero says nothing).
 */
export function flowThrough(actual: Pnl, reference: Pnl) {
  const dRevenue = actual.total_revenue - reference.total_revenue
  if (Math.abs(dRevenue) < 1) return null
  return ((actual.gop - reference.gop) / dRevenue) * 100
}

/** "2026-03" → the months of that year up to it: the year-to-date window. */
export function ytdMonths(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return Array.from({ length: m }, (_, i) => `${y}-${String(i + 1).padStart(2, '0')}`)
}

/** The same month a year earlier. */
export function lastYearMonth(month: string) {
  return `${Number(month.slice(0, 4)) - 1}${month.slice(4)}`
}

/** The `count` months ending with `last`, oldest first. */
export function monthsEnding(last: string, count: number) {
  const [y, m] = last.split('-').map(Number) as [number, number]
  return Array.from({ length: count }, (_, i) => {
    const index = y * 12 + (m - 1) - (count - 1 - i)
    return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
  })
}
