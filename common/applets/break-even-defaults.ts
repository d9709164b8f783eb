import type { BenchmarkSelector } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import type { BreakEvenInput } from './break-even.ts'
import {
  type FeasibilityInput,
  feasibilityBenchmarks,
  feasibilityDefaultsFor,
  landUseTaxBenchmark,
  operatingModelOf,
  systemFeeBenchmarks,
} from './feasibility.ts'
import { loanRateBenchmarks } from './lending.ts'
import { stabilizedOperatingYear } from './stabilized-year.ts'

type FieldBenchmark = { key: string; variant?: string }

/** The feasibility study's figures for fields the break-even tool has under the same name. */
function sameAsFeasibility<K extends keyof typeof feasibilityBenchmarks>(...keys: K[]) {
  return Object.fromEntries(keys.map((k) => [k, feasibilityBenchmarks[k]])) as Pick<typeof feasibilityBenchmarks, K>
}

/**
 * Fields whose default is one figure of the benchmark table; the page shows that figure's range as field help. They
 * are the feasibility study's figures, as the defaults are its hotel (breakEvenFromFeasibility); the land-use tax
 * takes the same city-size class (landUseTaxBenchmark).
 */
export function breakEvenFieldBenchmarks(tier: CityTier) {
  const f = feasibilityBenchmarks
  return {
    ...sameAsFeasibility('adr'),
    referenceOccupancyPct: f.occupancyPct,
    ...sameAsFeasibility('fnbSharePct', 'otherSharePct'),
    ...sameAsFeasibility('roomsCostPct', 'fnbCostPct', 'otherCostPct', 'undistributedPct'),
    roomsFixedSharePct: f.roomsFixedPct,
    fnbFixedSharePct: f.fnbFixedPct,
    otherFixedSharePct: f.otherFixedPct,
    undistributedFixedSharePct: f.undistributedFixedPct,
    ...sameAsFeasibility('baseFeePct', 'incentiveFeePct', 'vatPct', 'ffeReservePct'),
    ...sameAsFeasibility('propertyDeductionPct', 'propertyTaxPct'),
    landTaxPerSqm: landUseTaxBenchmark(tier),
    ...sameAsFeasibility('insurancePct', 'loanRatePct', 'loanTermYears'),
  } satisfies Partial<Record<keyof BreakEvenInput, FieldBenchmark>>
}

/** Figures that make up a field's default together (a sum, or a cost sized from several figures). */
export function breakEvenComposedBenchmarks(segment: Positioning) {
  const franchise = operatingModelOf(segment) === 'franchised' ? [{ key: 'fee.franchise_pct_rooms' }] : []
  return {
    brandFeesPct: [...systemFeeBenchmarks, ...franchise],
    surchargePct: [
      { key: 'tax.urban_maintenance_pct', variant: 'city' },
      { key: 'tax.education_surcharge_pct' },
      { key: 'tax.local_education_surcharge_pct' },
    ],
    propertyValue: [
      { key: 'dev.gfa_per_key' },
      { key: 'dev.hard_cost_per_sqm' },
      { key: 'dev.soft_cost_pct' },
      { key: 'dev.contingency_pct' },
    ],
    loanRatePct: loanRateBenchmarks,
    loanAmount: [{ key: 'fin.development_loan_pct' }],
  } satisfies Partial<Record<keyof BreakEvenInput, FieldBenchmark[]>>
}

/**
 * The break-even inputs of a feasibility case: the same hotel, the same operating figures and the same property
 * charges, so the break-even tool's reference NOI is the study's stabilized NOI (stabilized-year.ts). 房产原值 is
 * the study's: land, building and capitalised interest (财税〔2010〕121号 第三条 counts the land in it); the insured
 * value the building and equipment; the loan the one outstanding at opening, repaid over the term after the grace
 * years (the heavier payment the debt line must cover).
 */
export function breakEvenFromFeasibility(input: FeasibilityInput): BreakEvenInput {
  const { model, operating } = stabilizedOperatingYear(input)
  // The owner's priority (fees.ts) may cut the incentive fee; break-even charges the rate actually paid that year.
  const incentiveFeePct = operating.gop > 0 ? (operating.incentiveFee / operating.gop) * 100 : input.incentiveFeePct
  return {
    segment: input.segment,
    tier: input.tier,
    rooms: input.rooms,
    adr: input.adr,
    referenceOccupancyPct: input.occupancyPct,
    fnbSharePct: input.fnbSharePct,
    otherSharePct: input.otherSharePct,
    roomsCostPct: input.roomsCostPct,
    fnbCostPct: input.fnbCostPct,
    otherCostPct: input.otherCostPct,
    undistributedPct: input.undistributedPct,
    roomsFixedSharePct: input.roomsFixedPct,
    fnbFixedSharePct: input.fnbFixedPct,
    otherFixedSharePct: input.otherFixedPct,
    undistributedFixedSharePct: input.undistributedFixedPct,
    baseFeePct: input.baseFeePct,
    incentiveFeePct,
    brandFeesPct: input.brandFeePct,
    vatPct: input.vatPct,
    surchargePct: input.urbanMaintenancePct + input.educationSurchargePct + input.localEducationSurchargePct,
    ffeReservePct: input.ffeReservePct,
    propertyValue: round(model.propertyOriginalValue),
    propertyDeductionPct: input.propertyDeductionPct,
    propertyTaxPct: input.propertyTaxPct,
    landAreaSqm: round(model.budget.landArea),
    landTaxPerSqm: input.landUseTaxPerSqm,
    insuredValue: round(model.charges.insuredValue),
    insurancePct: input.insurancePct,
    loanAmount: Math.round(model.loan),
    loanRatePct: input.loanRatePct,
    loanTermYears: input.loanTermYears - input.graceYears,
  }
}

const round = (v: number) => Math.round(v * 100) / 100

/** The feasibility study's default hotel of the case (new build), seen as a break-even question. */
export function breakEvenDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): BreakEvenInput {
  return breakEvenFromFeasibility(feasibilityDefaultsFor(segment, tier))
}

/** Every benchmark figure behind the defaults of a case, for the 数据来源 list. */
export function breakEvenSources(segment: Positioning, tier: CityTier) {
  const selector = (variant?: string): BenchmarkSelector => ({ segment, tier, variant })
  return [
    ...Object.values(breakEvenFieldBenchmarks(tier)),
    ...Object.values(breakEvenComposedBenchmarks(segment)).flat(),
  ].map((f: FieldBenchmark) => ({ key: f.key, selector: selector(f.variant) }))
}
