import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { HotelItem, Page } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export const hotelsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'hotels', query],
    queryFn: ({ signal }) => apiGet<Page<HotelItem>>('/hotels', { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useHotels = (query: Query) => useQuery(hotelsQuery(query))
