import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { CoverageView, FigureView, ProposalView } from '#common/data-desk'
import { apiGet, apiPost } from '#web/lib/api-client.ts'
import { apiDownload, apiUpload } from '#web/lib/api-files.ts'
import { loadLiveBenchmarks } from './live-benchmarks.ts'

export type FigureFilter = { area?: string; q?: string; stale?: string; missing?: string }

export const useFigures = (filter: FigureFilter) =>
  useQuery({
    queryKey: ['data-desk', 'figures', filter],
    queryFn: () => apiGet<FigureView[]>('/data-desk/figures', { query: filter }),
  })

export const useFigure = (key: string | undefined) =>
  useQuery({
    queryKey: ['data-desk', 'figure', key],
    enabled: !!key,
    queryFn: () => apiGet<{ figure: FigureView; history: ProposalView[] }>('/data-desk/figure', { query: { key } }),
  })

export const useProposals = (status: string | undefined) =>
  useQuery({
    queryKey: ['data-desk', 'proposals', status],
    queryFn: () => apiGet<ProposalView[]>('/data-desk/proposals', { query: { status } }),
  })

export const useCoverage = () =>
  useQuery({ queryKey: ['data-desk', 'coverage'], queryFn: () => apiGet<CoverageView>('/data-desk/coverage') })

/** Every desk mutation refreshes the desk, and the walls and profiles that show its figures. */
export function useDeskMutation<A>(run: (args: A) => Promise<unknown>) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: run,
    onSuccess: () => {
      void loadLiveBenchmarks(true)
      return client.invalidateQueries()
    },
  })
}

export const proposeFigure = (body: unknown) => apiPost<ProposalView>('/data-desk/proposals', body)
export const approveProposal = (id: string) => apiPost<ProposalView>(`/data-desk/proposals/${id}/approve`)
export const rejectProposal = (args: { id: string; reason: string }) =>
  apiPost<ProposalView>(`/data-desk/proposals/${args.id}/reject`, { reason: args.reason })
export const revertProposal = (id: string) => apiPost<ProposalView>(`/data-desk/proposals/${id}/revert`)

export const exportFigures = (filter: FigureFilter) =>
  apiDownload('/data-desk/export', { query: filter }, `数据维护-${filter.area ?? '全部'}.xlsx`)

export const importFigures = (file: File) =>
  apiUpload<{ created: number; issues: { row: number; column: string; message: string }[]; proposals: ProposalView[] }>(
    '/data-desk/import',
    file,
  )
