import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query'
import type { Counts, GroupItem, Page } from '#common/intel-schemas'
import { apiGet, type Query } from '#web/lib/api-client.ts'

export type GroupsAnswer = Page<GroupItem> & { counts: { origin: Counts } }

export const groupsQuery = (query: Query) =>
  queryOptions({
    queryKey: ['intel', 'groups', query],
    queryFn: ({ signal }) => apiGet<GroupsAnswer>('/groups', { query, signal }),
    placeholderData: keepPreviousData,
  })

export const useGroups = (query: Query) => useQuery(groupsQuery(query))
