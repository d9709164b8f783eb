import type { Counts, GroupItem, Page } from '#common/intel-schemas'
import type { Query } from '#web/lib/api-client.ts'
import { useWallList } from './wall-list.ts'

export type GroupsAnswer = Page<GroupItem> & { counts: { origin: Counts } }

export const useGroups = (query: Query) => useWallList<GroupsAnswer>('groups', query)
