import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PageInput, PageSource } from '#common/content'
import { apiRequest } from '#web/lib/api-client.ts'

export type PageSave = { path: string; page: PageInput; version?: number }

/**
 * POST /api/v1/content/pages (new: no version) or PUT /api/v1/content/pages?path= (edit: the version loaded),
 * administrators. A 409 on edit means another administrator saved the page first.
 */
export function useSavePage() {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ path, page, version }: PageSave) =>
      version === undefined
        ? apiRequest<PageSource>('POST', '/content/pages', { body: { ...page, path } })
        : apiRequest<PageSource>('PUT', '/content/pages', { query: { path }, body: { ...page, version } }),
    onSettled: (_data, _error, { path }) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['pages', path] }),
        queryClient.invalidateQueries({ queryKey: ['content', 'pages', path] }),
      ]),
  })
}
