import { describe, expect, it } from 'vitest'
import type { SupplyRow } from '../../../../common/intel-schemas.ts'
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
})
