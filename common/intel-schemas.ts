import { z } from 'zod'
import {
  cityTiers,
  groupOrigins,
  type HotelStatus,
  hotelStatuses,
  maxPageSize,
  pipelineStatuses,
  positionings,
  profileKinds,
} from './intel.ts'
import { kpiSchema } from './kpi-schema.ts'

/** Query and response schemas of the intelligence API (/brands, /groups, /cities, /hotels); web reads the types. */

/** A comma-separated query parameter of known values: `positioning=luxury,upscale`. */
const csvOf = <T extends z.ZodType<string, string>>(item: T, max: number) =>
  z
    .string()
    .max(2000, '参数过长')
    .transform((s) =>
      s
        .split(',')
        .map((v) => v.trim())
        .filter(Boolean),
    )
    .pipe(z.array(item).min(1, '至少需要一个值').max(max, `最多 ${max} 个值`))

const idList = csvOf(z.string().min(1).max(64, 'ID 过长'), 100)
const positioningList = csvOf(z.enum(positionings, { error: '未知的定位' }), positionings.length)
/** `pipeline` stands for the hotels not open yet: signed and under construction (the topics' "在建酒店" link). */
const statusList = csvOf(
  z.enum([...hotelStatuses, 'pipeline'], { error: '未知的状态' }),
  hotelStatuses.length + 1,
).transform((list) => [...new Set(list.flatMap((s) => (s === 'pipeline' ? pipelineStatuses : [s])))] as HotelStatus[])
const tierList = csvOf(z.enum(cityTiers, { error: '未知的城市等级' }), cityTiers.length)
const q = z.string().trim().max(100, '搜索词最多 100 个字符').optional()
const page = z.coerce
  .number({ error: '页码必须是数字' })
  .int('页码必须是整数')
  .min(1, '页码从 1 开始')
  .max(10_000, '页码过大')
  .default(1)
const size = (fallback: number) =>
  z.coerce
    .number({ error: '每页条数必须是数字' })
    .int('每页条数必须是整数')
    .min(1, '每页至少 1 条')
    .max(maxPageSize, `每页最多 ${maxPageSize} 条`)
    .default(fallback)

export const groupListQuery = z.object({
  q,
  origin: z.enum(groupOrigins, { error: '未知的集团类型' }).optional(),
  sort: z.enum(['rank', 'hotels', 'brands', 'name'], { error: '未知的排序方式' }).default('rank'),
  page,
  size: size(60),
})
export type GroupListQuery = z.infer<typeof groupListQuery>

export const brandListQuery = z.object({
  q,
  group: idList.optional(),
  positioning: positioningList.optional(),
  sort: z.enum(['name', 'positioning', 'hotels', 'launch'], { error: '未知的排序方式' }).default('hotels'),
  page,
  size: size(60),
})
export type BrandListQuery = z.infer<typeof brandListQuery>

export const cityListQuery = z.object({
  q,
  province: csvOf(z.string().min(1).max(20, '省份名称过长'), 40).optional(),
  tier: tierList.optional(),
  sort: z.enum(['name', 'tier', 'hotels', 'gdp', 'population'], { error: '未知的排序方式' }).default('hotels'),
  page,
  size: size(60),
})
export type CityListQuery = z.infer<typeof cityListQuery>

export const hotelSorts = ['name', '-name', 'rooms', '-rooms', 'opening_date', '-opening_date'] as const
export type HotelSort = (typeof hotelSorts)[number]

/** Filters shared by the hotel list and the map points. */
export const hotelFilterQuery = z.object({
  q,
  brand: idList.optional(),
  group: idList.optional(),
  city: idList.optional(),
  province: csvOf(z.string().min(1).max(20, '省份名称过长'), 40).optional(),
  positioning: positioningList.optional(),
  status: statusList.optional(),
})
export type HotelFilter = z.infer<typeof hotelFilterQuery>

export const hotelListQuery = hotelFilterQuery.extend({
  sort: z.enum(hotelSorts, { error: '未知的排序方式' }).default('name'),
  page,
  size: size(48),
})
export type HotelListQuery = z.infer<typeof hotelListQuery>

export const hotelViewerQuery = z.object({
  radius_km: z.coerce
    .number({ error: '半径必须是数字' })
    .positive('半径必须大于 0')
    .max(50, '半径最多 50 公里')
    .default(5),
  nearby_limit: z.coerce.number().int().min(0).max(50, '最多 50 家附近酒店').default(10),
})

const positioningSchema = z.enum(positionings)
const statusSchema = z.enum(hotelStatuses)

/** Where a published figure comes from: shown beside the figure (tooltip or footnote). */
export const citation = z.object({
  publisher: z.string(),
  /** 发布方《标题》 */
  label: z.string(),
  as_of: z.string(),
  url: z.string().nullable(),
  /** Scope or place in the source (截至2024年末, 中国大陆…). */
  note: z.string().nullable(),
  /** Older than its kind of figure may be (common/data-desk.ts): shown as 较旧 with its date, ranked apart. */
  stale: z.boolean().optional(),
})
export type Citation = z.infer<typeof citation>

/** Hotels and rooms as one publication gives them; either may be unpublished (null). */
export const publishedSize = z.object({ hotels: z.number().nullable(), rooms: z.number().nullable(), citation })
export type PublishedSize = z.infer<typeof publishedSize>

/** A source of the published facts or of the benchmark table, as the answers show it. */
export const publishedSource = z.object({
  id: z.string(),
  kind: z.string(),
  publisher: z.string(),
  title: z.string(),
  year: z.number(),
  url: z.string().nullable(),
  note: z.string().nullable(),
})

/** A source of the published facts, with how many group, brand and city facts cite it. */
export const factSource = publishedSource.extend({
  uses: z.object({ groups: z.number(), brands: z.number(), cities: z.number() }),
})
export type FactSource = z.infer<typeof factSource>

export const publishedValue = z.object({ value: z.number(), citation })

/** What the group and brand walls name each entry by. */
const directoryEntry = { id: z.string(), slug: z.string(), name: z.string(), name_en: z.string() }

export const groupItem = z.object({
  ...directoryEntry,
  origin: z.enum(groupOrigins),
  headquarters: z.string(),
  founded_year: z.number().nullable(),
  logo_url: z.string().nullable(),
  brand_count: z.number(),
  /** Hotels of this group in the hotel table (demo sample unless imported). */
  hotel_count: z.number(),
  ticker: z.string().nullable(),
  /** The group's line in the published ranking the wall follows. */
  ranking: z
    .object({ rank: z.number(), hotels: z.number().nullable(), rooms: z.number().nullable(), citation })
    .nullable(),
  /** The group's own latest figures: open in (Greater) China, worldwide, pipeline. */
  china: publishedSize.nullable(),
  world: publishedSize.nullable(),
  pipeline: publishedSize.nullable(),
  /** Where headquarters, founding year and ticker come from. */
  profile_citations: z.array(citation),
})
export type GroupItem = z.infer<typeof groupItem>

export const brandItem = z.object({
  ...directoryEntry,
  positioning: positioningSchema,
  logo_url: z.string().nullable(),
  group_id: z.string(),
  group_name: z.string(),
  /** Hotels of this brand in the hotel table (demo sample unless imported). */
  hotel_count: z.number(),
  /** The segment in the group's own words. */
  group_segment: z.string().nullable(),
  launch_year: z.number().nullable(),
  /** Where the launch year comes from when `citation` does not give it. */
  launch_citation: citation.nullable(),
  style: z.string().nullable(),
  /** Hotels and rooms open in Greater China as published. */
  size: publishedSize.nullable(),
  citation: citation.nullable(),
  /** Further published evidence for the brand, beyond the one cited. */
  supporting: z.array(citation),
})
export type BrandItem = z.infer<typeof brandItem>

export const cityItem = z.object({
  id: z.string(),
  code: z.string(),
  name: z.string(),
  province: z.string(),
  tier: z.enum(cityTiers),
  lat: z.number(),
  lng: z.number(),
  hotel_count: z.number(),
  tier_citation: citation,
  /** Resident population, 万人. */
  population: publishedValue.nullable(),
  /** GDP, 亿元. */
  gdp: publishedValue.nullable(),
})
export type CityItem = z.infer<typeof cityItem>

export const hotelItem = z.object({
  id: z.string(),
  name: z.string(),
  brand_id: z.string().nullable(),
  brand_name: z.string().nullable(),
  group_id: z.string().nullable(),
  group_name: z.string().nullable(),
  city_id: z.string(),
  city_name: z.string(),
  city_tier: z.enum(cityTiers),
  province: z.string(),
  address: z.string(),
  lat: z.number(),
  lng: z.number(),
  positioning: positioningSchema,
  rooms: z.number(),
  status: statusSchema,
  opening_date: z.string().nullable(),
  is_demo: z.boolean(),
})
export type HotelItem = z.infer<typeof hotelItem>

export const nearbyHotel = hotelItem.extend({ distance_km: z.number() })
export type NearbyHotel = z.infer<typeof nearbyHotel>

/** A page of a list: `total` counts every row that matches the filters. */
export const pageOf = <T extends z.ZodType>(item: T) =>
  z.object({ items: z.array(item), total: z.number(), page: z.number(), size: z.number() })

export type Page<T> = { items: T[]; total: number; page: number; size: number }
export type Counts = Record<string, number>

/** Map points: one compact row per hotel, in this column order. */
export const pointFields = ['id', 'lat', 'lng', 'positioning', 'status'] as const
export type HotelPoint = [id: string, lat: number, lng: number, positioning: string, status: string]

export { kpiSchema }
export const monthKpi = kpiSchema.extend({ month: z.string() })
export type MonthKpi = z.infer<typeof monthKpi>

/** A hotel's 24 months against its competitive set, with MPI, ARI and RGI over the last 12 months. */
export const hotelPerformance = z.object({
  months: z.array(z.string()),
  subject: z.array(monthKpi),
  comp_set: z.array(nearbyHotel),
  comp: z.array(monthKpi),
  trailing: z.object({
    from: z.string(),
    to: z.string(),
    subject: kpiSchema,
    comp: kpiSchema,
    mpi: z.number().nullable(),
    ari: z.number().nullable(),
    rgi: z.number().nullable(),
  }),
  /** How the set was chosen, in words for the page. */
  rule: z.string(),
  /** True when any figure shown comes from the generated sample. */
  is_demo: z.boolean(),
})
export type HotelPerformance = z.infer<typeof hotelPerformance>

/** Hotels and rooms by opening year × segment × city tier: history for open and closed hotels, pipeline for the rest. */
export const supplyRow = z.object({
  year: z.number(),
  segment: positioningSchema,
  tier: z.enum(cityTiers),
  stage: z.enum(['opened', 'pipeline']),
  hotels: z.number(),
  rooms: z.number(),
})
export type SupplyRow = z.infer<typeof supplyRow>
export const supplyAnswer = z.object({ rows: z.array(supplyRow), demo_hotels: z.number(), real_hotels: z.number() })
export type SupplyAnswer = z.infer<typeof supplyAnswer>

export type { ProfileKind } from './intel.ts'
export const profileParams = z.object({
  kind: z.enum(profileKinds, { error: '未知的档案类型' }),
  id: z.string().min(1).max(64, 'ID 过长'),
})

/** Monthly occupancy, ADR and RevPAR of one segment's open hotels, summed (rooms-weighted). */
export const segmentPerformance = z.object({
  segment: positioningSchema,
  hotels: z.number(),
  months: z.array(monthKpi),
})

/** A city's, brand's or group's profile: its published facts, its hotels from the hotel table, and their months. */
export const profileAnswer = z.object({
  kind: z.enum(profileKinds),
  city: cityItem.nullable(),
  brand: brandItem.nullable(),
  group: groupItem.nullable(),
  /** A group's brands, largest first. */
  brands: z.array(brandItem),
  supply: supplyAnswer,
  performance: z.array(segmentPerformance),
  /** Open hotels whose months were summed (a sample of at most this many per profile). */
  performance_hotels: z.number(),
})
export type ProfileAnswer = z.infer<typeof profileAnswer>
