import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet, type Query } from '#web/lib/api-client.ts'

/**
 * One page of a wall's list (GET /brands, /cities, /groups or /hotels with the wall's filters): the page on screen
 * stays while the next one loads.
 */
export const useWallList = <T>(list: 'brands' | 'cities' | 'groups' | 'hotels', query: Query) =>
  useQuery(
    queryOptions({
      queryKey: ['intel', list, query],
      queryFn: ({ signal }) => apiGet<T>(`/${list}`, { query, signal }),
      placeholderData: keepPreviousData,
    }),
  )
