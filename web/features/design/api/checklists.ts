import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Checklist, ChecklistItem, DesignProject } from '#common/design-schemas'
import type { Project } from '#common/projects-schemas'
import { apiGet, apiRequest } from '#web/lib/api-client.ts'

export const designKeys = {
  projects: ['design', 'projects'] as const,
  checklist: (projectId: string) => ['design', 'checklist', projectId] as const,
}

export const designProjectsQuery = queryOptions({
  queryKey: designKeys.projects,
  queryFn: () => apiGet<DesignProject[]>('/design/projects'),
})
export const useDesignProjects = () => useQuery(designProjectsQuery)

export const useChecklist = (projectId: string) =>
  useQuery({
    queryKey: designKeys.checklist(projectId),
    queryFn: () => apiGet<Checklist>(`/design/projects/${projectId}/checklist`),
  })

export type ItemChange = { itemId: string; checked?: boolean; note?: string }

/** Ticks, unticks or annotates one item and puts the server's answer (who, when) into the checklist. */
export function useUpdateItem(projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ itemId, ...body }: ItemChange) =>
      apiRequest<ChecklistItem>('PATCH', `/design/projects/${projectId}/checklist/items/${itemId}`, { body }),
    onSuccess: (item) => {
      client.setQueryData<Checklist>(designKeys.checklist(projectId), (old) => {
        if (!old) return old
        const items = old.items.map((i) => (i.id === item.id ? item : i))
        const done = items.filter((i) => i.checked).length
        return { ...old, items, project: { ...old.project, done } }
      })
      client.invalidateQueries({ queryKey: designKeys.projects })
    },
  })
}

/** Every project staff may attach a checklist to (staff see all projects). */
export const useAllProjects = (enabled: boolean) =>
  useQuery({
    queryKey: ['design', 'all-projects'],
    queryFn: () => apiGet<Project[]>('/projects', { query: { status: 'all' } }),
    enabled,
  })

export function useAttachChecklist() {
  const client = useQueryClient()
  return useMutation({
    mutationFn: ({ projectId, stages }: { projectId: string; stages: string[] }) =>
      apiRequest<Checklist>('POST', `/design/projects/${projectId}/checklist`, { body: { stages } }),
    onSuccess: (checklist) => {
      client.setQueryData(designKeys.checklist(checklist.project.id), checklist)
      client.invalidateQueries({ queryKey: designKeys.projects })
    },
  })
}
