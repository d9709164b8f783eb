import { describe, expect, it } from 'vitest'
import {
  calculateFeasibility,
  type FeasibilityInput,
  feasibilityDefaults,
  feasibilityInputSchema,
} from './feasibility.ts'
import { npv } from './finance.ts'

/** 100 rooms at 500 元 and 80 % every year: numbers small enough to follow by hand. */
const flat: FeasibilityInput = {
  rooms: 100,
  adr: 500,
  adrGrowthPct: 0,
  occupancyYear1Pct: 80,
  occupancyYear2Pct: 80,
  occupancyStablePct: 80,
  fnbSharePct: 50,
  otherSharePct: 10,
  roomsCostPct: 25,
  fnbCostPct: 70,
  otherCostPct: 50,
  undistributedPct: 25,
  baseFeePct: 2,
  incentiveFeePct: 8,
  franchiseFeePct: 3,
  fixedChargesPct: 2,
  ffeReservePct: 4,
  capex: 5000,
  loanSharePct: 0,
  loanRatePct: 5,
  loanTermYears: 10,
  discountRatePct: 8,
  exitCapRatePct: 0,
}

describe('feasibility', () => {
  it('builds revenue, departmental profit, GOP and NOI the USALI way', () => {
    const year = calculateFeasibility(flat).years[0]
    // 100 rooms × 365 × 80 % = 29 200 room nights × 500 元 = 14 600 000 元 = 1 460 万元
    expect(year?.roomsRevenue).toBeCloseTo(1460, 9)
    expect(year?.fnbRevenue).toBeCloseTo(730, 9)
    expect(year?.otherRevenue).toBeCloseTo(146, 9)
    expect(year?.totalRevenue).toBeCloseTo(2336, 9)
    expect(year?.revpar).toBeCloseTo(400, 9)
    // 1460 × 25 % + 730 × 70 % + 146 × 50 % = 365 + 511 + 73
    expect(year?.departmentalCosts).toBeCloseTo(949, 9)
    expect(year?.departmentalProfit).toBeCloseTo(1387, 9)
    expect(year?.undistributed).toBeCloseTo(584, 9)
    expect(year?.gop).toBeCloseTo(803, 9)
    expect(year?.gopMargin).toBeCloseTo(803 / 2336, 12)
    expect(year?.baseFee).toBeCloseTo(46.72, 9)
    expect(year?.incentiveFee).toBeCloseTo(64.24, 9)
    expect(year?.franchiseFee).toBeCloseTo(43.8, 9)
    expect(year?.fixedCharges).toBeCloseTo(46.72, 9)
    expect(year?.ffeReserve).toBeCloseTo(93.44, 9)
    // 803 - 46.72 - 64.24 - 43.8 - 46.72 - 93.44
    expect(year?.noi).toBeCloseTo(508.08, 9)
  })

  it('derives payback, NPV and IRR from the NOI stream', () => {
    const result = calculateFeasibility(flat)
    expect(result.projectCashFlows).toHaveLength(11)
    expect(result.projectPaybackYears).toBeCloseTo(5000 / 508.08, 9)
    // 10-year annuity factor at 8 % = (1 - 1.08^-10) / 0.08 = 6.710081
    expect(result.projectNpv).toBeCloseTo(-5000 + 508.08 * 6.710081, 2)
    if (result.projectIrr.kind !== 'found') throw new Error('expected an IRR')
    expect(npv(result.projectIrr.rate, result.projectCashFlows)).toBeCloseTo(0, 6)
    // 5000 / 508.08 = 9.841 is just under 10 years of flows, so the IRR is small and positive.
    expect(result.projectIrr.rate).toBeGreaterThan(0.002)
    expect(result.projectIrr.rate).toBeLessThan(0.004)
    expect(result.costPerKey).toBe(50)
    expect(result.minDscr).toBeNull()
  })

  it('ramps occupancy up and grows ADR each year', () => {
    const years = calculateFeasibility({
      ...flat,
      occupancyYear1Pct: 50,
      occupancyYear2Pct: 65,
      adrGrowthPct: 10,
    }).years
    expect(years.map((y) => y.occupancy).slice(0, 4)).toEqual([0.5, 0.65, 0.8, 0.8])
    expect(years[0]?.adr).toBe(500)
    expect(years[2]?.adr).toBeCloseTo(605, 9)
  })

  it('services the loan from NOI and levers the equity', () => {
    const result = calculateFeasibility({ ...flat, loanSharePct: 50, loanRatePct: 5, loanTermYears: 10 })
    expect(result.loan).toBe(2500)
    expect(result.equity).toBe(2500)
    // 2500 × 0.05 / (1 - 1.05^-10) = 125 / 0.386087 = 323.76
    expect(result.years[0]?.debtService).toBeCloseTo(323.76, 2)
    expect(result.years[0]?.interest).toBeCloseTo(125, 9)
    expect(result.years[0]?.dscr).toBeCloseTo(508.08 / 323.76, 3)
    expect(result.years[0]?.equityCashFlow).toBeCloseTo(508.08 - 323.76, 2)
    expect(result.equityCashFlows[0]).toBe(-2500)
    expect(result.loanBalanceAtExit).toBeCloseTo(0, 9)
  })

  it('repays the loan still outstanding at exit out of the sale', () => {
    const result = calculateFeasibility({
      ...flat,
      loanSharePct: 60,
      loanRatePct: 0,
      loanTermYears: 20,
      exitCapRatePct: 8,
    })
    // 3000 over 20 years at 0 % leaves 1500 after 10 years; 508.08 / 8 % = 6351
    expect(result.loanBalanceAtExit).toBeCloseTo(1500, 9)
    expect(result.terminalValue).toBeCloseTo(6351, 9)
    expect(result.years[9]?.projectCashFlow).toBeCloseTo(508.08 + 6351, 9)
    expect(result.years[9]?.equityCashFlow).toBeCloseTo(508.08 - 150 + 6351 - 1500, 9)
    // Payback ignores the sale: 2000 equity / 358.08 a year
    expect(result.equityPaybackYears).toBeCloseTo(2000 / 358.08, 9)
  })

  it('charges no incentive fee on an operating loss and reports no IRR when nothing comes back', () => {
    const result = calculateFeasibility({ ...flat, undistributedPct: 90 })
    expect(result.years[0]?.gop).toBeLessThan(0)
    expect(result.years[0]?.incentiveFee).toBe(0)
    expect(result.projectIrr).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(result.projectPaybackYears).toBeNull()
  })

  it('gives a sensible picture for the defaults', () => {
    const result = calculateFeasibility(feasibilityDefaults)
    expect(result.stabilizedGopMargin).toBeGreaterThan(0.25)
    expect(result.stabilizedGopMargin).toBeLessThan(0.45)
    expect(result.projectIrr.kind).toBe('found')
  })
})

describe('feasibility input', () => {
  const issues = (patch: Record<string, unknown>) => {
    const parsed = feasibilityInputSchema.safeParse({ ...flat, ...patch })
    return parsed.success ? [] : parsed.error.issues.map((i) => i.message)
  }

  it('accepts the defaults and the worked example', () => {
    expect(feasibilityInputSchema.safeParse(feasibilityDefaults).success).toBe(true)
    expect(issues({})).toEqual([])
  })

  it('refuses bad values with Chinese messages naming the field', () => {
    expect(issues({ rooms: 5 })).toEqual(['客房数不能小于 10 间'])
    expect(issues({ rooms: 120.5 })).toEqual(['客房数必须是整数'])
    expect(issues({ rooms: null })).toEqual(['请填写客房数'])
    expect(issues({ rooms: '100' })).toEqual(['客房数必须是数字'])
    expect(issues({ occupancyYear1Pct: 120 })).toEqual(['第 1 年出租率不能大于 100%'])
    expect(issues({ loanSharePct: 95 })).toEqual(['贷款比例不能大于 90%'])
    expect(issues({ loanTermYears: 0 })).toEqual(['贷款期限不能小于 1 年'])
    expect(issues({ adr: Number.POSITIVE_INFINITY })).toHaveLength(1)
    expect(issues({ exitCapRatePct: 1 })).toEqual(['退出资本化率填 0 表示不计期末残值，否则不能小于 2%'])
  })
})
