import type { CityTier, Positioning } from '#common/intel'
import { positionings } from '#common/intel'
import type { StudyCensus, StudyCompSet, StudyContent } from '#common/study/api'
import { checkStudyBounds } from '#common/study/bounds'
import { computeStudy } from '#common/study/compute'
import { defaultStudyAssumptions } from '#common/study/defaults'
import type { MarketData, StudyAssumptions } from '#common/study/schemas'

/** What the figures rest on: the subject's assumptions and the market read from the hotel database. */
export type FigureInputs = {
  segment: Positioning
  assumptions: StudyAssumptions
  census: StudyCensus
  compSet: StudyCompSet
}

export type FigureAnswer = {
  figures: Record<string, unknown> | null
  flags: StudyContent['flags']
  problems: string[]
}

/** Years between the base year and the subject's opening when nothing else is known: design and construction. */
const defaultLeadYears = 3

/**
 * A new draft's assumptions: common/study/defaults.ts for the subject's segment, the city's tier and rooms, with the
 * base year of the comp set's last twelve months and opening three years later (测算假设 until the consultant edits).
 */
export function startingAssumptions(subject: {
  segment: Positioning
  rooms: number
  tier: CityTier
  lastMonth: string
}): StudyAssumptions {
  const baseYear = Number(subject.lastMonth.slice(0, 4))
  return defaultStudyAssumptions({
    segment: subject.segment,
    tier: subject.tier,
    rooms: subject.rooms,
    baseYear,
    openingYear: baseYear + defaultLeadYears,
  })
}

/** The subject's own inputs (rooms, segment) follow the study's; the rest is the consultant's. */
export function withSubject(a: StudyAssumptions, subject: { segment: Positioning; rooms: number }): StudyAssumptions {
  return { ...a, segment: subject.segment, subjectRooms: subject.rooms }
}

/**
 * The market as the model reads it: the comp set with its known months (occupancy in %), the pipeline hotels that
 * compete (the subject's segment and the adjacent ones, inside the market area) and the census's rooms.
 */
export function marketData(segment: Positioning, census: StudyCensus, compSet: StudyCompSet): MarketData {
  const index = positionings.indexOf(segment)
  const competes = (p: Positioning) => Math.abs(positionings.indexOf(p) - index) <= 1
  return {
    compSet: compSet.hotels.map((h) => ({
      hotelId: h.hotel_id,
      name: h.name,
      rooms: h.rooms,
      positioning: h.positioning,
      distanceKm: h.distance_km,
      months: h.months.flatMap((m) =>
        m.occupancy != null && m.adr != null ? [{ month: m.month, occupancy: m.occupancy, adr: m.adr }] : [],
      ),
    })),
    pipeline: census.pipeline
      .filter((h) => competes(h.positioning))
      .map((h) => ({
        hotelId: h.hotel_id,
        name: h.name,
        rooms: h.rooms,
        positioning: h.positioning,
        status: h.pipeline_status,
        openingDate: h.opening_date,
      })),
    censusRooms: census.existing_rooms,
  }
}

/**
 * Why the model cannot run yet, in words: with no known month of comp-set performance, the consultant must enter the
 * comp set's occupancy and ADR with their sources (and its rooms when no hotel qualifies) and choose to use them.
 */
export function missingInputs(a: StudyAssumptions, compSet: StudyCompSet): string[] {
  if (!compSet.needs_entered_performance) return []
  const m = a.manualCompSet
  const problems: string[] = []
  if (!m.useManual || !m.occupancyPct.source || !m.adr.source) {
    problems.push(
      '竞争组合没有导入的经营数据：请在测算假设中填写竞争组合的出租率与平均房价，注明来源，并选择“使用填写的数值”后再测算。',
    )
  }
  if (compSet.hotels.length === 0 && m.rooms.value <= 0) {
    problems.push('市场范围内没有竞争酒店：请填写竞争组合的客房数（注明来源），或扩大市场半径。')
  }
  return problems
}

/**
 * The study's figures (common/study/compute.ts) from the market read from the database and the assumptions; the
 * bound flags come with them. Missing inputs or a model error answer no figures and the reason, never a guess.
 */
export function computeFigures(inputs: FigureInputs): FigureAnswer {
  const a = inputs.assumptions
  const missing = missingInputs(a, inputs.compSet)
  if (missing.length) return { figures: null, flags: checkStudyBounds(a), problems: missing }
  try {
    const figures = computeStudy(marketData(inputs.segment, inputs.census, inputs.compSet), a)
    return { figures: figures as unknown as Record<string, unknown>, flags: figures.flags, problems: [] }
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    return { figures: null, flags: checkStudyBounds(a), problems: [`测算失败：${reason}`] }
  }
}
