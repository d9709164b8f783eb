import { checkAuth } from '#common/content'
import type { PortalHome, PortalKind } from '#common/portals'
import type { Db } from '#server/db/database'
import type { AuthUser } from '#server/plugins/access'
import { hotelsNear } from '../intel/hotel-queries.ts'
import { chinaToday, presentProjects } from '../projects/present.ts'
import { listVisibleProjects } from '../projects/queries.ts'
import { parseRule } from '../topics/tree.ts'
import {
  cityMarkets,
  findGroup,
  groupBrands,
  groupFlagships,
  groupPipeline,
  groupPoints,
  groupTotals,
  hotelsByIds,
  latestProjectFiles,
  linkedIds,
  openMilestones,
  provinceStatistics,
  reportsForOrganization,
  topicLinks,
} from './queries.ts'

type Ctx = { db: Db; user: AuthUser; organizationId: string; nowMs: number }

/** Competitors of a single hotel: hotels within this many kilometres. */
export const competitorRadiusKm = 5

/** Builds the home page of one organization for one viewer; each kind reads only what its page shows. */
export function buildHome(kind: PortalKind, ctx: Ctx): Promise<PortalHome> {
  return homeBuilders[kind](ctx)
}

const homeBuilders: Record<PortalKind, (ctx: Ctx) => Promise<PortalHome>> = {
  management_group: managementGroupHome,
  project_client: projectClientHome,
  owner: ownerHome,
  school: schoolHome,
  single_hotel: singleHotelHome,
  association: associationHome,
}

/** The organization's active projects this viewer may see (staff all; a client only those it is a member of). */
async function portalProjects({ db, user, organizationId }: Ctx) {
  const rows = await listVisibleProjects(db, user, { organization_id: organizationId, status: 'active' })
  const presented = await presentProjects(db, rows)
  return presented.map((p) => ({
    id: p.id,
    name: p.name,
    location: p.location,
    service_type: p.service_type,
    stage: p.stage,
    due_date: p.due_date,
    task_total: p.task_total,
    task_done: p.task_done,
    next_milestone: p.next_milestone ? { title: p.next_milestone.title, due_date: p.next_milestone.due_date } : null,
  }))
}

async function managementGroupHome(ctx: Ctx): Promise<PortalHome> {
  const { db, organizationId } = ctx
  const [groupId] = await linkedIds(db, organizationId, 'group')
  const group = groupId ? await findGroup(db, groupId) : undefined
  const projects = await portalProjects(ctx)
  const reports = await reportsForOrganization(db, organizationId, 6)
  if (!group) {
    return {
      kind: 'management_group',
      group: null,
      totals: { brands: 0, hotels: 0, rooms: 0, pipeline: 0 },
      brands: [],
      hotels: [],
      pipeline: [],
      map_points: [],
      projects,
      reports,
    }
  }
  return {
    kind: 'management_group',
    group,
    totals: await groupTotals(db, group.id),
    brands: await groupBrands(db, group.id),
    hotels: await groupFlagships(db, group.id, 8),
    pipeline: await groupPipeline(db, group.id, 8),
    map_points: await groupPoints(db, group.id, 3000),
    projects,
    reports,
  }
}

async function projectClientHome(ctx: Ctx): Promise<PortalHome> {
  const { db, organizationId } = ctx
  const projects = await portalProjects(ctx)
  const ids = projects.map((p) => p.id)
  const today = chinaToday(ctx.nowMs)
  const milestones = await openMilestones(db, ids, 8)
  return {
    kind: 'project_client',
    projects,
    milestones: milestones.map((m) => ({ ...m, overdue: m.due_date < today })),
    deliverables: await latestProjectFiles(db, ids, 8),
    reports: await reportsForOrganization(db, organizationId, 6),
  }
}

async function ownerHome(ctx: Ctx): Promise<PortalHome> {
  const { db, organizationId } = ctx
  const assets = await hotelsByIds(db, await linkedIds(db, organizationId, 'hotel'))
  const cityIds = [...new Set(assets.map((a) => a.city_id))]
  return {
    kind: 'owner',
    assets,
    markets: await cityMarkets(db, cityIds),
    projects: await portalProjects(ctx),
    reports: await reportsForOrganization(db, organizationId, 6),
  }
}

/** Content sections from topics, keeping only nodes this viewer may open. */
async function contentSections(ctx: Ctx, topicKeys: string[], perTopic: number) {
  const { topics, nodes } = await topicLinks(ctx.db, topicKeys)
  return topicKeys.flatMap((key) => {
    const topic = topics.find((t) => t.key === key)
    if (!topic) return []
    const items = nodes
      .filter((n) => n.topic_key === key && n.target && checkAuth(parseRule(n.access), ctx.user).allowed)
      .slice(0, perTopic)
      .map((n) => ({ id: n.id, title: n.title, summary: n.summary, target: n.target as string }))
    return items.length ? [{ topic_key: key, title: topic.title, items }] : []
  })
}

async function schoolHome(ctx: Ctx): Promise<PortalHome> {
  return {
    kind: 'school',
    reports: await reportsForOrganization(ctx.db, ctx.organizationId, 8),
    sections: await contentSections(ctx, ['industryWatch', 'humanResource', 'operationCase'], 6),
  }
}

async function singleHotelHome(ctx: Ctx): Promise<PortalHome> {
  const { db, organizationId } = ctx
  const [hotel] = await hotelsByIds(db, (await linkedIds(db, organizationId, 'hotel')).slice(0, 1))
  const near = hotel ? await hotelsNear(db, hotel, competitorRadiusKm, 12) : []
  return {
    kind: 'single_hotel',
    hotel: hotel ?? null,
    competitors: near.map((h) => ({
      id: h.id,
      name: h.name,
      brand_name: h.brand_name,
      group_name: h.group_name,
      city_name: h.city_name,
      province: h.province,
      positioning: h.positioning,
      rooms: Number(h.rooms),
      status: h.status,
      opening_date: h.opening_date,
      lat: h.lat,
      lng: h.lng,
      distance_km: h.distance_km,
    })),
    radius_km: competitorRadiusKm,
    resources: await contentSections(ctx, ['operation', 'performance', 'smartTools'], 4),
    projects: await portalProjects(ctx),
    reports: await reportsForOrganization(db, organizationId, 6),
  }
}

async function associationHome(ctx: Ctx): Promise<PortalHome> {
  const { db, organizationId } = ctx
  const memberIds = await linkedIds(db, organizationId, 'hotel')
  const members = await hotelsByIds(db, memberIds)
  const perProvince = new Map<string, number>()
  for (const m of members) perProvince.set(m.province, (perProvince.get(m.province) ?? 0) + 1)
  const provinces = (await provinceStatistics(db)).map((p) => ({
    ...p,
    member_hotels: perProvince.get(p.province) ?? 0,
  }))
  return {
    kind: 'association',
    provinces,
    members: members.slice(0, 20),
    member_total: members.length,
    reports: await reportsForOrganization(db, organizationId, 6),
  }
}
