import type { CityTier } from '#common/intel'
import { site } from '#common/site'
import { type StudyChapterKey, studyChapterKeys, studyChapterTitles, type TypedStudyContent } from '#common/study/api'
import type { DeliverableDoc } from '../reports/document/model.ts'
import { appendix, risks, summary } from './chapters/closing.ts'
import { compSet } from './chapters/comp-set.ts'
import { type Ctx, type LooseBlock, toDocBlock } from './chapters/context.ts'
import { investment, returns } from './chapters/finance.ts'
import { demand, economy, project, supply } from './chapters/market.ts'
import { operations, positioning } from './chapters/plan.ts'
import type { Edition } from './export.ts'

const builders: Record<StudyChapterKey, (ctx: Ctx) => LooseBlock[]> = {
  summary,
  project,
  economy,
  supply,
  comp_set: compSet,
  demand,
  positioning,
  operations,
  investment,
  returns,
  risks,
  appendix,
}

/** Under a table or chart whose figures the study computes: where its inputs are listed. */
export const MODEL_SOURCE = '本报告测算；测算假设与数据来源见附录'

/**
 * Every table and chart prints a 资料来源 line (CONTENT.md): the ones built from the database or the benchmark
 * table name it; the rest are the study's own computation. A table with a 来源 column sources each row itself.
 */
function withSource(block: LooseBlock): LooseBlock {
  if (block.kind !== 'table' && block.kind !== 'chart') return block
  if (block.source || (block.kind === 'table' && block.columns.some((c) => c.includes('来源')))) return block
  return { ...block, source: MODEL_SOURCE }
}

/**
 * The study as a document: each chapter's generated tables and charts, then the consultant's own text. The summary
 * and the risks are built after the other chapters (they read what those found), the appendix last (every figure the
 * chapters cited, with its source and as-of date, assumptions marked 测算假设).
 */
export function assembleStudy(c: TypedStudyContent, edition: Edition, tier: CityTier): DeliverableDoc {
  const ctx: Ctx = { c, edition, appendix: [], appendixTables: [], tier }
  const order: StudyChapterKey[] = [
    ...studyChapterKeys.filter((k) => !['summary', 'risks', 'appendix'].includes(k)),
    'summary',
    'risks',
    'appendix',
  ]
  const built = new Map<StudyChapterKey, LooseBlock[]>()
  for (const key of order) built.set(key, builders[key](ctx))
  const chapters = studyChapterKeys.map((key) => {
    const text = c.chapters.find((ch) => ch.key === key)?.text ?? []
    const generated = built.get(key) ?? []
    const blocks = key === 'appendix' ? [...generated] : generated.map(withSource)
    if (text.length) blocks.push({ kind: 'richText', nodes: text })
    return { heading: studyChapterTitles[key], blocks: blocks.map(toDocBlock) }
  })
  const day = edition.kind === 'version' ? edition.publishedAt : c.computed_at
  const date = `${day.slice(0, 4)} 年 ${Number(day.slice(5, 7))} 月`
  return {
    title: c.title,
    subtitle: `市场调研与可行性研究报告 · ${edition.kind === 'version' ? `第 ${edition.number} 版` : '工作稿'}`,
    author: site.firmName,
    date,
    ...(c.client ? { preparedFor: c.client.organization, project: c.client.project } : {}),
    chapters,
  }
}
