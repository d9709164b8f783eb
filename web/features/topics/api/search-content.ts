import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { SearchHit } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/content/search?q=: nodes and pages the user may open whose text contains the query. */
export const searchQueryOptions = (q: string) =>
  queryOptions({
    queryKey: ['content', 'search', q],
    queryFn: () => apiGet<SearchHit[]>('/content/search', { query: { q } }),
    placeholderData: keepPreviousData,
  })

export const useContentSearch = (q: string) => useQuery({ ...searchQueryOptions(q), enabled: q.trim().length > 0 })
