import type { BrandItem, Counts, Page } from '#common/intel-schemas'
import type { Query } from '#web/lib/api-client.ts'
import { useWallList } from './wall-list.ts'

export type BrandsAnswer = Page<BrandItem> & { counts: { positioning: Counts } }

export const useBrands = (query: Query) => useWallList<BrandsAnswer>('brands', query)
