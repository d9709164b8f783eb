import { buildTopics } from './build.ts'
import type { SeedTopic } from './define.ts'
import { exitTopics } from './exit.ts'
import { financeTopics } from './finance.ts'
import { homeTopics } from './home.ts'
import { investTopics } from './invest.ts'
import { operateTopics } from './operate.ts'
import { overviewTopics } from './overview.ts'

/** Every seeded topic, in menu order: the home pages, then the lifecycle invest → exit, then cross-cutting topics. */
export const seedTopics: SeedTopic[] = [
  ...homeTopics,
  ...investTopics,
  ...financeTopics,
  ...buildTopics,
  ...operateTopics,
  ...exitTopics,
  ...overviewTopics,
]
