import { z } from 'zod'
import { organizationOption } from './admin-schemas.ts'
import { hotelStatuses, positionings } from './intel.ts'
import { nextMilestone } from './projects-schemas.ts'
import { type OrgKind, orgKinds } from './user-types.ts'
import { isOneOf } from './vocabulary.ts'

/**
 * Client portals (docs/shell.md § Landing, issue 7): /choose-category and the six organization home pages. Response
 * schemas live here so the server validates what it sends and the web reads the same types.
 */

/** Organization kinds that have a home page of their own under /home-pages (design and procurement use /navigate). */
export const portalKinds = [
  'management_group',
  'project_client',
  'owner',
  'school',
  'single_hotel',
  'association',
] as const
export type PortalKind = (typeof portalKinds)[number]

export const isPortalKind = isOneOf(portalKinds)

/** Client categories offered by /choose-category: every client kind (not the firm's own staff kinds). */
export const clientKinds = orgKinds.filter((k) => k !== 'employee' && k !== 'management') as Exclude<
  OrgKind,
  'employee' | 'management'
>[]

export const orgIdSchema = z.string().uuid('机构编号格式不正确')

export const organizationsQuery = z.object({
  kind: z.enum(clientKinds as [string, ...string[]], { error: '未知的客户类别' }),
  q: z.string().trim().max(50, '搜索词最多 50 个字符').optional(),
})
export type OrganizationsQuery = z.infer<typeof organizationsQuery>

export const categoryRow = z.object({ kind: z.string(), label: z.string(), organizations: z.number() })
export type CategoryRow = z.infer<typeof categoryRow>

export const organizationRow = z.object({
  id: z.string(),
  name: z.string(),
  kind: z.string(),
  users: z.number(),
  projects: z.number(),
  hotels: z.number(),
  home_path: z.string(),
})
export type OrganizationRow = z.infer<typeof organizationRow>

const hotelItem = z.object({
  id: z.string(),
  name: z.string(),
  brand_name: z.string().nullable(),
  group_name: z.string().nullable(),
  city_name: z.string(),
  province: z.string(),
  positioning: z.enum(positionings),
  rooms: z.number(),
  status: z.enum(hotelStatuses),
  opening_date: z.string().nullable(),
  lat: z.number(),
  lng: z.number(),
})
export type PortalHotel = z.infer<typeof hotelItem>

const reportItem = z.object({
  id: z.string(),
  title: z.string(),
  year: z.number(),
  topic: z.string().nullable(),
  summary: z.string(),
  /** The report has a Word original (a published study): offer 下载 Word (/reports/:id/word) beside 下载 PDF. */
  has_word: z.boolean().optional(),
})
export type PortalReport = z.infer<typeof reportItem>

const projectItem = z.object({
  id: z.string(),
  name: z.string(),
  location: z.string(),
  service_type: z.string(),
  stage: z.string(),
  due_date: z.string(),
  task_total: z.number(),
  task_done: z.number(),
  next_milestone: nextMilestone,
})
export type PortalProject = z.infer<typeof projectItem>

const contentLink = z.object({ id: z.string(), title: z.string(), summary: z.string(), target: z.string() })
export type PortalContentLink = z.infer<typeof contentLink>

const contentSection = z.object({ topic_key: z.string(), title: z.string(), items: z.array(contentLink) })
export type PortalContentSection = z.infer<typeof contentSection>

const count = z.object({ hotels: z.number(), rooms: z.number(), pipeline: z.number() })

const managementGroupHome = z.object({
  kind: z.literal('management_group'),
  group: z
    .object({ id: z.string(), name: z.string(), name_en: z.string(), headquarters: z.string(), origin: z.string() })
    .nullable(),
  totals: count.extend({ brands: z.number() }),
  brands: z.array(
    z.object({ id: z.string(), name: z.string(), positioning: z.string(), hotels: z.number(), pipeline: z.number() }),
  ),
  hotels: z.array(hotelItem),
  pipeline: z.array(hotelItem),
  /** [id, lat, lng, positioning, status] of every hotel of the group, for the map excerpt. */
  map_points: z.array(z.tuple([z.string(), z.number(), z.number(), z.string(), z.string()])),
  projects: z.array(projectItem),
  reports: z.array(reportItem),
})

const projectClientHome = z.object({
  kind: z.literal('project_client'),
  projects: z.array(projectItem),
  milestones: z.array(
    z.object({
      id: z.string(),
      project_id: z.string(),
      project_name: z.string(),
      title: z.string(),
      due_date: z.string(),
      overdue: z.boolean(),
    }),
  ),
  deliverables: z.array(
    z.object({
      file_id: z.string(),
      project_id: z.string(),
      project_name: z.string(),
      name: z.string(),
      folder: z.string(),
      added_at: z.string(),
    }),
  ),
  reports: z.array(reportItem),
})

const marketRow = count.extend({
  city_id: z.string(),
  city_name: z.string(),
  province: z.string(),
  tier: z.string(),
  upscale_share: z.number(),
})
export type PortalMarket = z.infer<typeof marketRow>

const ownerHome = z.object({
  kind: z.literal('owner'),
  assets: z.array(hotelItem),
  markets: z.array(marketRow),
  projects: z.array(projectItem),
  reports: z.array(reportItem),
})

const schoolHome = z.object({
  kind: z.literal('school'),
  reports: z.array(reportItem),
  sections: z.array(contentSection),
})

const singleHotelHome = z.object({
  kind: z.literal('single_hotel'),
  hotel: hotelItem.nullable(),
  competitors: z.array(hotelItem.extend({ distance_km: z.number() })),
  radius_km: z.number(),
  resources: z.array(contentSection),
  projects: z.array(projectItem),
  reports: z.array(reportItem),
})

const provinceRow = count.extend({ province: z.string(), open: z.number(), member_hotels: z.number() })
export type PortalProvince = z.infer<typeof provinceRow>

const associationHome = z.object({
  kind: z.literal('association'),
  provinces: z.array(provinceRow),
  members: z.array(hotelItem),
  member_total: z.number(),
  reports: z.array(reportItem),
})

export const portalHome = z.discriminatedUnion('kind', [
  managementGroupHome,
  projectClientHome,
  ownerHome,
  schoolHome,
  singleHotelHome,
  associationHome,
])
export type PortalHome = z.infer<typeof portalHome>
export type PortalHomeOf<K extends PortalKind> = Extract<PortalHome, { kind: K }>

export const portalAnswer = z.object({
  organization: organizationOption,
  home: portalHome,
})
export type PortalAnswer = z.infer<typeof portalAnswer>
