import { type ContentNodeView, contentNodeViewSchema, type TopicSummary, type Viewer } from '#common/content'
import { ANSWER_TTL_MS, answerCache } from '#server/lib/answer-cache'

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
 * encoded once, by topic, topic version and access profile. Every change to a topic's nodes bumps its version in
 * the same transaction, so a stale entry is never looked up again (ADR 033).
 */
export function treeCache(maxEntries = 500, ttlMs = ANSWER_TTL_MS) {
  const answers = answerCache(maxEntries, ttlMs)
  const keyOf = (topic: { key: string; version: number }, viewer: Viewer) =>
    `${topic.key}\u0000${topic.version}\u0000${accessProfile(viewer)}`

  return {
    /** The answer this viewer gets for this version of the topic, if it is cached. */
    get: (topic: { key: string; version: number }, viewer: Viewer, nowMs: number) =>
      answers.get(keyOf(topic, viewer), nowMs),
    /** Checks a freshly built tree against the response schema once, and keeps the encoded answer. */
    put(topic: TopicSummary & { version: number }, viewer: Viewer, nowMs: number, nodes: ContentNodeView[]) {
      const tree = JSON.stringify(contentNodeViewSchema.array().parse(nodes))
      const reorder = viewer?.authorization === 'admin'
      const body = Buffer.from(`{"data":{"topic":${JSON.stringify(topic)},"nodes":${tree},"can_reorder":${reorder}}}`)
      return answers.put(keyOf(topic, viewer), nowMs, body)
    },
    get size() {
      return answers.size
    },
  }
}
