import { z } from 'zod'
import { feasibilityInputSchema } from '../applets/feasibility.ts'
import type { FeasibilityModel, FeasibilityModelInput, FeasibilityYear } from '../applets/feasibility-model.ts'
import type { OperatingYear } from '../applets/feasibility-operations.ts'
import type { FeasibilitySensitivity } from '../applets/feasibility-sensitivity.ts'
import type { VerdictTerms } from '../applets/feasibility-verdict.ts'
import { cityTiers, type Positioning, positionings } from '../intel.ts'

/**
 * The market and feasibility study's inputs and figures (issue 34). The projection follows the supply-and-demand
 * (penetration) method: the competitive market's accommodated room-night demand by market segment, grown per segment,
 * plus latent demand, spread over the market's supply (existing comp set, the pipeline weighted by status, the subject);
 * the subject captures its fair share times its penetration per segment. See docs/decisions/057.
 *
 * Every assumption is `Sourced`: a value with its source, or `source: null`, shown as 测算假设.
 * Percentages are 0–100 numbers (65 means 65 %), as everywhere in common/applets. Money in 万元, ADR in 元 incl. VAT.
 */

export const sourceSchema = z.object({
  title: z.string().trim().min(1, { error: '请填写来源名称' }).max(300, { error: '来源名称不能超过 300 字' }),
  publisher: z.string().trim().max(200, { error: '发布机构不能超过 200 字' }).optional(),
  url: z.url({ error: '来源链接格式不正确' }).max(1000, { error: '来源链接过长' }).optional(),
  /** The date or period the figure is for: 2025, 2025-06, 2025-06-30. */
  asOf: z.string().trim().max(40, { error: '数据时点不能超过 40 字' }).optional(),
})
export type Source = z.infer<typeof sourceSchema>

export type Sourced<T> = { value: T; source: Source | null }

export function sourced<T extends z.ZodType>(value: T) {
  return z.object({ value, source: sourceSchema.nullable() })
}

/** A number entered with its source; the form's own messages name the field (bounds here are hard limits only). */
const sourcedNumber = (label: string, min: number, max: number, unit = '') =>
  sourced(
    z
      .number({ error: (i) => (i.input == null ? `请填写${label}` : `${label}必须是数字`) })
      .min(min, { error: `${label}不能小于 ${min}${unit}` })
      .max(max, { error: `${label}不能大于 ${max}${unit}` }),
  )

export const marketSegments = ['commercial', 'meeting_group', 'leisure'] as const
export type MarketSegment = (typeof marketSegments)[number]
export const marketSegmentLabels: Record<MarketSegment, string> = {
  commercial: '商务散客',
  meeting_group: '会议及团队',
  leisure: '休闲度假',
}

export const studyPipelineStatuses = ['signed', 'under_construction', 'opening'] as const
export type StudyPipelineStatus = (typeof studyPipelineStatuses)[number]
export const studyPipelineStatusLabels: Record<StudyPipelineStatus, string> = {
  signed: '已签约',
  under_construction: '在建',
  opening: '即将开业',
}

const bySegment = <T extends z.ZodType>(schema: T) =>
  z.object({ commercial: schema, meeting_group: schema, leisure: schema })

/** Years the study projects: the subject's first ten operating years. */
export const projectionYears = 10

const yearField = (label: string) =>
  z
    .number({ error: `请填写${label}` })
    .int({ error: `${label}必须是整数` })
    .min(2000, { error: `${label}不能早于 2000 年` })
    .max(2100, { error: `${label}不能晚于 2100 年` })

export const inducedDemandSchema = sourced(
  z.object({
    /** What generates it: a convention centre, a new office park, an airport terminal. */
    label: z.string().trim().min(1, { error: '请填写新增需求的来源项目' }).max(100, { error: '名称不能超过 100 字' }),
    segment: z.enum(marketSegments, { error: '请选择细分市场' }),
    roomNights: z
      .number({ error: '请填写新增间夜数' })
      .min(0, { error: '新增间夜数不能为负' })
      .max(10_000_000, { error: '新增间夜数过大' }),
    /** Calendar year from which the room-nights come, in full. */
    startYear: yearField('新增需求起始年份'),
  }),
)
export type InducedDemand = z.infer<typeof inducedDemandSchema>

export const studyAssumptionsSchema = z
  .object({
    /** The year of the base (the comp set's last twelve months, or the entered figures). */
    baseYear: yearField('基准年'),
    /** The subject's first operating year: projection year 1. */
    openingYear: yearField('开业年份'),
    subjectRooms: z
      .number({ error: '请填写客房数' })
      .int({ error: '客房数必须是整数' })
      .min(10, { error: '客房数不能少于 10 间' })
      .max(3000, { error: '客房数不能多于 3000 间' }),
    segment: z.enum(positionings, { error: '请选择酒店定位' }),
    tier: z.enum(cityTiers, { error: '请选择城市等级' }),

    /** Share of the base year's accommodated room-nights by market segment; the three sum to 100. */
    demandMix: bySegment(sourcedNumber('细分市场占比', 0, 100, '%')),
    /** Annual growth of accommodated demand per market segment, %. */
    demandGrowth: bySegment(sourcedNumber('需求年增长率', -30, 50, '%')),
    /**
     * Latent demand. Unaccommodated: room-nights turned away in the base year (full nights), as a share of the
     * accommodated demand; it is captured as new rooms open (at most the new rooms' capacity at the base market
     * occupancy). Induced: new room-nights a named generator brings from its start year.
     */
    latentDemand: z.object({
      unaccommodatedPct: sourcedNumber('未满足需求比例', 0, 50, '%'),
      induced: z.array(inducedDemandSchema).max(20, { error: '新增需求项目不能超过 20 个' }),
    }),
    /** How much of a pipeline hotel's rooms count, by its status, %: a stated assumption each. */
    statusWeights: z.object({
      signed: sourcedNumber('已签约项目计入权重', 0, 100, '%'),
      under_construction: sourcedNumber('在建项目计入权重', 0, 100, '%'),
      opening: sourcedNumber('即将开业项目计入权重', 0, 100, '%'),
    }),
    /** A pipeline hotel without an opening date is taken to open this many years after the base year. */
    undatedOpeningLagYears: sourcedNumber('未定开业日期项目的开业滞后年数', 1, 10, ' 年'),
    /** The subject's stabilized penetration per market segment, % of fair share (100 = fair share). */
    penetration: bySegment(sourcedNumber('市场渗透率', 0, 300, '%')),
    /** Penetration in operating years 1..n as % of the stabilized one; later years 100. */
    penetrationRamp: sourced(
      z
        .array(
          z
            .number({ error: '爬坡系数必须是数字' })
            .min(1, { error: '爬坡系数不能小于 1%' })
            .max(100, { error: '爬坡系数不能大于 100%' }),
        )
        .max(projectionYears, { error: `爬坡年数不能超过 ${projectionYears} 年` }),
    ),
    /** The subject's ADR as % of the comp set's ADR (100 = parity). */
    adrIndex: sourcedNumber('平均房价指数', 20, 400, '%'),
    /** Annual growth of the comp set's ADR from the base year, %. */
    adrGrowthPct: sourcedNumber('房价年增长率', -10, 20, '%'),
    /**
     * The comp set's performance entered by hand, used when no month was imported (or always when `useManual`).
     * Rooms: when the comp set lists no hotel, the competitive supply entered here.
     */
    manualCompSet: z.object({
      useManual: z.boolean(),
      occupancyPct: sourcedNumber('竞争组合出租率', 1, 100, '%'),
      adr: sourcedNumber('竞争组合平均房价', 50, 20_000, ' 元'),
      rooms: sourcedNumber('竞争组合客房数', 0, 100_000, ' 间'),
    }),
    /**
     * The financial case (the feasibility tool's inputs: case, development cost, financing, fees, taxes, value rates).
     * Its rooms, segment, tier, ADR, occupancy, ramp, ADR growth and hold are replaced by the projection's.
     */
    financial: feasibilityInputSchema,
  })
  .refine(
    (a) =>
      Math.abs(a.demandMix.commercial.value + a.demandMix.meeting_group.value + a.demandMix.leisure.value - 100) < 0.01,
    { error: '三个细分市场的占比合计须为 100%', path: ['demandMix'] },
  )
  .refine((a) => a.openingYear > a.baseYear, { error: '开业年份须晚于基准年', path: ['openingYear'] })
  .refine((a) => a.openingYear - a.baseYear <= 10, { error: '开业年份距基准年不能超过 10 年', path: ['openingYear'] })

export type StudyAssumptions = z.infer<typeof studyAssumptionsSchema>

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, { error: '月份格式应为 YYYY-MM' })

export const compHotelSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  rooms: z.number().int().min(1),
  positioning: z.enum(positionings),
  distanceKm: z.number().min(0),
  /** Imported monthly performance: occupancy in % (0–100), ADR in 元. */
  months: z.array(z.object({ month, occupancy: z.number().min(0).max(100), adr: z.number().min(0) })),
})
export type CompHotel = z.infer<typeof compHotelSchema>

export const pipelineHotelSchema = z.object({
  hotelId: z.string(),
  name: z.string(),
  rooms: z.number().int().min(1),
  positioning: z.enum(positionings),
  status: z.enum(studyPipelineStatuses),
  /** YYYY-MM or YYYY-MM-DD; null when not known. */
  openingDate: z.string().nullable(),
})
export type PipelineHotel = z.infer<typeof pipelineHotelSchema>

/**
 * What the study reads from the database: the comp set (with its months), the competitive pipeline (the caller passes
 * the pipeline hotels that compete: same and adjacent segments in the market area), and the census's room count.
 */
export const marketDataSchema = z.object({
  compSet: z.array(compHotelSchema),
  pipeline: z.array(pipelineHotelSchema),
  censusRooms: z.number().min(0),
})
export type MarketData = z.infer<typeof marketDataSchema>

export type BoundFlag = {
  /** Dotted path of the field: "demandGrowth.leisure", "penetration.commercial", "statusWeights.signed". */
  field: string
  value: number
  min: number
  max: number
  /** Chinese, naming the bound. */
  message: string
}

/** The comp set's base year: supply, demand, occupancy and ADR, and the subject's fair share. */
export type MarketBase = {
  /** 'imported': the comp set's last twelve imported months; 'manual': the entered, sourced figures. */
  basis: 'imported' | 'manual'
  /** The twelve months used, when imported: from, to (YYYY-MM). */
  period: { from: string; to: string } | null
  /** Comp-set hotels whose months were used / listed. */
  hotelsWithData: number
  hotels: number
  rooms: number
  roomsAvailable: number
  roomsSold: number
  occupancy: number
  adr: number
  revpar: number
  /** Accommodated room-nights by market segment (the mix applied to rooms sold). */
  demand: Record<MarketSegment, number>
  /** The subject's rooms ÷ the market's rooms once the subject is open (existing comp set + subject). */
  fairShare: number
}

export type ProjectionYear = {
  /** Operating year of the subject, 1..10. */
  year: number
  calendarYear: number
  /** The comp set's room-nights available. */
  existingSupply: number
  /** Pipeline room-nights, weighted by status and by months open in its first year. */
  newSupply: number
  subjectSupply: number
  /** All room-nights available in the competitive market (existing + new + subject). */
  totalSupply: number
  /** Accommodated demand grown per segment, with the induced demand of the year. */
  demand: Record<MarketSegment, number>
  /** Unaccommodated demand captured this year (added to the segments in the base mix). */
  latentCaptured: number
  induced: number
  totalDemand: number
  marketOccupancy: number
  /** The subject's rooms ÷ all rooms (weighted) in the market. */
  fairShare: number
  /** The subject's penetration per segment this year, % of fair share (ramp applied). */
  penetration: Record<MarketSegment, number>
  captured: Record<MarketSegment, number>
  capturedTotal: number
  subjectOccupancy: number
  /** The comp set's ADR grown from the base year. */
  marketAdr: number
  subjectAdr: number
  subjectRevpar: number
  /** Subject occupancy ÷ market occupancy (MPI), ADR index (ARI), RevPAR index (RGI), as ratios. */
  mpi: number
  ari: number
  rgi: number
}

export type LenderTests = {
  dscrMin: number
  /** Per operating year; null when there is no debt service. */
  dscr: (number | null)[]
  minDscr: { year: number; value: number } | null
  /** Years whose DSCR is below the lender's minimum. */
  yearsBelowMin: number[]
  /** NOI ÷ loan outstanding (参考：国际惯例). */
  debtYield: (number | null)[]
  debtYieldReferencePct: number
  /** Loan at opening ÷ value at the stabilized year's NOI and the going-in cap rate. */
  ltv: number | null
}

export type StudyFinancials = {
  /** The feasibility input the projection produced (occupancy, ADR, their path, the cost base in money). */
  input: FeasibilityModelInput
  /** USALI summary, operating years 1..10. */
  years: OperatingYear[]
  cashFlows: FeasibilityYear[]
  investment: FeasibilityModel['budget'] & { capitalisedInterest: number; totalInvestment: number; perKey: number }
  financing: { loan: number; equity: number; ratePct: number; termYears: number; graceYears: number }
  /** Value at the stabilized NOI and the going-in cap rate against total investment. */
  value: {
    stabilizedYear: number
    stabilizedNoi: number
    capRatePct: number
    value: number
    totalInvestment: number
    /** value ÷ total investment. */
    valueToCost: number
    /** Stabilized NOI ÷ total investment. */
    yieldOnCost: number
  }
  returns: {
    projectIrr: number | null
    equityIrr: number | null
    projectNpv: number
    equityNpv: number
    equityMultiple: number
  }
  lender: LenderTests
  sensitivity: FeasibilitySensitivity
  /** The return, the lender's tests and the sensitivity in words (financeVerdict); absent in versions published before. */
  verdict?: string[]
}

export type StudyFigures = {
  market: MarketBase
  projection: ProjectionYear[]
  financials: StudyFinancials
  flags: BoundFlag[]
}

export type { Positioning }

/** The study's tables speak of 自有资金 and 全投资 returns; its reading of them, and its screen, use the same words. */
export const studyTerms: VerdictTerms = {
  equity: '自有资金',
  equityLevered: '自有资金',
  project: '全投资',
  projectShort: '全投资',
}
