import { sql } from 'kysely'
import type { HotelStatus, Positioning } from '#common/intel'
import { anyContains } from '#server/db/contains'
import type { Db } from '#server/db/database'
import type { OrganizationKind } from '../auth/tables.ts'
import { hotelsJoined } from '../intel/hotel-queries.ts'
import type { OrganizationLinkKind } from './tables.ts'

const pipelineStatuses: HotelStatus[] = ['signed', 'under_construction']
const upscalePositionings: Positioning[] = ['luxury', 'upper_upscale', 'upscale']

// Organizations

/** Client organizations per kind (the firm itself is not a client). */
export async function countOrganizationsByKind(db: Db) {
  const rows = await db
    .selectFrom('organizations')
    .select(['kind', (eb) => eb.fn.countAll().as('n')])
    .where('kind', '<>', 'firm')
    .groupBy('kind')
    .execute()
  return new Map(rows.map((r) => [r.kind as string, Number(r.n)]))
}

/** Organizations of one kind with how many users, projects and hotels each has, by name. */
export async function listOrganizations(db: Db, kind: string, q?: string) {
  let query = db
    .selectFrom('organizations as o')
    .select((eb) => [
      'o.id',
      'o.name',
      'o.kind',
      eb
        .selectFrom('users as u')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('u.organization_id', '=', 'o.id')
        .as('users'),
      eb
        .selectFrom('projects as p')
        .select((e) => e.fn.countAll().as('n'))
        .whereRef('p.organization_id', '=', 'o.id')
        .where('p.status', '=', 'active')
        .as('projects'),
      eb
        .selectFrom('hotels as h')
        .select((e) => e.fn.countAll().as('n'))
        .where((e) => {
          // The organization's hotels: those it links to, and those of the groups it links to.
          const linked = (kind: OrganizationLinkKind) =>
            e
              .selectFrom('organization_links as l')
              .select('l.target_id')
              .whereRef('l.organization_id', '=', 'o.id')
              .where('l.target_kind', '=', kind)
          return e.or([e('h.id', 'in', linked('hotel')), e('h.group_id', 'in', linked('group'))])
        })
        .as('hotels'),
    ])
    .where('o.kind', '=', kind as OrganizationKind)
  if (q) query = query.where(anyContains(['o.name'], q))
  const rows = await query.orderBy('o.name').orderBy('o.id').limit(200).execute()
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    kind: r.kind as string,
    users: Number(r.users ?? 0),
    projects: Number(r.projects ?? 0),
    hotels: Number(r.hotels ?? 0),
  }))
}

export async function findOrganization(db: Db, id: string) {
  return db.selectFrom('organizations').select(['id', 'name', 'kind']).where('id', '=', id).executeTakeFirst()
}

export async function linkedIds(db: Db, organizationId: string, kind: OrganizationLinkKind) {
  const rows = await db
    .selectFrom('organization_links')
    .select('target_id')
    .where('organization_id', '=', organizationId)
    .where('target_kind', '=', kind)
    .orderBy('created_at')
    .orderBy('target_id')
    .execute()
  return rows.map((r) => r.target_id)
}

// Hotels

function hotelRows(db: Db) {
  return hotelsJoined(db).select([
    'hotels.id',
    'hotels.name',
    'brands.name as brand_name',
    'management_groups.name as group_name',
    'hotels.city_id',
    'cities.name as city_name',
    'cities.province',
    'hotels.positioning',
    'hotels.rooms',
    'hotels.status',
    'hotels.opening_date',
    'hotels.lat',
    'hotels.lng',
  ])
}

export async function hotelsByIds(db: Db, ids: string[]) {
  if (ids.length === 0) return []
  const rows = await hotelRows(db).where('hotels.id', 'in', ids).execute()
  const byId = new Map(rows.map((r) => [r.id, r]))
  return ids.flatMap((id) => {
    const row = byId.get(id)
    return row ? [{ ...row, rooms: Number(row.rooms) }] : []
  })
}

export async function findGroup(db: Db, id: string) {
  return db
    .selectFrom('management_groups')
    .select(['id', 'name', 'name_en', 'headquarters', 'origin'])
    .where('id', '=', id)
    .executeTakeFirst()
}

/** A group's totals: brands, hotels, rooms and hotels in the pipeline (signed or under construction). */
export async function groupTotals(db: Db, groupId: string) {
  const hotels = await db
    .selectFrom('hotels')
    .select((eb) => [
      eb.fn.countAll().as('hotels'),
      eb.fn.sum<number>('rooms').as('rooms'),
      eb.fn.sum<number>(eb.case().when('status', 'in', pipelineStatuses).then(1).else(0).end()).as('pipeline'),
    ])
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow()
  const brands = await db
    .selectFrom('brands')
    .select((eb) => eb.fn.countAll().as('n'))
    .where('group_id', '=', groupId)
    .executeTakeFirstOrThrow()
  return {
    brands: Number(brands.n),
    hotels: Number(hotels.hotels),
    rooms: Number(hotels.rooms ?? 0),
    pipeline: Number(hotels.pipeline ?? 0),
  }
}

/** The group's brands with their open and pipeline hotel counts, biggest first. */
export async function groupBrands(db: Db, groupId: string) {
  const rows = await db
    .selectFrom('brands as b')
    .leftJoin('hotels as h', 'h.brand_id', 'b.id')
    .select((eb) => [
      'b.id',
      'b.name',
      'b.positioning',
      eb.fn.count('h.id').as('hotels'),
      eb.fn.sum<number>(eb.case().when('h.status', 'in', pipelineStatuses).then(1).else(0).end()).as('pipeline'),
    ])
    .where('b.group_id', '=', groupId)
    .groupBy(['b.id', 'b.name', 'b.positioning'])
    .execute()
  return rows
    .map((r) => ({
      id: r.id,
      name: r.name,
      positioning: r.positioning as string,
      hotels: Number(r.hotels),
      pipeline: Number(r.pipeline ?? 0),
    }))
    .sort((a, b) => b.hotels - a.hotels || a.name.localeCompare(b.name))
}

/** The group's largest open hotels. */
export async function groupFlagships(db: Db, groupId: string, limit: number) {
  const rows = await hotelRows(db)
    .where('hotels.group_id', '=', groupId)
    .where('hotels.status', '=', 'open')
    .orderBy('hotels.rooms', 'desc')
    .orderBy('hotels.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...r, rooms: Number(r.rooms) }))
}

/** The group's pipeline, soonest opening first. */
export async function groupPipeline(db: Db, groupId: string, limit: number) {
  const rows = await hotelRows(db)
    .where('hotels.group_id', '=', groupId)
    .where('hotels.status', 'in', pipelineStatuses)
    .orderBy(sql`coalesce(hotels.opening_date, '9999-12-31')`)
    .orderBy('hotels.id')
    .limit(limit)
    .execute()
  return rows.map((r) => ({ ...r, rooms: Number(r.rooms) }))
}

export async function groupPoints(db: Db, groupId: string, limit: number) {
  const rows = await db
    .selectFrom('hotels')
    .select(['id', 'lat', 'lng', 'positioning', 'status'])
    .where('group_id', '=', groupId)
    .orderBy('id')
    .limit(limit)
    .execute()
  return rows.map(
    (r) => [r.id, Number(r.lat), Number(r.lng), r.positioning, r.status] as [string, number, number, string, string],
  )
}

/** The market of each city: hotels, rooms, pipeline and the share of upscale-and-above hotels. */
export async function cityMarkets(db: Db, cityIds: string[]) {
  if (cityIds.length === 0) return []
  const rows = await db
    .selectFrom('cities as c')
    .innerJoin('hotels as h', 'h.city_id', 'c.id')
    .select((eb) => [
      'c.id',
      'c.name',
      'c.province',
      'c.tier',
      eb.fn.countAll().as('hotels'),
      eb.fn.sum<number>('h.rooms').as('rooms'),
      eb.fn.sum<number>(eb.case().when('h.status', 'in', pipelineStatuses).then(1).else(0).end()).as('pipeline'),
      eb.fn.sum<number>(eb.case().when('h.positioning', 'in', upscalePositionings).then(1).else(0).end()).as('upscale'),
    ])
    .where('c.id', 'in', cityIds)
    .groupBy(['c.id', 'c.name', 'c.province', 'c.tier'])
    .execute()
  return rows
    .map((r) => {
      const hotels = Number(r.hotels)
      return {
        city_id: r.id,
        city_name: r.name,
        province: r.province,
        tier: r.tier as string,
        hotels,
        rooms: Number(r.rooms ?? 0),
        pipeline: Number(r.pipeline ?? 0),
        upscale_share: hotels ? Math.round((Number(r.upscale ?? 0) / hotels) * 1000) / 10 : 0,
      }
    })
    .sort((a, b) => cityIds.indexOf(a.city_id) - cityIds.indexOf(b.city_id))
}

/** Hotels, rooms, open hotels and pipeline per province, most hotels first. */
export async function provinceStatistics(db: Db) {
  const rows = await db
    .selectFrom('hotels as h')
    .innerJoin('cities as c', 'c.id', 'h.city_id')
    .select((eb) => [
      'c.province',
      eb.fn.countAll().as('hotels'),
      eb.fn.sum<number>('h.rooms').as('rooms'),
      eb.fn.sum<number>(eb.case().when('h.status', '=', 'open').then(1).else(0).end()).as('open'),
      eb.fn.sum<number>(eb.case().when('h.status', 'in', pipelineStatuses).then(1).else(0).end()).as('pipeline'),
    ])
    .groupBy('c.province')
    .execute()
  return rows
    .map((r) => ({
      province: r.province,
      hotels: Number(r.hotels),
      rooms: Number(r.rooms ?? 0),
      open: Number(r.open ?? 0),
      pipeline: Number(r.pipeline ?? 0),
    }))
    .sort((a, b) => b.hotels - a.hotels || a.province.localeCompare(b.province))
}

// Reports and content

/** Reports the organization may read (open ones and its own), newest first. */
export async function reportsForOrganization(db: Db, organizationId: string, limit: number, topics?: string[]) {
  let query = db
    .selectFrom('reports as r')
    .select(['r.id', 'r.title', 'r.year', 'r.topic', 'r.summary', 'r.word_file_id'])
    .where((eb) =>
      eb.or([
        eb.not(
          eb.exists(eb.selectFrom('report_access as a').select('a.report_id').whereRef('a.report_id', '=', 'r.id')),
        ),
        eb.exists(
          eb
            .selectFrom('report_access as a')
            .select('a.report_id')
            .whereRef('a.report_id', '=', 'r.id')
            .where('a.organization_id', '=', organizationId),
        ),
      ]),
    )
    .where('r.is_annual', '=', 0)
  if (topics) query = query.where('r.topic', 'in', topics)
  const rows = await query
    .orderBy('r.year', 'desc')
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute()
  return rows.map(({ word_file_id, ...r }) => ({ ...r, year: Number(r.year), has_word: word_file_id != null }))
}

/** Published content nodes with a target in the given topics, in tree order, with their access rules. */
export async function topicLinks(db: Db, topicKeys: string[]) {
  if (topicKeys.length === 0) return { topics: [], nodes: [] }
  const topics = await db.selectFrom('topics').select(['key', 'title']).where('key', 'in', topicKeys).execute()
  const nodes = await db
    .selectFrom('content_nodes')
    .select(['id', 'topic_key', 'title', 'summary', 'target', 'kind', 'access', 'sort_key'])
    .where('topic_key', 'in', topicKeys)
    .where('published', '=', 1)
    .where('target', 'is not', null)
    .where('kind', '<>', 'group')
    .orderBy('topic_key')
    .orderBy('sort_key')
    .orderBy('id')
    .execute()
  return { topics, nodes }
}

// Projects

/** Project files of the given projects, newest first: a client's latest deliverables. */
export async function latestProjectFiles(db: Db, projectIds: string[], limit: number) {
  if (projectIds.length === 0) return []
  return db
    .selectFrom('project_files as pf')
    .innerJoin('files as f', 'f.id', 'pf.file_id')
    .innerJoin('projects as p', 'p.id', 'pf.project_id')
    .select([
      'f.id as file_id',
      'f.original_name as name',
      'pf.folder',
      'pf.added_at',
      'pf.project_id',
      'p.name as project_name',
    ])
    .where('pf.project_id', 'in', projectIds)
    .orderBy('pf.added_at', 'desc')
    .orderBy('f.id')
    .limit(limit)
    .execute()
}

/** Open milestones of the given projects, soonest first. */
export async function openMilestones(db: Db, projectIds: string[], limit: number) {
  if (projectIds.length === 0) return []
  return db
    .selectFrom('project_milestones as m')
    .innerJoin('projects as p', 'p.id', 'm.project_id')
    .select(['m.id', 'm.title', 'm.due_date', 'm.project_id', 'p.name as project_name'])
    .where('m.project_id', 'in', projectIds)
    .where('m.done', '=', 0)
    .orderBy('m.due_date')
    .orderBy('m.id')
    .limit(limit)
    .execute()
}
