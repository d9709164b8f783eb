import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

export type DeletionRequest = {
  id: string
  status: 'pending' | 'done' | 'declined'
  reason: string
  created_at: string
  decided_at: string | null
  decision_note: string | null
}

export type AdminDeletionRequest = DeletionRequest & {
  user_id: string
  username: string
  phone_masked: string
  admin: boolean
}

export type PersonalData = {
  exported_at: string
  account: { username: string; phone: string; user_type: string; status: string; created_at: string }
  organization: { name: string } | null
  sessions: unknown[]
  login_history: unknown[]
  audit_entries: unknown[]
  files: unknown[]
  project_comments: unknown[]
  project_memberships: unknown[]
  procurement_requests: unknown[]
  truncated: boolean
}

export const personalDataQuery = queryOptions({
  queryKey: ['privacy', 'personal-data'],
  queryFn: () => apiRequest<PersonalData>('GET', '/user/personal-data'),
})

export const myDeletionRequestKey = ['privacy', 'deletion-request'] as const

export function useMyDeletionRequest() {
  return useQuery({
    queryKey: myDeletionRequestKey,
    queryFn: () => apiRequest<DeletionRequest | null>('GET', '/user/deletion-request'),
  })
}

export function useRequestDeletion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (reason: string) => apiRequest<DeletionRequest>('POST', '/user/deletion-request', { body: { reason } }),
    onSuccess: () => client.invalidateQueries({ queryKey: myDeletionRequestKey }),
  })
}

const adminKey = ['admin', 'deletion-requests'] as const

export function useDeletionRequests(status: DeletionRequest['status']) {
  return useQuery({
    queryKey: [...adminKey, status],
    queryFn: () => apiRequest<AdminDeletionRequest[]>('GET', '/admin/deletion-requests', { query: { status } }),
  })
}

export function useDecideDeletion() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, decline }: { id: string; decline?: string }) =>
      decline === undefined
        ? apiRequest<{ ok: true }>('POST', `/admin/deletion-requests/${id}/execute`)
        : apiRequest<{ ok: true }>('POST', `/admin/deletion-requests/${id}/decline`, { body: { reason: decline } }),
    onSuccess: () => client.invalidateQueries({ queryKey: adminKey }),
  })
}
