import { describe, expect, it } from 'vitest'
import { incomeTaxes, landUseTax, propertyTax, splitVat, straightLine, surcharges } from './feasibility-tax.ts'

describe('VAT and surcharges', () => {
  it('takes 6 % VAT out of a price quoted incl. VAT and charges 12 % of it in a city', () => {
    // 1 060 ÷ 1.06 = 1 000 net, VAT 60; surcharges (7 + 3 + 2) % × 60 = 7.2
    const { net, vat } = splitVat(1060, 6)
    expect(net).toBeCloseTo(1000, 9)
    expect(vat).toBeCloseTo(60, 9)
    expect(surcharges(vat, 7, 3, 2)).toBeCloseTo(7.2, 9)
  })

  it('charges 10 % of the VAT in a county town (城建税 5 %)', () => {
    // 2 120 ÷ 1.06 = 2 000, VAT 120; (5 + 3 + 2) % × 120 = 12
    const { vat } = splitVat(2120, 6)
    expect(surcharges(vat, 5, 3, 2)).toBeCloseTo(12, 9)
  })

  it('works for a small-scale taxpayer at 3 % outside cities (城建税 1 %)', () => {
    // 1 030 ÷ 1.03 = 1 000, VAT 30; (1 + 3 + 2) % × 30 = 1.8
    const { net, vat } = splitVat(1030, 3)
    expect(net).toBeCloseTo(1000, 9)
    expect(surcharges(vat, 1, 3, 2)).toBeCloseTo(1.8, 9)
  })
})

describe('房产税 on the original value', () => {
  it('deducts 30 % and charges 1.2 %', () => {
    // 原值 = land 3 000 + building 6 500 + capitalised interest 500 = 10 000; 10 000 × 70 % × 1.2 % = 84
    expect(propertyTax(3000 + 6500 + 500, 30, 1.2)).toBeCloseTo(84, 9)
  })
  it('deducts 10 % where the province allows only that', () => {
    // 10 000 × 90 % × 1.2 % = 108
    expect(propertyTax(10_000, 10, 1.2)).toBeCloseTo(108, 9)
  })
  it('deducts 20 % on a larger hotel', () => {
    // 25 000 × 80 % × 1.2 % = 240
    expect(propertyTax(25_000, 20, 1.2)).toBeCloseTo(240, 9)
  })
})

describe('城镇土地使用税 on land area', () => {
  it('multiplies the area by the rate per ㎡ and gives 万元', () => {
    // 20 000 ㎡ × 10 元 = 200 000 元 = 20 万元
    expect(landUseTax(20_000, 10)).toBeCloseTo(20, 9)
    // 8 000 ㎡ × 1.5 元 (the lowest rate for a large city) = 12 000 元
    expect(landUseTax(8000, 1.5)).toBeCloseTo(1.2, 9)
    // 40 000 ㎡ × 30 元 (the highest) = 1 200 000 元
    expect(landUseTax(40_000, 30)).toBeCloseTo(120, 9)
  })
})

describe('income tax with loss carry-forward', () => {
  it('sets a first-year loss against the next profits before any tax is due', () => {
    // −100 carried; 30 and 50 absorbed (20 left); 40 − 20 = 20 taxable × 25 % = 5
    const years = incomeTaxes([-100, 30, 50, 40], 25)
    expect(years.map((y) => y.tax)).toEqual([0, 0, 0, 5])
    expect(years.map((y) => y.lossUsed)).toEqual([0, 30, 50, 20])
    expect(years.map((y) => y.lossCarriedForward)).toEqual([100, 70, 20, 0])
  })

  it('lets a loss lapse after five years (企业所得税法 第十八条)', () => {
    // −100, then 10 a year for five years uses 50; the other 50 lapses, so year 7 pays 25 % × 100 in full
    const years = incomeTaxes([-100, 10, 10, 10, 10, 10, 100], 25)
    expect(years.slice(1, 6).every((y) => y.tax === 0)).toBe(true)
    expect(years[4]?.lossCarriedForward).toBe(60)
    expect(years[5]?.lossCarriedForward).toBe(0)
    expect(years[6]?.lossUsed).toBe(0)
    expect(years[6]?.tax).toBe(25)
  })

  it('uses the oldest loss first', () => {
    // losses 50 and 30; 60 uses 50 + 10 → no tax, 20 left; 40 − 20 = 20 × 25 % = 5
    const years = incomeTaxes([-50, -30, 60, 40], 25)
    expect(years.map((y) => y.tax)).toEqual([0, 0, 0, 5])
    expect(years[2]?.lossCarriedForward).toBe(20)
  })
})

describe('straight-line depreciation', () => {
  it('spreads the cost over the life and stops after it', () => {
    expect(straightLine(1000, 20, 1)).toBe(50)
    expect(straightLine(1000, 20, 20)).toBe(50)
    expect(straightLine(1000, 20, 21)).toBe(0)
  })
})
