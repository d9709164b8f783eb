import { z } from 'zod'
import { cityTiers, groupOrigins, hotelStatuses, maxPageSize, positionings } from './intel.ts'

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
const statusList = csvOf(z.enum(hotelStatuses, { error: '未知的状态' }), hotelStatuses.length)
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
  sort: z.enum(['name', 'brands', 'hotels'], { error: '未知的排序方式' }).default('hotels'),
  page,
  size: size(60),
})
export type GroupListQuery = z.infer<typeof groupListQuery>

export const brandListQuery = z.object({
  q,
  group: idList.optional(),
  positioning: positioningList.optional(),
  sort: z.enum(['name', 'positioning', 'hotels'], { error: '未知的排序方式' }).default('hotels'),
  page,
  size: size(60),
})
export type BrandListQuery = z.infer<typeof brandListQuery>

export const cityListQuery = z.object({
  q,
  province: csvOf(z.string().min(1).max(20, '省份名称过长'), 40).optional(),
  tier: tierList.optional(),
  sort: z.enum(['name', 'tier', 'hotels'], { error: '未知的排序方式' }).default('hotels'),
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

export const groupItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  origin: z.enum(groupOrigins),
  headquarters: z.string(),
  founded_year: z.number().nullable(),
  logo_url: z.string().nullable(),
  brand_count: z.number(),
  hotel_count: z.number(),
})
export type GroupItem = z.infer<typeof groupItem>

export const brandItem = z.object({
  id: z.string(),
  slug: z.string(),
  name: z.string(),
  name_en: z.string(),
  positioning: positioningSchema,
  logo_url: z.string().nullable(),
  group_id: z.string(),
  group_name: z.string(),
  hotel_count: z.number(),
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
