import districtRows from '#common/china-districts.json' with { type: 'json' }
import type { Db } from '#server/db/database'
import { distanceKm } from '../intel/hotel-queries.ts'

/**
 * The district (区、县、县级市、旗) of a hotel, read from its address (ADR 132). Hotels carry no district field, so
 * the address is the only statement of it. A district counts only when the address names it right after the hotel's
 * own city (浙江省杭州市淳安县… or 杭州淳安县…), the name is one of the national division table's (国家统计局统计用区划,
 * common/china-districts.json) and a district of that name lies within 150 km of the city's seat (the distance the
 * table's own positions were matched with). Anything else is 区县未知: no district is guessed from coordinates.
 */

/** The table's rows: [name, lng, lat]. */
type DistrictRow = [string, number, number]

const places = new Map<string, { lng: number; lat: number }[]>()
for (const [name, lng, lat] of districtRows as DistrictRow[]) {
  const list = places.get(name) ?? []
  list.push({ lng, lat })
  places.set(name, list)
}
/** Longest first, so 滨海新区 wins over a shorter name it starts with. */
const namesByLength = [...places.keys()].sort((a, b) => b.length - a.length)

/** How far from the city's seat a district of the name may lie (as in scripts/district-labels.mjs). */
const withinKm = 150

/** The city as the address check needs it. */
export type DistrictCity = { name: string; province: string; lat: number; lng: number }

/** 浙江省 → 浙江, 杭州市 → 杭州, 大兴安岭地区 → 大兴安岭; two-character names stay whole. */
const shortName = (name: string) =>
  name.length > 2 ? name.replace(/(省|市|自治区|特别行政区|地区|盟|自治州)$/, '') : name

function afterPrefix(text: string, names: string[]) {
  const hit = names.find((n) => n && text.startsWith(n))
  return hit === undefined ? null : text.slice(hit.length)
}

/** The district the address names within the city, or null (区县未知). */
export function districtOf(address: string | null | undefined, city: DistrictCity): string | null {
  if (!address) return null
  const whole = address.replace(/\s+/g, '')
  const afterProvince = afterPrefix(whole, [city.province, shortName(city.province)])
  let rest = afterProvince ?? whole
  const afterCity = afterPrefix(rest, [city.name, shortName(city.name)])
  if (afterCity !== null) rest = afterCity
  // A municipality's name is its province's: 北京市朝阳区 has already lost 北京市 with the province.
  else if (!(city.province === city.name && afterProvince !== null)) return null
  const name = namesByLength.find((n) => rest.startsWith(n))
  if (!name || name === city.name) return null
  const near = (places.get(name) ?? []).some((p) => distanceKm(city, p) <= withinKm)
  return near ? name : null
}

/** The label of hotels whose address names no district of their city. */
export const unknownDistrict = '区县未知'

export type CityDistricts = {
  city: { id: string; name: string }
  /** Districts named by the city's hotels (open, signed, under construction), with how many hotels each. */
  districts: { name: string; hotels: number }[]
  /** Hotels of the city whose address names no district. */
  unknown: number
}

/** The census's hotels of a city with their districts: what the district market area chooses from. */
export async function cityHotelDistricts(db: Db, cityId: string) {
  const city = await db
    .selectFrom('cities')
    .select(['id', 'name', 'province', 'lat', 'lng'])
    .where('id', '=', cityId)
    .executeTakeFirst()
  if (!city) return undefined
  const rows = await db
    .selectFrom('hotels')
    .select(['id', 'address'])
    .where('city_id', '=', cityId)
    .where('status', 'in', ['open', 'signed', 'under_construction'])
    .execute()
  const at = { name: city.name, province: city.province, lat: Number(city.lat), lng: Number(city.lng) }
  return {
    city: { id: city.id, name: city.name },
    hotels: rows.map((r) => ({ id: r.id, district: districtOf(r.address, at) })),
  }
}

/** The districts a study of this city may choose, with hotel counts, most hotels first. */
export async function cityDistricts(db: Db, cityId: string): Promise<CityDistricts | undefined> {
  const read = await cityHotelDistricts(db, cityId)
  if (!read) return undefined
  const counts = new Map<string, number>()
  let unknown = 0
  for (const h of read.hotels) {
    if (h.district) counts.set(h.district, (counts.get(h.district) ?? 0) + 1)
    else unknown++
  }
  const districts = [...counts]
    .map(([name, hotels]) => ({ name, hotels }))
    .sort((a, b) => b.hotels - a.hotels || a.name.localeCompare(b.name, 'zh-CN'))
  return { city: read.city, districts, unknown }
}
