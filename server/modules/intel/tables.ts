import type { CityTier, GroupOrigin, HotelStatus, Positioning } from '#common/intel'
import type { Flag, Id, IsoTime } from '#server/db/columns'

/** Tables of industry intelligence (migration 0301). */
export interface IntelTables {
  management_groups: ManagementGroupTable
  brands: BrandTable
  cities: CityTable
  hotels: HotelTable
  brandwall_shares: BrandwallShareTable
  hotel_performance: HotelPerformanceTable
}

/** One month of an imported hotel's rooms business (migration 0304). */
export interface HotelPerformanceTable {
  hotel_id: Id
  /** YYYY-MM */
  month: string
  rooms_available: number
  rooms_sold: number
  /** 元, whole. */
  room_revenue: number
  created_at: IsoTime
}

export interface ManagementGroupTable {
  id: Id
  slug: string
  name: string
  name_en: string
  origin: GroupOrigin
  headquarters: string
  founded_year: number | null
  logo_url: string | null
  created_at: IsoTime
  updated_at: IsoTime
}

export interface BrandTable {
  id: Id
  slug: string
  group_id: Id
  name: string
  name_en: string
  positioning: Positioning
  logo_url: string | null
  created_at: IsoTime
  updated_at: IsoTime
}

export interface CityTable {
  id: Id
  /** GB/T 2260 administrative division code of the prefecture-level city (or municipality). */
  code: string
  name: string
  province: string
  tier: CityTier
  lat: number
  lng: number
}

export interface HotelTable {
  id: Id
  name: string
  brand_id: Id | null
  /** Copied from the brand on write so the wall and map filter by group without a join. */
  group_id: Id | null
  city_id: Id
  address: string
  lat: number
  lng: number
  positioning: Positioning
  rooms: number
  status: HotelStatus
  /** YYYY-MM-DD; planned date for signed and under-construction hotels. */
  opening_date: string | null
  is_demo: Flag
  created_at: IsoTime
  updated_at: IsoTime
}

export interface BrandwallShareTable {
  id: Id
  /** SHA-256 of the token: the token itself is shown once, at creation. */
  token_hash: string
  title: string
  /** JSON array of brand ids. */
  brand_ids: string
  created_by: Id
  created_at: IsoTime
  expires_at: IsoTime
  revoked_at: IsoTime | null
}
