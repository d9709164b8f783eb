import { describe, expect, it } from 'vitest'
import { type Positioning, positionings } from '../intel.ts'
import { npv } from './finance.ts'
import { calculatePip, type PipInput, type PipScope, pipDefaults, pipInputSchema, pipScopes } from './pip.ts'
import { pipVerdict } from './pip-verdict.ts'
import { expectCloseTo, expectFieldErrors, forEachDefault } from './test-helpers.ts'

/**
 * 100 rooms at 500 元 and 80 %: rooms revenue 1 460 万元, total 1 460 ÷ 0.8 = 1 825. Works 100 × 5 万元 + 100
 * public areas + 50 MEP = 650, contingency 10 % = 65, capex 715. Half the rooms out for 6 months. 20 % uplift, half
 * of it in year 1; brand fees 10 % of rooms revenue before and after.
 */
const hotel: PipInput = {
  segment: 'upscale',
  scope: 'rooms',
  rooms: 100,
  costPerKey: 50_000,
  publicAreaCost: 100,
  mepCost: 50,
  contingencyPct: 10,
  worksMonths: 6,
  roomsOutPct: 50,
  adr: 500,
  occupancyPct: 80,
  nonRoomsSharePct: 20,
  revparUpliftPct: 20,
  upliftYear1Pct: 50,
  flowThroughPct: 60,
  newBrandFeePct: 10,
  currentBrandFeePct: 10,
  initialFeePerKey: 3000,
  growthPct: 0,
  propertyTaxPct: 1.2,
  propertyValueDeductionPct: 30,
  discountRatePct: 8,
}

describe('PIP: what the conversion costs in year 0', () => {
  it('adds works, contingency, the profit lost on closed rooms and the initial fee', () => {
    const r = calculatePip(hotel)
    expectCloseTo(r, {
      worksCost: 650,
      capex: 715,
      capexPerKey: [71_500, 6],
      revenueNow: 1825,
      // 1 825 × 50 % of rooms × 6 / 12 months = 456.25, at 60 % flow-through 273.75
      lostRevenue: 456.25,
      lostProfit: 273.75,
      // 100 × 3 000 元
      initialFee: 30,
    })
    expect(r.flows[0]).toBeCloseTo(-1018.75, 9)
  })

  it('loses nothing to closure when no rooms are taken out', () => {
    const r = calculatePip({ ...hotel, worksMonths: 0 })
    expect(r.lostProfit).toBe(0)
    expect(r.outlay).toBeCloseTo(745, 9)
  })
})

describe('PIP: what it brings afterwards', () => {
  it('phases the uplift in over a ramp-up year and nets brand fees and 房产税', () => {
    const r = calculatePip(hotel)
    const [y1, y2] = r.years
    // 房产税 on the works: 715 × (1 − 30 %) × 1.2 % = 6.006 a year
    expectCloseTo(y1, {
      incrementalPropertyTax: 6.006,
      // Year 1 at 10 %: +182.5 revenue, ×60 % = 109.5; fees 10 % × (2 007.5 × 0.8) − 10 % × 1 460 = 160.6 − 146 = 14.6
      incrementalRevenue: 182.5,
      incrementalBrandFees: 14.6,
      incrementalNoi: 88.894,
    })
    // Year 2 at 20 %: +365, ×60 % = 219; fees 175.2 − 146 = 29.2; NOI 219 − 29.2 − 6.006
    expect(y2?.incrementalNoi).toBeCloseTo(183.794, 9)
    // New brand's fees in the first year plus the initial fee: 160.6 + 30
    expect(r.firstYearBrandFees).toBeCloseTo(190.6, 9)
  })

  it('pays back in 6.06 years with an IRR of 10.5 %', () => {
    const r = calculatePip(hotel)
    // −1 018.75 + 88.894 = −929.856; five more years of 183.794 leave −10.886; 10.886 ÷ 183.794 = 0.059 of year 7
    expect(r.paybackYears).toBeCloseTo(6 + 10.886 / 183.794, 9)
    expect(r.irr.kind).toBe('found')
    if (r.irr.kind === 'found') {
      expect(r.irr.rate).toBeCloseTo(0.10518, 4)
      expect(npv(r.irr.rate, r.flows)).toBeCloseTo(0, 6)
    }
    expect(r.npv).toBeCloseTo(npv(0.08, r.flows), 9)
    expect(r.npv).toBeGreaterThan(0)
  })

  it('grows revenue from today, so year 1 is already a year of growth', () => {
    const y1 = calculatePip({ ...hotel, growthPct: 10, worksMonths: 0 }).years[0]
    // Before 1 825 × 1.1 = 2 007.5, after × 1.1 = 2 208.25: +200.75, ×60 % = 120.45; fees 176.66 − 160.6 = 16.06
    expect(y1?.revenueBefore).toBeCloseTo(2007.5, 9)
    expect(y1?.incrementalNoi).toBeCloseTo(120.45 - 16.06 - 6.006, 9)
  })

  it('turns year 1 into a loss when an independent hotel takes on a brand’s full fees', () => {
    const r = calculatePip({ ...hotel, currentBrandFeePct: 0 })
    // 109.5 − 160.6 − 6.006 = −57.106; year 2: 219 − 175.2 − 6.006 = 37.794
    expect(r.years[0]?.incrementalNoi).toBeCloseTo(-57.106, 9)
    expect(r.years[1]?.incrementalNoi).toBeCloseTo(37.794, 9)
    // −1 018.75 − 57.106 + 9 × 37.794 never reaches zero
    expect(r.paybackYears).toBeNull()
    expect(r.irr.kind === 'found' && r.irr.rate < 0).toBe(true)
  })

  it('has no IRR when the conversion brings no uplift', () => {
    const r = calculatePip({ ...hotel, revparUpliftPct: 0 })
    // Only the extra 房产税 is left: −6.006 every year
    expect(r.years.every((y) => Math.abs(y.incrementalNoi + 6.006) < 1e-9)).toBe(true)
    expect(r.irr).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(r.paybackYears).toBeNull()
  })
})

describe('PIP: the verdict', () => {
  it('reads the costs, the gain and the payback back with the figures', () => {
    const [cost, gain, returns] = pipVerdict(hotel, calculatePip(hotel))
    expect(cost).toBe(
      '按客房翻新范围改造 100 间客房，改造投资 715 万元（每间 7.2 万元，含不可预见费）；施工 6 个月、50% 客房停用，损失收入 456 万元、利润 274 万元；首期加盟费 30 万元，第 0 年合计投入 1,019 万元。',
    )
    expect(gain).toBe(
      '改造后 RevPAR 提升 20%（第 1 年实现 50%），第 2 年新增总收入 365 万元、新增利润 219 万元，扣除新增品牌费用 29 万元和房产税 6 万元后，新增 NOI 184 万元；换牌后首年支付品牌方 191 万元。',
    )
    expect(returns).toBe(
      '静态回收期 6.1 年，10 年 IRR 10.5%，按 8% 折现的 NPV 127 万元：回报高于折现率，改造在经济上成立。',
    )
  })

  it('says there is no IRR when the flows never turn positive', () => {
    const input = { ...hotel, revparUpliftPct: 0 }
    const returns = pipVerdict(input, calculatePip(input))[2]
    expect(returns).toContain('改造后新增 NOI 每年都不为正，投入永远收不回，不存在 IRR')
  })

  it('says when the works do not pay back within ten years', () => {
    const input = { ...hotel, revparUpliftPct: 5 }
    const returns = pipVerdict(input, calculatePip(input))[2]
    // 17.719 + 9 × 41.444 = 390.7, well short of 1 018.75
    expect(returns).toContain('新增 NOI 在 10 年内收不回投入，10 年 IRR -14.1%')
  })
})

describe('PIP: inputs', () => {
  it('refuses bad values with messages naming the field', () => {
    expectFieldErrors(pipInputSchema, hotel, [
      ['worksMonths', 13, '施工期不能大于 12 个月'],
      ['roomsOutPct', 120, '施工期停用客房比例不能大于 100%'],
      ['scope', 'paint', '请选择改造范围'],
      ['costPerKey', null, '请填写每间客房改造费'],
    ])
  })

  it('draws defaults for every segment and scope from the benchmark table', () => {
    const cases = positionings.flatMap((segment) => pipScopes.map((scope): [Positioning, PipScope] => [segment, scope]))
    forEachDefault(pipInputSchema, cases, pipDefaults, (defaults) => {
      expect(defaults.costPerKey).toBeGreaterThan(0)
      expect(Number.isFinite(calculatePip(defaults).npv)).toBe(true)
    })
  })
})
