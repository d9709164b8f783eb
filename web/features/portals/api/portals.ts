import { queryOptions, useQuery } from '@tanstack/react-query'
import type { CategoryRow, OrganizationRow, PortalAnswer } from '#common/portals'
import { apiGet } from '#web/lib/api-client.ts'
import { session } from '#web/lib/session.ts'

export const portalKeys = {
  categories: ['portals', 'categories'] as const,
  organizations: (kind: string, q: string) => ['portals', 'organizations', kind, q] as const,
  home: (orgId: string) => ['portals', 'home', orgId] as const,
}

export const categoriesQuery = queryOptions({
  queryKey: portalKeys.categories,
  queryFn: () => apiGet<CategoryRow[]>('/portals/categories'),
  staleTime: 60_000,
})

export const organizationsQuery = (kind: string, q: string) =>
  queryOptions({
    queryKey: portalKeys.organizations(kind, q),
    queryFn: () => apiGet<OrganizationRow[]>('/portals/organizations', { query: { kind, q: q || undefined } }),
    staleTime: 30_000,
  })

/**
 * One organization's home. When an employee is viewing that organization, its name goes into the header's
 * "正在查看" tag (the guard only knows the id from the URL).
 */
export const portalHomeQuery = (orgId: string) =>
  queryOptions({
    queryKey: portalKeys.home(orgId),
    queryFn: async () => {
      const answer = await apiGet<PortalAnswer>(`/portals/${encodeURIComponent(orgId)}/home`)
      if (session.currOrg()?.id === answer.organization.id) {
        session.setCurrOrg({ id: answer.organization.id, name: answer.organization.name })
      }
      return answer
    },
    staleTime: 30_000,
  })

export const useCategories = () => useQuery(categoriesQuery)
export const useOrganizations = (kind: string, q: string) =>
  useQuery({ ...organizationsQuery(kind, q), enabled: Boolean(kind) })
export const usePortalHome = (orgId: string) => useQuery({ ...portalHomeQuery(orgId), enabled: Boolean(orgId) })
