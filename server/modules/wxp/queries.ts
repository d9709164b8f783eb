import { type Block, type PublicArticle, pagePathOfTarget } from '#common/content'
import type { Db } from '#server/db/database'
import { notFound } from '#server/errors'
import { liveBenchmarkRows, liveDesk } from '../data-desk/live.ts'
import { readBlocks } from '../pages/queries.ts'
import { parseRule } from '../topics/tree.ts'

/** The same answer for an unknown, unpublished or non-public id: nothing tells them apart. */
export const articleNotFound = () => notFound('文章不存在或尚未发布')

/** Only content every signed-in user may read can be shared publicly: a public flag never opens restricted pages. */
const shareable = (access: string) => ['public', 'user'].includes(parseRule(access).kind)

/**
 * A shared article: a page node that is published, marked public, under published groups only, and whose page
 * exists; node, groups and page must all be open to every signed-in user. The description is the node's summary (what the editor wrote for sharing), else the page's.
 */
export async function publicArticle(db: Db, id: string): Promise<Omit<PublicArticle, 'benchmarks'>> {
  const node = await db
    .selectFrom('content_nodes')
    .select(['id', 'parent_id', 'kind', 'summary', 'target', 'access', 'published', 'public'])
    .where('id', '=', id)
    .executeTakeFirst()
  if (node?.kind !== 'page' || node.published !== 1 || node.public !== 1 || !node.target || !shareable(node.access)) {
    throw articleNotFound()
  }
  for (let up = node.parent_id; up; ) {
    const parent = await db
      .selectFrom('content_nodes')
      .select(['parent_id', 'published', 'access'])
      .where('id', '=', up)
      .executeTakeFirst()
    if (parent?.published !== 1 || !shareable(parent.access)) throw articleNotFound()
    up = parent.parent_id
  }
  const page = await db
    .selectFrom('data_pages')
    .select(['title', 'summary', 'blocks', 'access', 'updated_at'])
    .where('path', '=', pagePathOfTarget(node.target))
    .executeTakeFirst()
  if (!page || !shareable(page.access)) throw articleNotFound()
  return {
    id: node.id,
    title: page.title,
    description: node.summary || page.summary,
    updated_at: page.updated_at,
    blocks: readBlocks(page.blocks),
  }
}

/**
 * The article with the research desk's approved rows of the figures its benchmark tables show: what the page reads
 * (the share HTML needs only the title and description).
 */
export async function publicArticleWithFigures(db: Db, id: string): Promise<PublicArticle> {
  const article = await publicArticle(db, id)
  return { ...article, benchmarks: liveBenchmarkRows(await liveDesk(db), shownBenchmarks(article.blocks)) }
}

/** The benchmark figures an article's tables show; a table without keys (the source index) shows them all. */
function shownBenchmarks(blocks: Block[]): ReadonlySet<string> | undefined {
  const tables = blocks.filter((b) => b.type === 'benchmark')
  if (tables.some((b) => b.keys.length === 0)) return undefined
  return new Set(tables.flatMap((b) => b.keys))
}
