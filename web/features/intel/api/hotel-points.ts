import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HotelPoint } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export type PointsAnswer = { fields: string[]; points: HotelPoint[] }

export const hotelPointsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'hotel-points', query],
    queryFn: ({ signal }) => apiGet<PointsAnswer>('/hotels/points', { query, signal }),
    staleTime: 60_000,
  })

export const useHotelPoints = (query: Query) => useQuery(hotelPointsQuery(query))
