import { cityRows } from '#common/cities'

export type PlaceLabel = { name: string; lat: number; lng: number }

/** From this zoom on the map names cities; below it, provinces (337 city names at national scale are a blur). */
export const CITY_LABEL_ZOOM = 6

/** From this zoom on the map also names districts and counties, only those in view (about 2,600 in all). */
export const DISTRICT_LABEL_ZOOM = 9

/** The district table (common/china-districts.json, ADR 042), fetched the first time the map is zoomed that far. */
export async function loadDistrictLabels(): Promise<PlaceLabel[]> {
  const rows = (await import('#common/china-districts.json')).default as [string, number, number][]
  return rows.map(([name, lng, lat]) => ({ name, lat, lng }))
}

/** The labels inside a box (south, west, north, east), for drawing only what the screen shows. */
export function labelsWithin(labels: PlaceLabel[], box: [number, number, number, number]) {
  const [south, west, north, east] = box
  return labels.filter((l) => l.lat >= south && l.lat <= north && l.lng >= west && l.lng <= east)
}

/** "杭州市" → "杭州", "北京市" → "北京"; leagues, prefectures and autonomous prefectures keep their full names. */
export function shortName(name: string) {
  return /^[\u4e00-\u9fa5]{2,}市$/.test(name) ? name.slice(0, -1) : name
}

/** The shipped city table as labels at each city's seat of government. */
export function cityLabels(): PlaceLabel[] {
  return cityRows.map(([, name, , lng, lat]) => ({ name: shortName(name), lat, lng }))
}

/**
 * One label per province: at the mean position of its cities' seats (inside the province, near its people,
 * unlike the middle of its bounding box), or the middle of its outline where the city table has no cities
 * (Hong Kong, Macau, Taiwan).
 */
export function provinceLabels(provinces: GeoJSON.FeatureCollection): PlaceLabel[] {
  const seats = new Map<string, { lat: number; lng: number; n: number }>()
  for (const [, , province, lng, lat] of cityRows) {
    const key = provinceKey(province)
    const sum = seats.get(key) ?? { lat: 0, lng: 0, n: 0 }
    seats.set(key, { lat: sum.lat + lat, lng: sum.lng + lng, n: sum.n + 1 })
  }
  return provinces.features.flatMap((feature) => {
    const name = String(feature.properties?.name ?? '')
    if (!name) return []
    const sum = seats.get(provinceKey(name))
    if (sum) return [{ name: provinceKey(name), lat: sum.lat / sum.n, lng: sum.lng / sum.n }]
    const box = boundsOf(feature.geometry)
    return box ? [{ name: provinceKey(name), lat: (box[1] + box[3]) / 2, lng: (box[0] + box[2]) / 2 }] : []
  })
}

/** 浙江省 / 浙江, 广西壮族自治区 / 广西, 北京市 / 北京: the short name both tables agree on. */
export function provinceKey(name: string) {
  return name.replace(/(壮族|回族|维吾尔)?自治区$|特别行政区$|省$|市$/, '')
}

function boundsOf(geometry: GeoJSON.Geometry): [number, number, number, number] | undefined {
  const points: number[][] = []
  const walk = (value: unknown) => {
    if (Array.isArray(value) && typeof value[0] === 'number') points.push(value as number[])
    else if (Array.isArray(value)) for (const inner of value) walk(inner)
  }
  if ('coordinates' in geometry) walk(geometry.coordinates)
  if (points.length === 0) return undefined
  const lngs = points.map((p) => p[0] ?? 0)
  const lats = points.map((p) => p[1] ?? 0)
  return [Math.min(...lngs), Math.min(...lats), Math.max(...lngs), Math.max(...lats)]
}
