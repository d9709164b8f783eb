import { describe, expect, it } from 'vitest'
import { feasibilityFixture } from './feasibility-fixture.ts'
import {
  type OperatingInput,
  operatingCostBase,
  operatingYear,
  type PropertyCharges,
  withPinnedCosts,
} from './feasibility-operations.ts'
import { expectCloseTo } from './test-helpers.ts'

/**
 * The worked case: 100 keys at 530 元 incl. 6 % VAT (500 元 net), 80 % stabilized occupancy; rooms 80 % of revenue
 * (F&B 15 %, other 5 %). Stabilized rooms revenue = 100 × 365 × 80 % × 500 = 14 600 000 元 = 1 460 万元, total
 * 1 460 ÷ 0.8 = 1 825.
 */
const op: OperatingInput = feasibilityFixture
const charges: PropertyCharges = { propertyTax: 50, landUseTax: 5, insuredValue: 10_000 }

describe('operating year (USALI with fixed and variable costs)', () => {
  it('reaches the benchmark cost ratios at stabilization', () => {
    const y = operatingYear(op, charges, 4)
    expect(y.rampFactor).toBe(1)
    expectCloseTo(y, {
      occupancy: [0.8, 12],
      roomsRevenue: 1460,
      totalRevenue: 1825,
      fnbRevenue: 273.75,
      otherRevenue: 91.25,
      // 1 460 × 25 % = 365; 273.75 × 70 % = 191.625; 91.25 × 50 % = 45.625
      roomsExpense: 365,
      fnbExpense: 191.625,
      otherExpense: 45.625,
      departmentalProfit: 1222.75,
      // 1 825 × 20 % = 365; GOP 1 222.75 − 365 = 857.75 (47.0 %)
      undistributed: 365,
      gop: 857.75,
      // VAT 1 825 × 6 % = 109.5, surcharges 12 % of it = 13.14
      outputVat: 109.5,
      surcharges: 13.14,
      // base 36.5, incentive 85.775, brand 58.4, fixed charges 50 + 5 + 20 (0.2 % × 10 000), FF&E 54.75
      baseFee: 36.5,
      incentiveFee: 85.775,
      brandFee: 58.4,
      insurance: 20,
      ffeReserve: 54.75,
      // 857.75 − 36.5 − 85.775 − 58.4 − 13.14 − 50 − 5 − 20 − 54.75
      noi: 534.185,
    })
  })

  it('keeps the fixed costs in a ramp-up year, so the GOP margin is lower', () => {
    const y = operatingYear(op, charges, 1)
    // 75 % of stabilized: occupancy 60 %, rooms 1 095, total 1 368.75, F&B 205.3125, other 68.4375
    expectCloseTo(y, {
      occupancy: [0.6, 12],
      totalRevenue: 1368.75,
      // rooms: fixed 25 % × 40 % × 1 460 = 146, variable 25 % × 60 % × 1 095 = 164.25
      roomsExpense: 310.25,
      // F&B: 70 % × 30 % × 273.75 = 57.4875 + 70 % × 70 % × 205.3125 = 100.603125
      fnbExpense: 158.090625,
      // other: 22.8125 + 17.109375
      otherExpense: 39.921875,
      // undistributed: fixed 20 % × 60 % × 1 825 = 219, variable 20 % × 40 % × 1 368.75 = 109.5
      undistributed: 328.5,
      fixedCosts: 146 + 57.4875 + 22.8125 + 219,
      // 1 368.75 − 310.25 − 158.090625 − 39.921875 − 328.5
      gop: 531.9875,
      gopMargin: [531.9875 / 1368.75, 12],
    })
    expect(y.gopMargin).toBeLessThan(operatingYear(op, charges, 4).gopMargin)
    // − base 27.375 − incentive 53.19875 − brand 43.8 − surcharges 9.855 − 75 − FF&E 41.0625
    expect(y.noi).toBeCloseTo(281.69625, 9)
  })

  it('turns to an operating loss when a weak opening meets the full fixed costs, with no incentive fee', () => {
    const y = operatingYear({ ...op, rampYear1Pct: 20 }, charges, 1)
    // occupancy 16 %: rooms 292, total 365, F&B 54.75, other 18.25
    // rooms 146 + 15 % × 292 = 189.8; F&B 57.4875 + 49 % × 54.75 = 84.315; other 22.8125 + 25 % × 18.25 = 27.375
    // undistributed 219 + 8 % × 365 = 248.2; GOP 365 − 189.8 − 84.315 − 27.375 − 248.2 = −184.69
    expect(y.gop).toBeCloseTo(-184.69, 9)
    expect(y.incentiveFee).toBe(0)
    // − base 7.3 − brand 11.68 − surcharges 2.628 − 75 − FF&E 10.95
    expect(y.noi).toBeCloseTo(-292.248, 9)
  })

  it('grows the fixed costs, the cost per night sold and insurance with inflation, and the price with ADR growth', () => {
    const y = operatingYear(
      { ...op, rampYear1Pct: 100, rampYear2Pct: 100, inflationPct: 10, adrGrowthPct: 5 },
      charges,
      2,
    )
    expectCloseTo(y, {
      adr: 556.5,
      // rooms revenue 1 460 × 1.05 = 1 533; cost: fixed 146 × 1.1 = 160.6 + variable on nights sold, not on the price:
      // 15 % × 1 460 = 219 at the base case's 29 200 nights (75 元 a night), × 1.1 inflation = 240.9
      roomsExpense: 401.5,
      insurance: 22,
    })
  })
})

/**
 * Issue 34, point 5: fixed costs set in money from the base case and held; the rooms department's variable cost per
 * night sold. Base case (the fixture above, stabilized year 4): GOP 857.75 on revenue 1 825.
 */
describe('ADR and occupancy move GOP differently', () => {
  const pinned = withPinnedCosts(op)
  const gop = (input: OperatingInput) => operatingYear(input, charges, 4).gop

  it('sets the cost base in money from the base case', () => {
    const b = operatingCostBase(op)
    // rooms fixed 25 % × 40 % × 1 460 = 146; F&B 70 % × 30 % × 273.75 = 57.4875; other 50 % × 50 % × 91.25 = 22.8125
    expectCloseTo(b, {
      roomsFixed: 146,
      fnbFixed: 57.4875,
      otherFixed: 22.8125,
      // undistributed 20 % × 60 % × 1 825 = 219
      undistributedFixed: 219,
      // rooms variable 25 % × 60 % × 1 460 = 219 万元 over 100 × 365 × 80 % = 29 200 nights = 75 元 a night
      roomsVariablePerOccupiedRoom: 75,
    })
    expect(gop(pinned)).toBeCloseTo(857.75, 9)
  })

  it('ADR +10 %: every revenue line +10 %, rooms cost unchanged, fixed costs held', () => {
    // revenue 1 825 → 2 007.5 (+182.5); rooms cost stays 365 (same nights); F&B 191.625 → 57.4875 + 49 % × 301.125
    // = 205.03875 (+13.41375); other 45.625 → 22.8125 + 25 % × 100.375 = 47.90625 (+2.28125); undistributed
    // 365 → 219 + 8 % × 2 007.5 = 379.6 (+14.6). GOP 857.75 + 182.5 − 13.41375 − 2.28125 − 14.6 = 1 009.955
    const up = gop({ ...pinned, adr: op.adr * 1.1 })
    expect(up).toBeCloseTo(1009.955, 9)
  })

  it('occupancy +10 %: the same revenue, but the rooms cost follows the nights sold', () => {
    // nights 29 200 → 32 120: rooms cost 146 + 32 120 × 75 元 = 146 + 240.9 = 386.9 (+21.9); the rest as for ADR.
    // GOP 1 009.955 − 21.9 = 988.055
    const up = gop({ ...pinned, occupancyPct: op.occupancyPct * 1.1 })
    expect(up).toBeCloseTo(988.055, 9)
    const adrUp = gop({ ...pinned, adr: op.adr * 1.1 })
    // ADR flows through more: the difference is 10 % of the rooms variable cost (219 × 10 % = 21.9)
    expect(adrUp - up).toBeCloseTo(21.9, 9)
    // and down: ADR −10 % loses 21.9 more GOP than occupancy −10 % (no night fewer to clean)
    const adrDown = gop({ ...pinned, adr: op.adr * 0.9 })
    const occDown = gop({ ...pinned, occupancyPct: op.occupancyPct * 0.9 })
    expect(occDown - adrDown).toBeCloseTo(21.9, 9)
  })

  it('without pinning, a case is its own base: the stabilized year is unchanged', () => {
    expect(gop(op)).toBeCloseTo(857.75, 9)
    // an unpinned higher-ADR case is a different hotel with its own cost base, every line 10 % higher; this is why
    // the sensitivity pins the base case's costs before moving anything
    expect(gop({ ...op, adr: op.adr * 1.1 })).toBeCloseTo(857.75 * 1.1, 6)
  })
})
