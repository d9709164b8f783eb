import { describe, expect, it } from 'vitest'
import {
  type BudgetInput,
  constructionDrawdown,
  type DevelopmentBudget,
  developmentBudget,
  repaymentSchedule,
} from './feasibility-construction.ts'

const budgetInput: BudgetInput = {
  rooms: 100,
  gfaPerKey: 100,
  plotRatio: 2,
  landPricePerSqm: 2000,
  deedTaxPct: 3,
  hardCostPerSqm: 6000,
  softCostPct: 10,
  contingencyPct: 5,
  ffePerKey: 100_000,
  osePerKey: 20_000,
  preOpeningPerKey: 30_000,
  constructionMonths: 24,
  landUseTaxPerSqm: 6,
}

/** A budget written out directly, to follow the months by hand. */
function budget(parts: Partial<DevelopmentBudget>): DevelopmentBudget {
  const b = {
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
    expect(b.landCost).toBeCloseTo(2060, 9)
    // hard 6 000, soft 10 % = 600, contingency 5 % × 6 600 = 330
    expect(b.buildingCost).toBeCloseTo(6930, 9)
    // FF&E 1 000 + OS&E 200
    expect(b.equipmentCost).toBeCloseTo(1200, 9)
    // pre-opening 300 + land-use tax 5 000 ㎡ × 6 元 × 2 years = 6
    expect(b.preOpeningExpenses).toBeCloseTo(306, 9)
    expect(b.total).toBeCloseTo(10_496, 9)
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
    expect(c.years[1]?.spend).toBeCloseTo(1800, 9)
    expect(c.years[1]?.equityDraw).toBeCloseTo(600, 9)
    expect(c.years[1]?.loanDraw).toBeCloseTo(1200, 9)
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
