import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { type FeasibilityInput, feasibilityDefaultsFor } from './feasibility.ts'
import type { ProjectCase } from './feasibility-construction.ts'
import { feasibilityModel } from './feasibility-model.ts'
import { operatingLoanLtvMaxPct } from './lending.ts'

/**
 * Defaults for each of the three cases (issue 39, point 4), starting from the new-build defaults of the segment and
 * tier. Every figure is the benchmark table's or a rule stated here, marked 测算假设 on screen through its row:
 * - 购地新建: the table's new-build schedule and costs (feasibilityDefaultsFor).
 * - 购入既有建筑改造: the conversion schedule; works at `dev.conversion_works_pct` of the new-build hard cost (the
 *   structure and envelope are kept); the building bought at its land's floor price plus the kept part of the
 *   new-build hard cost (the same rule's other side: what a buyer pays for a usable shell); the grace period of a
 *   conversion.
 * - 收购在营酒店: no construction; an operating hotel is stabilized, so no ramp-up and no pre-opening; its FF&E is in
 *   the price; the buyer's transaction costs `dev.acquisition_cost_pct` on the price; no grace period; the price by
 *   the income approach a valuer would use — year-1 NOI of this very model ÷ the table's going-in cap rate (solved by
 *   iteration, since 房产税 and insurance follow the price); the loan within the operating-property loan's LTV.
 */
export function feasibilityCaseDefaults(
  segment: Positioning,
  tier: CityTier,
  projectCase: ProjectCase,
  rooms?: number,
): FeasibilityInput {
  const table = feasibilityDefaultsFor(segment, tier)
  const base = { ...table, rooms: rooms ?? table.rooms }
  if (projectCase === 'new_build') return base
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, tier, variant })
  const grace = Math.round(v('fin.grace_years', projectCase))
  const gfa = base.rooms * base.gfaPerKey
  if (projectCase === 'conversion') {
    const works = v('dev.conversion_works_pct') / 100
    return {
      ...base,
      projectCase,
      constructionMonths: Math.round(v('dev.construction_months', 'conversion')),
      hardCostPerSqm: Math.round(base.hardCostPerSqm * works),
      purchasePrice: Math.round((gfa * (base.landPricePerSqm + base.hardCostPerSqm * (1 - works))) / 10_000),
      graceYears: grace,
    }
  }
  const acquisition: FeasibilityInput = {
    ...base,
    projectCase,
    rampYear1Pct: 100,
    rampYear2Pct: 100,
    rampYear3Pct: 100,
    ffePerKey: 0,
    osePerKey: 0,
    preOpeningPerKey: 0,
    contingencyPct: 0,
    softCostPct: v('dev.acquisition_cost_pct'),
    // An operating hotel reserves at the full rate and comes with its working capital.
    ffeReserveRampYears: 0,
    workingCapitalPerKey: 0,
    graceYears: grace,
    purchasePrice: Math.round((gfa * base.landPricePerSqm) / 10_000),
  }
  const capRate = v('fin.cap_rate') / 100
  let price = acquisition.purchasePrice
  for (let k = 0; k < 20; k++) {
    const noi = feasibilityModel({ ...acquisition, purchasePrice: price }).years[0]?.operating.noi ?? 0
    const next = Math.max(1, noi / capRate)
    if (Math.abs(next - price) < 0.01) break
    price = next
  }
  const purchasePrice = Math.round(price)
  // The loan share is of the whole outlay (price, deed tax, costs); the lender's cap is on the price.
  const outlay = purchasePrice * (1 + base.deedTaxPct / 100 + acquisition.softCostPct / 100)
  const ltvCapPct = Math.floor(((purchasePrice * operatingLoanLtvMaxPct()) / outlay) * 10) / 10
  return { ...acquisition, purchasePrice, loanSharePct: Math.min(base.loanSharePct, ltvCapPct) }
}
