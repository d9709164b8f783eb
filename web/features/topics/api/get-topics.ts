import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TopicSummary } from '../../../../common/content.ts'
import { apiRequest, retryUnlessClientError } from './http.ts'

/** GET /api/v1/topics: every topic, for menus. */
export const topicsQueryOptions = () =>
  queryOptions({
    queryKey: ['topics'],
    queryFn: () => apiRequest<TopicSummary[]>('GET', '/topics'),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  })

export const useTopics = () => useQuery(topicsQueryOptions())
