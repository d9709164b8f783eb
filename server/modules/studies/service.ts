import type { Positioning } from '#common/intel'
import {
  type CreateStudyBody,
  createStudyBody,
  type StudyChapter,
  type StudyContent,
  type StudySiteInput,
  studyChapterKeys,
  studyChapterTitles,
} from '#common/study/api'
import type { Db } from '#server/db/database'
import { badRequest } from '#server/errors'
import { newId } from '#server/lib/ids'
import { liveDesk, withFigures } from '#server/modules/data-desk/live'
import { distanceKm, hotelsNear } from '../intel/hotel-queries.ts'
import { sampleMonths } from '../intel/performance.ts'
import { cityDistricts } from './districts.ts'
import { computeFigures, startingAssumptions, withSubject } from './figures.ts'
import { areaHotels, readCensus, readCompSet } from './market.ts'
import { type Computed, type Study, writeStudy } from './store.ts'

/** The site as stored: a map point with its name, or a pipeline hotel's location and name. */
export async function resolveSite(db: Db, site: StudySiteInput) {
  if (site.kind === 'point') {
    return { site_kind: 'point', site_name: site.name, site_lat: site.lat, site_lng: site.lng, site_hotel_id: null }
  }
  const hotel = await db
    .selectFrom('hotels')
    .select(['id', 'name', 'lat', 'lng', 'status'])
    .where('id', '=', site.hotel_id)
    .executeTakeFirst()
  if (!hotel) throw badRequest('所选酒店不存在', { 'site.hotel_id': '所选酒店不存在' })
  if (hotel.status !== 'signed' && hotel.status !== 'under_construction') {
    throw badRequest('只能选择已签约或筹建中的酒店作为研究对象', {
      'site.hotel_id': '只能选择已签约或筹建中的酒店作为研究对象',
    })
  }
  return {
    site_kind: 'hotel',
    site_name: hotel.name,
    site_lat: Number(hotel.lat),
    site_lng: Number(hotel.lng),
    site_hotel_id: hotel.id,
  }
}

/** Brand ids that name no brand. */
export async function unknownBrands(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const found = await db.selectFrom('brands').select('id').where('id', 'in', ids).execute()
  return ids.filter((id) => !found.some((f) => f.id === id))
}

const center = (study: Pick<Study, 'site_lat' | 'site_lng' | 'site_hotel_id'>) => ({
  lat: study.site_lat,
  lng: study.site_lng,
  hotelId: study.site_hotel_id,
})

/** Reads the market again from the hotel database and recomputes the figures; chapter text is not touched. */
export async function compute(
  db: Db,
  study: Pick<
    Study,
    | 'site_lat'
    | 'site_lng'
    | 'site_hotel_id'
    | 'segment'
    | 'rooms'
    | 'radius_km'
    | 'districts'
    | 'assumptions'
    | 'comp_edits'
  >,
  at: string,
): Promise<Computed> {
  // Only a district area needs the site's city (its districts are the city's); a radius needs none.
  const city = study.districts ? await siteCity(db, center(study)) : undefined
  const found = await areaHotels(db, center(study), {
    radiusKm: study.radius_km,
    districts: study.districts,
    city: city ? { id: city.id, name: city.name } : null,
  })
  const census = await readCensus(db, center(study), found, at.slice(0, 10))
  const districtArea =
    found.area.kind === 'districts' ? { hotels: found.hotels, districts: found.area.districts } : undefined
  const compSet = await readCompSet(db, center(study), study, study.comp_edits, districtArea)
  const answer = computeFigures({
    segment: study.segment,
    assumptions: withSubject(study.assumptions, study),
    census,
    compSet,
  })
  return { census, comp_set: compSet, ...answer, computed_at: at }
}

/**
 * The city the site belongs to, whose facts (population, GDP, tier) describe the study's region: the city of the site's
 * own hotel, else of the nearest hotel within 20 km (a county seat far from its prefecture's seat still belongs to
 * it), else the city whose seat is nearest.
 */
export async function siteCity(db: Db, site: { lat: number; lng: number; hotelId: string | null }) {
  const [nearest] = site.hotelId ? [] : await hotelsNear(db, site, 20, 1)
  const cityId = site.hotelId
    ? (await db.selectFrom('hotels').select('city_id').where('id', '=', site.hotelId).executeTakeFirst())?.city_id
    : nearest?.city_id
  if (cityId) {
    const city = await db
      .selectFrom('cities')
      .select(['id', 'code', 'name', 'province', 'tier', 'lat', 'lng'])
      .where('id', '=', cityId)
      .executeTakeFirst()
    if (city) return city
  }
  return nearestCity(db, site)
}

/** The districts the site's city offers for a district market area (ADR 132). */
export async function siteDistricts(db: Db, study: Pick<Study, 'site_lat' | 'site_lng' | 'site_hotel_id'>) {
  const city = await siteCity(db, center(study))
  const found = city ? await cityDistricts(db, city.id) : undefined
  return { city_name: city?.name ?? null, districts: found?.districts ?? [], unknown: found?.unknown ?? 0 }
}

/** Refuses (400) a district list naming any district the site's city does not offer, naming each such district. */
export async function checkDistricts(
  db: Db,
  study: Pick<Study, 'site_lat' | 'site_lng' | 'site_hotel_id'>,
  districts: string[],
) {
  const offered = await siteDistricts(db, study)
  const unknown = [...new Set(districts)].filter((d) => !offered.districts.some((o) => o.name === d))
  if (unknown.length === 0) return
  const message = `${offered.city_name ?? '地块所在城市'}没有可选的行政区：${unknown.join('、')}（可选的是地址中写明该区县的酒店所在的行政区）`
  throw badRequest(message, { districts: message })
}

/** The city whose seat is nearest the point. */
export async function nearestCity(db: Db, point: { lat: number; lng: number }) {
  const cities = await db
    .selectFrom('cities')
    .select(['id', 'code', 'name', 'province', 'tier', 'lat', 'lng'])
    .execute()
  let best: (typeof cities)[number] | undefined
  let bestKm = Number.POSITIVE_INFINITY
  for (const c of cities) {
    const km = distanceKm(point, { lat: Number(c.lat), lng: Number(c.lng) })
    if (km < bestKm) {
      best = c
      bestKm = km
    }
  }
  return best
}

export async function shortlistBrands(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await db
    .selectFrom('brands')
    .innerJoin('management_groups', 'management_groups.id', 'brands.group_id')
    .select(['brands.id', 'brands.name', 'management_groups.name as group_name', 'brands.positioning'])
    .where('brands.id', 'in', ids)
    .execute()
  return ids.flatMap((id) => {
    const row = rows.find((r) => r.id === id)
    return row ? [{ ...row, positioning: row.positioning as Positioning }] : []
  })
}

export function chaptersOf(study: Pick<Study, 'chapters'>): StudyChapter[] {
  return studyChapterKeys.map((key) => ({
    key,
    title: studyChapterTitles[key],
    text: study.chapters[key]?.text ?? [],
    updated_at: study.chapters[key]?.updated_at ?? null,
  }))
}

/** Everything the study shows and its document is made of, as of its last computation. */
export async function contentOf(db: Db, study: Study): Promise<StudyContent> {
  const city = await siteCity(db, center(study))
  const client = await db
    .selectFrom('projects as p')
    .innerJoin('organizations as o', 'o.id', 'p.organization_id')
    .select(['o.name as organization', 'p.name as project'])
    .where('p.id', '=', study.project_id)
    .executeTakeFirst()
  return {
    title: study.title,
    ...(client ? { client } : {}),
    site: {
      kind: study.site_kind === 'hotel' ? 'hotel' : 'point',
      name: study.site_name,
      lat: study.site_lat,
      lng: study.site_lng,
      hotel_id: study.site_hotel_id,
      city_name: city?.name ?? null,
    },
    segment: study.segment,
    rooms: study.rooms,
    radius_km: study.radius_km,
    districts: study.districts,
    brands: await shortlistBrands(db, study.brand_ids),
    assumptions: study.assumptions,
    census: study.computed.census,
    comp_set: study.computed.comp_set,
    figures: study.computed.figures,
    flags: study.computed.flags,
    problems: study.computed.problems,
    chapters: chaptersOf(study),
    computed_at: study.computed.computed_at,
  }
}

/**
 * A new draft for the project: the site resolved, the shortlist checked, the market read and the figures computed on
 * the default assumptions of the site's city tier. The route and the demo seed both create studies here.
 */
export async function createStudy(
  db: Db,
  projectId: string,
  input: CreateStudyBody,
  userId: string | null,
  at: string,
) {
  const body = createStudyBody.parse(input)
  const unknown = await unknownBrands(db, body.brand_ids)
  if (unknown.length) throw badRequest('品牌不存在', { brand_ids: `品牌不存在：${unknown.join('、')}` })
  const site = await resolveSite(db, body.site)
  const city = await siteCity(db, { lat: site.site_lat, lng: site.site_lng, hotelId: site.site_hotel_id })
  const figures = await liveDesk(db)
  const draft = {
    id: newId(),
    project_id: projectId,
    title: body.title,
    ...site,
    segment: body.segment,
    rooms: body.rooms,
    brand_ids: [...new Set(body.brand_ids)],
    radius_km: body.radius_km,
    districts: null,
    // The defaults read the benchmark table the research desk keeps (ADR 045), as the web's tools do.
    assumptions: withFigures(figures, () =>
      startingAssumptions({
        segment: body.segment,
        rooms: body.rooms,
        tier: city?.tier ?? 'tier2',
        lastMonth: sampleMonths().at(-1) as string,
      }),
    ),
    comp_edits: [],
    chapters: {},
    revision: 0,
    created_by: userId,
    created_at: at,
    updated_at: at,
  }
  const study: Study = { ...draft, computed: await compute(db, draft, at) }
  await db.insertInto('studies').values(writeStudy(study)).execute()
  return study
}
