import type { CityTier } from '../../../common/intel.ts'
import { chinaBounds, type HotelStatus, type Positioning } from '../../../common/intel.ts'

/** What the generator needs to know about the reference data. */
export type GenBrand = { id: string; group_id: string; name: string; positioning: Positioning }
export type GenCity = { id: string; name: string; province: string; tier: CityTier; lat: number; lng: number }

export type DemoHotel = {
  id: string
  name: string
  brand_id: string
  group_id: string
  city_id: string
  address: string
  lat: number
  lng: number
  positioning: Positioning
  rooms: number
  status: HotelStatus
  opening_date: string
}

/** Big cities get more hotels, as they do in the market. */
const tierWeight: Record<CityTier, number> = { tier1: 40, new_tier1: 20, tier2: 10, tier3: 4, tier4: 1.5 }
/** Economy and mid-market hotels outnumber luxury ones by far. */
const positioningWeight: Record<Positioning, number> = {
  luxury: 1,
  upper_upscale: 2,
  upscale: 4,
  upper_midscale: 8,
  midscale: 8,
  economy: 12,
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

/** Small, fast, seedable PRNG (mulberry32): the same index always yields the same hotel. */
export function mulberry32(seed: number) {
  let a = seed >>> 0
  return () => {
    a = (a + 0x6d2b79f5) >>> 0
    let t = a
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

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

/** Makes a generator of demo hotels; `hotelAt(i)` depends only on i and the reference data, never on call order. */
export function demoHotelGenerator(brands: GenBrand[], cities: GenCity[], seed = 20261122) {
  if (brands.length === 0 || cities.length === 0) throw new Error('demo hotels need brands and cities')
  const sortedBrands = [...brands].sort((a, b) => a.id.localeCompare(b.id))
  const sortedCities = [...cities].sort((a, b) => a.id.localeCompare(b.id))
  const brandCount: Partial<Record<Positioning, number>> = {}
  for (const b of sortedBrands) brandCount[b.positioning] = (brandCount[b.positioning] ?? 0) + 1
  const pickCity = weightedPicker(sortedCities, (c) => tierWeight[c.tier])
  const pickBrand = weightedPicker(
    sortedBrands,
    (b) => positioningWeight[b.positioning] / (brandCount[b.positioning] ?? 1),
  )

  return function hotelAt(index: number): DemoHotel {
    const rand = mulberry32(seed ^ Math.imul(index + 1, 0x9e3779b1))
    const int = (min: number, max: number) => min + Math.floor(rand() * (max - min + 1))
    const pick = <T>(list: T[]) => list[Math.floor(rand() * list.length)] as T
    const city = pickCity(rand())
    const brand = pickBrand(rand())
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
    const s = rand()
    const status: HotelStatus = s < 0.76 ? 'open' : s < 0.86 ? 'under_construction' : s < 0.96 ? 'signed' : 'closed'
    const year =
      status === 'open'
        ? int(2000, 2025)
        : status === 'closed'
          ? int(1998, 2020)
          : status === 'under_construction'
            ? int(2026, 2028)
            : int(2027, 2029)
    const opening = `${year}-${String(int(1, 12)).padStart(2, '0')}-${String(int(1, 28)).padStart(2, '0')}`
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
