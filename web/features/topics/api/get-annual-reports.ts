import { queryOptions, useQuery } from '@tanstack/react-query'
import type { AnnualReport } from '#common/content'
import { apiGet } from '#web/lib/api-client.ts'

/** GET /api/v1/utils/huameiAnnuals: the firm's annual reports the user may read, newest first. */
export const annualReportsQueryOptions = () =>
  queryOptions({
    queryKey: ['utils', 'huameiAnnuals'],
    queryFn: () => apiGet<AnnualReport[]>('/utils/huameiAnnuals'),
    staleTime: 5 * 60_000,
  })

export const useAnnualReports = () => useQuery(annualReportsQueryOptions())
