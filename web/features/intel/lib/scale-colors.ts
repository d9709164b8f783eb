import type { CityTier, Positioning } from '#common/intel'

/**
 * One colour per segment and per city tier, used by every tag, map marker, legend and chart series that shows them,
 * so a segment reads the same on a page's table, chart and map. Highest segment and tier warmest.
 */
export const positioningColors: Record<Positioning, string> = {
  luxury: '#d4282d',
  upper_upscale: '#fa541c',
  upscale: '#faad14',
  upper_midscale: '#52c41a',
  midscale: '#13c2c2',
  economy: '#1677ff',
}

export const tierColors: Record<CityTier, string> = {
  tier1: '#f5222d',
  new_tier1: '#fa541c',
  tier2: '#fa8c16',
  tier3: '#d4b106',
  tier4: '#8c8c8c',
}
