import { sql } from 'kysely'
import { type AccessRule, checkAuth, type NodeKind, type SearchHit, type Viewer } from '#common/content'
import type { Db } from '#server/db/database'
import { readBlocks } from '../pages/queries.ts'
import { parseRule } from '../topics/tree.ts'
import { byTitleRank, containsPattern, normalizeSearch, pageText, snippetOf } from './search-text.ts'

const LIMIT = 20
// Read more rows than we show: some are dropped by the access rules after the query.
const SCAN = 200
const matches = (pattern: string) => sql<boolean>`search_text like ${pattern} escape '\\'`

/**
 * Nodes and pages whose normalized text contains the query (ADR 032), those whose title matches first. Access
 * rules are applied before anything leaves: a node the viewer may not open (itself or through a group above it),
 * an unpublished node, or a page the viewer may not open is not in the answer at all — not even its title.
 */
export async function searchContent(db: Db, query: string, viewer: NonNullable<Viewer>): Promise<SearchHit[]> {
  const pattern = containsPattern(query)
  const normalized = normalizeSearch(query)
  const [nodes, pages, topics] = await Promise.all([
    db
      .selectFrom('content_nodes')
      .select(['id', 'topic_key', 'kind', 'title', 'summary', 'target'])
      .where(matches(pattern))
      .orderBy('topic_key')
      .orderBy('sort_key')
      .limit(SCAN)
      .execute(),
    // The page text is read only for the hits that are shown (below): it is the bulk of the bytes.
    db
      .selectFrom('data_pages')
      .select(['path', 'topic_key', 'title', 'access'])
      .where(matches(pattern))
      .orderBy('path')
      .limit(SCAN)
      .execute(),
    db.selectFrom('topics').select(['key', 'title']).execute(),
  ])
  const topicTitle = new Map(topics.map((t) => [t.key, t.title]))
  const open = await openNodeIds(db, [...new Set(nodes.map((n) => n.topic_key))], viewer)

  const nodeHits: SearchHit[] = byTitleRank(
    nodes.filter((n) => open.has(n.id)),
    normalized,
  )
    .slice(0, LIMIT)
    .map((n) => ({
      kind: 'node',
      id: n.id,
      topic_key: n.topic_key,
      topic_title: topicTitle.get(n.topic_key) ?? null,
      title: n.title,
      snippet: n.summary,
      target: n.target,
      node_kind: n.kind as NodeKind,
    }))
  const shownPages = byTitleRank(
    pages.filter((p) => checkAuth(ruleOf(p.access), viewer).allowed),
    normalized,
  ).slice(0, LIMIT)
  const texts =
    shownPages.length === 0
      ? new Map<string, string>()
      : new Map(
          (
            await db
              .selectFrom('data_pages')
              .select(['path', 'title', 'summary', 'blocks'])
              .where(
                'path',
                'in',
                shownPages.map((p) => p.path),
              )
              .execute()
          ).map((r) => [r.path, pageText({ ...r, blocks: readBlocks(r.blocks) })]),
        )
  const pageHits: SearchHit[] = shownPages.map((p) => ({
    kind: 'page',
    id: p.path,
    topic_key: p.topic_key,
    topic_title: p.topic_key ? (topicTitle.get(p.topic_key) ?? null) : null,
    title: p.title,
    snippet: snippetOf(texts.get(p.path) ?? '', normalized),
    target: `/datapage/${p.path}`,
    node_kind: null,
  }))
  // One list for the reader: title matches of either kind first, nodes before pages among equals.
  return byTitleRank([...nodeHits, ...pageHits], normalized)
}

// Stored rules repeat (a handful of distinct JSON strings): parse each once, not once per row per search.
const parsedRules = new Map<string, AccessRule>()
function ruleOf(json: string) {
  let rule = parsedRules.get(json)
  if (!rule) {
    rule = parseRule(json)
    if (parsedRules.size < 1000) parsedRules.set(json, rule)
  }
  return rule
}

/** Ids of the nodes of these topics the viewer may open: published (unless admin) and allowed all the way up. */
async function openNodeIds(db: Db, topicKeys: string[], viewer: NonNullable<Viewer>) {
  const open = new Set<string>()
  if (topicKeys.length === 0) return open
  const rows = await db
    .selectFrom('content_nodes')
    .select(['id', 'parent_id', 'access', 'published'])
    .where('topic_key', 'in', topicKeys)
    .execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  const isAdmin = viewer.authorization === 'admin'
  const memo = new Map<string, boolean>()
  const mayOpen = (id: string): boolean => {
    const known = memo.get(id)
    if (known !== undefined) return known
    const row = byId.get(id)
    const allowed =
      !!row &&
      (isAdmin || row.published === 1) &&
      checkAuth(ruleOf(row.access), viewer).allowed &&
      (row.parent_id === null || mayOpen(row.parent_id))
    memo.set(id, allowed)
    return allowed
  }
  for (const row of rows) if (mayOpen(row.id)) open.add(row.id)
  return open
}
