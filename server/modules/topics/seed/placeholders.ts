import {
  type BenchmarkSelector,
  benchmarkRow,
  benchmarkSource,
  benchmarksInForce,
  citeSource,
} from '#common/benchmarks/benchmarks'
import { factsInForce } from '#server/modules/intel/facts/load'

/**
 * Values inside the text of a content page (ADR 036, "Inline values"): `{{benchmark:<key>}}`, `{{cite:<key>}}`,
 * `{{source:<id>}}`, or a figure of the page's code, `{{<name>.<field>}}` with an optional format. Resolved when the
 * seed loads; anything else between `{{` and `}}` stops the seed with the file and line.
 */

/** The figures a code page hands to its file: named values, or objects and arrays of them. */
export type Figures = { readonly [name: string]: unknown }

/** How a table figure is cited in running text: the publisher and title with year, or 测算假设 with the as-of date. */
export function cite(key: string, selector: BenchmarkSelector = {}) {
  const row = benchmarkRow(key, selector)
  const source = row ? benchmarkSource(row.source) : undefined
  if (!row || !source) throw new Error(`no source for ${key}`)
  return source.kind === 'assumption'
    ? `本站测算假设，数据时点${row.asOf}`
    : `${citeSource(source)}，数据截至${row.asOf}`
}

/** "发布方《标题》（年份）" for a source of the benchmark table or of the shipped group facts. */
export function sourceTitle(id: string): string {
  const source = benchmarksInForce().sources.get(id) ?? factsInForce().sources.get(id)
  if (!source) throw new Error(`未定义的来源 ${id}`)
  return `${source.publisher}《${source.title}》（${source.year}）`
}

const formats: Record<string, (value: number, digits: number) => string> = {
  /** Grouped with commas, at most `digits` decimals: 12,345.6 */
  num: (value, digits) => value.toLocaleString('en-US', { maximumFractionDigits: digits }),
  /** A ratio as a percentage with exactly `digits` decimals: 0.1234 → 12.3 */
  pct: (value, digits) => (value * 100).toFixed(digits),
  /** Exactly `digits` decimals: 1.20 */
  fixed: (value, digits) => value.toFixed(digits),
  /** Grouped with commas, exactly `digits` decimals: 12,345.60 */
  grouped: (value, digits) =>
    value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits }),
  /** Rounded to a whole number, grouped with commas: 12,346 */
  int: (value) => Math.round(value).toLocaleString('en-US'),
}

const placeholder = /\{\{([^{}]*)\}\}/g
const selectorKeys = new Set(['segment', 'tier', 'variant'])

export class PlaceholderProblem extends Error {}

/** Every `{{…}}` of a file with the first line it is on, and the lines where a `{{` or `}}` is left unpaired. */
export function placeholderLines(source: string): { found: Map<string, number>; unpaired: number[] } {
  const found = new Map<string, number>()
  const unpaired: number[] = []
  source.split(/\r\n?|\n/).forEach((text, i) => {
    for (const m of text.matchAll(placeholder)) if (!found.has(m[0])) found.set(m[0], i + 1)
    const rest = text.replace(placeholder, '')
    if (rest.includes('{{') || rest.includes('}}')) unpaired.push(i + 1)
  })
  return { found, unpaired }
}

/** The text of one placeholder (without braces) as a value; throws PlaceholderProblem saying what is wrong. */
export function placeholderValue(inner: string, figures: Figures | undefined): string | number {
  const [ref = '', ...args] = inner.trim().split(/\s+/)
  const colon = ref.indexOf(':')
  const kind = colon > 0 ? ref.slice(0, colon) : undefined
  const name = colon > 0 ? ref.slice(colon + 1) : ref
  if (kind === 'benchmark' || kind === 'cite') {
    const selector = selectorOf(args)
    const row = benchmarkRow(name, selector)
    if (!row) throw new PlaceholderProblem(`基准表没有 ${name}${args.length ? `（${args.join(' ')}）` : ''}`)
    if (kind === 'cite') return cite(name, selector)
    if (row.typical == null) throw new PlaceholderProblem(`基准表的 ${name} 没有典型值`)
    return row.typical
  }
  if (kind === 'source') {
    if (args.length > 0) throw new PlaceholderProblem('source: 后面不带参数')
    if (!benchmarksInForce().sources.has(name) && !factsInForce().sources.has(name))
      throw new PlaceholderProblem(`没有 id 为 ${name} 的来源`)
    return sourceTitle(name)
  }
  if (kind !== undefined) throw new PlaceholderProblem(`不认识的占位符种类 ${kind}:（可用 benchmark:、cite:、source:）`)
  if (!figures) throw new PlaceholderProblem(`${name} 不是基准表或来源，而本页没有代码给出的数值（code-pages.ts）`)
  const value = name.split('.').reduce<unknown>((at, step) => (isObject(at) ? at[step] : undefined), figures)
  if (typeof value !== 'number' && typeof value !== 'string') throw new PlaceholderProblem(`代码没有给出数值 ${name}`)
  if (args.length === 0) return value
  const [format = '', digitsText, ...extra] = (args[0] ?? '').split(':')
  const apply = formats[format]
  const digits = Number(digitsText)
  if (!apply || args.length > 1 || extra.length > 0 || (format === 'int') !== (digitsText === undefined))
    throw new PlaceholderProblem(`格式 ${args.join(' ')} 无效（可用 num:N、pct:N、fixed:N、grouped:N、int）`)
  if (digitsText !== undefined && !/^\d$/.test(digitsText))
    throw new PlaceholderProblem(`格式 ${args[0]} 的小数位应为 0–9`)
  if (typeof value !== 'number') throw new PlaceholderProblem(`${name} 不是数字，不能按 ${args[0]} 格式化`)
  return apply(value, digits)
}

function selectorOf(args: string[]): BenchmarkSelector {
  const selector: Record<string, string> = {}
  for (const arg of args) {
    const [key = '', value, ...rest] = arg.split('=')
    if (!selectorKeys.has(key) || !value || rest.length > 0)
      throw new PlaceholderProblem(`选择条件 ${arg} 无效（可用 segment=、tier=、variant=）`)
    selector[key] = value
  }
  return selector
}

/**
 * A text with its placeholders replaced. A text that is exactly one placeholder keeps a number as a number when
 * `keepNumber` is set (a table cell); everywhere else values become text.
 */
export function resolveText(text: string, figures: Figures | undefined, keepNumber = false): string | number {
  const whole = /^\{\{([^{}]*)\}\}$/.exec(text)
  if (whole && keepNumber) return placeholderValue(whole[1] ?? '', figures)
  return text.replace(placeholder, (_, inner: string) => String(placeholderValue(inner, figures)))
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}
