import { z } from 'zod'
import { asOfSchema, sourceSchema } from '#common/benchmarks/schema'
import { groupOrigins, positionings } from '#common/intel'

/**
 * Published industry facts (groups, brands, cities), kept as JSON files in this folder and checked at load.
 * Every figure carries the id of its source and an as-of date; a figure nobody publishes is left out (null) and the
 * screens say 暂无公开数据. Sources use the benchmark table's shape (common/benchmarks/schema.ts).
 */

const slug = z.string().regex(/^[a-z0-9][a-z0-9-]*$/, { error: '编号只能用小写字母、数字和 -' })
const count = z.number().int().nonnegative()
const sourceId = z.string().min(1)

/** Hotels and rooms of one scope (Greater China, the world, a pipeline) as one publication gives them. */
export const sizeSchema = z
  .object({
    hotels: count.nullable(),
    rooms: count.nullable(),
    source: sourceId,
    asOf: asOfSchema,
    /** Scope or definition when the publication states one (e.g. 中国大陆, 含已签约未开业). */
    note: z.string().optional(),
  })
  .refine((s) => s.hotels != null || s.rooms != null, { error: '酒店数和客房数至少要有一个' })
export type SizeFact = z.infer<typeof sizeSchema>

/** One group's line in the published ranking the wall follows; figures null when the ranking gives only the order. */
export const rankingEntrySchema = z.object({
  rank: z.number().int().positive(),
  hotels: count.nullable(),
  rooms: count.nullable(),
})

export const groupFactSchema = z.object({
  slug,
  name: z.string().min(1),
  name_en: z.string().min(1),
  origin: z.enum(groupOrigins),
  headquarters: z.string().min(1).nullable(),
  founded_year: z.number().int().min(1800).max(2100).nullable(),
  /** Exchange code where listed, e.g. 600754.SH, 1179.HK, HTHT (NASDAQ). */
  ticker: z.string().min(1).nullable(),
  /** Where headquarters, founding year and ticker come from (one page seldom gives all three); required with any. */
  profile_sources: z.array(sourceId),
  ranking: rankingEntrySchema.nullable(),
  /** Latest size in Greater China the group itself publishes (annual report, results). */
  china: sizeSchema.nullable(),
  world: sizeSchema.nullable(),
  pipeline: sizeSchema.nullable(),
})
export type GroupFact = z.infer<typeof groupFactSchema>

export const groupsFileSchema = z.object({
  sources: z.array(sourceSchema),
  /** The published ranking of groups in Greater China that `ranking` entries come from. */
  ranking: z.object({ source: sourceId, asOf: asOfSchema, title: z.string().min(1) }),
  groups: z.array(groupFactSchema).min(1),
})

export const brandFactSchema = z.object({
  slug,
  name: z.string().min(1),
  name_en: z.string().min(1),
  segment: z.enum(positionings),
  /** The segment in the group's own words (中高端, 高档, 精选服务…); segment maps it onto the one scale. */
  group_segment: z.string().min(1).nullable(),
  launch_year: z.number().int().min(1800).max(2100).nullable(),
  /** One line on the product: what a guest finds there. */
  style: z.string().min(1).nullable(),
  /** Where segment, launch year and style come from. */
  source: sourceId.nullable(),
  /** Where the launch year comes from when `source` does not give it (a brand history, a prospectus). */
  launch_source: sourceId.nullable().optional(),
  /**
   * Further published evidence for the brand (a hotel open in Greater China, where its Chinese name or tier was
   * read), shown as 另见 and counted on the 数据来源 page.
   */
  supporting: z.array(sourceId).optional(),
  /** Hotels and rooms open in Greater China. */
  size: sizeSchema.nullable(),
})
export type BrandFact = z.infer<typeof brandFactSchema>

export const brandsFileSchema = z.object({
  group: slug,
  sources: z.array(sourceSchema),
  brands: z.array(brandFactSchema),
})

export const valueSchema = z.object({
  value: z.number().nonnegative(),
  source: sourceId,
  asOf: asOfSchema,
  note: z.string().optional(),
})
export type ValueFact = z.infer<typeof valueSchema>

export const cityFactSchema = z.object({
  /** GB/T 2260 code, as in common/cities.ts. */
  code: z.string().regex(/^\d{6}$/, { error: '城市代码应为 6 位数字' }),
  name: z.string().min(1),
  /** Resident population, 万人. */
  population: valueSchema.nullable(),
  /** Gross domestic product, 亿元. */
  gdp: valueSchema.nullable(),
})
export type CityFact = z.infer<typeof cityFactSchema>

export const citiesFileSchema = z.object({
  sources: z.array(sourceSchema),
  /** The city tier list, named as its publisher names it; cities it does not list are 四线及以下. */
  tiers: z.object({
    source: sourceId,
    asOf: asOfSchema,
    title: z.string().min(1),
    lists: z.object({
      tier1: z.array(z.string().min(1)),
      new_tier1: z.array(z.string().min(1)),
      tier2: z.array(z.string().min(1)),
      tier3: z.array(z.string().min(1)),
    }),
  }),
  cities: z.array(cityFactSchema),
})
