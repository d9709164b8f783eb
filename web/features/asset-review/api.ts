import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ReviewDetail, ReviewSectionKey, ReviewSummary } from '#common/asset/review'
import type { RichNode } from '#common/content'
import { apiGet, apiPost, apiRequest } from '#web/lib/api-client.ts'
import { apiDownload } from '#web/lib/api-files.ts'

/** The quarterly asset reviews (issue 35 item 5): staff see all, an owner its organization's published ones. */
const keys = {
  list: (orgId: string) => ['asset-reviews', 'list', orgId] as const,
  detail: (id: string) => ['asset-reviews', 'detail', id] as const,
}

export function useReviews(orgId: string) {
  return useQuery({
    queryKey: keys.list(orgId),
    queryFn: () => apiGet<ReviewSummary[]>('/asset/reviews', { query: { organization_id: orgId || undefined } }),
    staleTime: 10_000,
  })
}

export function useReview(id: string | undefined) {
  return useQuery({
    queryKey: keys.detail(id ?? ''),
    queryFn: () => apiGet<ReviewDetail>(`/asset/reviews/${encodeURIComponent(id ?? '')}`),
    enabled: Boolean(id),
  })
}

/** Every change answers the whole review: the cache takes it as is, and the lists refresh. */
function useReviewChange<V>(run: (v: V) => Promise<ReviewDetail>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: (review) => {
      client.setQueryData(keys.detail(review.id), review)
      void client.invalidateQueries({ queryKey: ['asset-reviews', 'list'] })
    },
  })
}

export const useCreateReview = () =>
  useReviewChange((body: { organization_id: string; year: number; quarter: number }) =>
    apiPost<ReviewDetail>('/asset/reviews', body),
  )

export const useSaveSection = (id: string) =>
  useReviewChange((v: { section: ReviewSectionKey; content: RichNode[] }) =>
    apiRequest<ReviewDetail>('PUT', `/asset/reviews/${encodeURIComponent(id)}/sections/${v.section}`, {
      body: { content: v.content },
    }),
  )

export const useRegenerate = (id: string) =>
  useReviewChange(() => apiPost<ReviewDetail>(`/asset/reviews/${encodeURIComponent(id)}/regenerate`))

export const usePublish = (id: string) =>
  useReviewChange(() => apiPost<ReviewDetail>(`/asset/reviews/${encodeURIComponent(id)}/publish`))

export function downloadReview(review: { id: string; title: string }, format: 'docx' | 'pdf') {
  return apiDownload(
    `/asset/reviews/${encodeURIComponent(review.id)}/export`,
    { query: { format } },
    `${review.title}.${format}`,
  )
}
