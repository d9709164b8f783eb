import { feasibilityAssumptions, terminalCapSpreadPct } from './feasibility.ts'

/**
 * The rates valuation and the feasibility study share, from one place.
 *
 * Terminal (exit) cap rate = going-in cap rate + a spread: at the sale the hotel is older by the hold, its land use
 * term shorter and its next refurbishment nearer, so a buyer asks a higher yield. 测算假设: 0.5 percentage point, the
 * valuer's usual allowance for a ten-year hold; no Chinese published norm, to be replaced with the valuer's view.
 */
export { terminalCapSpreadPct } from './feasibility.ts'

/** The one growth rate: ADR in the study, NOI in the valuation (prices and costs growing alike). */
export const growthPct = feasibilityAssumptions.adrGrowthPct

export function terminalCapRatePct(goingInPct: number) {
  return Math.round((goingInPct + terminalCapSpreadPct) * 100) / 100
}
