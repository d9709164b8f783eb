import { queryOptions, useQuery } from '@tanstack/react-query'
import type { DataPageView } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/pages?path=: a data page's blocks (the organization's own version when it has one). */
export const pageQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['pages', path],
    queryFn: () => apiGet<DataPageView>('/pages', { query: { path } }),
  })

export const usePage = (path: string) => useQuery(pageQueryOptions(path))
