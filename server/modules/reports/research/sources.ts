import { applets } from '#common/applets/registry'
import { benchmarks } from '#common/benchmarks/benchmarks'
import { type BenchmarkSource, sourceKindLabels } from '#common/benchmarks/schema'
import { shippedFacts } from '#server/modules/intel/facts/load'
import type { Num, ResearchReport, ToolName } from './model.ts'
import { inlinesOf } from './model.ts'

/** A source of the benchmark table or of the published facts, by id. */
export function sourceById(id: string): BenchmarkSource {
  const source = benchmarks.sources.get(id) ?? shippedFacts().sources.get(id)
  if (!source) throw new Error(`未定义的来源 ${id}`)
  return source
}

/** "迈点研究院《…》（2025）", or the firm's assumption named as such. */
export function citation(source: BenchmarkSource) {
  const who = source.kind === 'assumption' ? `${source.publisher}测算假设` : source.publisher
  return `${who}《${source.title}》（${source.year}）`
}

/** The full entry of the sources section: citation, kind, where in the source (or the basis of an assumption), link. */
export function sourceEntry(source: BenchmarkSource) {
  const parts = [`${citation(source)}。类型：${sourceKindLabels[source.kind]}。`]
  if (source.note) parts.push(`${source.kind === 'assumption' ? '取值依据' : '说明'}：${source.note}。`)
  if (source.url) parts.push(`网址：${source.url}`)
  return parts.join('')
}

export const toolTitle = (tool: ToolName) => applets[tool].title

/** Numbers [1], [2] … for the sources of a report, in the order the report first cites them. */
export function sourceNumbers(report: ResearchReport): Map<string, number> {
  const numbers = new Map<string, number>()
  for (const part of inlinesOf(report)) {
    if (typeof part === 'string') continue
    for (const id of part.kind === 'num' ? (part.source ? [part.source] : []) : part.sources) {
      if (!numbers.has(id)) numbers.set(id, numbers.size + 1)
    }
  }
  return numbers
}

/** The 资料来源 line under a table or chart: the sources of its figures and the tools that computed any of them. */
export function sourceLine(nums: Num[], numbers: Map<string, number>) {
  const ids = [...new Set(nums.map((n) => n.source).filter((s): s is string => s !== null))]
  const cited = ids
    .sort((a, b) => (numbers.get(a) ?? 0) - (numbers.get(b) ?? 0))
    .map((id) => `[${numbers.get(id)}] ${citation(sourceById(id))}`)
  const tools = [...new Set(nums.flatMap((n) => (n.ref.kind === 'tool' ? [n.ref.tool] : [])))]
  const parts: string[] = []
  if (cited.length > 0) parts.push(`资料来源：${cited.join('；')}`)
  if (tools.length > 0) parts.push(`测算：本平台「${tools.map(toolTitle).join('」「')}」工具，输入见表内`)
  if (nums.some((n) => n.ref.kind === 'brand-count')) parts.push('品牌数：本平台品牌库按集团与统一档次统计')
  return parts.join('。')
}
