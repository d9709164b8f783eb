import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TopicSummary } from '../../../../common/content.ts'
import { apiGet } from '../../../lib/api-client.ts'
import { retryUnlessClientError } from './retry.ts'

/** GET /api/v1/topics: every topic, for menus. */
export const topicsQueryOptions = () =>
  queryOptions({
    queryKey: ['topics'],
    queryFn: () => apiGet<TopicSummary[]>('/topics'),
    staleTime: 5 * 60_000,
    retry: retryUnlessClientError,
  })

export const useTopics = () => useQuery(topicsQueryOptions())
