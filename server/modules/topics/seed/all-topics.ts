import { codePages } from './code-pages.ts'
import { contentPages, withComputedBlocks, withContentPages } from './content-files.ts'
import type { SeedTopic } from './define.ts'
import { loadTopicFiles } from './topic-files.ts'

let cached: SeedTopic[] | undefined

/**
 * Every seeded topic, in the menu order of content/topics/_order.yaml. Topics (fields and node trees) are files in
 * content/topics, pages files in content/pages; only the pages whose figures are computed are code (ADR 036).
 * Read and checked on the first call.
 */
export function seedTopics(): SeedTopic[] {
  cached ??= loadSeedTopics()
  return cached
}

function loadSeedTopics(): SeedTopic[] {
  const { code, files } = withComputedBlocks(codePages(), contentPages())
  const pagePaths = new Set([...code.map((p) => p.path), ...files.map((f) => f.page.path)])
  return withContentPages(loadTopicFiles({ codePages: code, pagePaths }), files)
}
