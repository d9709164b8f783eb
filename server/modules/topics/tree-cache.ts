import { type ContentNodeView, contentNodeViewSchema, type Viewer } from '../../../common/content.ts'
import { setBounded } from '../../lib/bounded-map.ts'

/** A cached tree is dropped after this long even if its topic version never moved (ADR 033). */
export const TREE_TTL_MS = 60_000

/**
 * What checkAuth and treeFor look at, and nothing else: two viewers with the same profile see the same tree.
 * Administrators see unpublished nodes and no locks; everyone else by user type and kinds.
 */
export function accessProfile(viewer: Viewer) {
  if (!viewer) return 'anonymous'
  if (viewer.authorization === 'admin') return 'admin'
  return `${viewer.user_type}|${[...viewer.user_type_multi].sort().join(',')}`
}

/**
 * Node trees already checked and serialized, by topic, topic version and access profile. Every change to a
 * topic's nodes bumps its version in the same transaction, so a stale entry is never looked up again; the TTL
 * only bounds what a change made outside the API (a migration, another build during a rolling upgrade) can
 * leave behind. The oldest entry goes first when the cache is full.
 */
export function treeCache(maxEntries = 500, ttlMs = TREE_TTL_MS) {
  const entries = new Map<string, { json: string; expiresAt: number }>()
  const keyOf = (topic: { key: string; version: number }, viewer: Viewer) =>
    `${topic.key}\u0000${topic.version}\u0000${accessProfile(viewer)}`

  return {
    /** The JSON of the tree this viewer sees of this version of the topic, if it is cached. */
    get(topic: { key: string; version: number }, viewer: Viewer, nowMs: number) {
      const key = keyOf(topic, viewer)
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expiresAt > nowMs) return hit.json
      entries.delete(key)
      return undefined
    },
    /** Checks a freshly built tree against the response schema once, and keeps its JSON. */
    put(topic: { key: string; version: number }, viewer: Viewer, nowMs: number, nodes: ContentNodeView[]) {
      const json = JSON.stringify(contentNodeViewSchema.array().parse(nodes))
      setBounded(entries, keyOf(topic, viewer), { json, expiresAt: nowMs + ttlMs }, maxEntries)
      return json
    },
    get size() {
      return entries.size
    },
  }
}
