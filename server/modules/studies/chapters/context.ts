/** What every chapter builder of the study uses: its blocks, number formats, citations and the appendix they fill. */
import { benchmarkRow, benchmarkSource } from '#common/benchmarks/benchmarks'
import type { CityTier } from '#common/intel'
import { site } from '#common/site'
import { type StudyChapterKey, studyChapterTitles, type TypedStudyContent } from '#common/study/api'
import type { Source, Sourced } from '#common/study/schemas'
import type { DocBlock, DocColumn } from '#server/modules/reports/document/model'
import type { Edition } from '../export.ts'

/** Blocks as the chapter builders write them: table columns as labels; `toDocBlock` sets widths and alignment. */
export type LooseBlock =
  | Exclude<DocBlock, { kind: 'table' }>
  | { kind: 'table'; title: string; columns: string[]; rows: string[][]; note?: string; source?: string }

export const wide = /酒店|项目|理由|来源|数据$|因素|品牌|费用|假设|指标|章节/

export function toDocBlock(block: LooseBlock): DocBlock {
  if (block.kind !== 'table') return block
  const numeric = (v: string) => /^[-—+]?[\d,.]+\s*(%|元|万元|间|年|倍)?$/.test(v.trim())
  const columns: DocColumn[] = block.columns.map((label, i) => {
    const cells = block.rows.map((r) => r[i] ?? '')
    const right = i > 0 && cells.length > 0 && cells.filter(numeric).length >= cells.length / 2
    // A column of short words (经营数据: 演示数据, 无) gives its room to the columns that wrap.
    const short = cells.length > 0 && cells.every((v) => v.length <= 4)
    return {
      label,
      weight: wide.test(label) && !right && !short ? 2 : 1,
      ...(right ? { align: 'right' as const } : {}),
    }
  })
  return { ...block, columns }
}

export const int = (v: number | null | undefined) =>
  v == null || !Number.isFinite(v) ? '—' : Math.round(v).toLocaleString('en-US')
export const dec = (v: number | null | undefined, d = 1) =>
  v == null || !Number.isFinite(v)
    ? '—'
    : v.toLocaleString('en-US', { minimumFractionDigits: d, maximumFractionDigits: d })
/** A 0–100 percentage. */
export const pct = (v: number | null | undefined, d = 1) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, d)}%`)
/** A ratio (0.65) as a percentage. */
export const ratioPct = (v: number | null | undefined, d = 1) =>
  v == null || !Number.isFinite(v) ? '—' : pct(v * 100, d)
export const yuan = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, 0)} 元`)
export const wan = (v: number | null | undefined) => (v == null || !Number.isFinite(v) ? '—' : `${dec(v, 0)} 万元`)

/** "来源：发布者《标题》（截至 …）", or 测算假设 when the value has no source. */
export function cite(source: Source | null | undefined) {
  if (!source) return '测算假设'
  const who = source.publisher ? `${source.publisher}《${source.title}》` : `《${source.title}》`
  return `${who}${source.asOf ? `（截至 ${source.asOf}）` : ''}`
}

/** The source of a benchmark figure's row, or null when the table marks it as the model's own assumption. */
export function benchmarkCite(key: string, selector: { segment?: string; tier?: string; variant?: string }) {
  const row = benchmarkRow(key, selector as never)
  const source = row ? benchmarkSource(row.source) : undefined
  if (!row || !source) return { source: null, asOf: null }
  if (source.kind === 'assumption') return { source: null, asOf: row.asOf }
  return {
    source: {
      title: source.title,
      publisher: source.publisher,
      asOf: row.asOf,
      ...(source.url ? { url: source.url } : {}),
    },
    asOf: row.asOf,
  }
}

/** One line of the appendix: a figure, its value, where it comes from and as of when. */
export type AppendixRow = {
  chapter: string
  figure: string
  value: string
  source: Source | null
  asOf?: string | null
}

export type Ctx = {
  c: TypedStudyContent
  edition: Edition
  appendix: AppendixRow[]
  /** Detail tables the appendix carries in full (the comp set's months), so that the chapters show their summary. */
  appendixTables: LooseBlock[]
  tier: CityTier
}

export const sourcedRow = (
  ctx: Ctx,
  chapter: StudyChapterKey,
  figure: string,
  s: Sourced<number>,
  format: (v: number) => string,
) => {
  ctx.appendix.push({ chapter: studyChapterTitles[chapter], figure, value: format(s.value), source: s.source })
  return [figure, format(s.value), cite(s.source)]
}

/** Model outputs may be ratios (0.68) or percentages (68): both print as 68.0%. */
export const asPct = (v: number) => (Math.abs(v) <= 1.5 ? v * 100 : v)
export const ratioOrPct = (v: number | null | undefined) => (v == null ? '—' : pct(asPct(v)))

/** The hotel database as a table's source, as of the study's computation. */
export const databaseSource = (c: Ctx['c']) => `${site.firmName}行业数据库，截至 ${c.computed_at.slice(0, 10)}`
