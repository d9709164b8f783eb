import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { CityItem, Counts, Page } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export type CitiesAnswer = Page<CityItem> & { counts: { tier: Counts } }

export const citiesQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'cities', query],
    queryFn: ({ signal }) => apiGet<CitiesAnswer>('/cities', { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useCities = (query: Query) => useQuery(citiesQuery(query))
