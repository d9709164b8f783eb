import type { FeasibilityInput } from './feasibility.ts'
import { type FeasibilityModel, feasibilityModel } from './feasibility-model.ts'
import type { OperatingYear } from './feasibility-operations.ts'

/**
 * The stabilized year every tool reads its NOI from (issue 39, point 8): the feasibility model's fourth operating
 * year — the first at full ramp-up and at the full FF&E reserve — in opening-year prices (no ADR growth, no cost
 * inflation), so a tool that takes one year's ADR and cost ratios gets the same NOI as the study for the same inputs.
 * It calls the one operating model; it does not copy it.
 */
export const stabilizedYear = 4

export function stabilizedOperatingYear(input: FeasibilityInput): {
  operating: OperatingYear
  model: FeasibilityModel
} {
  const model = feasibilityModel({
    ...input,
    adrGrowthPct: 0,
    inflationPct: 0,
    holdYears: Math.max(input.holdYears, stabilizedYear),
  })
  const operating = model.years[stabilizedYear - 1]?.operating
  if (!operating) throw new Error('the model has no stabilized year')
  return { operating, model }
}
