import type { AccessRule, Block, NodeKind, RichNode } from '#common/content'
import type { LifecycleStage } from '#common/content-labels'
import type { TopicKey } from '#common/topics'
import type { Figures } from './placeholders.ts'

/**
 * The seed's shapes, and a compact way to write the pages whose figures code computes (ADR 036). Topics and their
 * node trees are files in content/topics (topic-files.ts reads them); these helpers only keep the page code readable.
 */
export type SeedNode = {
  kind: NodeKind
  title: string
  summary: string
  target?: string
  access?: AccessRule
  public?: boolean
  children?: SeedNode[]
}

export type SeedPage = { path: string; title: string; summary: string; access?: AccessRule; blocks: Block[] }

/**
 * A page in code-pages.ts: either the whole page, or (no title) only the blocks code computes, which fill the
 * `::: computed` slots of content/pages/<path>.md in order, and the figures its `{{name.field}}` placeholders print; the
 * file gives the title, summary, access and the text.
 */
export type CodePage = SeedPage | { path: string; figures?: Figures; blocks: Block[] }

export type SeedTopic = {
  key: TopicKey
  title: string
  stage: LifecycleStage
  icon: string
  summary: string
  audience: string[]
  nodes: SeedNode[]
  pages: SeedPage[]
}

export const INDICATIVE = '典型区间与经验值，来源：行业公开资料与项目经验整理，仅供参考，具体以项目测算为准。'

// ----- blocks -----
export const p = (text: string): RichNode => ({ type: 'paragraph', spans: [{ text }] })
export const ul = (...items: string[]): RichNode => ({ type: 'list', items })
export const ol = (...items: string[]): RichNode => ({ type: 'list', ordered: true, items })
export const note = (text: string): RichNode => ({ type: 'note', text })
export const rich = (title: string | undefined, ...content: RichNode[]): Block => ({
  type: 'rich_text',
  ...(title ? { title } : {}),
  content,
})

/** A table from column titles and row arrays; right-aligns columns whose title ends with a unit in brackets. */
export function table(title: string, columns: string[], rows: (string | number)[][], note?: string): Block {
  const cols = columns.map((t, i) => ({
    key: `c${i}`,
    title: t,
    ...(i > 0 && /[（(].*[)）]$/.test(t) ? { align: 'right' as const } : {}),
  }))
  return {
    type: 'table',
    title,
    columns: cols,
    rows: rows.map((r) => Object.fromEntries(r.map((v, i) => [`c${i}`, v]))),
    ...(note ? { note } : {}),
  }
}

export function chart(
  title: string,
  kind: 'bar' | 'line' | 'pie',
  categories: string[],
  series: Record<string, number[]>,
  unit?: string,
  chartNote = INDICATIVE,
): Block {
  return {
    type: 'chart',
    title,
    chart: kind,
    categories,
    series: Object.entries(series).map(([name, data]) => ({ name, data })),
    ...(unit ? { unit } : {}),
    note: chartNote,
  }
}

/** Figures of the benchmark table (common/benchmarks) with their sources: the same numbers the tools default from. */
export const benchmarks = (title: string, keys: string[], note?: string): Block => ({
  type: 'benchmark',
  title,
  keys,
  ...(note ? { note } : {}),
})
