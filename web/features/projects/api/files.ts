import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { Banner, ProjectFile, SignedLink } from '#common/projects-schemas'
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'
import { apiUpload } from '#web/lib/api-files.ts'
import { projectKeys } from './projects.ts'

/** Signed links live ten minutes on the server; fetch fresh ones well before that. */
const LINK_REFRESH_MS = 5 * 60_000

export const filesQuery = (projectId: string) =>
  queryOptions({
    queryKey: projectKeys.files(projectId),
    queryFn: () => apiGet<ProjectFile[]>(`/projects/${projectId}/files`),
  })

export const useProjectFiles = (projectId: string) => useQuery(filesQuery(projectId))

/** /browser2 "signatures": one signed link per file on screen, renewed before they expire. */
export function useSignedLinks(projectId: string, fileIds: string[]) {
  return useQuery({
    queryKey: projectKeys.links(projectId, fileIds),
    queryFn: async () => {
      const links = await apiPost<SignedLink[]>('/browser2/signatures', { project_id: projectId, file_ids: fileIds })
      return new Map(links.map((l) => [l.file_id, l]))
    },
    enabled: fileIds.length > 0,
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  })
}

/** A fresh link for one file, for a click that happens long after the page loaded. */
export async function signedLinkFor(projectId: string, fileId: string) {
  const [link] = await apiPost<SignedLink[]>('/browser2/signatures', { project_id: projectId, file_ids: [fileId] })
  return link
}

export function useFileActions(projectId: string) {
  const client = useQueryClient()
  const setFiles = (files: ProjectFile[]) => {
    client.setQueryData(projectKeys.files(projectId), files)
    client.invalidateQueries({ queryKey: ['project-list', 'banners'] })
  }
  return {
    upload: useMutation({
      mutationFn: ({ file, folder }: { file: File; folder: string }) => {
        const form = new FormData()
        form.append('file', file, file.name)
        return apiUpload<ProjectFile[]>(`/projects/${projectId}/files`, form, { query: { folder } })
      },
      onSuccess: setFiles,
    }),
    remove: useMutation({
      mutationFn: (fileId: string) => apiRequest<ProjectFile[]>('DELETE', `/projects/${projectId}/files/${fileId}`),
      onSuccess: setFiles,
    }),
  }
}

export const useBanners = () =>
  useQuery({
    queryKey: ['project-list', 'banners'],
    queryFn: () => apiGet<Banner[]>('/project-list/getAdFiles'),
    staleTime: LINK_REFRESH_MS,
    refetchInterval: LINK_REFRESH_MS,
  })
