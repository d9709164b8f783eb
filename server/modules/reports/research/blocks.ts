import type { BenchmarkSelector } from '#common/benchmarks/benchmarks'
import { type Positioning, positioningLabels, positionings } from '#common/intel'
import { bench, benchRange, figureLabel, type Style } from './figures.ts'
import { type Bar, type Block, type Cite, type Column, cols, type Inline } from './model.ts'

/** Building blocks the reports share: paragraphs, and a benchmark figure as a table or chart of its rows. */

export const p = (...parts: Inline[]): Block => ({ kind: 'para', parts })
export const sub = (text: string): Block => ({ kind: 'subheading', text })
export const bullets = (...items: Inline[][]): Block => ({ kind: 'bullets', items })
export const cite = (...sources: string[]): Cite => ({ kind: 'cite', sources })

export type RowSpec = { label: string; selector: BenchmarkSelector }

/** One row per segment, highest first: the one scale every report uses. */
export const segmentRows = (segments: readonly Positioning[] = positionings): RowSpec[] =>
  segments.map((segment) => ({ label: positioningLabels[segment], selector: { segment } }))

/** Rows of a figure's named variants (y1, y2 … or m01 … m12), labelled as the table labels them. */
export function variantRows(key: string, selector: BenchmarkSelector = {}): RowSpec[] {
  const variants = figureLabel(key).variants ?? {}
  return Object.entries(variants).map(([variant, label]) => ({ label, selector: { ...selector, variant } }))
}

const rangeColumns = (first: string): Column[] =>
  cols(
    [first, 2.2],
    ['下限', 1.2, 'right'],
    ['典型值', 1.2, 'right'],
    ['上限', 1.2, 'right'],
    ['来源', 0.8],
    ['截至', 1.1],
  )

/** A figure's low / typical / high for each row, with the source number and as-of date on every row. */
export function rangeTable(
  key: string,
  rows: RowSpec[],
  style: Style = {},
  options: { title?: string; first?: string; note?: string } = {},
): Block {
  const figure = figureLabel(key)
  return {
    kind: 'table',
    title: options.title ?? `${figure.label}（${figure.unit || '指数'}）`,
    columns: rangeColumns(options.first ?? '档次'),
    rows: rows.map(({ label, selector }) => {
      const r = benchRange(key, selector, style)
      return [label, r.low, r.typical, r.high, cite(r.row.source), r.asOf]
    }),
    note: [
      options.note ?? figure.definition,
      ...rows.flatMap(({ label, selector }) => {
        const note = benchRange(key, selector).row.note
        return note ? [`${label}：${note}`] : []
      }),
    ]
      .filter(Boolean)
      .join('；'),
  }
}

/** Several figures side by side, typical values only, one row per segment (or other selection). */
export function typicalTable(
  title: string,
  keys: { key: string; label: string }[],
  rows: RowSpec[],
  style: Style = {},
  note?: string,
): Block {
  return {
    kind: 'table',
    title,
    columns: [
      { label: '档次', weight: 1.6 },
      ...keys.map((k) => ({ label: k.label, weight: 1.5, align: 'right' as const })),
      { label: '来源', weight: 1.1 },
    ],
    rows: rows.map(({ label, selector }) => {
      const nums = keys.map((k) => bench(k.key, selector, 'typical', style))
      const sources = [...new Set(nums.map((n) => n.source).filter((s): s is string => s !== null))]
      return [label, ...nums, cite(...sources)]
    }),
    ...(note ? { note } : {}),
  }
}

/** A bar per row at the typical value, with the published range as a band. */
export function rangeChart(key: string, rows: RowSpec[], style: Style = {}, title?: string): Block {
  const figure = figureLabel(key)
  const bars: Bar[] = rows.map(({ label, selector }) => {
    const r = benchRange(key, selector, style)
    return { label, value: r.typical, low: r.low, high: r.high }
  })
  return { kind: 'chart', title: title ?? `${figure.label}：典型值与区间`, unit: figure.unit || '指数', bars }
}
