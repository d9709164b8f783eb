import type { Selectable } from 'kysely'
import type { CityTier } from '#common/intel'
import { chinaBounds, type HotelStatus, type Positioning } from '#common/intel'
import { mulberry32 } from '#server/lib/random'
import type { HotelTable } from './tables.ts'

/** What the generator needs to know about the reference data. */
export type GenBrand = {
  id: string
  group_id: string
  name: string
  positioning: Positioning
  /** Published hotels open: the brand's share of the sample. */
  hotels: number | null
  /** No sample hotel of the brand opens before this year. */
  launch_year: number | null
}
export type GenCity = { id: string; name: string; province: string; tier: CityTier; lat: number; lng: number }

/** A generated hotel: a hotels row without its flags and times, always with a brand, a group and a date. */
export type DemoHotel = Omit<Selectable<HotelTable>, 'is_demo' | 'created_at' | 'updated_at'> & {
  brand_id: string
  group_id: string
  opening_date: string
}

/**
 * The sample's calendar: open hotels opened by the month 24 months before the last month of performance, so each has
 * 24 months of it; pipeline hotels open after it. Changing these regenerates the sample.
 */
export const sampleCalendar = { lastMonth: '2026-10', latestOpening: '2024-10', firstPipelineYear: 2027 } as const

/** Big cities get more hotels, as they do in the market. */
const tierWeight: Record<CityTier, number> = { tier1: 40, new_tier1: 20, tier2: 10, tier3: 4, tier4: 1.5 }
/** Upscale and luxury hotels cluster in the big cities more than limited-service ones do. */
const upperTierBoost: Record<CityTier, number> = { tier1: 3, new_tier1: 2, tier2: 1.2, tier3: 0.8, tier4: 0.5 }

/**
 * Each brand's share of the sample: its published number of hotels open. A brand without a published figure counts as
 * the smallest published brand of its segment (or 10 hotels when none is published), so it still appears.
 */
export function brandWeights(brands: GenBrand[]) {
  const smallest = new Map<Positioning, number>()
  for (const b of brands) {
    if (b.hotels && b.hotels > 0)
      smallest.set(b.positioning, Math.min(smallest.get(b.positioning) ?? b.hotels, b.hotels))
  }
  return brands.map((b) => (b.hotels && b.hotels > 0 ? b.hotels : (smallest.get(b.positioning) ?? 10)))
}

const roomRange: Record<Positioning, [number, number]> = {
  luxury: [150, 420],
  upper_upscale: [200, 500],
  upscale: [150, 380],
  upper_midscale: [90, 220],
  midscale: [70, 160],
  economy: [45, 130],
}
const areas = [
  '火车站',
  '人民广场',
  '高铁站',
  '市中心',
  '万达广场',
  '开发区',
  '机场',
  '会展中心',
  '大学城',
  '老城',
  '新区',
  '体育中心',
  '滨江',
  '国贸',
  '步行街',
  '高新区',
  '金融中心',
  '湖滨',
  '古城',
  '科技园',
]
const roads = [
  '人民路',
  '中山路',
  '解放路',
  '建设路',
  '长江路',
  '新华路',
  '和平路',
  '文化路',
  '胜利路',
  '青年路',
  '迎宾大道',
]
const upperSegments = new Set<Positioning>(['luxury', 'upper_upscale', 'upscale'])

function weightedPicker<T>(items: T[], weight: (item: T) => number) {
  const cumulative: number[] = []
  let sum = 0
  for (const item of items) {
    sum += weight(item)
    cumulative.push(sum)
  }
  return (r: number): T => {
    const target = r * sum
    let lo = 0
    let hi = cumulative.length - 1
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if ((cumulative[mid] ?? 0) > target) hi = mid
      else lo = mid + 1
    }
    return items[lo] as T
  }
}

export function demoHotelId(index: number) {
  return `demo-hotel-${String(index).padStart(6, '0')}`
}

const shortCity = (name: string) => (name.length > 2 ? name.replace(/(市|地区|盟)$/, '') : name)

/**
 * Makes a generator of demo hotels; `hotelAt(i)` depends only on i and the reference data, never on call order.
 * Brands are chosen by a golden-ratio sequence over the cumulative weights, so any first n hotels hold each brand in
 * proportion to its published size (off by a hotel or two), whatever n is.
 */
export function demoHotelGenerator(brands: GenBrand[], cities: GenCity[], seed = 20261122) {
  if (brands.length === 0 || cities.length === 0) throw new Error('demo hotels need brands and cities')
  const sortedBrands = [...brands].sort((a, b) => a.id.localeCompare(b.id))
  const sortedCities = [...cities].sort((a, b) => a.id.localeCompare(b.id))
  const weights = brandWeights(sortedBrands)
  const pickBrand = weightedPicker(
    sortedBrands.map((b, i) => ({ b, w: weights[i] ?? 0 })),
    (x) => x.w,
  )
  const pickCity = weightedPicker(sortedCities, (c) => tierWeight[c.tier])
  const pickUpperCity = weightedPicker(sortedCities, (c) => tierWeight[c.tier] * upperTierBoost[c.tier])
  const [lastOpenYear, lastOpenMonth] = sampleCalendar.latestOpening.split('-').map(Number) as [number, number]
  const golden = (Math.sqrt(5) - 1) / 2

  return function hotelAt(index: number): DemoHotel {
    const rand = mulberry32(seed ^ Math.imul(index + 1, 0x9e3779b1))
    const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T
    const { b: brand } = pickBrand(((index + 1) * golden) % 1)
    const city = upperSegments.has(brand.positioning) ? pickUpperCity(rand()) : pickCity(rand())
    const area = pick(areas)
    const cityName = shortCity(city.name)
    const brandName = /(酒店|饭店|度假村|大酒店)$/.test(brand.name) ? brand.name : `${brand.name}酒店`
    const name = upperSegments.has(brand.positioning)
      ? `${cityName}${area}${brandName}`
      : `${brandName}（${cityName}${area}店）`
    // Spread hotels around the city seat: up to ~0.15° (≈15 km), denser near the centre.
    const distance = 0.15 * rand() ** 1.5
    const angle = rand() * Math.PI * 2
    const lat = clamp(city.lat + distance * Math.sin(angle), chinaBounds.minLat, chinaBounds.maxLat)
    const lng = clamp(city.lng + distance * Math.cos(angle), chinaBounds.minLng, chinaBounds.maxLng)
    const [minRooms, maxRooms] = roomRange[brand.positioning]
    // No hotel opens before its brand: a brand launched after the sample's latest opening has only a pipeline.
    const firstYear = Math.max(brand.launch_year ?? 1995, 1990)
    const s = rand()
    let status: HotelStatus = s < 0.8 ? 'open' : s < 0.88 ? 'under_construction' : s < 0.96 ? 'signed' : 'closed'
    if (status === 'closed' && firstYear > 2018) status = 'open'
    if (status === 'open' && firstYear > lastOpenYear) status = 'signed'
    const { firstPipelineYear } = sampleCalendar
    let year: number
    let month = int(1, 12)
    // Chains grew fast after 2010: opening years lean to the recent end (density rising linearly over the span).
    const recentYear = (from: number, to: number) => from + Math.floor((to - from + 1) * Math.sqrt(rand()))
    if (status === 'open') {
      year = Math.min(lastOpenYear, recentYear(firstYear, lastOpenYear))
      if (year === lastOpenYear) month = int(1, lastOpenMonth)
    } else if (status === 'closed') year = Math.min(2018, recentYear(firstYear, 2018))
    else if (status === 'under_construction') year = int(firstPipelineYear, firstPipelineYear + 1)
    else year = int(firstPipelineYear, firstPipelineYear + 2)
    const opening = `${year}-${String(month).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`
    const province = city.province === city.name ? '' : city.province
    return {
      id: demoHotelId(index),
      name,
      brand_id: brand.id,
      group_id: brand.group_id,
      city_id: city.id,
      address: `${province}${city.name}${pick(roads)}${int(1, 999)}号`,
      lat: round6(lat),
      lng: round6(lng),
      positioning: brand.positioning,
      rooms: int(minRooms, maxRooms),
      status,
      opening_date: opening,
    }
  }
}

const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const round6 = (v: number) => Math.round(v * 1e6) / 1e6
