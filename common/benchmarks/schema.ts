import { z } from 'zod'
import { cityTiers, positionings } from '../intel.ts'

/**
 * The benchmark reference table (docs/benchmarks.md): figures that topic pages and calculators share,
 * each row with its source and as-of date. Kept as JSON files under data/, one per area, checked by these schemas
 * when the module loads, so a bad file fails at start with the file, row and field named.
 */

export const sourceKinds = [
  'statistics', // national or city statistical yearbooks and bulletins, ministry statistics
  'law', // laws, State Council regulations, tax rules (cited by name and article)
  'standard', // national and industry standards, by number and year
  'annual_report', // listed groups' annual reports, results announcements, prospectuses
  'survey', // published industry surveys (consultancies, associations)
  'research', // published research reports and articles
  'assumption', // the firm's model assumption where no published figure exists; basis says how it was set
] as const
export type SourceKind = (typeof sourceKinds)[number]

export const sourceKindLabels: Record<SourceKind, string> = {
  statistics: '统计数据',
  law: '法律法规',
  standard: '标准',
  annual_report: '年报与招股书',
  survey: '行业调查',
  research: '研究报告',
  assumption: '测算假设',
}

export const sourceSchema = z.object({
  id: z.string().regex(/^[a-z0-9][a-z0-9_.-]*$/, { error: '来源编号只能用小写字母、数字和 _ . -' }),
  kind: z.enum(sourceKinds),
  publisher: z.string().min(1),
  title: z.string().min(1),
  /** Year of publication (for laws: of the version in force). */
  year: z.number().int().min(1950).max(2100),
  url: z.url().optional(),
  /** For an assumption: how the figure was set and what it rests on. For others: where in the source. */
  note: z.string().optional(),
})
export type BenchmarkSource = z.infer<typeof sourceSchema>

/**
 * A benchmark row as the research desk approved it (ADR 045): the web puts it in place of the shipped row
 * (applyLiveBenchmarks). GET /data-desk/live-benchmarks lists them all; a public article carries those its tables show.
 */
export const liveBenchmarkRowSchema = z.object({
  key: z.string(),
  segment: z.string().nullable(),
  tier: z.string().nullable(),
  variant: z.string().nullable(),
  low: z.number().nullable(),
  typical: z.number(),
  high: z.number().nullable(),
  as_of: z.string(),
  source: sourceSchema
    .omit({ url: true, note: true })
    .extend({ url: z.string().nullable(), note: z.string().nullable() }),
})
export type LiveBenchmarkRow = z.infer<typeof liveBenchmarkRowSchema>

/** 2024, 2024-06, 2024-06-30 or 2024-Q2. */
const asOfPattern = /^\d{4}(-Q[1-4]|-(0[1-9]|1[0-2])(-(0[1-9]|[12]\d|3[01]))?)?$/
/** The as-of date of a published figure, in the forms above. */
export const asOfSchema = z.string().regex(asOfPattern, { error: '日期格式应为 2024、2024-06、2024-06-30 或 2024-Q2' })

export const figureRowSchema = z
  .object({
    segment: z.enum(positionings).optional(),
    tier: z.enum(cityTiers).optional(),
    /** A named case when the figure has one (a tax bracket, a PIP scope, a city size). */
    variant: z.string().min(1).optional(),
    low: z.number().nullable().optional(),
    /** null: no published figure (shown as 暂无公开数据). */
    typical: z.number().nullable(),
    high: z.number().nullable().optional(),
    source: z.string().min(1),
    asOf: asOfSchema,
    note: z.string().optional(),
    /**
     * What the screens must say beside the figure when it is not what its label promises: a star-grade average
     * standing in for a segment, a one-province sample, a derived 测算假设. Short; shown wherever the row is cited.
     */
    caveat: z.string().min(1).optional(),
  })
  .refine((r) => r.low == null || r.high == null || r.low <= r.high, { error: '下限不能大于上限', path: ['low'] })

export const figureSchema = z.object({
  key: z.string().regex(/^[a-z]+\.[a-z0-9_]+$/, { error: '指标键应形如 dev.hard_cost_per_sqm' }),
  label: z.string().min(1),
  unit: z.string(),
  /** What a client should know to read the figure (scope, definition). */
  definition: z.string().optional(),
  /** Chinese names of the variants its rows use (city → 市区), for tables and hints. */
  variants: z.record(z.string(), z.string()).optional(),
  rows: z.array(figureRowSchema).min(1),
})
export type BenchmarkFigure = z.infer<typeof figureSchema>
export type BenchmarkRow = z.infer<typeof figureRowSchema>

export const benchmarkFileSchema = z.object({
  area: z.string().min(1),
  sources: z.array(sourceSchema),
  figures: z.array(figureSchema),
})
export type BenchmarkFile = z.infer<typeof benchmarkFileSchema>
