import { describe, expect, it } from 'vitest'
import { feasibilityFixture } from './feasibility-fixture.ts'
import { calculateFeasibility } from './feasibility-model.ts'
import { equityIrrRate, feasibilitySensitivity } from './feasibility-sensitivity.ts'
import { irr } from './finance.ts'

const leveraged = { ...feasibilityFixture, loanSharePct: 40, exitCapRatePct: 6 }

describe('fast IRR for the sensitivity runs', () => {
  it('agrees with the general IRR', () => {
    // −100 then 110 a year later: 10 %
    expect(equityIrrRate([-100, 110])).toBeCloseTo(0.1, 9)
    // −1 000, 0, 1 210: 10 % over two years
    expect(equityIrrRate([-1000, 0, 1210])).toBeCloseTo(0.1, 9)
    const flows = calculateFeasibility(leveraged).equityCashFlows
    const general = irr(flows)
    expect(general.kind).toBe('found')
    if (general.kind === 'found') expect(equityIrrRate(flows)).toBeCloseTo(general.rate, 8)
  })

  it('finds none when the cash flows never change sign', () => {
    expect(equityIrrRate([-100, -10, -5])).toBeNull()
    expect(equityIrrRate([100, 10])).toBeNull()
  })
})

describe('sensitivity grids and tornado', () => {
  const s = feasibilitySensitivity(leveraged)
  const result = calculateFeasibility(leveraged)

  it('has the base case in the middle of each grid', () => {
    if (result.equityIrr.kind !== 'found') throw new Error('expected an IRR')
    expect(s.base).toBeCloseTo(result.equityIrr.rate, 8)
    expect(s.adrOccupancy.cells[2]?.[2]).toBeCloseTo(result.equityIrr.rate, 8)
    expect(s.costCap.cells[2]?.[2]).toBeCloseTo(result.equityIrr.rate, 8)
    expect(s.adrOccupancy.rows.values).toEqual(['-10%', '-5%', '0%', '+5%', '+10%'])
  })

  it('raises the IRR with ADR and occupancy and lowers it with cost and cap rate', () => {
    const rising = (xs: (number | null)[]) => xs.every((x, i) => i === 0 || (x ?? 0) > (xs[i - 1] ?? 0))
    const column = (cells: (number | null)[][], j: number) => cells.map((row) => row[j] ?? null)
    expect(rising(column(s.adrOccupancy.cells, 2))).toBe(true)
    expect(rising(s.adrOccupancy.cells[2] ?? [])).toBe(true)
    expect(rising(column(s.costCap.cells, 2).reverse())).toBe(true)
    expect(rising([...(s.costCap.cells[2] ?? [])].reverse())).toBe(true)
  })

  it('puts the widest swing at the top of the tornado', () => {
    const swings = s.tornado.map((b) => Math.abs((b.up ?? 0) - (b.down ?? 0)))
    expect(swings).toEqual([...swings].sort((a, b) => b - a))
    expect(s.tornado).toHaveLength(8)
    const adr = s.tornado.find((b) => b.key === 'adr')
    expect(adr?.up).toBeGreaterThan(adr?.down ?? 1)
  })
})

describe('tornado with the cost base held (issue 34, point 5)', () => {
  it('swings the IRR more with ADR than with occupancy, the same ±10 %', () => {
    const s = feasibilitySensitivity(leveraged)
    const adr = s.tornado.find((b) => b.key === 'adr')
    const occupancy = s.tornado.find((b) => b.key === 'occupancy')
    if (!adr || !occupancy || adr.up === null || occupancy.up === null || adr.down === null || occupancy.down === null)
      throw new Error('expected IRRs for both levers')
    // ADR +10 % leaves the rooms cost per night sold where it was; occupancy +10 % adds 10 % more nights to clean
    expect(adr.up).toBeGreaterThan(occupancy.up)
    // ADR −10 % saves no cost; occupancy −10 % saves the nights not sold
    expect(adr.down).toBeLessThan(occupancy.down)
    expect(Math.abs(adr.up - adr.down)).toBeGreaterThan(Math.abs(occupancy.up - occupancy.down))
  })

  it('moves the cost base with the operating-cost lever', () => {
    const s = feasibilitySensitivity(leveraged)
    const costs = s.tornado.find((b) => b.key === 'opCosts')
    expect(costs?.down).toBeGreaterThan(costs?.up ?? 1)
    // a ±10 % move of every cost moves the IRR at least as much as a 10 % move of the rooms cost alone would
    expect(Math.abs((costs?.down ?? 0) - (costs?.up ?? 0))).toBeGreaterThan(0.005)
  })
})
