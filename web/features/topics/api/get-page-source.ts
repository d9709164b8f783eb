import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PageSource } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/content/pages?path= (administrators): the page as stored, with its version, for the editor. */
export const pageSourceQueryOptions = (path: string) =>
  queryOptions({
    queryKey: ['content', 'pages', path],
    queryFn: () => apiGet<PageSource>('/content/pages', { query: { path } }),
  })

export const usePageSource = (path: string | undefined) =>
  useQuery({ ...pageSourceQueryOptions(path ?? ''), enabled: !!path })
