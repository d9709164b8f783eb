import type { Positioning } from '../../../common/intel.ts'
import type { StudyCensus, StudyCompSet, StudyContent } from '../../../common/study/api.ts'

/** What the figures rest on: the subject and the market read from the hotel database. */
export type FigureInputs = {
  segment: Positioning
  rooms: number
  assumptions: Record<string, unknown>
  census: StudyCensus
  compSet: StudyCompSet
}

export type FigureAnswer = {
  figures: Record<string, unknown> | null
  flags: StudyContent['flags']
  problems: string[]
}

/** The study's starting assumptions for a new draft. */
export function startingAssumptions(_subject: { segment: Positioning; rooms: number }): Record<string, unknown> {
  return {}
}

/** The study's figures from its market and assumptions (common/study/compute.ts, not merged yet). */
export function computeFigures(_inputs: FigureInputs): FigureAnswer {
  return { figures: null, flags: [], problems: ['测算模型尚未接入，暂无预测数据。'] }
}

/** The assumptions as entered, checked against the model's schema (400 with a message per field). */
export function checkAssumptions(input: Record<string, unknown>): Record<string, unknown> {
  return input
}
