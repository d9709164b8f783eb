import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TopicSummary } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/topics: every topic, for menus. */
export const topicsQueryOptions = () =>
  queryOptions({
    queryKey: ['topics'],
    queryFn: () => apiGet<TopicSummary[]>('/topics'),
    staleTime: 5 * 60_000,
  })

export const useTopics = () => useQuery(topicsQueryOptions())
