import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HotelItem, NearbyHotel } from '#common/intel-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export type HotelAnswer = { hotel: HotelItem; nearby: NearbyHotel[]; radius_km: number }

export const hotelQuery = (id: string, radiusKm: number) =>
  queryOptions({
    queryKey: ['intel', 'hotel', id, radiusKm],
    queryFn: ({ signal }) =>
      apiGet<HotelAnswer>(`/hotels/${encodeURIComponent(id)}`, { query: { radius_km: radiusKm }, signal }),
    retry: false,
  })

export const useHotel = (id: string, radiusKm: number) => useQuery({ ...hotelQuery(id, radiusKm), enabled: id !== '' })
