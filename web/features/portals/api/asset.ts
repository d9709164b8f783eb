import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { AgreementTerms } from '#common/asset/fees'
import type { AlertThresholds, DashboardAnswer } from '#common/asset/schemas'
import { apiGet, apiRequest } from '#web/lib/api-client.ts'
import { apiDownload, apiUpload } from '#web/lib/api-files.ts'

/** One hotel's owner dashboard (404 for a hotel outside the viewer's organization). */
export function useAssetDashboard(hotelId: string | undefined) {
  return useQuery({
    queryKey: ['asset', 'dashboard', hotelId],
    queryFn: () => apiGet<DashboardAnswer>(`/asset/hotels/${encodeURIComponent(hotelId ?? '')}/dashboard`),
    enabled: Boolean(hotelId),
    staleTime: 30_000,
  })
}

/** The hotels of an organization with their latest imported month (404 outside the viewer's own organization). */
export function useAssetPortfolio(organizationId: string | undefined) {
  return useQuery({
    queryKey: ['asset', 'portfolio', organizationId],
    queryFn: () =>
      apiGet<{ hotels: { id: string; name: string; latest_month: string | null }[] }>(
        `/asset/organizations/${encodeURIComponent(organizationId ?? '')}/hotels`,
      ),
    enabled: Boolean(organizationId),
    staleTime: 60_000,
  })
}

export type PnlImportAnswer = {
  file_name: string
  preview: boolean
  months: number
  replaced: number
  hotels: number
  issues: { row: number; column: string; message: string }[]
}

export const downloadPnlTemplate = () => apiDownload('/asset/pnl/template', {}, '月度损益导入模板.xlsx')

/** Checks a sheet row by row (`preview`) or imports it (refused as a whole when any row is wrong). */
export const uploadPnl = (file: File, preview: boolean, onProgress: (percent: number) => void) =>
  apiUpload<PnlImportAnswer>('/asset/pnl/import', file, { query: { preview }, onProgress })

/** Saves a hotel's management agreement; every dashboard is read again. */
export function useSaveAgreement(hotelId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (terms: AgreementTerms) =>
      apiRequest<AgreementTerms>('PUT', `/asset/hotels/${encodeURIComponent(hotelId)}/agreement`, { body: terms }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['asset'] }),
  })
}

/** Saves the owner's alert thresholds (the organization's, for all its hotels). */
export function useSaveThresholds(organizationId: string) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (thresholds: AlertThresholds) =>
      apiRequest<AlertThresholds>('PUT', `/asset/organizations/${encodeURIComponent(organizationId)}/thresholds`, {
        body: thresholds,
      }),
    onSuccess: () => client.invalidateQueries({ queryKey: ['asset'] }),
  })
}
