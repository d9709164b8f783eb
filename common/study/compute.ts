import { terminalCapSpreadPct } from '../applets/feasibility.ts'
import { calculateFeasibility, type FeasibilityModelInput } from '../applets/feasibility-model.ts'
import { type OperatingPath, operatingCostBase } from '../applets/feasibility-operations.ts'
import { feasibilitySensitivity } from '../applets/feasibility-sensitivity.ts'
import { financeVerdict } from '../applets/feasibility-verdict.ts'
import { checkStudyBounds } from './bounds.ts'
import {
  type BoundFlag,
  type MarketBase,
  type MarketData,
  type MarketSegment,
  type PipelineHotel,
  type ProjectionYear,
  projectionYears,
  type StudyAssumptions,
  type StudyFigures,
  type StudyFinancials,
  studyTerms,
} from './schemas.ts'

/**
 * The market and feasibility study's numbers (issue 34, points 3–5): the competitive market's base year, a ten-year
 * projection by the supply-and-demand (penetration) method, and the financials from that projection through the one
 * operating and feasibility model of common/applets. Pure and synchronous. The method and its assumptions are set out
 * in docs/decisions/057-study-penetration-method.md.
 *
 * Conventions: a room-night year is 365 days in the projection; the subject opens on 1 January of the opening year
 * (projection year 1 is its first full operating year); a pipeline hotel counts from its opening month (the months
 * left in that year ÷ 12), times the weight of its status; a pipeline hotel without a date opens on 1 January of the
 * base year + the lag entered; one whose date has passed without opening, on 1 January after the base year.
 */

const daysPerYear = 365
const bySegment = <T>(f: (s: MarketSegment) => T): Record<MarketSegment, T> => ({
  commercial: f('commercial'),
  meeting_group: f('meeting_group'),
  leisure: f('leisure'),
})
const sumSegments = (r: Record<MarketSegment, number>) => r.commercial + r.meeting_group + r.leisure

function daysInMonth(month: string) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  return new Date(Date.UTC(y, m, 0)).getUTCDate()
}

function shiftMonth(month: string, by: number) {
  const [y, m] = month.split('-').map(Number) as [number, number]
  const index = y * 12 + (m - 1) + by
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`
}

/**
 * The comp set's base year. Imported: the last twelve months any comp hotel reported; occupancy and ADR are the
 * rooms-weighted figures of the hotel-months reported (rooms available = rooms × days, sold = occupancy × available,
 * revenue = sold × ADR), applied to the whole comp set's rooms. Otherwise the entered, sourced figures.
 */
export function marketBase(market: MarketData, a: StudyAssumptions): MarketBase {
  const compRooms = market.compSet.reduce((s, h) => s + h.rooms, 0)
  const latest = market.compSet.flatMap((h) => h.months.map((m) => m.month)).reduce((x, m) => (m > x ? m : x), '')
  let sample = { available: 0, sold: 0, revenue: 0, hotels: 0 }
  let period: MarketBase['period'] = null
  let windowDays = daysPerYear
  if (latest && !a.manualCompSet.useManual) {
    const from = shiftMonth(latest, -11)
    period = { from, to: latest }
    windowDays = Array.from({ length: 12 }, (_, i) => daysInMonth(shiftMonth(from, i))).reduce((s, d) => s + d, 0)
    for (const h of market.compSet) {
      let used = false
      for (const m of h.months) {
        if (m.month < from || m.month > latest) continue
        const available = h.rooms * daysInMonth(m.month)
        const sold = (m.occupancy / 100) * available
        sample = {
          available: sample.available + available,
          sold: sample.sold + sold,
          revenue: sample.revenue + sold * m.adr,
          hotels: sample.hotels,
        }
        used = true
      }
      if (used) sample.hotels += 1
    }
  }
  const imported = sample.available > 0
  const manual = a.manualCompSet
  const rooms = compRooms > 0 ? compRooms : manual.rooms.value
  const occupancy = imported ? sample.sold / sample.available : manual.occupancyPct.value / 100
  const adr = imported ? (sample.sold > 0 ? sample.revenue / sample.sold : 0) : manual.adr.value
  const roomsAvailable = rooms * (imported ? windowDays : daysPerYear)
  const roomsSold = roomsAvailable * occupancy
  return {
    basis: imported ? 'imported' : 'manual',
    period: imported ? period : null,
    hotelsWithData: imported ? sample.hotels : 0,
    hotels: market.compSet.length,
    rooms,
    roomsAvailable,
    roomsSold,
    occupancy,
    adr,
    revpar: adr * occupancy,
    demand: bySegment((s) => (roomsSold * a.demandMix[s].value) / 100),
    fairShare: rooms + a.subjectRooms > 0 ? a.subjectRooms / (rooms + a.subjectRooms) : 0,
  }
}

/** Year and month (1–12) a pipeline hotel opens in. */
export function openingOf(h: PipelineHotel, a: StudyAssumptions): { year: number; month: number } {
  const match = h.openingDate ? /^(\d{4})-(\d{2})/.exec(h.openingDate) : null
  if (!match) return { year: a.baseYear + Math.round(a.undatedOpeningLagYears.value), month: 1 }
  const year = Number(match[1])
  const month = Math.min(12, Math.max(1, Number(match[2])))
  return year <= a.baseYear ? { year: a.baseYear + 1, month: 1 } : { year, month }
}

/** Share of a calendar year a hotel opening in (year, month) is open: the months from its opening month on ÷ 12. */
export function shareOfYearOpen(opening: { year: number; month: number }, calendarYear: number) {
  if (calendarYear < opening.year) return 0
  if (calendarYear > opening.year) return 1
  return (13 - opening.month) / 12
}

/** The pipeline's room-nights in a calendar year, weighted by status and by the months open. */
export function weightedNewSupply(pipeline: PipelineHotel[], a: StudyAssumptions, calendarYear: number) {
  let total = 0
  for (const h of pipeline) {
    const weight = a.statusWeights[h.status].value / 100
    total += h.rooms * daysPerYear * weight * shareOfYearOpen(openingOf(h, a), calendarYear)
  }
  return total
}

/** Penetration ramp factor (0–1) of an operating year: the entered years, then 1. */
const rampOf = (a: StudyAssumptions, year: number) => (a.penetrationRamp.value[year - 1] ?? 100) / 100

export function projectMarket(market: MarketData, a: StudyAssumptions, base: MarketBase): ProjectionYear[] {
  const subjectSupply = a.subjectRooms * daysPerYear
  const existingSupply = base.rooms * daysPerYear
  const unaccommodatedBase = bySegment((s) => (base.demand[s] * a.latentDemand.unaccommodatedPct.value) / 100)
  return Array.from({ length: projectionYears }, (_, i) => {
    const year = i + 1
    const calendarYear = a.openingYear + i
    const n = calendarYear - a.baseYear
    const growth = bySegment((s) => (1 + a.demandGrowth[s].value / 100) ** n)
    const induced = bySegment((s) =>
      a.latentDemand.induced
        .filter((d) => d.value.segment === s && d.value.startYear <= calendarYear)
        .reduce((sum, d) => sum + d.value.roomNights, 0),
    )
    const newSupply = weightedNewSupply(market.pipeline, a, calendarYear)
    const totalSupply = existingSupply + newSupply + subjectSupply
    // Unaccommodated demand is let in as rooms are added: at most the new rooms' capacity at the base occupancy.
    const unaccommodated = bySegment((s) => unaccommodatedBase[s] * growth[s])
    const unaccommodatedTotal = sumSegments(unaccommodated)
    const latentCaptured = Math.min(unaccommodatedTotal, (newSupply + subjectSupply) * base.occupancy)
    const latentShare = unaccommodatedTotal > 0 ? latentCaptured / unaccommodatedTotal : 0
    const wanted = bySegment((s) => base.demand[s] * growth[s] + induced[s] + unaccommodated[s] * latentShare)
    const wantedTotal = sumSegments(wanted)
    // A market cannot sell more nights than it has: demand above supply stays unaccommodated.
    const accommodate = wantedTotal > totalSupply ? totalSupply / wantedTotal : 1
    const demand = bySegment((s) => wanted[s] * accommodate)
    const totalDemand = sumSegments(demand)
    const marketOccupancy = totalSupply > 0 ? totalDemand / totalSupply : 0
    const fairShare = totalSupply > 0 ? subjectSupply / totalSupply : 0
    const penetration = bySegment((s) => a.penetration[s].value * rampOf(a, year))
    const wantedCapture = bySegment((s) => demand[s] * fairShare * (penetration[s] / 100))
    const wantedCaptureTotal = sumSegments(wantedCapture)
    // The subject cannot sell more nights than it has either.
    const cap = wantedCaptureTotal > subjectSupply ? subjectSupply / wantedCaptureTotal : 1
    const captured = bySegment((s) => wantedCapture[s] * cap)
    const capturedTotal = sumSegments(captured)
    const subjectOccupancy = subjectSupply > 0 ? capturedTotal / subjectSupply : 0
    const marketAdr = base.adr * (1 + a.adrGrowthPct.value / 100) ** n
    const subjectAdr = marketAdr * (a.adrIndex.value / 100)
    const mpi = marketOccupancy > 0 ? subjectOccupancy / marketOccupancy : 0
    const ari = a.adrIndex.value / 100
    return {
      year,
      calendarYear,
      existingSupply,
      newSupply,
      subjectSupply,
      totalSupply,
      demand,
      latentCaptured: latentCaptured * accommodate,
      induced: sumSegments(induced) * accommodate,
      totalDemand,
      marketOccupancy,
      fairShare,
      penetration,
      captured,
      capturedTotal,
      subjectOccupancy,
      marketAdr,
      subjectAdr,
      subjectRevpar: subjectAdr * subjectOccupancy,
      mpi,
      ari,
      rgi: mpi * ari,
    }
  })
}

/** The first operating year after the penetration ramp: the stabilized year. */
export function stabilizedProjectionYear(a: StudyAssumptions) {
  let last = 0
  a.penetrationRamp.value.forEach((v, i) => {
    if (v < 100) last = i + 1
  })
  return Math.min(projectionYears, last + 1)
}

/** The feasibility inputs the study's projection sets, where the tool takes them from the benchmark table. */
export const projectedInputs = ['adr', 'adrGrowthPct', 'occupancyPct', 'rampYear1Pct', 'rampYear2Pct', 'rampYear3Pct']

/**
 * The feasibility model's input for the projection: the financial case with the subject's rooms and segment, its
 * stabilized occupancy and opening-year ADR, and each year's occupancy and ADR as a path (feasibility-operations.ts).
 * The cost structure is set in money from the financial case's own occupancy and ADR (by default the segment's
 * benchmark figures, which the cost ratios belong to) for the subject's rooms, and held: a market that fills less
 * leaves the subject's fixed costs where they are, so its margin falls, as a hotel's would.
 */
export function financialInput(a: StudyAssumptions, projection: ProjectionYear[]): FeasibilityModelInput {
  const first = projection[0] as ProjectionYear
  const stabilized = projection[stabilizedProjectionYear(a) - 1] as ProjectionYear
  const stabilizedOccupancy = Math.max(0.01, stabilized.subjectOccupancy)
  const adr = Math.max(1, first.subjectAdr)
  const path: OperatingPath = projection.map((p) => ({
    occupancy: p.subjectOccupancy / stabilizedOccupancy,
    adr: p.subjectAdr / adr,
  }))
  const ramp = (y: number) => Math.min(100, Math.max(1, (path[y - 1]?.occupancy ?? 1) * 100))
  return {
    ...a.financial,
    rooms: a.subjectRooms,
    segment: a.segment,
    tier: a.tier,
    adr,
    adrGrowthPct: a.adrGrowthPct.value,
    occupancyPct: stabilizedOccupancy * 100,
    rampYear1Pct: ramp(1),
    rampYear2Pct: ramp(2),
    rampYear3Pct: ramp(3),
    holdYears: projectionYears,
    path,
    costBase: operatingCostBase({ ...a.financial, rooms: a.subjectRooms }),
  }
}

const rateOf = (r: { kind: string; rate?: number }) => (r.kind === 'found' && r.rate !== undefined ? r.rate : null)

export function studyFinancials(a: StudyAssumptions, projection: ProjectionYear[]): StudyFinancials {
  const input = financialInput(a, projection)
  const result = calculateFeasibility(input)
  const stabilizedYear = stabilizedProjectionYear(a)
  const stabilizedNoi = result.years[stabilizedYear - 1]?.operating.noi ?? 0
  const capRatePct = Math.max(0.5, input.exitCapRatePct - terminalCapSpreadPct)
  const value = Math.max(0, stabilizedNoi) / (capRatePct / 100)
  const dscr = result.years.map((y) => y.dscr)
  const sensitivity = feasibilitySensitivity(input)
  return {
    input,
    years: result.years.map((y) => y.operating),
    cashFlows: result.years,
    investment: {
      ...result.budget,
      capitalisedInterest: result.construction.capitalisedInterest,
      totalInvestment: result.totalInvestment,
      perKey: result.costPerKey,
    },
    financing: {
      loan: result.loan,
      equity: result.equity,
      ratePct: input.loanRatePct,
      termYears: input.loanTermYears,
      graceYears: input.graceYears,
    },
    value: {
      stabilizedYear,
      stabilizedNoi,
      capRatePct,
      value,
      totalInvestment: result.totalInvestment,
      valueToCost: result.totalInvestment > 0 ? value / result.totalInvestment : 0,
      yieldOnCost: result.totalInvestment > 0 ? stabilizedNoi / result.totalInvestment : 0,
    },
    returns: {
      projectIrr: rateOf(result.projectIrr),
      equityIrr: rateOf(result.equityIrr),
      projectNpv: result.projectNpv,
      equityNpv: result.equityNpv,
      equityMultiple: result.equityMultiple,
    },
    lender: {
      dscrMin: input.dscrMin,
      dscr,
      minDscr: result.minDscr,
      yearsBelowMin: result.years.filter((y) => y.dscr !== null && y.dscr < input.dscrMin).map((y) => y.year),
      debtYield: result.years.map((y) => y.debtYield),
      debtYieldReferencePct: input.debtYieldMinPct,
      ltv: value > 0 ? result.loan / value : null,
    },
    sensitivity,
    verdict: financeVerdict(input, result, sensitivity, studyTerms),
  }
}

/** Flags the projection raises on top of the inputs' bounds: no competitive supply, a market or a subject at capacity. */
function projectionFlags(base: MarketBase, projection: ProjectionYear[]): BoundFlag[] {
  const flags: BoundFlag[] = []
  if (base.rooms <= 0)
    flags.push({
      field: 'manualCompSet.rooms',
      value: 0,
      min: 1,
      max: 100_000,
      message:
        '竞争组合没有客房：请选择竞争酒店（或扩大市场范围），或填写竞争组合的客房数及其来源，否则无法测算市场需求',
    })
  /** The first year whose occupancy passes 95 %, told with what it means. */
  const capacityFlag = (key: 'marketOccupancy' | 'subjectOccupancy', who: string, meaning: string) => {
    const full = projection.find((p) => p[key] > 0.95)
    if (full)
      flags.push({
        field: `projection.${key}`,
        value: Math.round(full[key] * 1000) / 10,
        min: 0,
        max: 95,
        message: `第 ${full.year} 年（${full.calendarYear} 年）${who}出租率预测为 ${(full[key] * 100).toFixed(1)}%，高于 95% 的合理上限：${meaning}`,
      })
  }
  capacityFlag('marketOccupancy', '市场', '需求增长或新增需求可能偏高，超出供给的需求按未满足处理')
  capacityFlag('subjectOccupancy', '本项目', '请核实渗透率假设')
  return flags
}

export function computeStudy(market: MarketData, assumptions: StudyAssumptions): StudyFigures {
  const base = marketBase(market, assumptions)
  const projection = projectMarket(market, assumptions, base)
  return {
    market: base,
    projection,
    financials: studyFinancials(assumptions, projection),
    flags: [...checkStudyBounds(assumptions), ...projectionFlags(base, projection)],
  }
}
