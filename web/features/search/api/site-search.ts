import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { SiteHit } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/search?q=: topics, content, reports, groups, brands, cities and hotels the user may open. */
export const useSiteSearch = (q: string) =>
  useQuery({
    queryKey: ['search', q],
    queryFn: () => apiGet<SiteHit[]>('/search', { query: { q } }),
    enabled: q.length > 0,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  })
