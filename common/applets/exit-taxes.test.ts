import { describe, expect, it } from 'vitest'
import { type AssetSaleInput, assetSale, landAppreciationTax, shareSale } from './exit-taxes.ts'
import { expectCloseTo } from './test-helpers.ts'

const hotel: AssetSaleInput = {
  price: 10_900,
  acquiredBeforeMay2016: false,
  selfBuilt: true,
  purchasePrice: 0,
  vatCredit: 0,
  surchargePct: { urbanMaintenance: 7, education: 3, localEducation: 2 },
  sellingCostPct: 1,
  landDeduction: 3000,
  buildingAppraisal: 2000,
  bookValue: 4000,
  incomeTaxPct: 25,
}

describe('土地增值税 by its brackets', () => {
  it('across two brackets: the quick deduction equals the bracket-by-bracket sum', () => {
    // Price 10 900 incl. VAT → 10 000 excl. VAT (÷ 1.09), output VAT 900, no credit → VAT payable 900.
    // Deductions: land 3 000 + building appraised 2 000 + 城建税 7 % and 教育费附加 3 % of 900 (90)
    //   + 印花税 0.05 % × 10 000 (5) = 5 095.
    // Appreciation 10 000 − 5 095 = 4 905; ratio 4 905 ÷ 5 095 = 96.27 % → 40 % less 5 % of deductions:
    //   4 905 × 40 % − 5 095 × 5 % = 1 962 − 254.75 = 1 707.25.
    // By brackets: the first 50 % of deductions, 2 547.5, at 30 % = 764.25; the rest 2 357.5 at 40 % = 943;
    //   764.25 + 943 = 1 707.25.
    const sale = assetSale(hotel)
    expectCloseTo(sale, { priceExVat: 10_000, vatPayable: 900, latDeductions: 5095 })
    expect(sale.lat.appreciation).toBeCloseTo(4905, 9)
    expect(sale.lat.ratio).toBeCloseTo(4905 / 5095, 12)
    expect(sale.lat.ratePct).toBe(40)
    expect(sale.lat.tax).toBeCloseTo(1707.25, 9)
    expect(sale.lat.tax).toBeCloseTo(2547.5 * 0.3 + (4905 - 2547.5) * 0.4, 9)
  })

  it('the third bracket, and nothing when there is no appreciation', () => {
    // 10 000 over deductions 4 000: appreciation 6 000, 150 % → 50 % less 15 %: 3 000 − 600 = 2 400;
    // by brackets 2 000 × 30 % + 2 000 × 40 % + 2 000 × 50 % = 600 + 800 + 1 000 = 2 400
    expect(landAppreciationTax(10_000, 4000).tax).toBeCloseTo(2400, 9)
    // above 200 %: 10 000 over 3 000: appreciation 7 000 × 60 % − 3 000 × 35 % = 4 200 − 1 050 = 3 150
    expect(landAppreciationTax(10_000, 3000).tax).toBeCloseTo(3150, 9)
    expect(landAppreciationTax(5000, 6000).tax).toBe(0)
  })
})

describe('asset sale against share sale', () => {
  it('takes surcharges, stamp duty, selling costs and income tax from the asset sale', () => {
    // surcharges 12 % × 900 = 108; stamp duty 5; selling costs 1 % × 10 900 = 109
    // gain 10 000 − book 4 000 − 109 − 108 − 5 − 1 707.25 = 4 070.75; × 25 % = 1 017.6875
    // net 10 900 − 900 − 108 − 5 − 109 − 1 707.25 − 1 017.6875 = 7 053.0625
    const sale = assetSale(hotel)
    expect(sale.vatMethod).toBe('general')
    expectCloseTo(sale, {
      surcharges: 108,
      stampDuty: 5,
      sellingCosts: 109,
      gain: 4070.75,
      incomeTax: 1017.6875,
      netProceeds: 7053.0625,
    })
  })

  it('sets the input VAT left over against the VAT on the sale', () => {
    // credit 300: VAT payable 900 − 300 = 600, surcharges 72
    const sale = assetSale({ ...hotel, vatCredit: 300 })
    expectCloseTo(sale, { creditUsed: 300, vatPayable: 600, surcharges: 72 })
  })

  it('chooses the simplified method for a property bought before May 2016 when it costs less, and says why', () => {
    // bought for 6 000: simplified VAT 5 % on (10 900 − 6 000) ÷ 1.05 = 233.33 against 900 by the general method
    const sale = assetSale({ ...hotel, acquiredBeforeMay2016: true, selfBuilt: false, purchasePrice: 6000 })
    expect(sale.vatMethod).toBe('simplified')
    expect(sale.vatPayable).toBeCloseTo((4900 * 5) / 105, 9)
    expect(sale.priceExVat).toBeCloseTo(10_900 - (4900 * 5) / 105, 9)
    expect(sale.vatMethodReason).toContain('财税〔2016〕36号')
    // with credit enough to cover the 9 %, the general method stays
    const credited = assetSale({ ...hotel, acquiredBeforeMay2016: true, vatCredit: 900 })
    expect(credited.vatMethod).toBe('general')
    expect(credited.vatPayable).toBeCloseTo(0, 9)
  })

  it('prices a share sale with the buyer’s discount and taxes the seller’s gain on its shares', () => {
    // share price 10 900 − discount 10 % (1 090) − loan 4 000 = 5 810; stamp duty 0.05 % = 2.905;
    // selling costs 1 % of 10 900 = 109; gain 5 810 − 2.905 − 109 − cost 3 000 = 2 698.095; × 25 % = 674.52375;
    // net 5 810 − 2.905 − 109 − 674.52375 = 5 023.57125 — against 7 053.0625 − 4 000 = 3 053.06 by an asset sale
    const share = shareSale({
      assetValue: 10_900,
      latentTaxDiscountPct: 10,
      debt: 4000,
      otherNetAssets: 0,
      shareCost: 3000,
      sellingCostPct: 1,
      incomeTaxPct: 25,
    })
    expectCloseTo(share, {
      sharePrice: 5810,
      stampDuty: 2.905,
      gain: 2698.095,
      incomeTax: 674.52375,
      netProceeds: 5023.57125,
    })
    expect(share.netProceeds).toBeGreaterThan(assetSale(hotel).netProceeds - 4000)
  })
})
