import type { ProposalView } from '#common/data-desk'
import type { Db } from '#server/db/database'
import { AppError } from '#server/errors'
import type { SheetColumn, SheetRow } from './excel.ts'
import { sheetColumns } from './excel.ts'
import { sourceKindFromText } from './excel-labels.ts'
import { targetOf } from './live.ts'
import { checkedSource, checkedValue, propose } from './proposals.ts'

type Issue = { row: number; column: string; message: string }

/** The field of a refusal (source.publisher, value.hotels) as the sheet's column header. */
function columnOf(field: string) {
  const last = field.split('.').pop() as SheetColumn
  return sheetColumns[last] ?? field
}

function numberOf(text: string | undefined) {
  if (text == null || text.trim() === '') return null
  const n = Number(text.replace(/,/g, ''))
  return Number.isFinite(n) ? n : Number.NaN
}

/** One row as a proposal body, or the problems that keep it from being one. */
function rowBody(row: SheetRow): {
  body?: { figure: string; value: unknown; source: unknown; note?: string }
  issues: Issue[]
} {
  const c = row.cells
  const issues: Issue[] = []
  const figure = c.figure?.trim() ?? ''
  const target = targetOf(figure)
  if (!target)
    return {
      issues: [
        { row: row.row, column: sheetColumns.figure, message: figure ? `没有这项数据：${figure}` : '请填写数据编号' },
      ],
    }
  const nums: Partial<Record<SheetColumn, number | null>> = {}
  for (const col of ['hotels', 'rooms', 'value', 'low', 'typical', 'high'] as const) {
    const n = numberOf(c[col])
    if (Number.isNaN(n)) issues.push({ row: row.row, column: sheetColumns[col], message: '应为数字' })
    nums[col] = n
  }
  const value =
    target.kind === 'brand_size' || target.kind === 'group_size'
      ? { hotels: nums.hotels ?? null, rooms: nums.rooms ?? null }
      : target.kind === 'benchmark'
        ? { low: nums.low ?? null, typical: nums.typical, high: nums.high ?? null }
        : { value: nums.value }
  const kind = c.kind ? (sourceKindFromText(c.kind) ?? c.kind) : ''
  const source = {
    kind,
    publisher: c.publisher ?? '',
    title: c.title ?? '',
    url: c.url || null,
    published: c.published ?? '',
    period: c.period ?? '',
    quote: c.quote ?? '',
  }
  for (const check of [() => checkedSource(source), () => checkedValue(figure, value)]) {
    try {
      check()
    } catch (error) {
      if (!(error instanceof AppError)) throw error
      const fields = error.fields ?? { '': error.message }
      for (const [field, message] of Object.entries(fields))
        issues.push({ row: row.row, column: columnOf(field), message })
    }
  }
  return { body: { figure, value, source, ...(c.note ? { note: c.note } : {}) }, issues }
}

/**
 * Checks every row first; when any row has a problem nothing is proposed and every problem is answered with its row
 * and column. Otherwise each row becomes a proposal, pending review like one made on the screen.
 */
export async function importProposals(db: Db, actor: { id: string }, rows: SheetRow[], at: string) {
  const checked = rows.map(rowBody)
  const issues = checked.flatMap((r) => r.issues)
  if (issues.length > 0) return { created: 0, issues, proposals: [] as ProposalView[] }
  const proposals: ProposalView[] = []
  for (const r of checked) if (r.body) proposals.push(await propose(db, actor, r.body, at))
  return { created: proposals.length, issues, proposals }
}
