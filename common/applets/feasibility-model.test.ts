import { describe, expect, it } from 'vitest'
import { feasibilityFixture as base } from './feasibility-fixture.ts'
import { calculateFeasibility } from './feasibility-model.ts'
import { annuityPayment, npv } from './finance.ts'
import { expectCloseTo } from './test-helpers.ts'

describe('feasibility study, all equity (the fixture)', () => {
  const r = calculateFeasibility(base)

  it('puts land, building, FF&E and pre-opening into the investment and the property taxes into NOI', () => {
    // budget: land 2 060 + building 6 930 + FF&E/OS&E 1 200 + pre-opening 300 + land-use tax in construction 6
    expect(r.totalInvestment).toBeCloseTo(10_496, 9)
    expect(r.loan).toBe(0)
    expect(r.equity).toBeCloseTo(10_496, 9)
    // input VAT inside the budget: works (6 000 + 330 contingency) × 9 ÷ 109 = 522.6606;
    // FF&E and OS&E 1 200 × 13 ÷ 113 = 138.0531 — credited later, so kept out of the cost
    expect(r.inputVat.construction).toBeCloseTo((6330 * 9) / 109, 9)
    expect(r.inputVat.equipment).toBeCloseTo((1200 * 13) / 113, 9)
    // 房产原值 = land 2 060 + building 6 930 − 522.6606 = 8 467.3394; × 70 % × 1.2 % = 71.1257
    expect(r.propertyOriginalValue).toBeCloseTo(2060 + 6930 - (6330 * 9) / 109, 9)
    expect(r.charges.propertyTax).toBeCloseTo((2060 + 6930 - (6330 * 9) / 109) * 0.0084, 9)
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
    // Year 1 NOI: GOP 531.9875 − 27.375 − 53.19875 − 43.8 − 9.855 − 71.1257 − 3 − 16.26 (0.2 % × 8 130) − 41.0625
    expect(r.years[0]?.operating.noi).toBeCloseTo(266.3106, 4)
    // depreciation: building 6 407.3394 ÷ 20 = 320.3670 + FF&E and OS&E 1 061.9469 ÷ 5 = 212.3894 = 532.7563
    expectCloseTo(
      r.years[0],
      {
        depreciation: 6407.3394 / 20 + 1061.9469 / 5,
        // taxable: NOI 266.3106 + FF&E reserve added back 41.0625 + surcharges saved by the VAT credit 9.855
        //   − depreciation 532.7563 − land 2 060 ÷ 40 (51.5) − pre-opening 306 = −573.0282
        ffeReserveAddedBack: [41.0625, 9],
        taxableIncome: -573.0282,
      },
      3,
    )
    expect(r.years[0]?.incomeTax).toBe(0)
    // the losses of years 1–5 are used in years 6–8; tax is first paid in year 8
    expect(r.years.slice(0, 7).every((y) => y.incomeTax === 0)).toBe(true)
    expect(r.years[7]?.incomeTax).toBeGreaterThan(0)
  })

  it('credits the input VAT and carries it forward over the first years (a two-year walk)', () => {
    // Opening credit: 522.6606 + 138.0531 = 660.7137.
    // Year 1: output VAT 1 368.75 × 6 % = 82.125; input VAT on replacements 41.0625 × 13 ÷ 113 = 4.7240;
    //   credit used 82.125 (all the output), VAT payable 0, carried 660.7137 + 4.7240 − 82.125 = 583.3127
    const [y1, y2] = r.years
    expectCloseTo(y1?.vat, {
      creditBroughtForward: [660.7137, 3],
      outputVat: 82.125,
      inputVat: [4.724, 4],
      vatPayable: 0,
      creditCarriedForward: [583.3127, 4],
    })
    // Year 2: output 1 642.5 × 6 % = 98.55; input 49.275 × 13 ÷ 113 = 5.6688; used 98.55, payable 0,
    //   carried 583.3127 + 5.6688 − 98.55 = 490.4315
    expectCloseTo(y2?.vat, { outputVat: 98.55, vatPayable: 0, creditCarriedForward: [490.4315, 4] })
    // The cash it brings: VAT collected and not paid over, plus the surcharges (12 %) saved on it:
    //   year 1: 82.125 × 1.12 = 91.98
    expect(y1?.vatRecovered).toBeCloseTo(91.98, 9)
    // The credit runs out in year 7: 77.6262 brought forward + 6.2987 of the year = 83.9249 against 109.5,
    // so 25.5751 is paid and the surcharges are on that alone
    expect(r.years[6]?.vat.creditBroughtForward).toBeCloseTo(77.6262, 3)
    expect(r.years[6]?.vat.vatPayable).toBeCloseTo(25.5751, 3)
    expect(r.years[6]?.vat.creditCarriedForward).toBe(0)
  })

  it('income tax with a non-deductible FF&E reserve: the replacements are depreciated instead (year 9)', () => {
    // NOI 518.7994 (after the 3 % reserve 54.75)
    // + reserve added back 54.75 (not an expense for income tax)
    // + surcharges saved 6.2987 × 12 % = 0.7558 (the replacements' input VAT, 54.75 × 13 ÷ 113 = 6.2987)
    // − building 320.3670
    // − replacements of years 4–8, each 54.75 − 6.2987 = 48.4513, ÷ 5 years = 9.6903 × 5 = 48.4513
    // − land 51.5
    // = 153.9869 taxable; × 25 % = 38.4967 (had the reserve been deducted: 99.2369 × 25 % = 24.8092)
    const y9 = r.years[8]
    expect(y9?.depreciation).toBeCloseTo(320.367 + 48.4513, 3)
    expect(y9?.taxableIncome).toBeCloseTo(153.9869, 3)
    expect(y9?.lossUsed).toBe(0)
    expect(y9?.incomeTax).toBeCloseTo(38.4967, 3)
  })

  it('sells the hotel with its land at the forward NOI over the cap rate, with the taxes of a sale', () => {
    // 518.7994 ÷ 7 % = 7 411.4193, the contract price incl. VAT; selling costs 2 % = 148.2284
    expect(r.exit.value).toBeCloseTo(7411.4193, 4)
    expect(r.exit.sellingCosts).toBeCloseTo(148.2284, 4)
    // VAT 9 % (general method: built after 2016-05-01): 7 411.4193 − 7 411.4193 ÷ 1.09 = 611.9520, no credit left;
    // surcharges 12 % = 73.4342; stamp duty 0.05 % × 6 799.4672 = 3.3997
    const sale = r.exit.assetSale
    expect(sale.vatMethod).toBe('general')
    expectCloseTo(sale, { vatPayable: 611.952, surcharges: 73.4342, stampDuty: 3.3997 }, 3)
    // 土地增值税 deductions: land 2 060 + building appraised 6 407.3394 × 成新度 (1 − 10 ÷ 40) = 4 805.5046
    //   + 城建税 and 教育费附加 611.952 × 10 % = 61.1952 + stamp duty 3.3997 = 6 930.0995 > 6 799.4672: no appreciation
    expect(r.exit.buildingAppraisal).toBeCloseTo(4805.5046, 3)
    expect(sale.latDeductions).toBeCloseTo(6930.0995, 3)
    expect(sale.lat.tax).toBe(0)
    // book value after 10 years: land 1 545, building 3 203.6697, original FF&E 0, replacements of years 6–10
    //   48.4513 × (1/5 + 2/5 + 3/5 + 4/5 + 5/5) = 145.3540
    expectCloseTo(
      r.exit,
      {
        landBookValue: [1545, 9],
        buildingBookValue: [3203.6697, 4],
        replacementsBookValue: 145.354,
        // gain 6 799.4672 − 4 894.0237 − 148.2284 − 73.4342 − 3.3997 = 1 680.3812; × 25 % = 420.0953
        gain: 1680.3812,
        incomeTax: 420.0953,
      },
      3,
    )
    // NOI 518.7994 + VAT recovered 7.0545 − tax 458.5920 + 7 411.4193 − 148.2284 − 688.7860 (taxes of the sale)
    expect(r.years[9]?.projectCashFlow).toBeCloseTo(6641.6667, 3)
  })

  it('compares a share sale: no VAT or 土地增值税 on the property, the buyer’s discount and the seller’s gain', () => {
    const share = r.exit.shareSale
    // discount: 50 % of the latent 土地增值税 0 + surcharges 73.4342 + stamp duty 3.3997 = 38.4170
    expect(share.latentTaxDiscount).toBeCloseTo(38.417, 3)
    // share price 7 411.4193 − 38.4170 (no loan, no working capital); below the 10 496 put in: no gain, no tax
    expect(share.sharePrice).toBeCloseTo(7373.0023, 3)
    expect(share.incomeTax).toBe(0)
    // 7 373.0023 − stamp duty 3.6865 − selling costs 148.2284 = 7 221.0874 against 6 154.3096 by an asset sale
    expect(share.netProceeds).toBeCloseTo(7221.0874, 3)
    expect(r.exit.toEquity).toBeCloseTo(6154.3096, 3)
    expect(r.exit.betterRoute).toBe('share')
  })

  it('gives the same IRR for the project and the equity when there is no loan', () => {
    if (r.projectIrr.kind !== 'found' || r.equityIrr.kind !== 'found') throw new Error('expected IRRs')
    expect(npv(r.projectIrr.rate, r.projectCashFlows)).toBeCloseTo(0, 6)
    expect(r.equityIrr.rate).toBeCloseTo(r.projectIrr.rate, 9)
    expect(r.equityCashFlows).toEqual(r.projectCashFlows)
    expect(r.projectNpv).toBeCloseTo(npv(0.08, r.projectCashFlows), 9)
    // operating cash flows 358.29 + 528.18 + … never repay 10 496 before the sale
    expect(r.projectPaybackYears).toBeNull()
    expect(r.minDscr).toBeNull()
    expect(r.minDebtYield).toBeNull()
    // distributions: the ten operating-year flows, the last with the sale, over the 10 496 put in
    const distributions = r.years.reduce((s, y) => s + y.projectCashFlow, 0)
    expect(r.equityMultiple).toBeCloseTo(distributions / 10_496, 9)
    expect(r.years[0]?.projectCashFlow).toBeCloseTo(266.3106 + 91.98, 4)
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
    // the interest raises 房产原值 and so 房产税: (8 467.34 + 152.47) × 0.84 %
    expect(r.charges.propertyTax).toBeCloseTo((2060 + 6930 - (6330 * 9) / 109 + interest) * 0.0084, 6)
  })

  it('tests DSCR and debt yield year by year', () => {
    const payment = annuityPayment(5248, 0.05, 10)
    const y1 = r.years[0]
    expectCloseTo(
      y1,
      {
        debtService: [payment, 9],
        dscr: (y1?.operating.noi ?? 0) / payment,
        debtYield: (y1?.operating.noi ?? 0) / 5248,
      },
      12,
    )
    expect(r.minDscr?.year).toBe(1)
    expect(r.years[9]?.loanOpeningBalance).toBeGreaterThan(0)
    // the loan is fully repaid by the end of its 10-year term, which is the end of the hold
    expect(r.exit.loanRepaid).toBeCloseTo(0, 6)
  })

  it('deducts the interest for the equity view, so its taxable income is lower', () => {
    const y1 = r.years[0]
    if (!y1) throw new Error('expected year 1')
    // building (6 407.34 excl. VAT + 152.47 interest) ÷ 20 = 327.99, FF&E 1 061.95 ÷ 5 = 212.39
    const building = 6930 - (6330 * 9) / 109 + 1.1666667 + (36_313.40625 * 0.05) / 12
    expect(y1.depreciation).toBeCloseTo(building / 20 + (1200 - (1200 * 13) / 113) / 5, 6)
    // NOI + reserve added back + surcharges saved − depreciation − land 51.5 − pre-opening 306 − interest 262.4
    const reserve = y1.operating.ffeReserve
    const saved = y1.vat.creditUsed * 0.12
    expect(y1.taxableIncome).toBeCloseTo(y1.operating.noi + reserve + saved - y1.depreciation - 51.5 - 306 - 262.4, 6)
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
