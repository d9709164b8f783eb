import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RequestAction, RequestStatus } from '#common/procurement'
import type { NewRequest, PurchaseRequest, RequestDetail } from '#common/procurement-schemas'
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'
import { procurementKeys } from './catalog.ts'

export const useRequests = (projectId: string, status?: RequestStatus) =>
  useQuery({
    queryKey: [...procurementKeys.requests(projectId), status ?? 'all'],
    queryFn: () => apiGet<PurchaseRequest[]>(`/procurement/projects/${projectId}/requests`, { query: { status } }),
    enabled: Boolean(projectId),
  })

export const useRequestDetail = (id: string) =>
  useQuery({
    queryKey: procurementKeys.request(id),
    queryFn: () => apiGet<RequestDetail>(`/procurement/requests/${id}`),
    enabled: Boolean(id),
  })

/**
 * Creating sends an Idempotency-Key chosen once per form: a double click or a retry after a lost answer
 * creates the request once (the server answers repeats with the same request).
 */
export function useCreateRequest(projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ input, key }: { input: NewRequest; key: string }) =>
      apiPost<RequestDetail>(`/procurement/projects/${projectId}/requests`, input, {
        headers: { 'idempotency-key': key },
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: procurementKeys.all }),
  })
}

/** A change that answers the whole request: the request's cache takes the answer as is, and the lists refresh. */
function useRequestChange<V>(id: string, change: (input: V) => Promise<RequestDetail>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: change,
    onSuccess: (detail) => {
      client.setQueryData(procurementKeys.request(id), detail)
      return client.invalidateQueries({ queryKey: procurementKeys.all })
    },
  })
}

export const useTransition = (id: string) =>
  useRequestChange(id, (input: { action: RequestAction; note?: string }) =>
    apiPost<RequestDetail>(`/procurement/requests/${id}/transitions`, input),
  )

/** Changing a draft replaces its title, date and lines. */
export const useUpdateRequest = (id: string) =>
  useRequestChange(id, (input: NewRequest) =>
    apiRequest<RequestDetail>('PUT', `/procurement/requests/${id}`, { body: input }),
  )

export function useDeleteRequest(id: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => apiRequest<unknown>('DELETE', `/procurement/requests/${id}`),
    onSuccess: () => {
      client.removeQueries({ queryKey: procurementKeys.request(id) })
      return client.invalidateQueries({ queryKey: procurementKeys.all })
    },
  })
}
