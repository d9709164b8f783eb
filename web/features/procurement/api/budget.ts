import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ProcurementCategory } from '../../../../common/procurement.ts'
import { API_BASE, ApiError, apiGet, apiRequest } from '../../../lib/api-client.ts'
import { session } from '../../../lib/session.ts'
import { procurementKeys } from './catalog.ts'
import type { Budget } from './types.ts'

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

/** The .xlsx export needs a blob, which the JSON client does not offer; it reads the token from the same session. */
export async function downloadExport(projectId: string, fallbackName: string) {
  const token = session.token()
  let response: Response
  try {
    response = await fetch(`${API_BASE}/procurement/projects/${projectId}/export`, {
      headers: token ? { authorization: `Bearer ${token}` } : {},
      credentials: 'same-origin',
    })
  } catch {
    throw new ApiError(0, 'network_error', '网络连接失败，请检查网络后重试')
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => ({}))) as { error?: { code?: string; message?: string } }
    throw new ApiError(response.status, body.error?.code ?? 'unknown', body.error?.message ?? '导出失败，请稍后重试')
  }
  const url = URL.createObjectURL(await response.blob())
  const link = document.createElement('a')
  link.href = url
  const match = /filename\*=UTF-8''([^;]+)/i.exec(response.headers.get('content-disposition') ?? '')
  link.download = match?.[1] ? decodeURIComponent(match[1]) : fallbackName
  link.click()
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
