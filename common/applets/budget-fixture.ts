import type { BudgetInput } from './budget.ts'

/**
 * A 200-key upscale hotel in a tier-2 city, sized per key (110 ㎡), with round unit costs to follow by hand (tests use
 * it; the page takes its defaults from the benchmark table). The gross floor area given is not the per-key one, so a
 * test can see which of the two the budget uses.
 */
export const budgetFixture: BudgetInput = {
  segment: 'upscale',
  tier: 'tier2',
  rooms: 200,
  areaBasis: 'per_key',
  gfaPerKey: 110,
  grossFloorArea: 99_999,
  hardCostPerSqm: 7_000,
  softCostPct: 10,
  ffePerKey: 120_000,
  osePerKey: 25_000,
  preOpeningPerKey: 45_000,
  contingencyPct: 5,
}
