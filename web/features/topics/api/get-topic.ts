import { queryOptions, useQuery } from '@tanstack/react-query'
import type { TopicTree } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/topics/:key: the topic and its node tree as the current user may see it. */
export const topicQueryOptions = (key: string) =>
  queryOptions({
    queryKey: ['topics', key],
    queryFn: () => apiGet<TopicTree>(`/topics/${encodeURIComponent(key)}`),
  })

export const useTopic = (key: string | null | undefined) =>
  useQuery({ ...topicQueryOptions(key ?? ''), enabled: !!key })
