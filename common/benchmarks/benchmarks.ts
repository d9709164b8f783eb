import { inForce } from '../in-force.ts'
import type { CityTier, Positioning } from '../intel.ts'
import development from './data/development.json' with { type: 'json' }
import fees from './data/fees.json' with { type: 'json' }
import finance from './data/finance.json' with { type: 'json' }
import operations from './data/operations.json' with { type: 'json' }
import tax from './data/tax.json' with { type: 'json' }
import {
  type BenchmarkFigure,
  type BenchmarkRow,
  type BenchmarkSource,
  benchmarkFileSchema,
  type LiveBenchmarkRow,
} from './schema.ts'

export type BenchmarkTable = {
  figures: Map<string, BenchmarkFigure>
  sources: Map<string, BenchmarkSource>
}

/**
 * Checks every file against the schema and the references between them (a row's source exists, a key and a source
 * id are defined once). Throws one message naming the file, the row and the field of each problem.
 */
export function loadBenchmarks(files: Record<string, unknown>): BenchmarkTable {
  const problems: string[] = []
  const figures = new Map<string, BenchmarkFigure>()
  const sources = new Map<string, BenchmarkSource>()
  const rowsToCheck: { file: string; at: string; row: BenchmarkRow }[] = []

  for (const [file, json] of Object.entries(files)) {
    const parsed = benchmarkFileSchema.safeParse(json)
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        problems.push(`${file}: ${describePath(json, issue.path)}: ${issue.message}`)
      continue
    }
    for (const source of parsed.data.sources) {
      if (sources.has(source.id)) problems.push(`${file}: 来源 ${source.id} 重复定义`)
      sources.set(source.id, source)
    }
    parsed.data.figures.forEach((figure, i) => {
      if (figures.has(figure.key)) problems.push(`${file}: figures[${i}] (${figure.key}): 指标键重复定义`)
      figures.set(figure.key, figure)
      figure.rows.forEach((row, j) => {
        rowsToCheck.push({ file, at: `figures[${i}] (${figure.key}) rows[${j}]`, row })
      })
    })
  }
  for (const { file, at, row } of rowsToCheck) {
    if (!sources.has(row.source)) problems.push(`${file}: ${at}.source: 未定义的来源 ${row.source}`)
  }
  if (problems.length > 0) throw new Error(`基准数据有误：\n${problems.join('\n')}`)
  return { figures, sources }
}

/** figures[3].rows[2].asOf, with the figure's key added so a reader finds the row in a long file. */
function describePath(json: unknown, path: PropertyKey[]): string {
  const parts = path.map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`)).join('')
  const [first, index] = path
  if (first === 'figures' && typeof index === 'number') {
    const key = (json as { figures?: { key?: unknown }[] })?.figures?.[index]?.key
    if (typeof key === 'string') return `${parts.slice(1)} (${key})`
  }
  return parts.slice(1) || '(整个文件)'
}

export const benchmarks: BenchmarkTable = loadBenchmarks({
  'common/benchmarks/data/development.json': development,
  'common/benchmarks/data/operations.json': operations,
  'common/benchmarks/data/fees.json': fees,
  'common/benchmarks/data/finance.json': finance,
  'common/benchmarks/data/tax.json': tax,
})

export type BenchmarkSelector = { segment?: Positioning; tier?: CityTier; variant?: string }

/**
 * The table the readers below use: the shipped one, or another for the length of `withBenchmarks` (the server
 * renders its computed content pages with the research desk's live table, ADR 045).
 */
const tableInForce = inForce(() => benchmarks)
export const benchmarksInForce = tableInForce.get

/** Runs `render` (synchronous) with `table` as the table in force. */
export const withBenchmarks = <T>(table: BenchmarkTable, render: () => T): T => tableInForce.with(table, render)

export function benchmarkFigure(key: string): BenchmarkFigure | undefined {
  return benchmarksInForce().figures.get(key)
}

/**
 * The row that fits a selection best: a row is a candidate when each dimension it names matches the selection;
 * among candidates the one naming the most dimensions wins (a segment × tier row before a segment-only row before
 * a national one).
 */
export function benchmarkRow(key: string, selector: BenchmarkSelector = {}): BenchmarkRow | undefined {
  return rowIn(benchmarksInForce(), key, selector)
}

export function rowIn(table: BenchmarkTable, key: string, selector: BenchmarkSelector): BenchmarkRow | undefined {
  const figure = table.figures.get(key)
  if (!figure) return undefined
  let best: BenchmarkRow | undefined
  let bestScore = -1
  for (const row of figure.rows) {
    if (row.segment && row.segment !== selector.segment) continue
    if (row.tier && row.tier !== selector.tier) continue
    if (row.variant && row.variant !== selector.variant) continue
    if (!row.variant && selector.variant && figure.rows.some((r) => r.variant === selector.variant)) continue
    const score = (row.segment ? 4 : 0) + (row.tier ? 2 : 0) + (row.variant ? 1 : 0)
    if (score > bestScore) {
      best = row
      bestScore = score
    }
  }
  return best
}

/**
 * The typical value a calculator takes as its default. Throws when the table has none, so a missing figure fails
 * the test that walks every calculator's defaults rather than showing a silent zero.
 */
export function benchmarkValue(key: string, selector: BenchmarkSelector = {}): number {
  const row = benchmarkRow(key, selector)
  if (row?.typical == null) {
    throw new Error(`基准表缺少 ${key}（${JSON.stringify(selector)}）的典型值`)
  }
  return row.typical
}

export function benchmarkSource(id: string): BenchmarkSource | undefined {
  return benchmarksInForce().sources.get(id)
}

/** "HVS《…》（2024）" — how a figure's source is cited next to it. */
export function citeSource(source: BenchmarkSource): string {
  return `${source.publisher}《${source.title}》（${source.year}）`
}

/** "典型 650 元（250–900），来源…，截至 2024" for tooltips and field help. */
export function describeRow(figure: BenchmarkFigure, row: BenchmarkRow): string {
  const source = benchmarksInForce().sources.get(row.source)
  const unit = figure.unit
  const value = row.typical == null ? '暂无公开数据' : `典型 ${fmt(row.typical)}${unit}`
  const range = row.low != null && row.high != null ? `（${fmt(row.low)}–${fmt(row.high)}${unit}）` : ''
  if (row.typical == null) return `${value}（截至 ${row.asOf}）`
  const cite = source ? (source.kind === 'assumption' ? '测算假设' : `来源：${citeSource(source)}`) : ''
  const caveat = row.caveat ? `（${row.caveat}）` : ''
  return `${value}${range}${caveat}；${cite}，截至 ${row.asOf}`
}

function fmt(n: number) {
  return n.toLocaleString('zh-CN', { maximumFractionDigits: 2 })
}

/**
 * Puts the research desk's approved rows in place of the shipped ones in this process's table, so every
 * default and help line read through benchmarkValue/benchmarkRow uses the live figure. A row the table does not
 * have is ignored (the desk only changes existing rows). Returns how many rows were replaced.
 */
export function applyLiveBenchmarks(rows: LiveBenchmarkRow[], table: BenchmarkTable = benchmarks): number {
  let replaced = 0
  for (const live of rows) {
    const figure = table.figures.get(live.key)
    if (!figure) continue
    const index = figure.rows.findIndex(
      (r) =>
        (r.segment ?? null) === live.segment && (r.tier ?? null) === live.tier && (r.variant ?? null) === live.variant,
    )
    const row = figure.rows[index]
    if (!row) continue
    const { url, note, ...source } = live.source
    table.sources.set(source.id, { ...source, ...(url ? { url } : {}), ...(note ? { note } : {}) })
    figure.rows[index] = {
      ...row,
      low: live.low,
      typical: live.typical,
      high: live.high,
      asOf: live.as_of,
      source: source.id,
    }
    replaced += 1
  }
  return replaced
}
