import { queryOptions, useQuery } from '@tanstack/react-query'
import type { PublicArticle } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/public/articles/:id: a published public article, no login needed. */
export const publicArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-articles', id],
    queryFn: () => apiGet<PublicArticle>(`/public/articles/${encodeURIComponent(id)}`, { ignoreUnauthorized: true }),
  })

export const usePublicArticle = (id: string) => useQuery({ ...publicArticleQueryOptions(id), enabled: !!id })
