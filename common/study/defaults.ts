import { feasibilityCaseDefaults } from '../applets/feasibility-cases.ts'
import type { ProjectCase } from '../applets/feasibility-construction.ts'
import { growthPct } from '../applets/value-rates.ts'
import { benchmarkRow, benchmarkSource, benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import type { Source, StudyAssumptions } from './schemas.ts'

/**
 * The source of a benchmark row as a study assumption's source: null (测算假设) when the table's own row is a model
 * assumption, the publication otherwise.
 */
export function benchmarkSourceOf(
  key: string,
  selector: { segment?: Positioning; tier?: CityTier; variant?: string } = {},
): Source | null {
  const row = benchmarkRow(key, selector)
  const source = row ? benchmarkSource(row.source) : undefined
  if (!row || !source || source.kind === 'assumption') return null
  return {
    title: source.title,
    publisher: source.publisher,
    asOf: row.asOf,
    ...(source.url ? { url: source.url } : {}),
  }
}

const assumed = <T>(value: T) => ({ value, source: null })

/**
 * A new study's assumptions. No published figure exists for a particular market's segment mix, growth, latent demand,
 * pipeline weights or the subject's penetration: these start as 测算假设 (source null) for the consultant to replace
 * with the market's own evidence (comp-set interviews, the city's statistics). The comp set's entered occupancy and ADR
 * and the ramp come from the benchmark table with its source; the financial case from the feasibility tool's defaults.
 */
export function defaultStudyAssumptions(opts: {
  segment: Positioning
  tier: CityTier
  rooms: number
  baseYear: number
  openingYear: number
  projectCase?: ProjectCase
}): StudyAssumptions {
  const { segment, tier, rooms } = opts
  const ramp = ['y1', 'y2', 'y3'].map((variant) => benchmarkValue('ops.ramp_occupancy_pct', { segment, tier, variant }))
  return {
    baseYear: opts.baseYear,
    openingYear: opts.openingYear,
    subjectRooms: rooms,
    segment,
    tier,
    demandMix: { commercial: assumed(50), meeting_group: assumed(25), leisure: assumed(25) },
    demandGrowth: { commercial: assumed(3), meeting_group: assumed(3), leisure: assumed(4) },
    latentDemand: { unaccommodatedPct: assumed(0), induced: [] },
    statusWeights: { signed: assumed(50), under_construction: assumed(75), opening: assumed(100) },
    undatedOpeningLagYears: assumed(3),
    penetration: { commercial: assumed(100), meeting_group: assumed(100), leisure: assumed(100) },
    penetrationRamp: {
      value: ramp,
      source: benchmarkSourceOf('ops.ramp_occupancy_pct', { segment, tier, variant: 'y1' }),
    },
    adrIndex: assumed(100),
    adrGrowthPct: assumed(growthPct),
    manualCompSet: {
      useManual: false,
      occupancyPct: {
        value: benchmarkValue('ops.occupancy', { segment, tier }),
        source: benchmarkSourceOf('ops.occupancy', { segment, tier }),
      },
      adr: {
        value: benchmarkValue('ops.adr', { segment, tier }),
        source: benchmarkSourceOf('ops.adr', { segment, tier }),
      },
      rooms: assumed(0),
    },
    financial: feasibilityCaseDefaults(segment, tier, opts.projectCase ?? 'new_build', rooms),
  }
}
