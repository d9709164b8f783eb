import {
  type AccessRule,
  accessRuleSchema,
  type ContentNodeView,
  checkAuth,
  type NodeKind,
  type Viewer,
} from '#common/content'
import { jsonColumn } from '#server/db/json-column'
import type { ContentNodesTable } from './tables.ts'

/** Parses a stored access rule; a rule that no longer parses locks the content rather than opening it. */
export const parseRule = jsonColumn(accessRuleSchema, {
  name: 'access rule',
  fallback: (): AccessRule => ({ kind: 'admin' }),
})

/**
 * The node tree as this viewer may see it: unpublished nodes only for administrators; a node the viewer may not
 * open (or whose group it may not open) stays visible with `locked` and a reason, but without its target.
 */
export function treeFor(rows: ContentNodesTable[], viewer: Viewer): ContentNodeView[] {
  const isAdmin = viewer?.authorization === 'admin'
  const sorted = [...rows].sort((a, b) => a.sort_key - b.sort_key)
  const childrenOf = new Map<string | null, ContentNodesTable[]>()
  for (const row of sorted) {
    if (!isAdmin && row.published !== 1) continue
    const list = childrenOf.get(row.parent_id) ?? []
    list.push(row)
    childrenOf.set(row.parent_id, list)
  }
  const build = (parentId: string | null, inheritedReason: string | null): ContentNodeView[] =>
    (childrenOf.get(parentId) ?? []).map((row) => {
      const decision = checkAuth(parseRule(row.access), viewer)
      const reason = inheritedReason ?? (decision.allowed ? null : decision.reason)
      return {
        id: row.id,
        parent_id: row.parent_id,
        kind: row.kind as NodeKind,
        title: row.title,
        summary: row.summary,
        target: reason ? null : row.target,
        published: row.published === 1,
        public: row.public === 1,
        locked: reason !== null,
        lock_reason: reason,
        children: build(row.id, reason),
      }
    })
  return build(null, null)
}
