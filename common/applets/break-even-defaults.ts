import { type BenchmarkSelector, benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { type BreakEvenInput, calculateBreakEven } from './break-even.ts'
import { calculateLoanSizing, loanSizingDefaults } from './loan-sizing.ts'

type FieldBenchmark = { key: string; variant?: string }

/** 城镇土地使用税 rates are set by city size (暂行条例第四条); the city tier stands in for it until the user enters the local rate. */
const landTaxCity: Record<CityTier, string> = {
  tier1: 'large_city',
  new_tier1: 'large_city',
  tier2: 'large_city',
  tier3: 'large_city',
  tier4: 'medium_city',
}

/** Fields whose default is one figure of the benchmark table; the page shows that figure's range as field help. */
export function breakEvenFieldBenchmarks(tier: CityTier) {
  return {
    adr: { key: 'ops.adr' },
    referenceOccupancyPct: { key: 'ops.occupancy' },
    fnbSharePct: { key: 'ops.fnb_revenue_share' },
    otherSharePct: { key: 'ops.other_revenue_share' },
    roomsCostPct: { key: 'ops.rooms_dept_cost_pct' },
    fnbCostPct: { key: 'ops.fnb_dept_cost_pct' },
    otherCostPct: { key: 'ops.other_dept_cost_pct' },
    undistributedPct: { key: 'ops.undistributed_pct' },
    roomsFixedSharePct: { key: 'ops.fixed_share', variant: 'rooms' },
    fnbFixedSharePct: { key: 'ops.fixed_share', variant: 'fnb' },
    otherFixedSharePct: { key: 'ops.fixed_share', variant: 'other' },
    undistributedFixedSharePct: { key: 'ops.fixed_share', variant: 'undistributed' },
    baseFeePct: { key: 'fee.base_pct' },
    vatPct: { key: 'tax.vat_pct', variant: 'general' },
    ffeReservePct: { key: 'ops.ffe_reserve_pct' },
    propertyDeductionPct: { key: 'tax.property_value_deduction_pct' },
    propertyTaxPct: { key: 'tax.property_tax_value_pct' },
    landTaxPerSqm: { key: 'tax.land_use_tax_per_sqm', variant: landTaxCity[tier] },
    insurancePct: { key: 'ops.insurance_pct_value' },
    loanRatePct: { key: 'fin.loan_rate' },
    loanTermYears: { key: 'fin.loan_term_years' },
  } satisfies Partial<Record<keyof BreakEvenInput, FieldBenchmark>>
}

/** Figures that make up a field's default together (a sum, or a cost sized from several figures). */
export const breakEvenComposedBenchmarks = {
  brandFeesPct: [
    { key: 'fee.reservation_pct_rooms' },
    { key: 'fee.loyalty_pct_rooms' },
    { key: 'fee.marketing_pct_rooms' },
  ],
  surchargePct: [
    { key: 'tax.urban_maintenance_pct', variant: 'city' },
    { key: 'tax.education_surcharge_pct' },
    { key: 'tax.local_education_surcharge_pct' },
  ],
  propertyValue: [{ key: 'dev.gfa_per_key' }, { key: 'dev.hard_cost_per_sqm' }],
  loanAmount: [{ key: 'fin.cap_rate' }, { key: 'fin.ltv_max' }, { key: 'fin.dscr_min' }, { key: 'fin.debt_yield_min' }],
} satisfies Partial<Record<keyof BreakEvenInput, FieldBenchmark[]>>

/** Example size of the hotel and of its plot for a first run; the user's own figures replace them. */
export const breakEvenExample = { rooms: 250, landAreaSqm: 8000 }

/**
 * The benchmark defaults for a case. The property's original value (房产原值) is sized as GFA × hard cost for
 * `rooms` (land and fit-out the user adds). The loan is the most a lender would grant on the reference NOI under
 * the table's LTV, DSCR and debt-yield limits, so the default case is one a bank would actually finance.
 */
export function breakEvenBenchmarkDefaults(segment: Positioning, tier: CityTier, rooms: number) {
  const value = ({ key, variant }: FieldBenchmark) => benchmarkValue(key, { segment, tier, variant })
  const sum = (figures: FieldBenchmark[]) => figures.reduce((total, f) => total + value(f), 0)
  const direct = Object.fromEntries(
    Object.entries(breakEvenFieldBenchmarks(tier)).map(([field, figure]) => [field, value(figure)]),
  ) as Record<keyof ReturnType<typeof breakEvenFieldBenchmarks>, number>
  const unlevered = {
    ...direct,
    brandFeesPct: sum(breakEvenComposedBenchmarks.brandFeesPct),
    surchargePct: sum(breakEvenComposedBenchmarks.surchargePct),
    propertyValue: Math.round(
      (rooms * value({ key: 'dev.gfa_per_key' }) * value({ key: 'dev.hard_cost_per_sqm' })) / 10_000,
    ),
  }
  const referenceNoi = calculateBreakEven({
    segment,
    tier,
    rooms,
    landAreaSqm: breakEvenExample.landAreaSqm,
    ...unlevered,
    loanAmount: 0,
  }).reference.noi
  const lender = calculateLoanSizing({
    ...loanSizingDefaults(segment, tier),
    noi: referenceNoi,
    loanRatePct: direct.loanRatePct,
    loanTermYears: direct.loanTermYears,
    amortizationYears: direct.loanTermYears,
  })
  return { ...unlevered, loanAmount: Math.round(lender.maxLoan) } satisfies Omit<
    BreakEvenInput,
    'segment' | 'tier' | 'rooms' | 'landAreaSqm'
  >
}

export function breakEvenDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): BreakEvenInput {
  return { segment, tier, ...breakEvenExample, ...breakEvenBenchmarkDefaults(segment, tier, breakEvenExample.rooms) }
}

/** Every benchmark figure behind the defaults of a case, for the 数据来源 list. */
export function breakEvenSources(segment: Positioning, tier: CityTier) {
  const selector = (variant?: string): BenchmarkSelector => ({ segment, tier, variant })
  return [...Object.values(breakEvenFieldBenchmarks(tier)), ...Object.values(breakEvenComposedBenchmarks).flat()].map(
    (f: FieldBenchmark) => ({ key: f.key, selector: selector(f.variant) }),
  )
}
