import { type Positioning, positioningLabels, positionings } from '#common/intel'
import type { ProfileAnswer, SupplyRow } from '#common/intel-schemas'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import { positioningColors } from './scale-colors.ts'

export type StockLine = {
  segment: Positioning
  open: number
  openRooms: number
  pipeline: number
  pipelineRooms: number
}

/** Open hotels and pipeline per segment, every segment of the scale listed even when empty. */
export function stockBySegment(rows: SupplyRow[]): StockLine[] {
  return positionings.map((segment) => {
    const of = (stage: SupplyRow['stage']) => rows.filter((r) => r.segment === segment && r.stage === stage)
    const sum = (list: SupplyRow[], key: 'hotels' | 'rooms') => list.reduce((s, r) => s + r[key], 0)
    return {
      segment,
      open: sum(of('opened'), 'hotels'),
      openRooms: sum(of('opened'), 'rooms'),
      pipeline: sum(of('pipeline'), 'hotels'),
      pipelineRooms: sum(of('pipeline'), 'rooms'),
    }
  })
}

/** Monthly RevPAR of each segment with open hotels, one line per segment. */
export function revparBySegment(p: ProfileAnswer): ChartSpec {
  const months = p.performance[0]?.months.map((m) => m.month) ?? []
  return {
    categories: months,
    series: p.performance.map((s) => ({
      name: positioningLabels[s.segment as Positioning],
      color: positioningColors[s.segment as Positioning],
      type: 'line' as const,
      data: s.months.map((m) => Math.round(m.revpar ?? 0)),
    })),
  }
}

/** Each segment over the last twelve months: the mean of its monthly figures (each month already rooms-weighted across hotels), ADR as RevPAR ÷ occupancy. */
export function trailingBySegment(p: ProfileAnswer) {
  return p.performance.map((s) => {
    const last = s.months.slice(-12)
    const avg = (key: 'occupancy' | 'revpar') => last.reduce((sum, m) => sum + (m[key] ?? 0), 0) / (last.length || 1)
    const occupancy = avg('occupancy')
    const revpar = avg('revpar')
    return {
      segment: s.segment as Positioning,
      hotels: s.hotels,
      occupancy,
      revpar,
      adr: occupancy ? (revpar / occupancy) * 100 : 0,
    }
  })
}

type PublishedValue = { value: number; citation: { as_of: string } }

/**
 * GDP per resident in 元, from a city's published GDP (亿元) and resident population (万人) — only when both are for
 * the same year. An estimate, not the bureau's own 人均 figure (which divides by the year's average population).
 */
export function gdpPerResident(gdp: PublishedValue | null | undefined, population: PublishedValue | null | undefined) {
  if (!gdp || !population || population.value <= 0) return null
  const year = gdp.citation.as_of.slice(0, 4)
  if (population.citation.as_of.slice(0, 4) !== year) return null
  return { yuan: Math.round((gdp.value / population.value) * 10_000), year }
}
