import { keepPreviousData, queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AdminUser, Page, UserFilter, UserInput, UserSession } from '#common/admin-schemas'
import { apiRequest } from '#web/lib/api-client.ts'

export const usersKey = ['admin', 'users'] as const

export const usersQuery = (filter: UserFilter, page: number, pageSize: number) =>
  queryOptions({
    queryKey: [...usersKey, 'list', filter, page, pageSize],
    queryFn: () =>
      apiRequest<Page<AdminUser>>('GET', '/admin/users', { query: { ...filter, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  })

export function useUsers(filter: UserFilter, page: number, pageSize: number) {
  return useQuery(usersQuery(filter, page, pageSize))
}

/** Create (no id) or edit (id); refreshes every user list afterwards. */
export function useSaveUser() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: Partial<UserInput> }) =>
      id
        ? apiRequest<AdminUser>('PATCH', `/admin/users/${id}`, { body: input })
        : apiRequest<AdminUser>('POST', '/admin/users', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  })
}

export function useSetUserStatus() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, enable }: { id: string; enable: boolean }) =>
      apiRequest<AdminUser>('POST', `/admin/users/${id}/${enable ? 'enable' : 'disable'}`),
    onSuccess: () => client.invalidateQueries({ queryKey: usersKey }),
  })
}

export function useUserSessions(userId: string | undefined) {
  return useQuery({
    queryKey: [...usersKey, 'sessions', userId],
    queryFn: () => apiRequest<UserSession[]>('GET', `/admin/users/${userId}/sessions`),
    enabled: Boolean(userId),
  })
}

export function useEndSession(userId: string | undefined) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sessionId: string) =>
      apiRequest<{ ok: true }>('DELETE', `/admin/users/${userId}/sessions/${sessionId}`),
    onSuccess: () => client.invalidateQueries({ queryKey: [...usersKey, 'sessions', userId] }),
  })
}
