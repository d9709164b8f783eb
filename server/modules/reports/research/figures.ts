import { type BenchmarkSelector, benchmarkFigure, benchmarkRow } from '#common/benchmarks/benchmarks'
import type { BenchmarkRow } from '#common/benchmarks/schema'
import type { Positioning } from '#common/intel'
import { shippedFacts } from '#server/modules/intel/facts/load'
import type { GroupFact } from '#server/modules/intel/facts/schema'
import type { GroupField, Num, ToolName } from './model.ts'

/** What a report prints where the source publishes no figure. */
export const NOT_PUBLISHED = '未公布'

const formats = [0, 1, 2].map(
  (digits) => new Intl.NumberFormat('zh-CN', { minimumFractionDigits: 0, maximumFractionDigits: digits }),
)

/** zh-CN grouping, at most `digits` decimals, no trailing zeros. */
export function fmt(value: number, digits: 0 | 1 | 2 = 2) {
  return (formats[digits] as Intl.NumberFormat).format(value === 0 ? 0 : value)
}

/** How a figure prints: decimals, a unit after it, and a factor (1e-4 for 元 → 万元, 100 for a share → %). */
export type Style = { digits?: 0 | 1 | 2; unit?: string; scale?: number }
const textOf = (value: number | null, style: Style) =>
  value == null ? NOT_PUBLISHED : `${fmt(value * (style.scale ?? 1), style.digits ?? 2)}${style.unit ?? ''}`

/** The row of a benchmark figure for a selection; throws when the table has none, so a report cannot go blank. */
export function rowOf(key: string, selector: BenchmarkSelector = {}): BenchmarkRow {
  const row = benchmarkRow(key, selector)
  if (!row) throw new Error(`基准表没有 ${key}（${JSON.stringify(selector)}）`)
  return row
}

/** One value of a benchmark row, with its source and as-of date. */
export function bench(
  key: string,
  selector: BenchmarkSelector = {},
  field: 'low' | 'typical' | 'high' = 'typical',
  style: Style = {},
): Num {
  const row = rowOf(key, selector)
  const value = row[field] ?? null
  return {
    kind: 'num',
    value,
    text: textOf(value, style),
    ref: { kind: 'benchmark', key, selector, field },
    source: row.source,
    asOf: row.asOf,
  }
}

/** Low, typical and high of one row, plus its as-of date as printed text. */
export function benchRange(key: string, selector: BenchmarkSelector = {}, style: Style = {}) {
  const row = rowOf(key, selector)
  return {
    low: bench(key, selector, 'low', style),
    typical: bench(key, selector, 'typical', style),
    high: bench(key, selector, 'high', style),
    asOf: row.asOf,
    row,
  }
}

export function figureLabel(key: string) {
  const figure = benchmarkFigure(key)
  if (!figure) throw new Error(`基准表没有指标 ${key}`)
  return figure
}

/** A published group figure (ranking or size) with the source it cites. */
export function groupNum(group: GroupFact, field: GroupField, style: Style = {}): Num {
  const facts = shippedFacts()
  const [scope, measure] = field.split('.') as ['ranking' | 'china' | 'world' | 'pipeline', string]
  const ref = { kind: 'group', slug: group.slug, field } as const
  if (scope === 'ranking') {
    const value = group.ranking?.rank ?? null
    return {
      kind: 'num',
      value,
      text: textOf(value, style),
      ref,
      source: facts.ranking.source,
      asOf: facts.ranking.asOf,
    }
  }
  const size = group[scope]
  const value = size ? ((size as unknown as Record<string, number | null>)[measure] ?? null) : null
  return {
    kind: 'num',
    value,
    text: textOf(value, style),
    ref,
    source: size?.source ?? null,
    asOf: size?.asOf ?? null,
  }
}

/** How many brands the platform's brand catalogue files under a group (and segment). */
export function brandCount(group: string, segment?: Positioning): Num {
  const value = shippedFacts().brands.filter((b) => b.group === group && (!segment || b.segment === segment)).length
  return {
    kind: 'num',
    value,
    text: fmt(value),
    ref: { kind: 'brand-count', group, ...(segment ? { segment } : {}) },
    source: null,
    asOf: null,
  }
}

/**
 * A calculator's input or result: `path` starts with `input.` or `result.` (e.g. `result.base.npv.management`), so
 * a test can run the calculator again on the same input and read the same place.
 */
export function toolNum(tool: ToolName, input: object, result: unknown, path: string, style: Style = {}): Num {
  const value = valueAt({ input, result }, path)
  if (typeof value !== 'number' && value !== null) throw new Error(`${tool} 结果中没有数值 ${path}`)
  return {
    kind: 'num',
    value,
    text: textOf(value, style),
    ref: { kind: 'tool', tool, input, path },
    source: null,
    asOf: null,
  }
}

/** `toolNum` bound to one run of a calculator: `n(path, style)` reads that run's input or result. */
export const toolNums =
  (tool: ToolName, input: object, result: unknown) =>
  (path: string, style: Style = {}) =>
    toolNum(tool, input, result, path, style)

export function valueAt(value: unknown, path: string): unknown {
  return path
    .split('.')
    .reduce<unknown>((at, part) => (at == null ? undefined : (at as Record<string, unknown>)[part]), value)
}
