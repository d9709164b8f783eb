import { queryOptions, useQuery } from '@tanstack/react-query'
import type { FactSource } from '#common/intel-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export const factSourcesQuery = queryOptions({
  queryKey: ['intel', 'sources'],
  queryFn: ({ signal }) => apiGet<FactSource[]>('/sources', { signal }),
  staleTime: 5 * 60_000,
})

export const useFactSources = () => useQuery(factSourcesQuery)
