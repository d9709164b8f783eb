import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { TopicOrder } from '#common/content'
import { apiRequest } from '#web/lib/api-client.ts'

/** PUT /api/v1/topics/:key/order (administrators). A 409 means another administrator saved first. */
export function useSaveTopicOrder(key: string) {
  const queryClient = useQueryClient()
  return useMutation({
    mutationFn: (order: TopicOrder) =>
      apiRequest<{ version: number }>('PUT', `/topics/${encodeURIComponent(key)}/order`, { body: order }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ['topics', key] }),
  })
}
