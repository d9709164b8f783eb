/** Codes and Chinese labels of industry intelligence (hotels, brands, groups, cities) that server and web share. */

/** Brand positioning, highest first (the scale used by STR and by Chinese hotel research). */
export const positionings = ['luxury', 'upper_upscale', 'upscale', 'upper_midscale', 'midscale', 'economy'] as const
export type Positioning = (typeof positionings)[number]
export const positioningLabels: Record<Positioning, string> = {
  luxury: '奢华',
  upper_upscale: '超高端',
  upscale: '高端',
  upper_midscale: '中高端',
  midscale: '中端',
  economy: '经济型',
}

export const hotelStatuses = ['open', 'signed', 'under_construction', 'closed'] as const
export type HotelStatus = (typeof hotelStatuses)[number]
export const hotelStatusLabels: Record<HotelStatus, string> = {
  open: '已开业',
  signed: '已签约',
  under_construction: '筹建中',
  closed: '已停业',
}

/** Hotels that are not open yet. */
export const pipelineStatuses: HotelStatus[] = ['signed', 'under_construction']

export const cityTiers = ['tier1', 'new_tier1', 'tier2', 'tier3', 'tier4'] as const
export type CityTier = (typeof cityTiers)[number]
export const cityTierLabels: Record<CityTier, string> = {
  tier1: '一线',
  new_tier1: '新一线',
  tier2: '二线',
  tier3: '三线',
  tier4: '四线及以下',
}

export const groupOrigins = ['domestic', 'international'] as const
export type GroupOrigin = (typeof groupOrigins)[number]
export const groupOriginLabels: Record<GroupOrigin, string> = { domestic: '国内集团', international: '国际集团' }

/** China's bounding box, South China Sea islands included (Sansha lies at 16.8° N): coordinates must fall inside. */
export const chinaBounds = { minLat: 3.8, maxLat: 53.6, minLng: 73.4, maxLng: 135.1 } as const

/** Largest page the list endpoints serve. */
export const maxPageSize = 200

/** What /section/profile can describe: a city, a brand or a group. */
export const profileKinds = ['city', 'brand', 'group'] as const
export type ProfileKind = (typeof profileKinds)[number]
