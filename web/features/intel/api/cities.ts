import type { CityItem, Counts, Page } from '#common/intel-schemas'
import type { Query } from '#web/lib/api-client.ts'
import { useWallList } from './wall-list.ts'

export type CitiesAnswer = Page<CityItem> & { counts: { tier: Counts } }

export const useCities = (query: Query) => useWallList<CitiesAnswer>('cities', query)
