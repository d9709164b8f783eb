import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CaseFilters, DesignCase, StandardDetail, StandardSummary } from '#common/design-schemas'
import { apiGet } from '#web/lib/api-client.ts'

/** Library content changes only when the firm edits it: keep it for a few minutes. */
const LIBRARY_STALE_MS = 5 * 60_000

export const standardsQuery = queryOptions({
  queryKey: ['design', 'standards'],
  queryFn: () => apiGet<StandardSummary[]>('/design/standards'),
  staleTime: LIBRARY_STALE_MS,
})
export const useStandards = () => useQuery(standardsQuery)

export const useStandard = (id: string | null) =>
  useQuery({
    queryKey: ['design', 'standards', id],
    queryFn: () => apiGet<StandardDetail>(`/design/standards/${id}`),
    enabled: id !== null,
    staleTime: LIBRARY_STALE_MS,
  })

/** Picture links expire after one to two hours; refetching every 30 minutes keeps them valid. */
export const useCases = (filters: CaseFilters = {}) =>
  useQuery({
    queryKey: ['design', 'cases', filters],
    queryFn: () => apiGet<DesignCase[]>('/design/cases', { query: filters }),
    staleTime: 30 * 60_000,
    refetchInterval: 30 * 60_000,
  })
