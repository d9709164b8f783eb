import { type ContentNodeView, contentNodeViewSchema, type TopicSummary, type Viewer } from '../../../common/content.ts'
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
 * A topic's whole answer (its summary, the node tree this profile sees, whether it may reorder), checked and
 * encoded once, by topic, topic version and access profile. Every change to a
 * topic's nodes bumps its version in the same transaction, so a stale entry is never looked up again; the TTL
 * only bounds what a change made outside the API (a migration, another build during a rolling upgrade) can
 * leave behind. The oldest entry goes first when the cache is full.
 */
export function treeCache(maxEntries = 500, ttlMs = TREE_TTL_MS) {
  const entries = new Map<string, { body: Buffer; expiresAt: number }>()
  const keyOf = (topic: { key: string; version: number }, viewer: Viewer) =>
    `${topic.key}\u0000${topic.version}\u0000${accessProfile(viewer)}`

  return {
    /** The answer this viewer gets for this version of the topic, if it is cached. */
    get(topic: { key: string; version: number }, viewer: Viewer, nowMs: number) {
      const key = keyOf(topic, viewer)
      const hit = entries.get(key)
      if (!hit) return undefined
      if (hit.expiresAt > nowMs) return hit.body
      entries.delete(key)
      return undefined
    },
    /** Checks a freshly built tree against the response schema once, and keeps the encoded answer. */
    put(topic: TopicSummary & { version: number }, viewer: Viewer, nowMs: number, nodes: ContentNodeView[]) {
      const tree = JSON.stringify(contentNodeViewSchema.array().parse(nodes))
      const reorder = viewer?.authorization === 'admin'
      const body = Buffer.from(`{"data":{"topic":${JSON.stringify(topic)},"nodes":${tree},"can_reorder":${reorder}}}`)
      setBounded(entries, keyOf(topic, viewer), { body, expiresAt: nowMs + ttlMs }, maxEntries)
      return body
    },
    get size() {
      return entries.size
    },
  }
}
