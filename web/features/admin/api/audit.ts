import { keepPreviousData, useQuery } from '@tanstack/react-query'
import type { AuditEntry, AuditFilter, Page } from '#common/admin-schemas'
import { apiRequest } from '#web/lib/api-client.ts'

export function useAudit(filter: AuditFilter, page: number, pageSize: number) {
  return useQuery({
    queryKey: ['admin', 'audit', filter, page, pageSize],
    queryFn: () =>
      apiRequest<Page<AuditEntry>>('GET', '/admin/audit', { query: { ...filter, page, page_size: pageSize } }),
    placeholderData: keepPreviousData,
  })
}

export function useAuditActions() {
  return useQuery({
    queryKey: ['admin', 'audit', 'actions'],
    queryFn: () => apiRequest<string[]>('GET', '/admin/audit/actions'),
  })
}
