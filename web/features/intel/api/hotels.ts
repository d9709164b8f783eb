import type { HotelItem, Page } from '#common/intel-schemas'
import type { Query } from '#web/lib/api-client.ts'
import { useWallList } from './wall-list.ts'

export const useHotels = (query: Query) => useWallList<Page<HotelItem>>('hotels', query)
