import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { developmentCost } from './development-cost.ts'

/**
 * Figures several tools derive from the benchmark table rather than read from one row, so that two tools never
 * derive them differently.
 */

/**
 * Share of a stabilized hotel's operating costs (departmental plus undistributed, USALI) that does not move with
 * revenue: each cost line's benchmark ratio for the segment weighted by its fixed share. It is what makes a ramp-up
 * year or a RevPAR fall hit profit harder than revenue.
 */
export function fixedCostSharePct(segment: Positioning): number {
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, variant }) / 100
  const fnb = v('ops.fnb_revenue_share')
  const other = v('ops.other_revenue_share')
  const lines = [
    { cost: (1 - fnb - other) * v('ops.rooms_dept_cost_pct'), fixed: v('ops.fixed_share', 'rooms') },
    { cost: fnb * v('ops.fnb_dept_cost_pct'), fixed: v('ops.fixed_share', 'fnb') },
    { cost: other * v('ops.other_dept_cost_pct'), fixed: v('ops.fixed_share', 'other') },
    { cost: v('ops.undistributed_pct'), fixed: v('ops.fixed_share', 'undistributed') },
  ]
  const total = lines.reduce((sum, l) => sum + l.cost, 0)
  const fixed = lines.reduce((sum, l) => sum + l.cost * l.fixed, 0)
  return total > 0 ? Math.round((fixed / total) * 1000) / 10 : 0
}

/**
 * Development cost per key excluding land, 元: the one development-cost computation (development-cost.ts) for one key
 * on the segment's floor area per key and the table's rates.
 */
export function developmentCostPerKey(segment: Positioning, tier: CityTier): number {
  const v = (key: string) => benchmarkValue(key, { segment, tier })
  return developmentCost({
    rooms: 1,
    gfa: v('dev.gfa_per_key'),
    hardCostPerSqm: v('dev.hard_cost_per_sqm'),
    softCostPct: v('dev.soft_cost_pct'),
    contingencyPct: v('dev.contingency_pct'),
    ffePerKey: v('dev.ffe_per_key'),
    osePerKey: v('dev.ose_per_key'),
    preOpeningPerKey: v('dev.pre_opening_per_key'),
  }).total
}

/** Total revenue of a stabilized year, 万元, from rooms revenue and the shares of F&B and other revenue in the total. */
export function stabilizedRevenue(rooms: number, adr: number, occupancyPct: number, nonRoomsSharePct: number) {
  return (rooms * 365 * (occupancyPct / 100) * adr) / 10_000 / (1 - nonRoomsSharePct / 100)
}
