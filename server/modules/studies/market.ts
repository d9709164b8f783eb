import { type HotelStatus, type Positioning, positioningLabels, positionings } from '#common/intel'
import type { NearbyHotel } from '#common/intel-schemas'
import type { CensusHotel, CompSetMember, StudyArea, StudyCensus, StudyCompSet } from '#common/study/api'
import { areaDescription, studyRadius } from '#common/study/api'
import type { Db } from '#server/db/database'
import { compSet, compSetRule, monthsOf } from '../intel/comp-set.ts'
import { distanceKm, hotelsByIds, hotelsNear } from '../intel/hotel-queries.ts'
import { kpis, type MonthPerformance, sampleMonths } from '../intel/performance.ts'
import { cityHotelDistricts, districtOf } from './districts.ts'

/** Where the study looks from: its site, and the hotel it is (a pipeline hotel) so that hotel is not its own rival. */
export type StudyCenter = { lat: number; lng: number; hotelId: string | null }

/** A hotel the consultant added to the comp set or took out of it, with the reason (shown in the chapter). */
export type CompSetEdit = { hotel_id: string; action: 'add' | 'remove'; reason: string }

/** Hotels a census reads at most: far more than any 30 km radius of the database holds. */
const censusLimit = 5000
/** An under-construction hotel expected to open within this many months counts as "opening". */
const openingWithinMonths = 12

const round1 = (v: number) => Math.round(v * 10) / 10

/**
 * The market area to read: the radius around the site, or districts of the site's city (ADR 132). `city` is the
 * site's city; the district area needs it, the radius area only names districts with it.
 */
export type AreaInput = { radiusKm: number; districts: string[] | null; city: { id: string; name: string } | null }

const statuses: HotelStatus[] = ['open', 'signed', 'under_construction']

function censusRow(h: NearbyHotel, district: string | null): CensusHotel {
  return {
    hotel_id: h.id,
    name: h.name,
    brand_name: h.brand_name,
    positioning: h.positioning,
    rooms: h.rooms,
    status: h.status,
    opening_date: h.opening_date,
    distance_km: h.distance_km,
    lat: h.lat,
    lng: h.lng,
    district,
  }
}

/** signed / under construction / opening (under construction and expected within 12 months of `today`). */
export function pipelineStatus(h: Pick<CensusHotel, 'status' | 'opening_date'>, today: string) {
  if (h.status === 'signed') return 'signed' as const
  const [y, m] = today.split('-').map(Number) as [number, number]
  const horizon = `${y + Math.floor((m - 1 + openingWithinMonths) / 12)}-${String(((m - 1 + openingWithinMonths) % 12) + 1).padStart(2, '0')}`
  return h.opening_date && h.opening_date.slice(0, 7) <= horizon
    ? ('opening' as const)
    : ('under_construction' as const)
}

/** The hotels (open and pipeline) of the chosen districts, nearest the site first, each with its district. */
async function hotelsInDistricts(db: Db, center: StudyCenter, cityId: string, districts: string[]) {
  const read = await cityHotelDistricts(db, cityId)
  const chosen = new Set(districts)
  const inside = (read?.hotels ?? []).filter((h) => h.district && chosen.has(h.district) && h.id !== center.hotelId)
  const districtOfId = new Map(inside.map((h) => [h.id, h.district]))
  const hotels = (
    await hotelsByIds(
      db,
      inside.map((h) => h.id),
    )
  )
    .map((h): NearbyHotel => ({ ...h, distance_km: Math.round(distanceKm(center, h) * 100) / 100 }))
    .sort((a, b) => a.distance_km - b.distance_km || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
  const unknown = (read?.hotels ?? []).filter((h) => !h.district).length
  return { hotels, districtOf: (id: string) => districtOfId.get(id) ?? null, unknown }
}

/** The districts of hotels found by radius, read from their addresses and cities (null: 区县未知). */
async function districtsOfNearby(db: Db, hotels: NearbyHotel[]) {
  const cityIds = [...new Set(hotels.map((h) => h.city_id))]
  const cities = cityIds.length
    ? await db.selectFrom('cities').select(['id', 'lat', 'lng']).where('id', 'in', cityIds).execute()
    : []
  const seat = new Map(cities.map((c) => [c.id, { lat: Number(c.lat), lng: Number(c.lng) }]))
  const out = new Map<string, string | null>()
  for (const h of hotels) {
    const at = seat.get(h.city_id)
    out.set(h.id, at ? districtOf(h.address, { name: h.city_name, province: h.province, ...at }) : null)
  }
  return (id: string) => out.get(id) ?? null
}

/** The hotels of the market area (open and pipeline, nearest first) and how the area was defined. */
export async function areaHotels(db: Db, center: StudyCenter, area: AreaInput) {
  if (area.districts && area.city) {
    const read = await hotelsInDistricts(db, center, area.city.id, area.districts)
    const definition = { kind: 'districts' as const, districts: area.districts, city_name: area.city.name }
    return { ...read, area: { ...definition, radius_km: area.radiusKm, unknown_district_hotels: read.unknown } }
  }
  const point = { id: center.hotelId ?? undefined, lat: center.lat, lng: center.lng }
  const hotels = await hotelsNear(db, point, area.radiusKm, censusLimit, { status: statuses })
  return {
    hotels,
    districtOf: await districtsOfNearby(db, hotels),
    area: {
      kind: 'radius' as const,
      radius_km: area.radiusKm,
      districts: [],
      city_name: area.city?.name ?? null,
      unknown_district_hotels: 0,
    },
  }
}

/**
 * The market area's supply from the hotel database: open hotels of the area by segment, and the pipeline (signed,
 * under construction, opening) by expected opening date. With no hotel in the area, `empty` says so; for a radius it
 * names the radius that reaches the nearest hotel (up to 30 km).
 */
export async function readCensus(
  db: Db,
  center: StudyCenter,
  found: Awaited<ReturnType<typeof areaHotels>>,
  today: string,
): Promise<StudyCensus> {
  const { hotels: near, districtOf: district, area } = found
  const existing = near.filter((h) => h.status === 'open').map((h) => censusRow(h, district(h.id)))
  const pipeline = near
    .filter((h) => h.status === 'signed' || h.status === 'under_construction')
    .map((h) => ({ ...censusRow(h, district(h.id)), pipeline_status: pipelineStatus(h, today) }))
    .sort((a, b) => (a.opening_date ?? '9999').localeCompare(b.opening_date ?? '9999') || a.distance_km - b.distance_km)
  const by_segment = positionings
    .map((segment) => {
      const of = existing.filter((h) => h.positioning === segment)
      return { segment, hotels: of.length, rooms: of.reduce((s, h) => s + h.rooms, 0) }
    })
    .filter((s) => s.hotels > 0)
  let empty: StudyCensus['empty'] = null
  if (existing.length === 0 && pipeline.length === 0) empty = await emptyArea(db, center, area)
  return {
    radius_km: area.radius_km,
    area: { ...area, description: areaDescription(area) },
    existing,
    by_segment,
    pipeline,
    existing_rooms: existing.reduce((s, h) => s + h.rooms, 0),
    pipeline_rooms: pipeline.reduce((s, h) => s + h.rooms, 0),
    empty,
  }
}

/** What to tell the consultant when the area holds no hotel, and (for a radius) a radius that would find some. */
async function emptyArea(
  db: Db,
  center: StudyCenter,
  area: Omit<StudyArea, 'description'>,
): Promise<NonNullable<StudyCensus['empty']>> {
  if (area.kind === 'districts') {
    return {
      message: `所选行政区（${area.districts.join('、')}）内没有地址可识别为这些区县的酒店。可改选其他行政区，或改用半径范围。`,
      suggested_radius_km: null,
    }
  }
  const point = { id: center.hotelId ?? undefined, lat: center.lat, lng: center.lng }
  const [nearest] = await hotelsNear(db, point, studyRadius.maxKm, 1, { status: statuses })
  const suggested = nearest ? Math.min(studyRadius.maxKm, Math.ceil(nearest.distance_km)) : null
  return {
    message: nearest
      ? `半径 ${area.radius_km} 公里内没有酒店。最近的酒店（${nearest.name}）在 ${round1(nearest.distance_km)} 公里外，可将半径扩大到 ${suggested} 公里后重新统计。`
      : `半径 ${studyRadius.maxKm} 公里内都没有收录的酒店：请确认地块位置，或在测算假设中填写竞争组合的经营数据并注明来源。`,
    suggested_radius_km: suggested,
  }
}

const segmentWords = (subject: Positioning, other: Positioning) => {
  const step = positionings.indexOf(other) - positionings.indexOf(subject)
  if (step === 0) return `同档（${positioningLabels[other]}）`
  return `相邻档（${positioningLabels[other]}，${step < 0 ? '高一档' : '低一档'}）`
}

/** The intel rule applied to a district area: its nearest open hotels of the same or an adjacent segment, at most ten. */
function nearestRivals(hotels: NearbyHotel[], segment: Positioning) {
  const index = positionings.indexOf(segment)
  return hotels
    .filter((h) => h.status === 'open' && Math.abs(positionings.indexOf(h.positioning) - index) <= 1)
    .slice(0, compSetRule.max)
}

/** Size band of a proposed rival: between a third and three times the subject's rooms, when enough hotels qualify. */
const sizeBand = { min: 1 / 3, max: 3 } as const

/**
 * The competitive set: proposed by the intel rule (intel/comp-set.ts: nearest open hotels of the same or an adjacent
 * segment), narrowed to comparable size when at least five remain, then the consultant's edits. Each hotel carries
 * its reason and its 24 months of performance (imported, else a demo hotel's generated months, else none).
 */
export async function readCompSet(
  db: Db,
  center: StudyCenter,
  subject: { segment: Positioning; rooms: number },
  edits: CompSetEdit[],
  /** The district area's hotels (nearest first): the set is proposed from them instead of the 20 km search. */
  districtArea?: { hotels: NearbyHotel[]; districts: string[] },
): Promise<StudyCompSet> {
  const proposedAll = districtArea
    ? nearestRivals(districtArea.hotels, subject.segment)
    : await compSet(db, {
        id: center.hotelId ?? undefined,
        lat: center.lat,
        lng: center.lng,
        positioning: subject.segment,
      })
  const sized = proposedAll.filter(
    (h) => h.rooms >= subject.rooms * sizeBand.min && h.rooms <= subject.rooms * sizeBand.max,
  )
  const proposed = sized.length >= compSetRule.min ? sized : proposedAll
  const removedIds = new Set(edits.filter((e) => e.action === 'remove').map((e) => e.hotel_id))
  const addedEdits = edits.filter((e) => e.action === 'add' && !proposed.some((h) => h.id === e.hotel_id))
  const added = (
    await hotelsByIds(
      db,
      addedEdits.map((e) => e.hotel_id),
    )
  ).map((h) => ({
    ...h,
    distance_km: Math.round(distanceKm(center, h) * 100) / 100,
  }))
  const removed = edits
    .filter((e) => e.action === 'remove')
    .flatMap((e) => {
      const h = proposed.find((p) => p.id === e.hotel_id) ?? added.find((p) => p.id === e.hotel_id)
      return h ? [{ hotel_id: h.id, name: h.name, reason: e.reason }] : []
    })
  const members = [...proposed, ...added].filter((h) => !removedIds.has(h.id))
  const months = sampleMonths()
  const trailingMonths = months.slice(-12)
  const { byHotel, generated } = await monthsOf(db, members, months)
  const hotels: CompSetMember[] = members.map((h) => {
    const rows = byHotel.get(h.id) ?? []
    const edit = addedEdits.find((e) => e.hotel_id === h.id)
    const ratio = h.rooms / subject.rooms
    return {
      hotel_id: h.id,
      name: h.name,
      positioning: h.positioning,
      rooms: h.rooms,
      distance_km: h.distance_km,
      reason: edit
        ? `顾问添加：${edit.reason}`
        : `${segmentWords(subject.segment, h.positioning)}，距地块 ${round1(h.distance_km)} 公里，客房 ${h.rooms} 间（为本项目的 ${ratio.toFixed(1)} 倍）`,
      origin: edit ? ('added' as const) : ('proposed' as const),
      performance:
        rows.length === 0 ? ('none' as const) : generated.has(h.id) ? ('demo' as const) : ('imported' as const),
      months: months.map((month) => ({ month, ...kpis(rows.filter((r) => r.month === month)) })),
      trailing: trailingOf(rows.filter((r) => trailingMonths.includes(r.month))),
    }
  })
  const all = members.flatMap((h) => byHotel.get(h.id) ?? [])
  const trailing = kpis(all.filter((r) => trailingMonths.includes(r.month)))
  const setRooms = members.reduce((s, h) => s + h.rooms, 0)
  const without = hotels.filter((h) => h.performance === 'none')
  const demo = hotels.filter((h) => h.performance === 'demo')
  const notes: string[] = []
  const needs = hotels.length === 0 || without.length === hotels.length
  if (needs) {
    notes.push(
      '竞争组合没有导入的经营数据：测算需要在假设中填写竞争组合的出租率与平均房价，并注明来源（调研、访谈或第三方数据）。',
    )
  } else if (without.length > 0) {
    notes.push(`${without.map((h) => h.name).join('、')} 没有导入的经营数据，未计入竞争组合的经营表现。`)
  }
  if (demo.length > 0) {
    notes.push(`${demo.length} 家酒店的月度数据为演示数据（按行业基准表生成，测算假设），并非酒店的实际经营数据。`)
  }
  return {
    rule: `竞争组合：${districtArea ? `所选行政区（${districtArea.districts.join('、')}）内` : `${compSetRule.radiusKm} 公里内`}最近的 ${compSetRule.min}–${compSetRule.max} 家同档或相邻档在营酒店，规模在本项目客房数的 1/3 至 3 倍之间（符合者不足 ${compSetRule.min} 家时不限规模），顾问可增删并注明理由`,
    hotels,
    removed,
    months,
    monthly: months.map((month) => ({ month, ...kpis(all.filter((r) => r.month === month)) })),
    trailing: { from: trailingMonths[0] as string, to: trailingMonths.at(-1) as string, ...trailing },
    fair_share: setRooms > 0 ? subject.rooms / (setRooms + subject.rooms) : null,
    performance_note: notes.length ? notes.join('') : null,
    needs_entered_performance: needs,
  }
}

/** A hotel's last 12 months: summed, and how many of the months it reported. */
function trailingOf(rows: MonthPerformance[]) {
  return { ...kpis(rows), months: new Set(rows.map((r) => r.month)).size }
}
