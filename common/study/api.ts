/**
 * The study API (routes under /api/v1/projects/:projectId/studies): request and answer schemas the server validates
 * with and the web reads with. Staff edit a study's working draft; the project's client organization reads its
 * published versions only; anybody else gets 404. A save made on an older read answers 409 (refresh and redo);
 * creating and publishing accept an Idempotency-Key header (a retried publish answers the version it made).
 */
import { z } from 'zod'
import { richNodeSchema } from '../content.ts'
import { chinaBounds, hotelStatuses, positionings } from '../intel.ts'
import { kpiSchema } from '../kpi-schema.ts'
import { timestamps, uuidOf } from '../schema-fields.ts'
import { type StudyAssumptions, type StudyFigures, studyAssumptionsSchema, studyPipelineStatuses } from './schemas.ts'

/** The chapters of the study, in the document's order (issue 34 item 6). */
export const studyChapterKeys = [
  'summary',
  'project',
  'economy',
  'supply',
  'comp_set',
  'demand',
  'positioning',
  'operations',
  'investment',
  'returns',
  'risks',
  'appendix',
] as const
export type StudyChapterKey = (typeof studyChapterKeys)[number]
export const studyChapterTitles: Record<StudyChapterKey, string> = {
  summary: '摘要与结论',
  project: '项目概况',
  economy: '区域经济与城市概况',
  supply: '酒店市场供给',
  comp_set: '竞争组合与经营表现',
  demand: '需求分析与预测',
  positioning: '项目定位与品牌建议',
  operations: '经营预测',
  investment: '投资估算与融资',
  returns: '投资回报与敏感性',
  risks: '主要风险',
  appendix: '附录：数据来源与假设',
}

/** The market area's radius: 3 km unless the consultant widens or narrows it. */
export const studyRadius = { defaultKm: 3, minKm: 0.5, maxKm: 30 } as const
/** The market area by districts: at most this many of the site city's districts. */
export const maxStudyDistricts = 30

/** At most this many brands on the shortlist. */
export const maxShortlistBrands = 6

const hotelId = z.string({ error: '请选择酒店' }).trim().min(1, '请选择酒店').max(64, '酒店编号格式不正确')

export const studyParams = z.object({ projectId: uuidOf('项目编号') })
export const studyIdParams = studyParams.extend({ studyId: uuidOf('研究编号') })
export const studyChapterParams = studyIdParams.extend({
  chapter: z.enum(studyChapterKeys, { error: '未知的章节' }),
})
export const studyVersionParams = studyIdParams.extend({
  number: z.coerce
    .number({ error: '版本号必须是数字' })
    .int('版本号必须是整数')
    .min(1, '版本号从 1 开始')
    .max(10_000, '版本号过大'),
})

/** Where the subject is: a point picked on the map (with a name), or a pipeline hotel of the hotel database. */
export const studySiteInput = z.discriminatedUnion(
  'kind',
  [
    z.object({
      kind: z.literal('point'),
      lat: z
        .number({ error: '纬度必须是数字' })
        .min(chinaBounds.minLat, '地块须位于中国境内')
        .max(chinaBounds.maxLat, '地块须位于中国境内'),
      lng: z
        .number({ error: '经度必须是数字' })
        .min(chinaBounds.minLng, '地块须位于中国境内')
        .max(chinaBounds.maxLng, '地块须位于中国境内'),
      name: z.string({ error: '请填写地块名称' }).trim().min(1, '请填写地块名称').max(100, '地块名称不能超过 100 个字'),
    }),
    z.object({ kind: z.literal('hotel'), hotel_id: hotelId }),
  ],
  { error: '请在地图上选点，或选择一家筹建中的酒店' },
)
export type StudySiteInput = z.infer<typeof studySiteInput>

const title = z.string({ error: '请填写研究名称' }).trim().min(1, '请填写研究名称').max(200, '名称不能超过 200 个字')
const segment = z.enum(positionings, { error: '请选择酒店档次' })
const rooms = z
  .number({ error: '客房数必须是数字' })
  .int('客房数必须是整数')
  .min(10, '客房数不能少于 10 间')
  .max(3000, '客房数不能超过 3000 间')
const brandIds = z
  .array(z.string().trim().min(1, '品牌编号格式不正确').max(64, '品牌编号格式不正确'))
  .max(maxShortlistBrands, `品牌短名单最多 ${maxShortlistBrands} 个`)
const radiusKm = z
  .number({ error: '半径必须是数字' })
  .min(studyRadius.minKm, `半径不能小于 ${studyRadius.minKm} 公里`)
  .max(studyRadius.maxKm, `半径不能大于 ${studyRadius.maxKm} 公里`)

/**
 * The market area as districts of the site's city (ADR 132): names as the district list answers them; null in an
 * update goes back to the radius. Each name must be one the city's hotel addresses name (400 naming it otherwise).
 */
const districts = z
  .array(z.string({ error: '行政区名称格式不正确' }).trim().min(1, '行政区名称不能为空').max(30, '行政区名称过长'), {
    error: '请选择行政区',
  })
  .min(1, '请至少选择一个行政区')
  .max(maxStudyDistricts, `行政区最多选择 ${maxStudyDistricts} 个`)

export const createStudyBody = z.object({
  title,
  site: studySiteInput,
  segment,
  rooms,
  brand_ids: brandIds.default([]),
  radius_km: radiusKm.default(studyRadius.defaultKm),
})
export type CreateStudyBody = z.input<typeof createStudyBody>

/**
 * Changes to the draft's inputs. `assumptions` is the whole StudyAssumptions object of common/study/schemas.ts (its
 * subjectRooms and segment follow the study's rooms and segment); every change recomputes the figures and keeps the
 * chapter text.
 */
export const updateStudyBody = z
  .object({
    title,
    site: studySiteInput,
    segment,
    rooms,
    brand_ids: brandIds,
    radius_km: radiusKm,
    districts: districts.nullable(),
    assumptions: studyAssumptionsSchema,
  })
  .partial()
  .refine((b) => Object.keys(b).length > 0, { message: '没有要修改的内容' })
export type UpdateStudyBody = z.infer<typeof updateStudyBody>

/** Adds a hotel to the competitive set, removes one, or drops an earlier edit ('reset'); add and remove need a reason. */
export const compSetEditBody = z
  .object({
    action: z.enum(['add', 'remove', 'reset'], { error: '操作只能是 add、remove 或 reset' }),
    hotel_id: hotelId,
    reason: z.string().trim().max(200, '理由不能超过 200 个字').optional(),
  })
  .refine((b) => b.action === 'reset' || (b.reason?.length ?? 0) >= 2, {
    message: '请填写调整竞争组合的理由',
    path: ['reason'],
  })
export type CompSetEditBody = z.infer<typeof compSetEditBody>

/** A chapter's own text: the block editor's document tree (ADR 030); an empty list clears it. */
export const chapterTextBody = z.object({ text: z.array(richNodeSchema).max(200, '一章最多 200 段') })
export type ChapterTextBody = z.infer<typeof chapterTextBody>

// ---------- answers ----------

const monthRow = z.object({ month: z.string(), ...kpiSchema.shape })

export const censusHotel = z.object({
  hotel_id: z.string(),
  name: z.string(),
  brand_name: z.string().nullable(),
  positioning: segment,
  rooms: z.number(),
  status: z.enum(hotelStatuses),
  opening_date: z.string().nullable(),
  distance_km: z.number(),
  lat: z.number(),
  lng: z.number(),
  /** The district the address names within the hotel's city; null: 区县未知 (absent in studies computed before). */
  district: z.string().nullable().optional(),
})
export type CensusHotel = z.infer<typeof censusHotel>

/** How the market area was defined, as the census used it. */
export const studyArea = z.object({
  kind: z.enum(['radius', 'districts']),
  radius_km: z.number(),
  districts: z.array(z.string()),
  city_name: z.string().nullable(),
  /** Hotels of the city left out of a district area because their address names no district (区县未知). */
  unknown_district_hotels: z.number(),
  /** The definition in words, as the chapter 酒店市场供给 prints it. */
  description: z.string(),
})
export type StudyArea = z.infer<typeof studyArea>

export const studyCensus = z.object({
  radius_km: z.number(),
  /** Absent in studies computed before the district area existed: they were radius areas. */
  area: studyArea.optional(),
  /** Open hotels within the market area, nearest first. */
  existing: z.array(censusHotel),
  by_segment: z.array(z.object({ segment, hotels: z.number(), rooms: z.number() })),
  /** Signed and under-construction hotels within the radius, by expected opening date. */
  pipeline: z.array(censusHotel.extend({ pipeline_status: z.enum(studyPipelineStatuses) })),
  existing_rooms: z.number(),
  pipeline_rooms: z.number(),
  /** Set when no hotel lies within the radius: what to tell the consultant, and a radius that would find some. */
  empty: z.object({ message: z.string(), suggested_radius_km: z.number().nullable() }).nullable(),
})
export type StudyCensus = z.infer<typeof studyCensus>

export const compSetMember = z.object({
  hotel_id: z.string(),
  name: z.string(),
  positioning: segment,
  rooms: z.number(),
  distance_km: z.number(),
  /** Why it is in the set: the rule that proposed it, or the consultant's reason for adding it. */
  reason: z.string(),
  origin: z.enum(['proposed', 'added']),
  /** imported: hotel_performance rows; demo: generated months of a demo hotel (演示数据); none: nothing. */
  performance: z.enum(['imported', 'demo', 'none']),
  months: z.array(monthRow),
  /**
   * The last 12 months of `months`, summed before dividing, and how many of them the hotel reported; absent in
   * versions published before it was added.
   */
  trailing: kpiSchema.extend({ months: z.number() }).optional(),
})
export type CompSetMember = z.infer<typeof compSetMember>

export const studyCompSet = z.object({
  rule: z.string(),
  hotels: z.array(compSetMember),
  removed: z.array(z.object({ hotel_id: z.string(), name: z.string(), reason: z.string() })),
  months: z.array(z.string()),
  /** The set's rooms-weighted monthly figures. */
  monthly: z.array(monthRow),
  trailing: z.object({ from: z.string(), to: z.string(), ...kpiSchema.shape }),
  /** The subject's fair share of the set's rooms supply (subject rooms ÷ (set rooms + subject rooms)). */
  fair_share: z.number().nullable(),
  /** Set when some or all of the set has no imported performance; the projection then needs entered assumptions. */
  performance_note: z.string().nullable(),
  /** True when no month of the set is known: the comp set's occupancy and ADR must be entered, with a source. */
  needs_entered_performance: z.boolean(),
})
export type StudyCompSet = z.infer<typeof studyCompSet>

export const boundFlag = z.object({
  field: z.string(),
  value: z.number(),
  min: z.number(),
  max: z.number(),
  message: z.string(),
})

export const studyChapter = z.object({
  key: z.enum(studyChapterKeys),
  title: z.string(),
  text: z.array(richNodeSchema),
  updated_at: z.string().nullable(),
})
export type StudyChapter = z.infer<typeof studyChapter>

export const studyBrand = z.object({
  id: z.string(),
  name: z.string(),
  group_name: z.string(),
  positioning: segment,
})

export const studySite = z.object({
  kind: z.enum(['point', 'hotel']),
  name: z.string(),
  lat: z.number(),
  lng: z.number(),
  hotel_id: z.string().nullable(),
  city_name: z.string().nullable(),
})

export const versionRow = z.object({
  number: z.number(),
  published_at: z.string(),
  published_by: z.string().nullable(),
  /** The report library entry: download through /api/v1/reports/:id/download (PDF) and /reports/:id/word. */
  report_id: z.string(),
  pdf_size: z.number(),
  docx_size: z.number(),
})
export type VersionRow = z.infer<typeof versionRow>

/** Everything the study is made of: the draft's current state, or a published version's frozen copy. */
export const studyContent = z.object({
  title: z.string(),
  /** The project and its client organization, as the cover prints them; absent in versions published before. */
  client: z.object({ organization: z.string(), project: z.string() }).optional(),
  site: studySite,
  segment,
  rooms: z.number(),
  radius_km: z.number(),
  /** The chosen districts when the market area is districts; null or absent: the radius. */
  districts: z.array(z.string()).nullable().optional(),
  brands: z.array(studyBrand),
  assumptions: studyAssumptionsSchema,
  census: studyCensus,
  comp_set: studyCompSet,
  /** StudyFigures (common/study/compute.ts); null when they could not be computed (see `problems`). */
  figures: z.record(z.string(), z.unknown()).nullable(),
  flags: z.array(boundFlag),
  /** Why figures are missing or incomplete, in words (e.g. no comp-set performance and none entered). */
  problems: z.array(z.string()),
  chapters: z.array(studyChapter),
  computed_at: z.string(),
})
export type StudyContent = z.infer<typeof studyContent>
/** The content with its figures typed (the schema passes them through as an object). */
export type TypedStudyContent = Omit<StudyContent, 'figures'> & { figures: StudyFigures | null }
export type { StudyAssumptions, StudyFigures }

export const studyDetail = studyContent.extend({
  id: z.string(),
  project_id: z.string(),
  ...timestamps,
  versions: z.array(versionRow),
})
export type StudyDetail = z.infer<typeof studyDetail>
export type TypedStudyDetail = Omit<StudyDetail, 'figures'> & { figures: StudyFigures | null }

export const studyListRow = z.object({
  id: z.string(),
  title: z.string(),
  segment,
  rooms: z.number(),
  site_name: z.string(),
  updated_at: z.string(),
  /** Staff see every study; the client sees only studies with a published version, and only those versions. */
  versions: z.array(versionRow),
})
export type StudyListRow = z.infer<typeof studyListRow>

export const studyVersionDetail = z.object({
  study_id: z.string(),
  number: z.number(),
  published_at: z.string(),
  report_id: z.string(),
  content: studyContent,
})
export type StudyVersionDetail = z.infer<typeof studyVersionDetail>

/** The districts of the site's city a market area may be made of, with their hotels (ADR 132). */
export const studyDistrictsAnswer = z.object({
  data: z.object({
    city_name: z.string().nullable(),
    districts: z.array(z.object({ name: z.string(), hotels: z.number() })),
    /** Hotels of the city whose address names no district (区县未知): no district area can hold them. */
    unknown: z.number(),
  }),
})
export type StudyDistricts = z.infer<typeof studyDistrictsAnswer>['data']

/** The market area in words: the radius around the site, or the chosen districts of the city. */
export function areaDescription(area: {
  kind: 'radius' | 'districts'
  radius_km: number
  districts: string[]
  city_name: string | null
}) {
  return area.kind === 'radius'
    ? `地块周边半径 ${area.radius_km} 公里`
    : `${area.city_name ?? ''}${area.districts.join('、')}（按酒店地址所载区县界定）`
}

/** The census's area, or the radius for a study computed before districts existed. */
export const censusArea = (census: StudyCensus): StudyArea =>
  census.area ?? {
    kind: 'radius',
    radius_km: census.radius_km,
    districts: [],
    city_name: null,
    unknown_district_hotels: 0,
    description: areaDescription({ kind: 'radius', radius_km: census.radius_km, districts: [], city_name: null }),
  }

const optionalText = z.string().optional()

/**
 * A generated block of the document (server/modules/reports/document/model.ts) as the chapter view shows it: the
 * same cells and values the Word and PDF print. The consultant's own text is not repeated here (see `chapters`);
 * a sources list arrives with each source already written out (or 测算假设).
 */
export const studyDocBlock = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('para'), text: z.string() }),
  z.object({ kind: z.literal('subheading'), text: z.string() }),
  z.object({ kind: z.literal('bullets'), items: z.array(z.string()) }),
  z.object({
    kind: z.literal('table'),
    title: z.string(),
    columns: z.array(z.object({ label: z.string(), align: z.enum(['left', 'right']).optional() })),
    rows: z.array(z.array(z.string())),
    note: optionalText,
    source: optionalText,
  }),
  z.object({
    kind: z.literal('chart'),
    chart: z.enum(['bar', 'line']),
    title: z.string(),
    unit: z.string(),
    categories: z.array(z.string()),
    series: z.array(z.object({ name: z.string(), values: z.array(z.number().nullable()) })),
    note: optionalText,
    source: optionalText,
  }),
  z.object({ kind: z.literal('sources'), items: z.array(z.object({ label: z.string(), source: z.string() })) }),
])
export type StudyDocBlock = z.infer<typeof studyDocBlock>

export const studyDocumentAnswer = z.object({
  data: z.object({
    chapters: z.array(z.object({ key: z.enum(studyChapterKeys), heading: z.string(), blocks: z.array(studyDocBlock) })),
  }),
})
export type StudyDocument = z.infer<typeof studyDocumentAnswer>['data']

export const studyListAnswer = z.object({ data: z.array(studyListRow), can_edit: z.boolean() })
export const studyDetailAnswer = z.object({ data: studyDetail })
export const studyVersionAnswer = z.object({ data: studyVersionDetail })
export const publishAnswer = z.object({ data: versionRow })

const list = (projectId: string) => `/projects/${projectId}/studies`
const one = (projectId: string, studyId: string) => `${list(projectId)}/${studyId}`
/** A path below one study. */
const below =
  (tail: string) =>
  (projectId: string, studyId: string): string =>
    `${one(projectId, studyId)}/${tail}`
/** A path of one published version, or below it. */
const ofVersion =
  (tail = '') =>
  (projectId: string, studyId: string, n: number): string =>
    `${one(projectId, studyId)}/versions/${n}${tail}`

/** Paths of the study API, relative to /api/v1; the web builds its calls with these. */
export const studyPaths = {
  list,
  one,
  compSet: below('comp-set'),
  chapter: (projectId: string, studyId: string, chapter: StudyChapterKey) =>
    `${one(projectId, studyId)}/chapters/${chapter}`,
  districts: below('districts'),
  /** The document's generated blocks per chapter (tables, charts, text), as the export prints them. */
  document: below('document'),
  recompute: below('recompute'),
  /** The working draft, for staff: binary .docx / PDF. */
  exportDocx: below('export.docx'),
  exportPdf: below('export.pdf'),
  publish: below('publish'),
  version: ofVersion(),
  versionDocument: ofVersion('/document'),
  /** A published version's files: PDF watermarked for the reader, both audited. */
  versionDocx: ofVersion('/docx'),
  versionPdf: ofVersion('/pdf'),
  /** The report library's Word download of a published study (the PDF is /reports/:id/download). */
  reportWord: (reportId: string) => `/reports/${reportId}/word`,
} as const
