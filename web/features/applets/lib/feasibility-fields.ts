import {
  type FeasibilityNumberKey,
  feasibilityBenchmarks,
  landUseTaxBenchmark,
  operatingModelOf,
  systemFeeBenchmarks,
} from '#common/applets/feasibility'
import { developmentLoanConditions, loanRateBenchmarks, operatingLoanConditions } from '#common/applets/lending'
import type { CityTier, Positioning } from '#common/intel'
import { benchmarkHint, type UsedSource } from './benchmark-hint.ts'
import texts from './feasibility-texts.json'
import { sectionSources } from './tool-fields.ts'
import { textSections } from './tool-texts.ts'

/**
 * The feasibility form: every number input in its section, with unit and help. The label is the schema's field name,
 * so an error message ("客房数不能小于 10 间") reads as it does next to the input. Help under a field is the benchmark's
 * typical value and range for the chosen case; fields the table has no figure for say that they are the user's
 * assumption.
 */
export const feasibilitySections = textSections<FeasibilityNumberKey>(texts, feasibilityBenchmarks, {
  own: '基准表无此项，为使用者自定假设，请按项目实际填写',
  developmentLoanConditions,
  operatingLoanConditions,
})

/** Help lines the static sections cannot carry: the land-use tax band follows the city tier. */
export function feasibilityFieldNotes(tier: CityTier): Partial<Record<FeasibilityNumberKey, string | undefined>> {
  const band = landUseTaxBenchmark(tier)
  return { landUseTaxPerSqm: benchmarkHint(band.key, { variant: band.variant }) }
}

export function feasibilitySources(segment: Positioning, tier: CityTier): UsedSource[] {
  const fees = operatingModelOf(segment) === 'managed' ? [] : [{ key: 'fee.franchise_pct_rooms' }]
  return sectionSources(feasibilitySections, { segment, tier }, [
    landUseTaxBenchmark(tier),
    ...loanRateBenchmarks,
    { key: 'ops.working_capital_months' },
    ...systemFeeBenchmarks,
    ...fees,
  ])
}
