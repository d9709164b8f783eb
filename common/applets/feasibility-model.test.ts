import { describe, expect, it } from 'vitest'
import { feasibilityFixture as base } from './feasibility-fixture.ts'
import { calculateFeasibility } from './feasibility-model.ts'
import { annuityPayment, npv } from './finance.ts'

describe('feasibility study, all equity (the fixture)', () => {
  const r = calculateFeasibility(base)

  it('puts land, building, FF&E and pre-opening into the investment and the property taxes into NOI', () => {
    // budget: land 2 060 + building 6 930 + FF&E/OS&E 1 200 + pre-opening 300 + land-use tax in construction 6
    expect(r.totalInvestment).toBeCloseTo(10_496, 9)
    expect(r.loan).toBe(0)
    expect(r.equity).toBeCloseTo(10_496, 9)
    // 房产原值 = land 2 060 + building 6 930 = 8 990; × 70 % × 1.2 % = 75.516
    expect(r.propertyOriginalValue).toBeCloseTo(8990, 9)
    expect(r.charges.propertyTax).toBeCloseTo(75.516, 9)
    // 5 000 ㎡ × 6 元 = 3 万元
    expect(r.charges.landUseTax).toBeCloseTo(3, 9)
  })

  it('shows construction as years −1 and 0 and ramps up from year 1', () => {
    expect(r.flowYears).toEqual([-1, 0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10])
    // year −1: land 2 060 + 12 of 24 months of building and land-use tax (6 936 ÷ 2); year 0: the rest + fit-out 1 500
    expect(r.projectCashFlows[0]).toBeCloseTo(-5528, 9)
    expect(r.projectCashFlows[1]).toBeCloseTo(-4968, 9)
    expect(r.stabilizedYear).toBe(3)
    expect(r.years[0]?.operating.gopMargin).toBeLessThan(r.stabilizedGopMargin)
  })

  it('makes a tax loss in year 1 (pre-opening costs, depreciation) and carries it forward five years at most', () => {
    // Year 1 NOI: GOP 531.9875 − 27.375 − 53.19875 − 43.8 − 9.855 − 75.516 − 3 − 16.26 (0.2 % × 8 130) − 41.0625
    expect(r.years[0]?.operating.noi).toBeCloseTo(261.92025, 9)
    // taxable: 261.92025 − building 6 930 ÷ 20 (346.5) − FF&E 1 200 ÷ 5 (240) − land 2 060 ÷ 40 (51.5) − pre-opening 306
    expect(r.years[0]?.taxableIncome).toBeCloseTo(-682.07975, 9)
    expect(r.years[0]?.incomeTax).toBe(0)
    // stabilized NOI 514.409; years 3–5 still lose 123.591, years 6–9 earn 116.409 (FF&E fully depreciated)
    expect(r.years[2]?.operating.noi).toBeCloseTo(514.409, 9)
    expect(r.years[5]?.taxableIncome).toBeCloseTo(116.409, 9)
    expect(r.years.slice(0, 9).every((y) => y.incomeTax === 0)).toBe(true)
    // after year 6 the rest of the year-1 loss (682.08 − 116.41) lapses: only 595.36 is left to carry
    expect(r.years[5]?.lossCarriedForward).toBeCloseTo(224.5865 + 3 * 123.591, 6)
  })

  it('sells the hotel with its land at the forward NOI over the cap rate and taxes the gain', () => {
    // 514.409 ÷ 7 % = 7 348.7; selling costs 2 % = 146.974
    expect(r.exit.value).toBeCloseTo(7348.7, 6)
    expect(r.exit.sellingCosts).toBeCloseTo(146.974, 6)
    // book value after 10 years: land 2 060 − 515 = 1 545, building 6 930 − 3 465 = 3 465, FF&E 0
    expect(r.exit.landBookValue).toBeCloseTo(1545, 9)
    expect(r.exit.buildingBookValue).toBeCloseTo(3465, 9)
    expect(r.exit.gain).toBeCloseTo(2191.726, 6)
    // year 10 taxable 116.409 + 2 191.726 less the year-5 loss 123.591 = 2 184.544 × 25 % = 546.136
    expect(r.exit.incomeTax).toBeCloseTo(546.136, 6)
    // 514.409 − 546.136 + 7 348.7 − 146.974
    expect(r.years[9]?.projectCashFlow).toBeCloseTo(7169.999, 6)
  })

  it('gives the same IRR for the project and the equity when there is no loan', () => {
    if (r.projectIrr.kind !== 'found' || r.equityIrr.kind !== 'found') throw new Error('expected IRRs')
    expect(npv(r.projectIrr.rate, r.projectCashFlows)).toBeCloseTo(0, 6)
    expect(r.equityIrr.rate).toBeCloseTo(r.projectIrr.rate, 9)
    expect(r.equityCashFlows).toEqual(r.projectCashFlows)
    expect(r.projectNpv).toBeCloseTo(npv(0.08, r.projectCashFlows), 9)
    // NOI 261.92 + 413.41 + 8 × 514.41 = 4 790.6 never repays 10 496 before the sale
    expect(r.projectPaybackYears).toBeNull()
    expect(r.minDscr).toBeNull()
    expect(r.minDebtYield).toBeNull()
    // distributions 261.92 + 413.41 + 7 × 514.41 + 7 170.00 = 11 445.2 over 10 496
    expect(r.equityMultiple).toBeCloseTo((261.92025 + 413.4135 + 7 * 514.409 + 7169.999) / 10_496, 6)
  })
})

describe('feasibility study with a loan', () => {
  const r = calculateFeasibility({ ...base, loanSharePct: 50 })

  it('capitalises the construction interest the owner pays and draws the loan after the equity', () => {
    // equity 5 248 runs out in month 12 (280 drawn, 1 month at 5 %/12 = 1.1667); the new build's works follow the
    // S-curve, so the balances of months 13–24 sum to 36 313.41 (worked month by month in
    // feasibility-construction.test.ts) × 5 %/12 = 151.3059
    const interest = 1.1666667 + (36_313.40625 * 0.05) / 12
    expect(r.construction.capitalisedInterest).toBeCloseTo(interest, 6)
    expect(r.loan).toBeCloseTo(5248, 9)
    expect(r.equity).toBeCloseTo(5248 + interest, 6)
    expect(r.equityCashFlows[0]).toBeCloseTo(-(5248 + 1.1666667), 6)
    // the interest raises 房产原值 and so 房产税: (8 990 + 152.47) × 0.84 %
    expect(r.charges.propertyTax).toBeCloseTo((8990 + interest) * 0.0084, 6)
  })

  it('tests DSCR and debt yield year by year', () => {
    const payment = annuityPayment(5248, 0.05, 10)
    const y1 = r.years[0]
    expect(y1?.debtService).toBeCloseTo(payment, 9)
    expect(y1?.dscr).toBeCloseTo((y1?.operating.noi ?? 0) / payment, 12)
    expect(y1?.debtYield).toBeCloseTo((y1?.operating.noi ?? 0) / 5248, 12)
    expect(r.minDscr?.year).toBe(1)
    expect(r.years[9]?.loanOpeningBalance).toBeGreaterThan(0)
    // the loan is fully repaid by the end of its 10-year term, which is the end of the hold
    expect(r.exit.loanRepaid).toBeCloseTo(0, 6)
  })

  it('deducts the interest for the equity view, so its taxable income is lower', () => {
    const y1 = r.years[0]
    if (!y1) throw new Error('expected year 1')
    // building (6 930 + 152.47 interest) ÷ 20 = 354.12, FF&E 1 200 ÷ 5 = 240
    expect(y1.depreciation).toBeCloseTo((6930 + 1.1666667 + (36_313.40625 * 0.05) / 12) / 20 + 240, 6)
    // NOI − depreciation − land 51.5 − pre-opening 306 − interest 5 248 × 5 % (262.4)
    expect(y1.taxableIncome).toBeCloseTo(y1.operating.noi - y1.depreciation - 51.5 - 306 - 262.4, 6)
  })
})

describe('a hotel that never makes money', () => {
  it('reports no IRR and no payback when costs exceed revenue', () => {
    // departmental costs 33 % of revenue plus undistributed 70 %: GOP is negative in every year
    const r = calculateFeasibility({ ...base, undistributedPct: 70, loanSharePct: 40 })
    expect(r.years.every((y) => y.operating.noi < 0)).toBe(true)
    expect(r.equityIrr).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(r.projectIrr).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(r.equityPaybackYears).toBeNull()
    expect(r.exit.value).toBe(0)
  })
})
