import { type Positioning, positioningLabels, positionings } from '#common/intel'
import type { NearbyHotel } from '#common/intel-schemas'
import type { CensusHotel, CompSetMember, StudyCensus, StudyCompSet } from '#common/study/api'
import { studyRadius } from '#common/study/api'
import type { Db } from '#server/db/database'
import { compSet, compSetRule, monthsOf } from '../intel/comp-set.ts'
import { distanceKm, hotelsByIds, hotelsNear } from '../intel/hotel-queries.ts'
import { kpis, sampleMonths } from '../intel/performance.ts'

/** Where the study looks from: its site, and the hotel it is (a pipeline hotel) so that hotel is not its own rival. */
export type StudyCenter = { lat: number; lng: number; hotelId: string | null }

/** A hotel the consultant added to the comp set or took out of it, with the reason (shown in the chapter). */
export type CompSetEdit = { hotel_id: string; action: 'add' | 'remove'; reason: string }

/** Hotels a census reads at most: far more than any 30 km radius of the database holds. */
const censusLimit = 5000
/** An under-construction hotel expected to open within this many months counts as "opening". */
const openingWithinMonths = 12

const round1 = (v: number) => Math.round(v * 10) / 10

function censusRow(h: NearbyHotel): CensusHotel {
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

/**
 * The market area's supply from the hotel database: open hotels within the radius by segment, and the pipeline
 * (signed, under construction, opening) by expected opening date. With no hotel inside the radius, `empty` says so
 * and names the radius that reaches the nearest hotel (up to 30 km).
 */
export async function readCensus(db: Db, center: StudyCenter, radiusKm: number, today: string): Promise<StudyCensus> {
  const point = { id: center.hotelId ?? undefined, lat: center.lat, lng: center.lng }
  const near = await hotelsNear(db, point, radiusKm, censusLimit, {
    status: ['open', 'signed', 'under_construction'],
  })
  const existing = near.filter((h) => h.status === 'open').map(censusRow)
  const pipeline = near
    .filter((h) => h.status === 'signed' || h.status === 'under_construction')
    .map((h) => ({ ...censusRow(h), pipeline_status: pipelineStatus(h, today) }))
    .sort((a, b) => (a.opening_date ?? '9999').localeCompare(b.opening_date ?? '9999') || a.distance_km - b.distance_km)
  const by_segment = positionings
    .map((segment) => {
      const of = existing.filter((h) => h.positioning === segment)
      return { segment, hotels: of.length, rooms: of.reduce((s, h) => s + h.rooms, 0) }
    })
    .filter((s) => s.hotels > 0)
  let empty: StudyCensus['empty'] = null
  if (existing.length === 0 && pipeline.length === 0) {
    const [nearest] = await hotelsNear(db, point, studyRadius.maxKm, 1, {
      status: ['open', 'signed', 'under_construction'],
    })
    const suggested = nearest ? Math.min(studyRadius.maxKm, Math.ceil(nearest.distance_km)) : null
    empty = {
      message: nearest
        ? `半径 ${radiusKm} 公里内没有酒店。最近的酒店（${nearest.name}）在 ${round1(nearest.distance_km)} 公里外，可将半径扩大到 ${suggested} 公里后重新统计。`
        : `半径 ${studyRadius.maxKm} 公里内都没有收录的酒店：请确认地块位置，或在测算假设中填写竞争组合的经营数据并注明来源。`,
      suggested_radius_km: suggested,
    }
  }
  return {
    radius_km: radiusKm,
    existing,
    by_segment,
    pipeline,
    existing_rooms: existing.reduce((s, h) => s + h.rooms, 0),
    pipeline_rooms: pipeline.reduce((s, h) => s + h.rooms, 0),
    empty,
  }
}

const segmentWords = (subject: Positioning, other: Positioning) => {
  const step = positionings.indexOf(other) - positionings.indexOf(subject)
  if (step === 0) return `同档（${positioningLabels[other]}）`
  return `相邻档（${positioningLabels[other]}，${step < 0 ? '高一档' : '低一档'}）`
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
): Promise<StudyCompSet> {
  const proposedAll = await compSet(db, {
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
    }
  })
  const all = members.flatMap((h) => byHotel.get(h.id) ?? [])
  const trailingMonths = months.slice(-12)
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
    rule: `竞争组合：${compSetRule.radiusKm} 公里内最近的 ${compSetRule.min}–${compSetRule.max} 家同档或相邻档在营酒店，规模在本项目客房数的 1/3 至 3 倍之间（符合者不足 ${compSetRule.min} 家时不限规模），顾问可增删并注明理由`,
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
