import { describe, expect, it } from 'vitest'
import { everyCase, expectCloseTo, expectRefusals, forEachDefault, inputIssues } from './test-helpers.ts'
import {
  calculateValuation,
  type ValuationInput,
  valuationDefaults,
  valuationInputSchema,
  valuationSensitivity,
  valuationVerdict,
} from './valuation.ts'

/** 200 rooms, 20 000 ㎡, a flat NOI of 1 000 万元 on an 8 % cap rate, discounted at 10 %. */
const flat: ValuationInput = {
  segment: 'upscale',
  tier: 'tier2',
  rooms: 200,
  gfaSqm: 20_000,
  noi: 1000,
  noiYear1Pct: 100,
  noiYear2Pct: 100,
  noiGrowthPct: 0,
  capRatePct: 8,
  terminalCapRatePct: 8,
  discountRatePct: 10,
  sellingCostPct: 0,
  directWeightPct: 50,
}

describe('valuation', () => {
  it('capitalises NOI directly and discounts a flat NOI with its sale', () => {
    const result = calculateValuation(flat)
    // direct: 1 000 / 8 % = 12 500 万元 = 62.5 万元 per key = 6 250 元 per ㎡
    expectCloseTo(result.direct, { total: 12_500, perKey: 62.5, perSqm: 6250 })
    // NOI: 1 000 × 10-year annuity factor at 10 % (1 - 1.1^-10) / 0.1 = 6.144567 → 6 144.57
    expectCloseTo(
      result,
      {
        presentValueOfNoi: 6144.57,
        // sale: year-11 NOI 1 000 / 8 % = 12 500, discounted 10 years: 12 500 / 2.593742 = 4 819.29
        terminalNoi: [1000, 9],
        terminalGross: [12_500, 9],
        terminalPresentValue: 4819.29,
      },
      2,
    )
    // DCF = 6 144.57 + 4 819.29 = 10 963.86; sale share 43.96 %; 12.29 % below the direct value
    expect(result.dcf.total).toBeCloseTo(10_963.86, 2)
    expectCloseTo(
      result,
      {
        terminalShare: [0.43956, 5],
        dcfVersusDirect: -0.122891,
        // implied cap rate = 1 000 / 10 963.86 = 9.12 %: a 10 % return with no growth needs more than 8 %
        impliedCapRate: 0.091209,
      },
      6,
    )
    // reconciled at 50 / 50: (12 500 + 10 963.86) / 2 = 11 731.93
    expect(result.reconciled.total).toBeCloseTo(11_731.93, 2)
    expect(result.reconciled.perSqm).toBeCloseTo(5865.96, 2)
    expect(result.years).toHaveLength(10)
    expect(result.years[9]?.discountFactor).toBeCloseTo(1 / 2.593742, 6)
  })

  it('grows NOI, prices the sale on year-11 NOI and deducts selling costs', () => {
    const result = calculateValuation({
      ...flat,
      noiGrowthPct: 3,
      discountRatePct: 9,
      terminalCapRatePct: 7,
      sellingCostPct: 2,
    })
    // year 10 NOI = 1 000 × 1.03^9 = 1 304.77; year 11 = 1 000 × 1.03^10 = 1 343.92
    expect(result.years[9]?.noi).toBeCloseTo(1304.77, 2)
    expectCloseTo(
      result,
      {
        terminalNoi: 1343.92,
        // NOI PV, growing annuity: 1 000 / (9 % - 3 %) × (1 - (1.03 / 1.09)^10) = 7 205.25
        presentValueOfNoi: 7205.25,
        // sale 1 343.92 / 7 % = 19 198.81, less 2 % = 383.98 → 18 814.83, / 1.09^10 (2.367364) = 7 947.59
        terminalGross: 19_198.81,
        sellingCosts: 383.98,
        terminalNet: 18_814.83,
        terminalPresentValue: 7947.59,
      },
      2,
    )
    // DCF 15 152.84; sale share 52.45 %; implied cap 1 000 / 15 152.84 = 6.60 %; 21.22 % above 12 500
    expect(result.dcf.total).toBeCloseTo(15_152.84, 2)
    expectCloseTo(result, { terminalShare: 0.524495, impliedCapRate: 0.065994, dcfVersusDirect: 0.212227 }, 6)
  })

  it('ramps a new hotel up through a loss year before it stabilizes', () => {
    const result = calculateValuation({
      ...flat,
      noi: 500,
      noiYear1Pct: -20,
      noiYear2Pct: 80,
      discountRatePct: 8,
    })
    // NOI: -100, 400, then 500 a year; direct value on stabilized NOI: 500 / 8 % = 6 250
    expect(result.years.map((y) => y.noi).slice(0, 3)).toEqual([-100, 400, 500])
    expect(result.direct.total).toBeCloseTo(6250, 9)
    // PV = -100 / 1.08 + 400 / 1.08^2 + 500 × (6.710081 - 1.783265) = -92.59 + 342.94 + 2 463.41 = 2 713.75
    expect(result.presentValueOfNoi).toBeCloseTo(2713.75, 2)
    // sale 500 / 8 % = 6 250 / 1.08^10 (2.158925) = 2 894.96; DCF 5 608.71
    expect(result.terminalPresentValue).toBeCloseTo(2894.96, 2)
    expect(result.dcf.total).toBeCloseTo(5608.71, 2)
    // the two years of ramp cost 6 250 - 5 608.71 = 641.29, i.e. 10.26 % below the direct value
    expect(result.dcfVersusDirect).toBeCloseTo(-0.102606, 6)
  })

  it('gives no positive value to a hotel losing money', () => {
    const result = calculateValuation({ ...flat, noi: -300, discountRatePct: 8 })
    expect(result.direct.total).toBe(0)
    // no buyer pays for a loss: the sale is floored at zero; PV of -300 a year = -300 × 6.710081 = -2 013.02
    expect(result.terminalGross).toBe(0)
    expect(result.dcf.total).toBeCloseTo(-2013.02, 2)
    expect(result.terminalShare).toBeNull()
    expect(result.impliedCapRate).toBeNull()
    expect(result.dcfVersusDirect).toBeNull()
  })

  it('shows how the DCF value moves with the discount rate and the terminal cap rate', () => {
    const grid = valuationSensitivity(flat)
    expect(grid.discountRatesPct).toEqual([9, 10, 11])
    expect(grid.terminalCapRatesPct).toEqual([7.5, 8, 8.5])
    // the middle cell is the DCF value itself
    expect(grid.values[1]?.[1]).toBeCloseTo(10_963.86, 2)
    // 11 % and 8.5 %: 1 000 × (1 - 1.11^-10) / 0.11 = 5 889.23 plus 1 000 / 8.5 % / 1.11^10 = 4 143.35 → 10 032.58
    expect(grid.values[2]?.[2]).toBeCloseTo(10_032.58, 2)
    expect(grid.values[0]?.[0]).toBeGreaterThan(grid.values[1]?.[1] ?? Number.POSITIVE_INFINITY)
  })
})

describe('valuation verdict', () => {
  it('reads both methods, the sale share, the implied cap rate and the reconciled value', () => {
    const verdict = valuationVerdict(flat, calculateValuation(flat))
    expect(verdict).toEqual([
      '按稳定年 NOI 1,000 万元与资本化率 8.0%，直接资本化法估值 12,500 万元，合每间客房 62.5 万元、每平方米建筑面积 6,250 元。',
      '10 年现金流折现（折现率 10.0%，NOI 年增长 0.0%，第 11 年 NOI ÷ 期末资本化率 8.0% 并扣除 0.0% 出售费用）估值 10,964 万元，比直接资本化法低 12.3%。期末出售价值的现值占 DCF 价值的 44.0%。',
      'DCF 价值对应的资本化率为 9.12%（稳定年 NOI ÷ DCF 价值，直接资本化法用 8.0%）。两种方法相差超过 10%，应检查假设是否一致：长期看，资本化率约等于折现率减 NOI 增长率（此处为 10.0%）。',
      '按直接资本化法 50%、DCF 50% 加权，调和价值为 11,732 万元，合每间客房 58.7 万元、每平方米建筑面积 5,866 元。',
    ])
  })

  it('warns when the sale carries most of the value and when income gives no value', () => {
    const heavy = { ...flat, noiGrowthPct: 3, discountRatePct: 9, terminalCapRatePct: 5 }
    expect(valuationVerdict(heavy, calculateValuation(heavy))[1]).toContain('结论对期末资本化率的假设较为敏感')
    const loss = { ...flat, noi: -300 }
    const verdict = valuationVerdict(loss, calculateValuation(loss))
    expect(verdict[0]).toBe(
      '稳定年 NOI 为 -300 万元，收益法得不出正的价值：这家酒店的价值应按重置成本、土地价值或改变用途后的收益判断。',
    )
    expect(verdict).toHaveLength(3)
  })
})

describe('valuation input', () => {
  const issues = inputIssues(valuationInputSchema, flat)

  it('accepts the worked example', () => {
    expect(issues({})).toEqual([])
  })

  it('refuses bad values with Chinese messages naming the field', () => {
    expectRefusals(issues, [
      [{ rooms: 0 }, ['客房数不能小于 10 间']],
      [{ gfaSqm: null }, ['请填写总建筑面积']],
      [{ noiYear1Pct: 120 }, ['第 1 年 NOI 达成率不能大于 100%']],
      [{ capRatePct: 0 }, ['资本化率不能小于 1%']],
      [{ terminalCapRatePct: 25 }, ['期末资本化率不能大于 20%']],
      [{ discountRatePct: 'x' }, ['折现率必须是数字']],
      [{ directWeightPct: -1 }, ['直接资本化法权重不能小于 0%']],
    ])
  })
})

describe('valuation defaults', () => {
  it('give every segment and city tier a valid case where the two methods roughly agree', () => {
    forEachDefault(valuationInputSchema, everyCase, valuationDefaults, (input) => {
      const result = calculateValuation(input)
      expect(result.direct.total).toBeGreaterThan(0)
      expect(Math.abs(result.dcfVersusDirect ?? Number.NaN)).toBeLessThan(0.25)
    })
  })
})
