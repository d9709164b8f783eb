import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiGet, apiPost } from '#web/lib/api-client.ts'

export type Share = {
  id: string
  title: string
  brand_count: number
  created_by: string
  created_at: string
  expires_at: string
  revoked_at: string | null
  status: 'active' | 'expired' | 'revoked'
}
export type CreatedShare = Share & { token: string; path: string }

export const sharesQuery = queryOptions({
  queryKey: ['intel', 'brandwall-shares'],
  queryFn: ({ signal }) => apiGet<Share[]>('/brandwall-shares', { signal }),
  retry: false,
})

export const useShares = () => useQuery(sharesQuery)

export function useCreateShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (input: { brand_ids: string[]; title: string; expires_in_days: number }) =>
      apiPost<CreatedShare>('/brandwall-shares', input),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesQuery.queryKey }),
  })
}

export function useRevokeShare() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (id: string) => apiPost<{ revoked: boolean }>(`/brandwall-shares/${encodeURIComponent(id)}/revoke`),
    onSuccess: () => client.invalidateQueries({ queryKey: sharesQuery.queryKey }),
  })
}
