import { queryOptions, useQuery } from '@tanstack/react-query'
import type { SupplyAnswer } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export const supplyQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'supply', query],
    queryFn: ({ signal }) => apiGet<SupplyAnswer>('/supply', { query, signal }),
    staleTime: 60_000,
  })

export const useSupply = (query: Query) => useQuery(supplyQuery(query))
