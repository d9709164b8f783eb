import { queryOptions, useQuery } from '@tanstack/react-query'
import type { ProfileAnswer, ProfileKind } from '#common/intel-schemas'
import { apiGet } from '#web/lib/api-client.ts'

export const profileQuery = (kind: ProfileKind, id: string) =>
  queryOptions({
    queryKey: ['intel', 'profile', kind, id],
    queryFn: ({ signal }) => apiGet<ProfileAnswer>(`/profiles/${kind}/${encodeURIComponent(id)}`, { signal }),
    retry: false,
  })

export const useProfile = (kind: ProfileKind, id: string) => useQuery({ ...profileQuery(kind, id), enabled: id !== '' })
