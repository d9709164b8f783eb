import { queryOptions, useQuery } from '@tanstack/react-query'
import { applyLiveBenchmarks } from '#common/benchmarks/benchmarks'
import type { PublicArticle } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/**
 * GET /api/v1/public/articles/:id: a published public article, no login needed. The desk's approved figures it
 * carries go into the benchmark table before its tables draw (a reader without a login cannot ask the desk).
 */
export const publicArticleQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['public-articles', id],
    queryFn: async () => {
      const article = await apiGet<PublicArticle>(`/public/articles/${encodeURIComponent(id)}`, {
        ignoreUnauthorized: true,
      })
      applyLiveBenchmarks(article.benchmarks)
      return article
    },
  })

export const usePublicArticle = (id: string) => useQuery({ ...publicArticleQueryOptions(id), enabled: !!id })
