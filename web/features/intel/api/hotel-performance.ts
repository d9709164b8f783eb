import { queryOptions, useQuery } from '@tanstack/react-query'
import type { HotelPerformance } from '#common/intel-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export const hotelPerformanceQuery = (id: string) =>
  queryOptions({
    queryKey: ['intel', 'hotel-performance', id],
    queryFn: ({ signal }) => apiGet<HotelPerformance>(`/hotels/${encodeURIComponent(id)}/performance`, { signal }),
    retry: false,
  })

export const useHotelPerformance = (id: string) => useQuery({ ...hotelPerformanceQuery(id), enabled: id !== '' })
