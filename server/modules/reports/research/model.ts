import type { BenchmarkSelector } from '#common/benchmarks/benchmarks'
import type { Positioning } from '#common/intel'

/**
 * A research report as data: sections of paragraphs, tables and bar charts whose every figure is a `Num` that
 * remembers where it came from (a benchmark row, a published group fact, or a calculator's result). The renderer
 * prints the source of each figure under its table or chart and lists every source at the end; the tests check
 * each `Num` against its origin, so no figure can be typed in.
 */

export type ToolName = 'budget' | 'fee-structures' | 'loan-sizing' | 'valuation' | 'staffing'

export type GroupField =
  | 'ranking.rank'
  | 'china.hotels'
  | 'china.rooms'
  | 'world.hotels'
  | 'world.rooms'
  | 'pipeline.hotels'
  | 'pipeline.rooms'

export type FigureRef =
  | { kind: 'benchmark'; key: string; selector: BenchmarkSelector; field: 'low' | 'typical' | 'high' }
  | { kind: 'group'; slug: string; field: GroupField }
  /** Brands the platform's brand catalogue files under a group (and a segment). */
  | { kind: 'brand-count'; group: string; segment?: Positioning }
  /** A value of a calculator's result, at `path` (dots, array indexes as numbers), for `input`. */
  | { kind: 'tool'; tool: ToolName; input: object; path: string }

export type Num = {
  kind: 'num'
  /** null when the source publishes no figure; printed as 未公布. */
  value: number | null
  text: string
  ref: FigureRef
  /** Id of the source in the benchmark table or the facts; null for a calculator's result. */
  source: string | null
  asOf: string | null
}

/** A source's number in the report's sources section, printed as [n]. */
export type Cite = { kind: 'cite'; sources: string[] }

export type Inline = string | Num | Cite

export type Column = { label: string /** Relative width (default 1). */; weight?: number; align?: 'left' | 'right' }

/** A column as [label, relative width] or [label, width, 'right'] for a column of figures. */
export type ColumnSpec = [label: string, weight: number, align?: 'right']

/** A table's columns written as data, one spec a column. */
export const cols = (...specs: ColumnSpec[]): Column[] =>
  specs.map(([label, weight, align]) => (align ? { label, weight, align } : { label, weight }))

export type Block =
  | { kind: 'para'; parts: Inline[] }
  | { kind: 'subheading'; text: string }
  | { kind: 'bullets'; items: Inline[][] }
  | { kind: 'table'; title: string; columns: Column[]; rows: Inline[][]; note?: string; source?: string }
  | { kind: 'chart'; title: string; unit: string; bars: Bar[]; note?: string }

export type Bar = { label: string; value: Num; low?: Num; high?: Num }

export type Section = { heading: string; blocks: Block[] }

export type ResearchReport = {
  id: string
  title: string
  subtitle: string
  topic: string
  year: number
  summary: string
  organizationIds: string[]
  sections: Section[]
}

/** Every figure and citation of a report, in document order. */
export function inlinesOf(report: ResearchReport): Inline[] {
  const out: Inline[] = []
  for (const section of report.sections) {
    for (const block of section.blocks) {
      if (block.kind === 'para') out.push(...block.parts)
      else if (block.kind === 'bullets') out.push(...block.items.flat())
      else if (block.kind === 'table') out.push(...block.rows.flat())
      else if (block.kind === 'chart')
        for (const bar of block.bars)
          out.push(bar.value, ...(bar.low ? [bar.low] : []), ...(bar.high ? [bar.high] : []))
    }
  }
  return out
}

export function numsOf(report: ResearchReport): Num[] {
  return inlinesOf(report).filter((p): p is Num => typeof p !== 'string' && p.kind === 'num')
}
