import type { AccessRule } from '#common/content'
import type { Db } from '#server/db/database'
import { nowIso } from '#server/lib/clock'
import { newId } from '#server/lib/ids'
import { nodeSearchText, pageSearchText } from '#server/modules/content-search/search-text'
import { liveDesk } from '#server/modules/data-desk/live'
import { renderComputedPages } from '../computed-pages.ts'
import type { ContentNodesTable } from '../tables.ts'
import { seedTopics } from './all-topics.ts'
import type { SeedNode, SeedTopic } from './define.ts'

const anyUser: AccessRule = { kind: 'user' }

/**
 * Idempotent: a topic that exists is left alone (its nodes may have been reordered or edited by an administrator);
 * a page path that exists is not overwritten. A page that prints a figure is written with the research desk's
 * figures in force, so a page a new release adds after approvals starts from them (ADR 045), and the next
 * approval finds it exactly as those figures made it.
 */
export async function seedContent(db: Db, topics: SeedTopic[] = seedTopics()) {
  const now = nowIso()
  const existing = new Set((await db.selectFrom('topics').select('key').execute()).map((t) => t.key))
  const pageAccess = new Map<string, AccessRule>()
  for (const topic of topics) for (const pg of topic.pages) pageAccess.set(pg.path, pg.access ?? anyUser)

  for (const [index, topic] of topics.entries()) {
    if (existing.has(topic.key)) continue
    await db.transaction().execute(async (trx) => {
      const inserted = await trx
        .insertInto('topics')
        .values({
          key: topic.key,
          title: topic.title,
          stage: topic.stage,
          icon: topic.icon,
          summary: topic.summary,
          audience: JSON.stringify(topic.audience),
          sort_key: index,
          version: 0,
          updated_at: now,
        })
        .onConflict((oc) => oc.column('key').doNothing())
        .returning('key')
        .executeTakeFirst()
      // Another process seeded this topic between our read and this insert: its nodes are there already.
      if (!inserted) return
      const rows = flatten(topic, pageAccess, now)
      if (rows.length > 0) await trx.insertInto('content_nodes').values(rows).execute()
    })
  }

  // Only a page that is not there yet is written, and only then are the figure pages rendered (about 40 ms).
  const stored = new Set((await db.selectFrom('data_pages').select('path').execute()).map((row) => row.path))
  const missing = topics.flatMap((topic) =>
    topic.pages.filter((pg) => !stored.has(pg.path)).map((pg) => ({ topic, pg })),
  )
  if (missing.length === 0) return
  const computed = renderComputedPages(await liveDesk(db))
  for (const { topic, pg: seeded } of missing) {
    const live = computed.get(seeded.path)
    const pg = live ? { ...seeded, title: live.title, summary: live.summary, blocks: JSON.parse(live.blocks) } : seeded
    await db
      .insertInto('data_pages')
      .values({
        path: pg.path,
        topic_key: topic.key,
        title: pg.title,
        summary: pg.summary,
        access: JSON.stringify(pg.access ?? anyUser),
        blocks: live?.blocks ?? JSON.stringify(pg.blocks),
        version: 0,
        search_text: pageSearchText(pg),
        updated_at: now,
      })
      // Another process may have seeded it since the read above.
      .onConflict((oc) => oc.column('path').doNothing())
      .execute()
  }
}

/** Depth-first rows with parents before children; a page node without its own rule takes its page's rule. */
function flatten(topic: SeedTopic, pageAccess: Map<string, AccessRule>, now: string) {
  const rows: ContentNodesTable[] = []
  const visit = (node: SeedNode, parentId: string | null) => {
    const id = newId()
    const pagePath = node.kind === 'page' && node.target ? node.target.replace(/^\/datapage\//, '') : undefined
    const access = node.access ?? (pagePath && pageAccess.get(pagePath)) ?? anyUser
    rows.push({
      id,
      topic_key: topic.key,
      parent_id: parentId,
      kind: node.kind,
      title: node.title,
      summary: node.summary,
      target: node.target ?? null,
      sort_key: rows.length,
      access: JSON.stringify(access),
      published: 1,
      public: node.public ? 1 : 0,
      search_text: nodeSearchText(node),
      updated_at: now,
    })
    for (const child of node.children ?? []) visit(child, id)
  }
  for (const node of topic.nodes) visit(node, null)
  return rows
}
