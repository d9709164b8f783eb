import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Organization, OrganizationInput, OrganizationOption, Page } from '#common/admin-schemas'
import { apiRequest } from '#web/lib/api-client.ts'

const orgsKey = ['admin', 'organizations'] as const

export function useOrganizations(filter: { q?: string; kind?: string }, page: number, pageSize: number) {
  return useQuery({
    queryKey: [...orgsKey, 'list', filter, page, pageSize],
    queryFn: () =>
      apiRequest<Page<Organization>>('GET', '/admin/organizations', {
        query: { ...filter, page, page_size: pageSize },
      }),
    placeholderData: keepPreviousData,
  })
}

/** Every organization, for pickers and filters. */
export function useOrganizationOptions() {
  return useQuery({
    queryKey: [...orgsKey, 'all'],
    queryFn: () => apiRequest<OrganizationOption[]>('GET', '/admin/organizations/all'),
    staleTime: 60_000,
  })
}

export function useSaveOrganization() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ id, input }: { id?: string; input: OrganizationInput }) =>
      id
        ? apiRequest<Organization>('PATCH', `/admin/organizations/${id}`, { body: input })
        : apiRequest<Organization>('POST', '/admin/organizations', { body: input }),
    onSuccess: () => client.invalidateQueries({ queryKey: orgsKey }),
  })
}
