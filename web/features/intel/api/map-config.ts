import { queryOptions, useQuery } from '@tanstack/react-query'
import { apiGet } from '#web/lib/api-client.ts'

export type MapConfig = { tile_url: string | null; attribution: string }

export const mapConfigQuery = queryOptions({
  queryKey: ['intel', 'map-config'],
  queryFn: ({ signal }) => apiGet<MapConfig>('/map/config', { signal }),
  staleTime: Number.POSITIVE_INFINITY,
})

export const useMapConfig = () => useQuery(mapConfigQuery)
