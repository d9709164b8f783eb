import { describe, expect, it } from 'vitest'
import { cityTiers, positionings } from '#common/intel'
import type { ProfileAnswer, SupplyRow } from '#common/intel-schemas'
import { revparBySegment } from './profile-figures.ts'
import { positioningColors, tierColors } from './scale-colors.ts'
import { supplyChart, supplyLines, supplySheets } from './supply-table.ts'

const rows: SupplyRow[] = [
  { year: 2005, segment: 'economy', tier: 'tier2', stage: 'opened', hotels: 3, rooms: 300 },
  { year: 2008, segment: 'luxury', tier: 'tier1', stage: 'opened', hotels: 1, rooms: 250 },
  { year: 2019, segment: 'economy', tier: 'tier1', stage: 'opened', hotels: 4, rooms: 400 },
  { year: 2019, segment: 'economy', tier: 'tier2', stage: 'opened', hotels: 2, rooms: 180 },
  { year: 2028, segment: 'upscale', tier: 'tier1', stage: 'pipeline', hotels: 5, rooms: 1200 },
]

describe('supply table', () => {
  it('sums the years before 2010 into one line and keeps pipeline years apart', () => {
    const lines = supplyLines(rows, 'segment', 'hotels')
    expect(lines.map((l) => [l.label, l.total])).toEqual([
      ['2009 年及以前', 4],
      ['2019', 6],
      ['2028（储备）', 5],
    ])
    // Columns follow the one segment scale: luxury … economy.
    expect(lines[0]?.values).toEqual([1, 0, 0, 0, 0, 3])
  })

  it('counts rooms by city tier when asked', () => {
    const lines = supplyLines(rows, 'tier', 'rooms')
    expect(lines[1]?.values).toEqual([400, 0, 180, 0, 0])
    expect(lines[2]?.total).toBe(1200)
  })

  it('draws stacked bars per segment and writes a sheet per dimension plus the rows', () => {
    const chart = supplyChart(supplyLines(rows, 'segment', 'hotels'), 'segment')
    expect(chart.stacked).toBe(true)
    expect(chart.series.map((s) => s.name)).toEqual(['奢华', '超高端', '高端', '中高端', '中端', '经济型'])
    const sheets = supplySheets(rows, 'hotels')
    expect(sheets.map((s) => s.name)).toEqual(['按定位', '按城市等级', '明细'])
    expect(sheets[2]?.rows).toHaveLength(rows.length + 1)
    expect(sheets[0]?.rows[3]).toEqual(['2028（储备）', 0, 0, 5, 0, 0, 0, 5])
  })

  it('draws every year between the first and the last, so the time axis is evenly spaced', () => {
    const chart = supplyChart(supplyLines(rows, 'segment', 'hotels'), 'segment')
    expect(chart.categories).toEqual([
      '2009 年及以前',
      ...Array.from({ length: 10 }, (_, i) => String(2010 + i)),
      '2028（储备）',
    ])
    const economy = chart.series.find((s) => s.name === '经济型')?.data
    expect(economy).toEqual([3, 0, 0, 0, 0, 0, 0, 0, 0, 0, 6, 0])
    const pipeline = [
      { year: 2030, segment: 'upscale', tier: 'tier1', stage: 'pipeline', hotels: 1, rooms: 300 },
    ] as const
    const withGap = supplyChart(supplyLines([...rows, ...pipeline], 'segment', 'hotels'), 'segment')
    expect(withGap.categories.slice(-3)).toEqual(['2028（储备）', '2029（储备）', '2030（储备）'])
    expect(supplyChart([], 'segment').categories).toEqual([])
  })

  it('colours each segment and tier as its tags and map markers are coloured, whatever the order of the rows', () => {
    const bySegment = supplyChart(supplyLines(rows, 'segment', 'hotels'), 'segment')
    expect(bySegment.series.map((s) => s.color)).toEqual(positionings.map((p) => positioningColors[p]))
    const byTier = supplyChart(supplyLines(rows, 'tier', 'hotels'), 'tier')
    expect(byTier.series.map((s) => s.color)).toEqual(cityTiers.map((t) => tierColors[t]))
    // Each scale tells its steps apart.
    expect(new Set(Object.values(positioningColors)).size).toBe(positionings.length)
    expect(new Set(Object.values(tierColors)).size).toBe(cityTiers.length)
  })

  it("draws a segment's RevPAR line in the segment's colour, not the next colour of the palette", () => {
    const month = { month: '2026-01', occupancy: 60, adr: 200, revpar: 120 }
    const profile = {
      performance: [
        { segment: 'midscale', hotels: 1, months: [month] },
        { segment: 'economy', hotels: 6, months: [month] },
      ],
    } as unknown as ProfileAnswer
    expect(revparBySegment(profile).series.map((s) => [s.name, s.color])).toEqual([
      ['中端', positioningColors.midscale],
      ['经济型', positioningColors.economy],
    ])
  })
})
