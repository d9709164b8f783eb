import { z } from 'zod'
import { sourceKinds } from './benchmarks/schema.ts'

/**
 * The research desk (issue 38, ADR 045): every published figure the product shows (a brand's size, a group's
 * size, a city's population and GDP, a benchmark row) lives in the database; a change is a proposal with its
 * source, approved by another researcher or an administrator. Pure shapes and rules shared by server and web.
 */

/** What a figure describes and which field of it: the target of a proposal. */
export const figureKinds = ['brand_size', 'group_size', 'city_population', 'city_gdp', 'benchmark'] as const
export type FigureKind = (typeof figureKinds)[number]

export const figureKindLabels: Record<FigureKind, string> = {
  brand_size: '品牌规模',
  group_size: '集团规模',
  city_population: '城市常住人口',
  city_gdp: '城市地区生产总值',
  benchmark: '基准数据',
}

/**
 * The longest a figure of each kind stays current, in months; older ones are shown as 较旧 with their date.
 * null: no maximum (a law or a standard is current until repealed or replaced). Benchmark rows take the age of
 * their figure's area (ops.adr → 24), laws and standards none.
 */
export const maxAgeMonths = {
  brand_size: 18,
  group_size: 18,
  city_population: 24,
  city_gdp: 24,
  benchmark: 24,
} as const satisfies Record<FigureKind, number>

/** Benchmark figures whose age differs from the default 24 months (costs move slower than rates and prices). */
export const benchmarkMaxAgeMonths: Record<string, number | null> = {
  'ops.adr': 24,
  'ops.occupancy': 24,
  'fin.cap_rate': 24,
  'fin.lpr_5y': 6,
  'fin.lpr_1y': 6,
  'fin.loan_rate': 6,
}

/** The maximum age of one figure, given its kind, benchmark key and its source's kind (laws have none). */
export function maxAgeOf(kind: FigureKind, sourceKind: string, benchmarkKey?: string): number | null {
  if (sourceKind === 'law' || sourceKind === 'standard') return null
  if (kind === 'benchmark' && benchmarkKey && benchmarkKey in benchmarkMaxAgeMonths)
    return benchmarkMaxAgeMonths[benchmarkKey] ?? null
  return maxAgeMonths[kind]
}

/** The last day an as-of date covers: 2024 → 2024-12-31, 2024-Q2 → 2024-06-30, 2024-06 → 2024-06-30. */
export function asOfEnd(asOf: string): string {
  const quarter = /^(\d{4})-Q([1-4])$/.exec(asOf)
  if (quarter) return monthEnd(Number(quarter[1]), Number(quarter[2]) * 3)
  const month = /^(\d{4})-(\d{2})$/.exec(asOf)
  if (month) return monthEnd(Number(month[1]), Number(month[2]))
  if (/^\d{4}$/.test(asOf)) return `${asOf}-12-31`
  return asOf.slice(0, 10)
}

function monthEnd(year: number, month: number) {
  const day = new Date(Date.UTC(year, month, 0)).getUTCDate()
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`
}

/** Whole months from an as-of date's end to `today` (YYYY-MM-DD). */
export function ageInMonths(asOf: string, today: string): number {
  const end = asOfEnd(asOf)
  const [y1, m1, d1] = end.split('-').map(Number) as [number, number, number]
  const [y2, m2, d2] = today.slice(0, 10).split('-').map(Number) as [number, number, number]
  return (y2 - y1) * 12 + (m2 - m1) - (d2 < d1 ? 1 : 0)
}

/** Older than its kind allows: shown as 较旧 with its date, and a wall ranks it apart from current figures. */
export function isStale(asOf: string, maxAge: number | null, today: string): boolean {
  return maxAge != null && ageInMonths(asOf, today) > maxAge
}

/** 2024 / 2024-06 / 2024-06-30 / 2024-Q2. */
const asOfPattern = /^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/
const datePattern = /^\d{4}(-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/

/** The fields a source must give, with the names the refusal uses. */
export const sourceFieldLabels = {
  kind: '来源类型',
  publisher: '发布方',
  title: '标题',
  url: '网址',
  published: '发布日期',
  period: '数据所指时期',
  quote: '原文语句或表格行',
} as const
export type SourceField = keyof typeof sourceFieldLabels

/** A proposal's source: every field is required, except the address of the firm's own assumption. */
export const deskSourceSchema = z
  .object({
    kind: z.enum(sourceKinds, { error: `来源类型只能是 ${sourceKinds.join('、')}` }),
    publisher: z.string().trim().min(1, '请填写发布方').max(200),
    title: z.string().trim().min(1, '请填写标题').max(300),
    url: z.url({ error: '网址格式不正确' }).max(1000).nullable().optional(),
    published: z.string().regex(datePattern, { error: '发布日期格式应为 2024、2024-06 或 2024-06-30' }),
    period: z.string().regex(asOfPattern, { error: '数据所指时期格式应为 2024、2024-06、2024-06-30 或 2024-Q2' }),
    quote: z.string().trim().min(1, '请摘录原文中给出此数字的语句或表格行').max(2000),
  })
  .refine((s) => s.kind === 'assumption' || !!s.url, { error: '请填写网址', path: ['url'] })
export type DeskSource = z.infer<typeof deskSourceSchema>

/** Which required source fields a body lacks (absent, empty or null): what a 400 names. */
export function missingSourceFields(source: unknown): SourceField[] {
  const s = (source && typeof source === 'object' ? source : {}) as Record<string, unknown>
  const empty = (v: unknown) => v == null || (typeof v === 'string' && v.trim() === '')
  return (Object.keys(sourceFieldLabels) as SourceField[]).filter(
    (f) => empty(s[f]) && (f !== 'url' || s.kind !== 'assumption'),
  )
}

const count = z.number({ error: '应为数字' }).int('应为整数').nonnegative('不能为负数')
/** A size: hotels and rooms, at least one. */
export const sizeValueSchema = z
  .object({ hotels: count.nullable(), rooms: count.nullable() })
  .refine((v) => v.hotels != null || v.rooms != null, { error: '酒店数和客房数至少要有一个' })
export const amountValueSchema = z.object({ value: z.number({ error: '应为数字' }).nonnegative('不能为负数') })
export const rowValueSchema = z
  .object({
    low: z.number({ error: '应为数字' }).nullable(),
    typical: z.number({ error: '应为数字' }),
    high: z.number({ error: '应为数字' }).nullable(),
  })
  .refine((r) => r.low == null || r.high == null || r.low <= r.high, { error: '下限不能大于上限', path: ['low'] })
  .refine((r) => (r.low == null || r.low <= r.typical) && (r.high == null || r.typical <= r.high), {
    error: '典型值应在下限和上限之间',
    path: ['typical'],
  })

export type SizeValue = z.infer<typeof sizeValueSchema>
export type AmountValue = z.infer<typeof amountValueSchema>
export type RowValue = z.infer<typeof rowValueSchema>
export type FigureValue = SizeValue | AmountValue | RowValue

/** The value schema of each kind of figure. */
export function valueSchemaOf(kind: FigureKind) {
  if (kind === 'brand_size' || kind === 'group_size') return sizeValueSchema
  if (kind === 'benchmark') return rowValueSchema
  return amountValueSchema
}

/**
 * A figure's key: `brand/<slug>/size`, `group/<slug>/china|world|pipeline`, `city/<code>/population|gdp`,
 * `benchmark/<key>/<segment|*>/<tier|*>/<variant|*>`.
 */
export const figureKeySchema = z
  .string({ error: '请指定要修改的数据' })
  .min(3, '请指定要修改的数据')
  .max(300)
  .regex(/^(brand|group|city|benchmark)\//, { error: '数据编号应以 brand/、group/、city/ 或 benchmark/ 开头' })

export const proposalStatuses = ['pending', 'approved', 'rejected'] as const
export type ProposalStatus = (typeof proposalStatuses)[number]
export const proposalStatusLabels: Record<ProposalStatus, string> = {
  pending: '待审核',
  approved: '已通过',
  rejected: '已驳回',
}

export const proposalBody = z.object({
  figure: figureKeySchema,
  /** The new value, in the shape of the figure's kind (size, amount, benchmark row). */
  value: z.unknown().optional(),
  /** Checked by the server so that a refusal names every missing field (missingSourceFields). */
  source: z.unknown().optional(),
  /** Scope or definition (中国大陆, 含已签约未开业, 星级饭店口径…). */
  note: z.string().trim().max(500).optional(),
})

const sourceView = z.object({
  kind: z.string(),
  publisher: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  published: z.string(),
  period: z.string(),
  quote: z.string(),
})
export type DeskSourceView = z.infer<typeof sourceView>

/** A figure's value by field (hotels, rooms, amount…); null where the source gives none. */
const figureValue = z.record(z.string(), z.number().nullable())

export const figureView = z.object({
  key: z.string(),
  kind: z.enum(figureKinds),
  /** What the figure describes: 汉庭 · 规模, 星级饭店 · 五星级 · 平均房价… */
  label: z.string(),
  /** The population the figure is about: a brand, a group, a city, 星级饭店 by star, a segment. */
  population: z.string(),
  area: z.string(),
  unit: z.string(),
  value: figureValue.nullable(),
  as_of: z.string().nullable(),
  note: z.string().nullable(),
  source: sourceView.nullable(),
  max_age_months: z.number().nullable(),
  stale: z.boolean(),
  updated_by: z.string().nullable(),
  updated_at: z.string().nullable(),
  pending: z.number(),
})
export type FigureView = z.infer<typeof figureView>

export const proposalView = z.object({
  id: z.string(),
  figure: z.string(),
  label: z.string(),
  kind: z.enum(figureKinds),
  status: z.enum(proposalStatuses),
  old_value: figureValue.nullable(),
  old_source: sourceView.nullable(),
  old_as_of: z.string().nullable(),
  new_value: figureValue,
  new_source: sourceView,
  new_as_of: z.string(),
  note: z.string().nullable(),
  revert_of: z.string().nullable(),
  proposed_by: z.string(),
  proposed_by_name: z.string().nullable(),
  proposed_at: z.string(),
  reviewed_by: z.string().nullable(),
  reviewed_by_name: z.string().nullable(),
  reviewed_at: z.string().nullable(),
  reason: z.string().nullable(),
})
export type ProposalView = z.infer<typeof proposalView>

export const coverageView = z.object({
  brands: z.object({ total: z.number(), with_size: z.number(), current: z.number() }),
  groups: z.object({ total: z.number(), with_china_size: z.number(), current: z.number() }),
  cities: z.object({
    total: z.number(),
    with_population: z.number(),
    with_gdp: z.number(),
    with_both: z.number(),
  }),
  benchmarks: z.array(z.object({ area: z.string(), rows: z.number(), published: z.number(), assumed: z.number() })),
  oldest: z.array(z.object({ area: z.string(), figure: z.string(), label: z.string(), as_of: z.string() })),
  stale: z.number(),
  pending: z.number(),
  /** Brands with the most hotels in the sample and no published size: what to look for first. */
  wanted: z.array(z.object({ figure: z.string(), label: z.string(), hotels: z.number(), group: z.string() })),
})
export type CoverageView = z.infer<typeof coverageView>
