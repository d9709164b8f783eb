import type { RichNode } from '#common/content'

/**
 * A deliverable document as data (ADR 062): the firm's studies and reviews are built as chapters of blocks, and
 * the same value is rendered to a Word file (docx.ts) and to a PDF (pdf.ts). Figures arrive here already formatted
 * as text; where a figure came from is said by the block's `source` line and by the closing `sources` block.
 *
 * The research reports (../research/model.ts) keep their own richer layer, in which every figure is a `Num`
 * remembering its benchmark row; such a figure prints as its text here, with its source in the block's source line.
 */

/** Where a figure came from. A null source (see `SourcedItem`) is printed as 测算假设. */
export type SourceRef = { title: string; publisher?: string; url?: string; asOf?: string }

export type DocColumn = {
  label: string
  /** Relative width (default 1). */
  weight?: number
  align?: 'left' | 'right'
}

export type ChartSeries = {
  name: string
  /** One value per category; null leaves a gap (a month without data). */
  values: (number | null)[]
}

export type DocTable = {
  kind: 'table'
  title: string
  columns: DocColumn[]
  /** Cells as printed, one string per column. */
  rows: string[][]
  note?: string
  /** The 资料来源 line printed under the table. */
  source?: string
}

export type DocChart = {
  kind: 'chart'
  chart: 'bar' | 'line'
  title: string
  /** Printed with the title: （单位：unit）. */
  unit: string
  categories: string[]
  series: ChartSeries[]
  note?: string
  source?: string
}

export type SourcedItem = { label: string; source: SourceRef | null }

export type DocBlock =
  | { kind: 'para'; text: string }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: string[] }
  | DocTable
  | DocChart
  /** The consultant's own text: the block editor's document tree (common/content.ts, ADR 030). */
  | { kind: 'richText'; nodes: RichNode[] }
  /** A numbered list of sources; an item whose source is null is marked 测算假设. */
  | { kind: 'sources'; items: SourcedItem[] }

export type Chapter = { heading: string; blocks: DocBlock[] }

export type DeliverableDoc = {
  title: string
  subtitle: string
  /** The firm's name (common/site.ts `firmName`), printed on the cover and in every page header. */
  author: string
  /** As printed on the cover, e.g. 2026 年 11 月. */
  date: string
  /** Who the document is prepared for, printed on the cover (e.g. the owner organization) with 仅供委托方内部使用. */
  preparedFor?: string
  /** The engagement it belongs to, printed on the cover under the client (e.g. the consulting project's name). */
  project?: string
  /** A short paragraph on the cover under the subtitle. */
  summary?: string
  chapters: Chapter[]
}

/** 测算假设: how a figure without a published source is labelled everywhere. */
export const ASSUMPTION_LABEL = '测算假设'

/** A source as one line of the sources list: 《title》，publisher，asOf，url. */
export function sourceText(source: SourceRef | null) {
  if (!source) return ASSUMPTION_LABEL
  return [`《${source.title}》`, source.publisher, source.asOf ? `截至 ${source.asOf}` : undefined, source.url]
    .filter(Boolean)
    .join('，')
}

/** Chinese chapter numerals as the headings print them: 一、二、… */
const numerals = ['一', '二', '三', '四', '五', '六', '七', '八', '九', '十']

export function chapterNumeral(index: number): string {
  const n = index + 1
  if (n <= 10) return numerals[n - 1] as string
  if (n < 20) return `十${numerals[n - 11]}`
  const tens = numerals[Math.floor(n / 10) - 1] as string
  return n % 10 === 0 ? `${tens}十` : `${tens}十${numerals[(n % 10) - 1]}`
}

/** The chapter heading as printed: 一、摘要与结论. */
export const chapterTitle = (chapter: Chapter, index: number) => `${chapterNumeral(index)}、${chapter.heading}`

/** Plain text of a rich-text tree (for font subsetting and text checks). */
export function richPlainText(nodes: RichNode[]): string {
  return nodes
    .map((n) =>
      n.type === 'paragraph' ? n.spans.map((s) => s.text).join('') : n.type === 'list' ? n.items.join('\n') : n.text,
    )
    .join('\n')
}

/** Every string the document prints (the renderers cut the CJK font to these characters). */
/** A table of at most this many rows is kept on one page, in Word and in the PDF; a longer one keeps its header
 * with its first two rows. */
export const SHORT_TABLE_ROWS = 15

/** Printed on the cover of a document prepared for a client (CONTENT.md, a deliverable). */
export const CLIENT_ONLY = '仅供委托方内部使用'

/** A line at the foot of the cover; `notice` stands out (red, bold), `quiet` recedes (grey). */
export type CoverLine = { text: string; emphasis?: 'notice' | 'quiet' }

/** The cover's closing lines, as both renderers print them: the client, the engagement, the firm, the date, and
 * who may read it. */
export function coverLines(doc: DeliverableDoc): CoverLine[] {
  return [
    ...(doc.preparedFor ? [{ text: `委托方：${doc.preparedFor}` }] : []),
    ...(doc.project ? [{ text: `项目：${doc.project}` }] : []),
    { text: `编制单位：${doc.author}` },
    { text: `日期：${doc.date}`, emphasis: 'quiet' as const },
    ...(doc.preparedFor ? [{ text: CLIENT_ONLY, emphasis: 'notice' as const }] : []),
  ]
}

export function documentText(doc: DeliverableDoc): string {
  const parts: string[] = [doc.title, doc.subtitle, doc.summary ?? '', ...coverLines(doc).map((line) => line.text)]
  doc.chapters.forEach((chapter, i) => {
    parts.push(chapterTitle(chapter, i))
    for (const b of chapter.blocks) {
      if (b.kind === 'para' || b.kind === 'subheading') parts.push(b.text)
      else if (b.kind === 'bullets') parts.push(...b.items)
      else if (b.kind === 'table')
        parts.push(b.title, ...b.columns.map((c) => c.label), ...b.rows.flat(), b.note ?? '', b.source ?? '')
      else if (b.kind === 'chart')
        parts.push(b.title, b.unit, ...b.categories, ...b.series.map((s) => s.name), b.note ?? '', b.source ?? '')
      else if (b.kind === 'richText') parts.push(richPlainText(b.nodes))
      else parts.push(...b.items.map((it) => `${it.label}${sourceText(it.source)}`))
    }
  })
  return parts.join('\n')
}
