import { queryOptions, useQuery } from '@tanstack/react-query'
import type { NodeSource } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/content/nodes/:id (administrators): a node with its stored access rule, for the editor. */
export const nodeSourceQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['content', 'nodes', id],
    queryFn: () => apiGet<NodeSource>(`/content/nodes/${encodeURIComponent(id)}`),
  })

export const useNodeSource = (id: string | undefined) =>
  useQuery({ ...nodeSourceQueryOptions(id ?? ''), enabled: !!id })
