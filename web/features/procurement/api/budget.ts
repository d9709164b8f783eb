import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProcurementCategory } from '#common/procurement'
import type { Budget } from '#common/procurement-schemas'
import { apiGet, apiRequest } from '#web/lib/api-client.ts'
import { apiDownload } from '#web/lib/api-files.ts'
import { procurementKeys } from './catalog.ts'

export const useBudget = (projectId: string) =>
  useQuery({
    queryKey: procurementKeys.budget(projectId),
    queryFn: () => apiGet<Budget>(`/procurement/projects/${projectId}/budget`),
    enabled: Boolean(projectId),
  })

export function useSaveBudget(projectId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (lines: { category: ProcurementCategory; amount: number }[]) =>
      apiRequest<Budget>('PUT', `/procurement/projects/${projectId}/budget`, { body: { lines } }),
    onSuccess: (budget) => client.setQueryData(procurementKeys.budget(projectId), budget),
  })
}

/** The budget and requests as .xlsx, under the name the server gives. */
export const downloadExport = (projectId: string, fallbackName: string) =>
  apiDownload(`/procurement/projects/${projectId}/export`, {}, fallbackName)
