import { buildTopics } from './build.ts'
import { loadContentPages, withContentPages } from './content-files.ts'
import type { SeedTopic } from './define.ts'
import { exitTopics } from './exit.ts'
import { financeTopics } from './finance.ts'
import { homeTopics } from './home.ts'
import { investTopics } from './invest.ts'
import { operateTopics } from './operate.ts'
import { overviewTopics } from './overview.ts'

let cached: SeedTopic[] | undefined

/**
 * Every seeded topic, in menu order: the home pages, then the lifecycle invest → exit, then cross-cutting topics.
 * Node trees and the pages whose figures are computed are code; every other page is a file in content/pages
 * (ADR 036), read and checked on the first call.
 */
export function seedTopics(): SeedTopic[] {
  cached ??= withContentPages(
    [
      ...homeTopics,
      ...investTopics,
      ...financeTopics,
      ...buildTopics,
      ...operateTopics,
      ...exitTopics,
      ...overviewTopics,
    ],
    loadContentPages(),
  )
  return cached
}
