import {
  type BenchmarkSelector,
  benchmarkFigure,
  benchmarkRow,
  benchmarkSource,
  citeSource,
  describeRow,
} from '#common/benchmarks/benchmarks'
import { isStale, maxAgeOf } from '#common/data-desk'
import { positioningLabels } from '#common/intel'

/** The field help under an input: the benchmark's typical value and range for the chosen case, with its source. */
export function benchmarkHint(key: string, selector: BenchmarkSelector = {}): string | undefined {
  const figure = benchmarkFigure(key)
  const row = benchmarkRow(key, selector)
  if (!figure || !row) return undefined
  const scope = row.segment ? `${positioningLabels[row.segment]}` : ''
  const older = rowIsStale(key, row.source, row.asOf) ? `；较旧（截至 ${row.asOf}，已超过此类数据的有效期）` : ''
  return `${scope}${describeRow(figure, row)}${older}`
}

/** Older than its kind may be (common/data-desk.ts): the help line says 较旧 with the date. */
export function rowIsStale(key: string, sourceId: string, asOf: string, today = new Date().toISOString().slice(0, 10)) {
  const source = benchmarkSource(sourceId)
  if (!source || source.kind === 'assumption') return false
  return isStale(asOf, maxAgeOf('benchmark', source.kind, key), today)
}

export type UsedSource = { key: string; label: string; citation: string; asOf: string; assumption: boolean }

/** The sources behind a tool's defaults for one case, one line per figure, for the 数据来源 list under the tool. */
export function usedSources(keys: { key: string; selector?: BenchmarkSelector }[]): UsedSource[] {
  const out: UsedSource[] = []
  for (const { key, selector } of keys) {
    const figure = benchmarkFigure(key)
    const row = benchmarkRow(key, selector)
    const source = row && benchmarkSource(row.source)
    if (!figure || !row || !source) continue
    out.push({
      key: `${key}:${JSON.stringify(selector ?? {})}`,
      label: figure.label,
      citation:
        (source.kind === 'assumption' ? `测算假设：${source.note ?? source.title}` : citeSource(source)) +
        (row.caveat ? `（${row.caveat}）` : ''),
      asOf: row.asOf,
      assumption: source.kind === 'assumption',
    })
  }
  return out
}
