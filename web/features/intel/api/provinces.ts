import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#web/lib/api-client.ts'

export type Province = { name: string; city_count: number }

export const provincesQuery = queryOptions({
  queryKey: ['intel', 'provinces'],
  queryFn: ({ signal }) => apiGet<Province[]>('/provinces', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const useProvinces = () => useQuery(provincesQuery)
