import { useQuery } from '@tanstack/react-query'
import type { DashboardAnswer } from '../../../../common/asset/schemas.ts'
import { apiGet } from '../../../lib/api-client.ts'

/** One hotel's owner dashboard (404 for a hotel outside the viewer's organization). */
export function useAssetDashboard(hotelId: string | undefined) {
  return useQuery({
    queryKey: ['asset', 'dashboard', hotelId],
    queryFn: () => apiGet<DashboardAnswer>(`/asset/hotels/${encodeURIComponent(hotelId ?? '')}/dashboard`),
    enabled: Boolean(hotelId),
    staleTime: 30_000,
  })
}
