import {
  type CityTier,
  cityTierLabels,
  cityTiers,
  type Positioning,
  positioningLabels,
  positionings,
} from '#common/intel'
import type { SupplyRow } from '#common/intel-schemas'
import type { ChartSpec } from '#web/components/chart/chart-spec.ts'
import type { SheetSpec } from '#web/lib/xlsx.ts'
import { positioningColors, tierColors } from './scale-colors.ts'

export type SupplyDimension = 'segment' | 'tier'
export type SupplyMetric = 'hotels' | 'rooms'

/** Years before this are summed into one row: the chart stays readable and the history is still counted. */
export const firstYear = 2010

export const dimensionKeys = { segment: positionings, tier: cityTiers } as const
export const dimensionLabel = (dimension: SupplyDimension, key: string) =>
  dimension === 'segment' ? positioningLabels[key as Positioning] : cityTierLabels[key as CityTier]
const dimensionColor = (dimension: SupplyDimension, key: string) =>
  dimension === 'segment' ? positioningColors[key as Positioning] : tierColors[key as CityTier]

export type SupplyLine = { year: number; label: string; pipeline: boolean; values: number[]; total: number }

/** One line per year (earlier years in one line), one column per segment or tier, and the line's total. */
export function supplyLines(rows: SupplyRow[], dimension: SupplyDimension, metric: SupplyMetric): SupplyLine[] {
  const keys: readonly string[] = dimensionKeys[dimension]
  const byYear = new Map<number, SupplyLine>()
  for (const row of rows) {
    const year = Math.max(row.year, firstYear - 1)
    const pipeline = row.stage === 'pipeline'
    const id = year * 2 + (pipeline ? 1 : 0)
    let line = byYear.get(id)
    if (!line) {
      const label = year < firstYear ? `${firstYear - 1} 年及以前` : `${year}${pipeline ? '（储备）' : ''}`
      line = { year, label, pipeline, values: keys.map(() => 0), total: 0 }
      byYear.set(id, line)
    }
    const column = keys.indexOf(row[dimension])
    line.values[column] = (line.values[column] ?? 0) + row[metric]
    line.total += row[metric]
  }
  return [...byYear.values()].sort((a, b) => a.year - b.year || Number(a.pipeline) - Number(b.pipeline))
}

/**
 * The lines with a zero line for each year without openings between the first and the last (and likewise between
 * pipeline years), so that a chart's time axis is evenly spaced: 2013, 2015 and 2022 must not sit side by side.
 */
export function everyYear(lines: SupplyLine[]): SupplyLine[] {
  const filled = (stage: SupplyLine[]) => {
    const first = stage[0]
    const last = stage.at(-1)
    if (!first || !last) return []
    const byYear = new Map(stage.map((l) => [l.year, l]))
    return Array.from({ length: last.year - first.year + 1 }, (_, i) => {
      const year = first.year + i
      const label = `${year}${first.pipeline ? '（储备）' : ''}`
      return byYear.get(year) ?? { year, label, pipeline: first.pipeline, values: first.values.map(() => 0), total: 0 }
    })
  }
  return [...filled(lines.filter((l) => !l.pipeline)), ...filled(lines.filter((l) => l.pipeline))]
}

/** Stacked bars per segment or tier over every year (everyYear), in the scale's colours. */
export function supplyChart(lines: SupplyLine[], dimension: SupplyDimension): ChartSpec {
  const years = everyYear(lines)
  return {
    categories: years.map((l) => l.label),
    series: dimensionKeys[dimension].map((key, i) => ({
      name: dimensionLabel(dimension, key),
      color: dimensionColor(dimension, key),
      type: 'bar' as const,
      data: years.map((l) => l.values[i] ?? 0),
    })),
    stacked: true,
  }
}

const metricNames: Record<SupplyMetric, string> = { hotels: '酒店数（家）', rooms: '客房数（间）' }

/** The workbook of the page: one sheet per dimension in the chosen measure, and the rows as they came. */
export function supplySheets(rows: SupplyRow[], metric: SupplyMetric): SheetSpec[] {
  const sheet = (dimension: SupplyDimension, name: string): SheetSpec => {
    const keys = dimensionKeys[dimension]
    return {
      name,
      rows: [
        ['年份', ...keys.map((k) => dimensionLabel(dimension, k)), `合计 ${metricNames[metric]}`],
        ...supplyLines(rows, dimension, metric).map((l) => [l.label, ...l.values, l.total]),
      ],
      widths: [18, ...keys.map(() => 10), 18],
    }
  }
  return [
    sheet('segment', '按定位'),
    sheet('tier', '按城市等级'),
    {
      name: '明细',
      rows: [
        ['年份', '阶段', '定位', '城市等级', '酒店数', '客房数'],
        ...rows.map((r) => [
          r.year,
          r.stage === 'pipeline' ? '储备（预计开业）' : '已开业',
          positioningLabels[r.segment as Positioning],
          cityTierLabels[r.tier as CityTier],
          r.hotels,
          r.rooms,
        ]),
      ],
      widths: [8, 16, 10, 12, 10, 10],
    },
  ]
}
