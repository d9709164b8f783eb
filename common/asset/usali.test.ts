import { describe, expect, it } from 'vitest'
import { handWorkedMonth } from './fixtures.ts'
import {
  flowThrough,
  lastYearMonth,
  monthsEnding,
  type Pnl,
  pnlKpis,
  sumPnl,
  totalMismatches,
  variancePct,
  withTotals,
  ytdMonths,
} from './usali.ts'

/** A 100-room hotel in a 30-day month, worked by hand. */
const june: Pnl = handWorkedMonth

describe('USALI arithmetic', () => {
  it('adds the totals in order: revenue, departmental, undistributed, GOP, EBITDA', () => {
    expect(june.total_revenue).toBe(3_000_000)
    expect(june.departmental_expense).toBe(1_200_000)
    expect(june.undistributed_expense).toBe(600_000)
    expect(june.gop).toBe(1_200_000)
    expect(june.ebitda).toBe(1_040_000)
    expect(totalMismatches(june)).toEqual([])
  })

  it('names a total that does not add up, beyond a rounding of 1 元', () => {
    expect(totalMismatches({ ...june, gop: 1_200_001 })).toEqual([])
    expect(totalMismatches({ ...june, gop: 1_250_000 })).toEqual([
      { line: 'gop', stated: 1_250_000, computed: 1_200_000 },
      // EBITDA's parts now include the wrong GOP, so it no longer adds up either.
      { line: 'ebitda', stated: 1_040_000, computed: 1_090_000 },
    ])
  })

  it('computes occupancy, ADR, RevPAR, TRevPAR, GOP margin and GOPPAR', () => {
    const k = pnlKpis(june)
    expect(k.occupancy).toBe(80)
    expect(k.adr).toBe(750)
    expect(k.revpar).toBe(600)
    expect(k.trevpar).toBe(1000)
    expect(k.gop_margin).toBe(40)
    expect(k.goppar).toBe(400)
    expect(k.ebitda_margin).toBeCloseTo(34.67, 2)
    expect(pnlKpis(sumPnl([])).adr).toBeNull()
  })

  it('weights a year to date by rooms, not by averaging months', () => {
    const quiet = withTotals({ ...june, rooms_revenue: 600_000, rooms_sold: 1_000 })
    const two = pnlKpis(sumPnl([june, quiet]))
    expect(two.occupancy).toBe((3_400 / 6_000) * 100)
    expect(two.adr).toBe(2_400_000 / 3_400)
  })

  it('computes variances and flow-through against a reference', () => {
    expect(variancePct(110, 100)).toBe(10)
    expect(variancePct(-90, -100)).toBe(10)
    expect(variancePct(1, 0)).toBeNull()
    const budget = withTotals({ ...june, rooms_revenue: 1_600_000, utilities: 200_000 })
    // Revenue +200,000, GOP +240,000 (revenue up, utilities down 40,000): 120 % flow-through.
    expect(flowThrough(june, budget)).toBe(120)
    expect(flowThrough(june, june)).toBeNull()
  })

  it('walks months: year to date, last year, a window', () => {
    expect(ytdMonths('2026-03')).toEqual(['2026-01', '2026-02', '2026-03'])
    expect(lastYearMonth('2026-03')).toBe('2025-03')
    expect(monthsEnding('2026-02', 3)).toEqual(['2025-12', '2026-01', '2026-02'])
  })
})
