import { queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandItem } from '#common/intel-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export type SharedWall = { title: string; expires_at: string; brands: BrandItem[] }

export const sharedWallQuery = (token: string) =>
  queryOptions({
    queryKey: ['intel', 'brandwall-token', token],
    queryFn: ({ signal }) => apiGet<SharedWall>(`/brandwall-token/${encodeURIComponent(token)}`, { signal }),
    retry: false,
  })

export const useSharedWall = (token: string) => useQuery({ ...sharedWallQuery(token), enabled: token !== '' })
