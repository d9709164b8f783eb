import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { BrandItem, Counts, Page } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export type BrandsAnswer = Page<BrandItem> & { counts: { positioning: Counts } }

export const brandsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'brands', query],
    queryFn: ({ signal }) => apiGet<BrandsAnswer>('/brands', { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useBrands = (query: Query) => useQuery(brandsQuery(query))
