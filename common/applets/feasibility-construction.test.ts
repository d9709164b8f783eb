import { describe, expect, it } from 'vitest'
import {
  type BudgetInput,
  constructionDrawdown,
  type DevelopmentBudget,
  developmentBudget,
  repaymentSchedule,
} from './feasibility-construction.ts'
import { feasibilityFixture } from './feasibility-fixture.ts'
import { expectCloseTo } from './test-helpers.ts'

const budgetInput: BudgetInput = feasibilityFixture

/** A budget written out directly, to follow the months by hand. */
function budget(parts: Partial<DevelopmentBudget>): DevelopmentBudget {
  const b: DevelopmentBudget = {
    projectCase: 'conversion',
    purchase: 0,
    existingBuilding: 0,
    gfa: 0,
    landArea: 0,
    land: 0,
    deedTax: 0,
    hardCost: 0,
    softCost: 0,
    contingency: 0,
    ffe: 0,
    ose: 0,
    preOpening: 0,
    constructionLandUseTax: 0,
    landCost: 0,
    buildingCost: 0,
    equipmentCost: 0,
    preOpeningExpenses: 0,
    workingCapital: 0,
    keyMoney: 0,
    total: 0,
    ...parts,
  }
  return { ...b, total: b.landCost + b.buildingCost + b.equipmentCost + b.preOpening + b.constructionLandUseTax }
}

describe('development budget', () => {
  it('keeps land apart from the building', () => {
    const b = developmentBudget(budgetInput)
    // 100 keys × 100 ㎡ = 10 000 ㎡ GFA on 5 000 ㎡ of land (plot ratio 2)
    expect(b.gfa).toBe(10_000)
    expect(b.landArea).toBe(5000)
    // land 10 000 × 2 000 元 = 2 000 万元, deed tax 3 % = 60
    expectCloseTo(b, {
      landCost: 2060,
      // hard 6 000, soft 10 % = 600, contingency 5 % × 6 600 = 330
      buildingCost: 6930,
      // FF&E 1 000 + OS&E 200
      equipmentCost: 1200,
      // pre-opening 300 + land-use tax 5 000 ㎡ × 6 元 × 2 years = 6
      preOpeningExpenses: 306,
      total: 10_496,
    })
  })
})

describe('construction drawdown and capitalised interest', () => {
  it('pays land from equity and draws the loan once equity is spent (12 months at 12 %)', () => {
    // month 1: land 1 200 + building 100 = 1 300: equity 1 200, loan 100; months 2–12: 100 a month from the loan.
    // Interest 1 % a month on 100, 200 … 1 200 = 1 % × 7 800 = 78
    const c = constructionDrawdown(budget({ landCost: 1200, buildingCost: 1200 }), 12, 50, 12)
    expect(c.loanCommitment).toBe(1200)
    expect(c.equityCommitment).toBe(1200)
    expect(c.years).toHaveLength(1)
    expect(c.years[0]).toMatchObject({ year: 0, equityDraw: 1200 })
    expect(c.years[0]?.loanDraw).toBeCloseTo(1200, 9)
    expect(c.capitalisedInterest).toBeCloseTo(78, 9)
  })

  it('spreads 18 months over year −1 and year 0 and fits out in the last six months', () => {
    // building 1 800 (100 a month), FF&E + pre-opening 600 over months 13–18 (100 a month): total 2 400, loan 50 %.
    // Equity pays months 1–12 (1 200); months 13–18 draw 200 a month: balances 200 … 1 200,
    // interest 0.5 % × (200 + 400 + 600 + 800 + 1 000 + 1 200) = 0.5 % × 4 200 = 21
    const c = constructionDrawdown(budget({ buildingCost: 1800, equipmentCost: 400, preOpening: 200 }), 18, 50, 6)
    expect(c.years.map((y) => y.year)).toEqual([-1, 0])
    expect(c.years[0]).toMatchObject({ spend: 600, equityDraw: 600, loanDraw: 0, interest: 0 })
    expectCloseTo(c.years[1], { spend: 1800, equityDraw: 600, loanDraw: 1200 })
    expect(c.capitalisedInterest).toBeCloseTo(21, 9)
  })

  it('bears no interest when the owner pays everything', () => {
    const c = constructionDrawdown(developmentBudget(budgetInput), 24, 0, 5)
    expect(c.capitalisedInterest).toBe(0)
    expect(c.years.map((y) => y.year)).toEqual([-1, 0])
    expect(c.years.reduce((s, y) => s + y.equityDraw, 0)).toBeCloseTo(10_496, 9)
    // land (2 060) in month 1, building + land-use tax (6 936) over 24 months, the rest in the last 6
    expect(c.years[0]?.spend).toBeCloseTo(2060 + 6936 / 2, 9)
  })
})

describe('a new build against a conversion of the same hotel (50 % loan at 6 %)', () => {
  // Both: 100 keys × 100 ㎡ = 10 000 ㎡ on 5 000 ㎡ of land (plot ratio 2); the land is worth the floor price
  // 2 000 元/㎡ × 10 000 ㎡ = 2 000 万元; deed tax 3 %; land-use tax 6 元/㎡ a year; FF&E 1 000, OS&E 200 and
  // pre-opening 300 万元 (fitted out over the last six months, 1 500 ÷ 6 = 250 a month).
  const newBuild = developmentBudget(budgetInput)
  const conversionInput: BudgetInput = {
    ...budgetInput,
    projectCase: 'conversion',
    // The land at its floor price 2 000 + the kept structure, 40 % of the new-build hard cost: 0.4 × 6 000 = 2 400.
    purchasePrice: 4400,
    // The works: 60 % of the new-build 6 000 元/㎡.
    hardCostPerSqm: 3600,
    constructionMonths: 12,
  }
  const conversion = developmentBudget(conversionInput)

  it('prices each case line by line', () => {
    // New build: land 2 000 + deed tax 60 = 2 060; hard 6 000, soft 10 % = 600, contingency 5 % × 6 600 = 330,
    // building 6 930; equipment 1 200; pre-opening 300 + land-use tax 5 000 × 6 × 2 years = 6 → 306.
    // Total 2 060 + 6 930 + 1 200 + 306 = 10 496.
    expect(newBuild.purchase).toBe(0)
    expectCloseTo(newBuild, { deedTax: 60, buildingCost: 6930, total: 10_496 })
    // Conversion: price 4 400, deed tax 3 % on the whole price = 132. The land's part is its floor-price value
    // 2 000 (→ 2 060 with its deed tax); the building bought 2 400 (→ 2 472). Works: hard 3 600, soft 10 % = 360,
    // contingency 5 % × 3 960 = 198; building 2 472 + 3 600 + 360 + 198 = 6 630. Equipment 1 200; pre-opening 300 +
    // land-use tax 5 000 × 6 × 1 year = 3 → 303. Total 2 060 + 6 630 + 1 200 + 303 = 10 193.
    expect(conversion.purchase).toBe(4400)
    expectCloseTo(conversion, {
      deedTax: 132,
      landCost: 2060,
      existingBuilding: 2472,
      hardCost: 3600,
      softCost: 360,
      contingency: 198,
      buildingCost: 6630,
      preOpeningExpenses: 303,
      total: 10_193,
    })
  })

  it('draws the new build over 24 months on the S-curve', () => {
    // Equity 50 % × 10 496 = 5 248, then the loan. Works 6 930 on S(x) = 3x² − 2x³: half by month 12 (S(½) = ½).
    // Year −1: land 2 060 + works 3 465 + land-use tax 12 × 0.25 = 3 → 5 528. By month 11 2 060 + 6 930 × S(11/24)
    // (0.437645) + 2.75 = 5 095.63 < 5 248, so the loan starts in month 12 with 5 528 − 5 248 = 280: interest
    // 280 × 0.5 % = 1.40.
    // Year 0: works 3 465 + land-use tax 3 + fit-out 1 500 = 4 968, all from the loan. Balance in month m (13–24) =
    // 280 + 6 930 × (S(m/24) − ½) + 0.25 × (m − 12) + 250 × max(0, m − 18). S(m/24) for m = 13 … 24: 0.562355,
    // 0.623843, 0.683594, 0.740741, 0.794416, 0.843750, 0.887876, 0.925926, 0.957031, 0.980324, 0.994936, 1 — sum
    // 9.994792. Σ balances = 12 × 280 + 6 930 × (9.994792 − 6) + 0.25 × 78 + 250 × 21 = 3 360 + 27 683.91 + 19.5
    // + 5 250 = 36 313.41; interest 0.5 % × 36 313.41 = 181.57. Capitalised 1.40 + 181.57 = 182.97.
    const c = constructionDrawdown(newBuild, 24, 50, 6)
    expect(c.years.map((y) => y.year)).toEqual([-1, 0])
    expectCloseTo(c.years[0], { spend: 5528, equityDraw: 5248, loanDraw: 280, interest: 1.4 })
    expectCloseTo(c.years[1], { spend: 4968, interest: [181.567, 3], loanBalance: 5248 })
    expect(c.capitalisedInterest).toBeCloseTo(182.967, 3)
  })

  it('draws the conversion over 12 months evenly, with less interest', () => {
    // Equity 50 % × 10 193 = 5 096.5. Month 1: price with deed tax 2 060 + 2 472 = 4 532, works 4 158 ÷ 12 = 346.5,
    // land-use tax 3 ÷ 12 = 0.25 → 4 878.75 from equity (217.75 left). Month 2: 346.75 = 217.75 equity + 129 loan.
    // Months 3–6: 346.75; months 7–12: 346.75 + 250 = 596.75. Balances: 129, 475.75, 822.5, 1 169.25, 1 516,
    // 2 112.75, 2 709.5, 3 306.25, 3 903, 4 499.75, 5 096.5 — sum 25 740.25; interest 0.5 % × 25 740.25 = 128.70.
    const c = constructionDrawdown(conversion, 12, 50, 6)
    expect(c.years.map((y) => y.year)).toEqual([0])
    expectCloseTo(c.years[0], { spend: 10_193, equityDraw: 5096.5, loanBalance: 5096.5 })
    expect(c.capitalisedInterest).toBeCloseTo(128.70125, 9)
    // Against the new build: 303 万元 less cost, 54.27 万元 less interest, and the hotel opens a year earlier.
    const build = constructionDrawdown(newBuild, 24, 50, 6)
    expect(newBuild.total - conversion.total).toBeCloseTo(303, 9)
    expect(build.capitalisedInterest - c.capitalisedInterest).toBeCloseTo(54.266, 3)
  })

  it('closes an acquisition in one payment at opening, without construction interest', () => {
    // Price 8 000, deed tax 3 % = 240; transaction costs 1.5 % = 120; no works, no FF&E bought, no pre-opening.
    // Land 2 000 × 1.03 = 2 060; building (8 000 − 2 000) × 1.03 = 6 180 + 120 = 6 300. Total 8 360.
    const b = developmentBudget({ ...budgetInput, projectCase: 'acquisition', purchasePrice: 8000, softCostPct: 1.5 })
    expectCloseTo(b, { deedTax: 240, landCost: 2060, buildingCost: 6300 })
    expect(b.equipmentCost).toBe(0)
    expect(b.preOpeningExpenses).toBe(0)
    expect(b.total).toBeCloseTo(8360, 9)
    // Loan 50 % = 4 180 drawn at closing (year 0); interest starts with the first operating year.
    const c = constructionDrawdown(b, 24, 50, 6)
    expect(c.years).toEqual([
      { year: 0, spend: 8360, equityDraw: 4180, loanDraw: 4180, interest: 0, loanBalance: 4180 },
    ])
    expect(c.capitalisedInterest).toBe(0)
  })
})

describe('repayment after opening', () => {
  it('pays interest only in the grace year, then level payments', () => {
    // 1 000 at 10 %: year 1 interest 100; then 1 000 × 0.1 ÷ (1 − 1.1^−2) = 576.19 a year for two years
    const rows = repaymentSchedule(1000, 10, 3, 1, 4)
    expect(rows[0]).toMatchObject({ interest: 100, principal: 0, closingBalance: 1000 })
    expect(rows[1]?.payment).toBeCloseTo(576.19, 2)
    expect(rows[1]?.principal).toBeCloseTo(476.19, 2)
    expect(rows[2]?.interest).toBeCloseTo(52.38, 2)
    expect(rows[2]?.closingBalance).toBeCloseTo(0, 9)
    expect(rows[3]).toMatchObject({ payment: 0, openingBalance: 0 })
  })
})
