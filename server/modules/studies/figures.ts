import type { CityTier, Positioning } from '../../../common/intel.ts'
import { positionings } from '../../../common/intel.ts'
import type { StudyCensus, StudyCompSet, StudyContent } from '../../../common/study/api.ts'
import { defaultStudyAssumptions } from '../../../common/study/defaults.ts'
import type { MarketData, StudyAssumptions } from '../../../common/study/schemas.ts'

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

/** The study's figures from its market and assumptions (common/study/compute.ts, wired when it is merged). */
export function computeFigures(inputs: FigureInputs): FigureAnswer {
  marketData(inputs.segment, inputs.census, inputs.compSet)
  return { figures: null, flags: [], problems: ['测算模型尚未接入，暂无预测数据。'] }
}
