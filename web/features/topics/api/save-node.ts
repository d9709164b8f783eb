import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { NodeInput, NodeSource } from '#common/content'
import { apiRequest } from '#web/lib/api-client.ts'

type Saved = { node: NodeSource; version: number }
export type NodeSave = { id?: string; version: number; node: NodeInput }

/**
 * POST /api/v1/content/topics/:key/nodes (new) or PUT /api/v1/content/nodes/:id (edit or move), administrators.
 * A 409 means another administrator changed the topic since `version`.
 */
export function useSaveNode(topicKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version, node }: NodeSave) =>
      id
        ? apiRequest<Saved>('PUT', `/content/nodes/${encodeURIComponent(id)}`, { body: { version, node } })
        : apiRequest<Saved>('POST', `/content/topics/${encodeURIComponent(topicKey)}/nodes`, {
            body: { version, node },
          }),
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ['topics', topicKey] }),
        queryClient.invalidateQueries({ queryKey: ['content'] }),
      ]),
  })
}
