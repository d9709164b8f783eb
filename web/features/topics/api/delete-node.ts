import { useMutation, useQueryClient } from '@tanstack/react-query'
import { apiRequest } from '#web/lib/api-client.ts'

/** DELETE /api/v1/content/nodes/:id?version= (administrators): the node and everything under it. */
export function useDeleteNode(topicKey: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: ({ id, version }: { id: string; version: number }) =>
      apiRequest<{ deleted: number; version: number }>('DELETE', `/content/nodes/${encodeURIComponent(id)}`, {
        query: { version },
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['topics', topicKey] }),
  })
}
