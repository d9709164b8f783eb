import {
  optionalLines,
  type Pnl,
  type PnlLine,
  pnlLineKeys,
  pnlLines,
  revenueLines,
  totalMismatches,
} from '#common/asset/usali'
import type { PnlKind } from './tables.ts'

/** The sheet's columns: who and when, then every USALI line by its Chinese name. */
export const keyColumns = { hotel: '酒店', month: '月份', kind: '类型' } as const
export const pnlHeaders = [...Object.values(keyColumns), ...pnlLineKeys.map((k) => pnlLines[k])]
export const MAX_PNL_ROWS = 5_000

export const kindLabels: Record<PnlKind, string> = { actual: '实际', budget: '预算' }

export type RawRow = { row: number; cells: Partial<Record<string, string>> }
export type Issue = { row: number; column: string; message: string }
export type PnlRow = { row: number; hotel_id: string; kind: PnlKind; month: string; pnl: Pnl }

/** What the database knows: hotels the importer may see, by id and by name (a name two hotels share is ambiguous). */
export type ImportContext = { hotelsByKey: Map<string, string | 'ambiguous'> }

const monthPattern = /^(\d{4})[-/.年](\d{1,2})(?:月|[-/.]\d{1,2})?$/

/** "2026-03", "2026/3", "2026年3月" or an Excel date "2026-03-01" → "2026-03". */
export function readMonth(text: string) {
  const m = monthPattern.exec(text.trim())
  if (!m) return null
  const month = Number(m[2])
  if (month < 1 || month > 12) return null
  return `${m[1]}-${String(month).padStart(2, '0')}`
}

function readNumber(text: string) {
  const clean = text.replace(/[,，\s]/g, '').replace(/^¥/, '')
  if (clean === '') return { empty: true as const }
  if (!/^-?\d+(\.\d+)?$/.test(clean)) return { bad: true as const }
  return { value: Number(clean) }
}

const nextMonth = (month: string) => {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`
}

/**
 * Every problem of a P&L sheet, each naming its row and column, and the months it holds when there is none. Checks:
 * required cells, text in a number cell, negative revenue or statistics, rooms sold above rooms available, totals that
 * do not add up, a hotel that is unknown or not the importer's, a month given twice, a gap in a hotel's months.
 */
export function validatePnlRows(rows: RawRow[], context: ImportContext): { issues: Issue[]; months: PnlRow[] } {
  const issues: Issue[] = []
  const months: PnlRow[] = []
  const seen = new Map<string, number>()
  for (const { row, cells } of rows) {
    const add = (column: string, message: string) => issues.push({ row, column, message })
    const before = issues.length
    const hotelText = (cells[keyColumns.hotel] ?? '').trim()
    const hotelId = hotelText ? context.hotelsByKey.get(hotelText) : undefined
    if (!hotelText) add(keyColumns.hotel, '必填：请填写酒店名称或酒店编号')
    else if (hotelId === 'ambiguous') add(keyColumns.hotel, `有多家酒店名为“${hotelText}”，请改填酒店编号`)
    else if (!hotelId) add(keyColumns.hotel, `找不到酒店“${hotelText}”，或您无权导入该酒店的数据`)
    const monthText = (cells[keyColumns.month] ?? '').trim()
    const month = readMonth(monthText)
    if (!monthText) add(keyColumns.month, '缺少月份：请填写如 2026-03')
    else if (!month) add(keyColumns.month, `月份“${monthText}”无法识别，请填写如 2026-03`)
    const kindText = (cells[keyColumns.kind] ?? '').trim() || kindLabels.actual
    const kind = (Object.keys(kindLabels) as PnlKind[]).find((k) => kindLabels[k] === kindText || k === kindText)
    if (!kind) add(keyColumns.kind, `类型只能是“实际”或“预算”，现为“${kindText}”`)

    const pnl = {} as Pnl
    for (const line of pnlLineKeys) {
      const label = pnlLines[line]
      const read = readNumber(cells[label] ?? '')
      if ('bad' in read) add(label, `应为数字，现为“${cells[label]}”`)
      else if ('empty' in read) {
        if (!optionalLines.includes(line)) add(label, '必填：请填写数字（没有发生额请填 0）')
        pnl[line] = 0
      } else pnl[line] = read.value
    }
    const numbersOk = issues.length === before || !issues.slice(before).some((i) => i.column in reverseLabels)
    if (numbersOk) {
      for (const line of [...revenueLines, 'total_revenue', 'rooms_available', 'rooms_sold', 'covers'] as PnlLine[]) {
        if (pnl[line] < 0) add(pnlLines[line], `不能为负数，现为 ${pnl[line]}`)
      }
      if (pnl.rooms_sold > pnl.rooms_available) {
        add(pnlLines.rooms_sold, `已售房晚 ${pnl.rooms_sold} 超过可售房晚 ${pnl.rooms_available}`)
      }
      for (const m of totalMismatches(pnl)) {
        add(pnlLines[m.line], `合计不符：表中为 ${fmt(m.stated)}，各项计算为 ${fmt(m.computed)}`)
      }
    }
    if (hotelId && hotelId !== 'ambiguous' && month && kind) {
      const key = `${hotelId}|${kind}|${month}`
      const first = seen.get(key)
      if (first !== undefined) add(keyColumns.month, `月份重复：与第 ${first} 行是同一酒店、同一类型的 ${month}`)
      else seen.set(key, row)
      if (issues.length === before) months.push({ row, hotel_id: hotelId, kind, month, pnl })
    }
  }
  issues.push(...monthGaps(months))
  return { issues: issues.sort((a, b) => a.row - b.row), months }
}

const reverseLabels = Object.fromEntries(pnlLineKeys.map((k) => [pnlLines[k], k]))
const fmt = (n: number) => n.toLocaleString('en-US', { maximumFractionDigits: 2 })

/** Within one hotel and kind the months must run without a gap: a missing month is named at the row after it. */
function monthGaps(months: PnlRow[]): Issue[] {
  const groups = new Map<string, PnlRow[]>()
  for (const m of months) {
    const key = `${m.hotel_id}|${m.kind}`
    groups.set(key, [...(groups.get(key) ?? []), m])
  }
  const issues: Issue[] = []
  for (const list of groups.values()) {
    const sorted = [...list].sort((a, b) => a.month.localeCompare(b.month))
    for (let i = 1; i < sorted.length; i++) {
      const prev = sorted[i - 1] as PnlRow
      const cur = sorted[i] as PnlRow
      if (cur.month !== prev.month && cur.month !== nextMonth(prev.month)) {
        issues.push({
          row: cur.row,
          column: keyColumns.month,
          message: `缺少月份：${nextMonth(prev.month)} 至 ${cur.month} 之间的月份没有数据，同一酒店的月份须连续`,
        })
      }
    }
  }
  return issues
}
