import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { MemberRole } from '#common/projects'
import type {
  FormOptions,
  Member,
  Project,
  ProjectDetail,
  ProjectFilters,
  ProjectInput,
} from '#common/projects-schemas'
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'

export const projectKeys = {
  all: ['projects'] as const,
  list: (filters: ProjectFilters) => ['projects', 'list', filters] as const,
  detail: (id: string) => ['projects', 'detail', id] as const,
  tasks: (id: string) => ['projects', 'detail', id, 'tasks'] as const,
  comments: (id: string) => ['projects', 'detail', id, 'comments'] as const,
  files: (id: string) => ['projects', 'detail', id, 'files'] as const,
  links: (id: string, fileIds: string[]) => ['projects', 'detail', id, 'links', fileIds] as const,
}

export const projectsQuery = (filters: ProjectFilters = {}) =>
  queryOptions({
    queryKey: projectKeys.list(filters),
    queryFn: () => apiGet<Project[]>('/projects', { query: filters }),
  })

export const projectDetailQuery = (id: string) =>
  queryOptions({ queryKey: projectKeys.detail(id), queryFn: () => apiGet<ProjectDetail>(`/projects/${id}`) })

export const formOptionsQuery = queryOptions({
  queryKey: ['projects', 'form-options'],
  queryFn: () => apiGet<FormOptions>('/projects/form-options'),
  staleTime: 60_000,
})

export const useProjects = (filters: ProjectFilters = {}) => useQuery(projectsQuery(filters))
export const useProjectDetail = (id: string) => useQuery({ ...projectDetailQuery(id), enabled: Boolean(id) })
export const useFormOptions = () => useQuery(formOptionsQuery)

/** Every project change refreshes lists and details alike: they are small and share counts. */
function useProjectMutation<V, R>(fn: (vars: V) => Promise<R>) {
  const client = useQueryClient()
  return useMutation({ mutationFn: fn, onSuccess: () => client.invalidateQueries({ queryKey: projectKeys.all }) })
}

export const useCreateProject = () =>
  useProjectMutation((input: ProjectInput) => apiPost<ProjectDetail>('/projects', input))

export const useUpdateProject = () =>
  useProjectMutation(({ id, changes }: { id: string; changes: Partial<ProjectInput> & { status?: string } }) =>
    apiRequest<ProjectDetail>('PATCH', `/projects/${id}`, { body: changes }),
  )

export const useAddMember = () =>
  useProjectMutation(({ id, user_id, role }: { id: string; user_id: string; role: MemberRole }) =>
    apiPost<Member[]>(`/projects/${id}/members`, { user_id, role }),
  )

export const useRemoveMember = () =>
  useProjectMutation(({ id, user_id }: { id: string; user_id: string }) =>
    apiRequest<{ ok: true }>('DELETE', `/projects/${id}/members/${user_id}`),
  )
