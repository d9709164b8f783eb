import { describe, expect, it } from 'vitest'
import {
  type BreakEvenInput,
  breakEvenInputSchema,
  breakEvenPoint,
  breakEvenVerdict,
  calculateBreakEven,
} from './break-even.ts'
import { breakEvenDefaults } from './break-even-defaults.ts'
import { everyCase, expectCloseTo, expectRefusals, forEachDefault, inputIssues } from './test-helpers.ts'

/**
 * 100 rooms selling rooms only at 530 元 incl. 6 % VAT (500 元 without it), 80 % reference occupancy: 36 500 room
 * nights, 29 200 sold, rooms revenue 1 460 万元. Rooms costs 20 % (half fixed), undistributed 25 % (80 % fixed).
 */
const roomsOnly: BreakEvenInput = {
  segment: 'midscale',
  tier: 'tier2',
  rooms: 100,
  adr: 530,
  referenceOccupancyPct: 80,
  fnbSharePct: 0,
  otherSharePct: 0,
  roomsCostPct: 20,
  fnbCostPct: 70,
  otherCostPct: 50,
  undistributedPct: 25,
  roomsFixedSharePct: 50,
  fnbFixedSharePct: 30,
  otherFixedSharePct: 50,
  undistributedFixedSharePct: 80,
  baseFeePct: 3,
  incentiveFeePct: 0,
  brandFeesPct: 0,
  vatPct: 6,
  surchargePct: 12,
  ffeReservePct: 4,
  propertyValue: 20_000,
  propertyDeductionPct: 30,
  propertyTaxPct: 1.2,
  landAreaSqm: 5000,
  landTaxPerSqm: 6,
  insuredValue: 20_000,
  insurancePct: 0.1,
  loanAmount: 10_000,
  loanRatePct: 5,
  loanTermYears: 10,
}

/** 200 rooms at 636 元 incl. VAT (600 without) with F&B 30 % and other 10 % of total revenue, no charges, no loan. */
const fullService: BreakEvenInput = {
  ...roomsOnly,
  rooms: 200,
  adr: 636,
  referenceOccupancyPct: 70,
  fnbSharePct: 30,
  otherSharePct: 10,
  roomsCostPct: 25,
  roomsFixedSharePct: 40,
  undistributedPct: 24,
  undistributedFixedSharePct: 70,
  baseFeePct: 2,
  brandFeesPct: 4,
  propertyValue: 0,
  insuredValue: 0,
  landAreaSqm: 0,
  loanAmount: 0,
}

describe('break-even occupancy', () => {
  it('splits costs into fixed and variable at the reference point and solves GOP, NOI and debt lines', () => {
    const result = calculateBreakEven(roomsOnly)
    // fixed: rooms 1 460 × 20 % × 50 % = 146; undistributed 1 460 × 25 % × 80 % = 292 → 438 万元 above GOP
    expect(result.costs.roomsFixed).toBeCloseTo(146, 9)
    expect(result.costs.undistributedFixed).toBeCloseTo(292, 9)
    // variable: rooms 500 × 20 % × 50 % = 50 元 per occupied room; undistributed 25 % × 20 % = 5 % of revenue
    expect(result.roomsVariableCostPerOccupiedRoom).toBeCloseTo(50, 9)
    expect(result.variableShareAboveGop).toBeCloseTo(0.05, 12)
    // GOP: contribution 500 × 95 % - 50 = 425 元 (ADR 530 ÷ 1.06 = 500 without VAT);
    // occupancy = 4 380 000 / (36 500 × 425) = 28.24 %
    const gop = breakEvenPoint(result, 'gop')
    expect(gop.contributionPerRoom).toBeCloseTo(425, 9)
    expect(gop.kind).toBe('reached')
    expect(gop.occupancy).toBeCloseTo(0.282353, 6)
    expect(gop.revpar).toBeCloseTo(0.282353 * 530, 3)
    // below GOP: base fee 3 % + surcharges 6 % × 12 % = 0.72 % + FF&E 4 % = 7.72 % of revenue
    expect(result.variableShareBelowGop).toBeCloseTo(0.0772, 12)
    // fixed charges: 房产税 20 000 × 70 % × 1.2 % = 168; 土地使用税 5 000 ㎡ × 6 元 = 3; insurance 20 000 × 0.1 % = 20
    expectCloseTo(result.costs, { propertyTax: 168, landUseTax: 3, insurance: 20 })
    // NOI: contribution 500 × (1 - 5 % - 7.72 %) - 50 = 386.4; fixed 438 + 191 = 629;
    // occupancy = 6 290 000 / (36 500 × 386.4) = 6 290 000 / 14 103 600 = 44.60 %
    const noi = breakEvenPoint(result, 'noi')
    expect(noi.fixedCosts).toBeCloseTo(629, 9)
    expect(noi.occupancy).toBeCloseTo(0.445985, 6)
    // debt service 10 000 × 5 % / (1 - 1.05^-10) = 1 295.05; fixed 1 924.05 → 19 240 457 / 14 103 600 = 136.42 %
    const debt = breakEvenPoint(result, 'debt')
    expect(result.costs.debtService).toBeCloseTo(1295.05, 2)
    expect(debt.kind).toBe('above_full')
    expect(debt.occupancy).toBeCloseTo(1.364223, 6)
  })

  it('reproduces the USALI profit lines at the reference point and gives the ADR each line needs there', () => {
    const result = calculateBreakEven(roomsOnly)
    // GOP = 1 460 - 292 rooms - 365 undistributed = 803; NOI = 803 - 43.8 - 10.512 - 58.4 - 191 = 499.288
    expectCloseTo(result.reference, { revenue: 1460, gop: 803, noi: 499.288, cashAfterDebt: [499.288 - 1295.05, 2] })
    // ADR for GOP at 80 %: (4 380 000 / 29 200 + 50) / 95 % = (150 + 50) / 0.95 = 210.53 元 without VAT,
    // × 1.06 = 223.16 元 quoted
    expect(result.adrAtReference.gop).toBeCloseTo(223.16, 2)
    // ADR for debt at 80 %: (19 240 457 / 29 200 + 50) / 87.28 % = (658.92 + 50) / 0.8728 = 812.24 → × 1.06 = 860.97
    expect(result.adrAtReference.debt).toBeCloseTo(860.97, 2)
  })

  it('takes the incentive fee out of GOP above the NOI line', () => {
    const result = calculateBreakEven({ ...roomsOnly, incentiveFeePct: 10 })
    // GOP 803 unchanged; incentive 10 % × 803 = 80.3; NOI 499.288 - 80.3 = 418.988
    expect(result.reference.gop).toBeCloseTo(803, 9)
    expect(result.reference.noi).toBeCloseTo(418.988, 9)
    // NOI line: contribution 90 % × 425 - 500 × 7.72 % = 382.5 - 38.6 = 343.9 元; fixed 90 % × 438 + 191 = 585.2;
    // occupancy = 5 852 000 / (36 500 × 343.9) = 5 852 000 / 12 552 350 = 46.62 %
    const noi = breakEvenPoint(result, 'noi')
    expectCloseTo(noi, { contributionPerRoom: 343.9, fixedCosts: 585.2, occupancy: [0.466208, 6] })
    // the GOP line does not change
    expect(breakEvenPoint(result, 'gop').occupancy).toBeCloseTo(0.282353, 6)
  })

  it('rises as ADR falls, with the per-room cost held in 元', () => {
    const sweep = calculateBreakEven(roomsOnly).sweep
    expect(sweep.map((r) => Math.round(r.adr))).toEqual([371, 424, 477, 530, 583, 636, 689])
    // at 371 元 (350 without VAT): contribution 350 × 95 % - 50 = 282.5; 4 380 000 / (36 500 × 282.5) = 42.48 %
    expect(sweep[0]?.points[0]?.occupancy).toBeCloseTo(0.424779, 6)
    expect(sweep[3]?.points[0]?.occupancy).toBeCloseTo(0.282353, 6)
  })

  it('carries F&B and other revenue with their own costs, and meets NOI and debt when there is no loan', () => {
    const result = calculateBreakEven(fullService)
    // 73 000 nights × 70 % × 600 (636 ÷ 1.06) = 3 066 万元 rooms revenue = 60 % of total 5 110; F&B 1 533; other 511
    // fixed: rooms 3 066 × 25 % × 40 % = 306.6; F&B 1 533 × 70 % × 30 % = 321.93; other 511 × 50 % × 50 % = 127.75;
    //        undistributed 5 110 × 24 % × 70 % = 858.48 → 1 614.76
    expect(breakEvenPoint(result, 'gop').fixedCosts).toBeCloseTo(1614.76, 9)
    // per occupied room: revenue 600 / 60 % = 1 000 元; rooms variable 600 × 25 % × 60 % = 90 元;
    // revenue-linked: 30 % × 70 % × 70 % + 10 % × 50 % × 50 % + 24 % × 30 % = 14.7 % + 2.5 % + 7.2 % = 24.4 %
    expect(result.revenuePerOccupiedRoom).toBeCloseTo(1000, 9)
    expect(result.variableShareAboveGop).toBeCloseTo(0.244, 12)
    // GOP: contribution 1 000 × 75.6 % - 90 = 666; 16 147 600 / (73 000 × 666) = 33.21 %
    expect(breakEvenPoint(result, 'gop').occupancy).toBeCloseTo(0.332132, 6)
    // GOP at 70 % = 5 110 - (766.5 + 1 073.1 + 255.5 + 1 226.4) = 1 788.5
    expect(result.reference.gop).toBeCloseTo(1788.5, 9)
    // below GOP: 2 % + 4 % × 60 % + 0.72 % + 4 % = 9.12 %; contribution 1 000 × 66.48 % - 90 = 574.8
    // NOI: 16 147 600 / (73 000 × 574.8) = 38.48 %; no fixed charges and no loan, so debt = NOI
    expect(breakEvenPoint(result, 'noi').occupancy).toBeCloseTo(0.38483, 5)
    expect(result.costs.debtService).toBe(0)
    expect(breakEvenPoint(result, 'debt').occupancy).toBe(breakEvenPoint(result, 'noi').occupancy)
  })

  it('says a line is never met when each room sold loses money, and finds the ADR where it starts to work', () => {
    const input = { ...roomsOnly, roomsCostPct: 100, roomsFixedSharePct: 0 }
    const result = calculateBreakEven(input)
    // rooms variable = the whole ADR without VAT (500 元); contribution 500 × 95 % - 500 = -25 → never
    const gop = breakEvenPoint(result, 'gop')
    expect(gop.kind).toBe('never')
    expect(gop.occupancy).toBeNull()
    expect(gop.contributionPerRoom).toBeCloseTo(-25, 9)
    // at +30 % (689 元, 650 without VAT): 650 × 95 % - 500 = 117.5; fixed only undistributed 292 → 2 920 000 / (36 500 × 117.5) = 68.09 %
    expect(result.sweep[6]?.points[0]?.occupancy).toBeCloseTo(0.680851, 6)
    // ADR for GOP at 80 %: (2 920 000 / 29 200 + 500) / 95 % = 600 / 0.95 = 631.58 元 → × 1.06 = 669.47 元
    expect(result.adrAtReference.gop).toBeCloseTo(669.47, 2)
    // a loss at the reference point: GOP = 29 200 × -25 / 10 000 - 292 = -365
    expect(result.reference.gop).toBeCloseTo(-365, 9)
  })

  it('breaks even at zero occupancy when nothing is fixed', () => {
    const result = calculateBreakEven({
      ...fullService,
      roomsFixedSharePct: 0,
      fnbFixedSharePct: 0,
      otherFixedSharePct: 0,
      undistributedFixedSharePct: 0,
    })
    expect(result.points.map((p) => p.occupancy)).toEqual([0, 0, 0])
    expect(result.points.every((p) => p.kind === 'reached')).toBe(true)
  })
})

describe('break-even verdict', () => {
  it('states each line, the cushion or gap at the reference point and the ADR needed', () => {
    const verdict = breakEvenVerdict(roomsOnly, calculateBreakEven(roomsOnly))
    expect(verdict[0]).toBe(
      '平均房价 530 元时，每间已售客房带来总收入 500 元（不含增值税）；出租率方面，GOP 打平需 28.2%，NOI 打平需 44.6%，覆盖还本付息需 136.4%，超过满房，在此房价下无法实现（每年还本付息 1,295 万元）。',
    )
    // 499.288 - 1 295.05 = -795.76
    expect(verdict[1]).toBe('参考出租率 80.0% 下，还本付息后每年缺口约 796 万元，需由业主补足或调整贷款。')
    // NOI at 80 %: (6 290 000 / 29 200 + 50) / 87.28 % = (215.41 + 50) / 0.8728 = 304.1 元 → × 1.06 = 322.3 元
    expect(verdict[2]).toBe(
      '若出租率保持 80.0%，房价至少需 861 元才能覆盖还本付息（GOP 打平需 223 元，NOI 打平需 322 元）。',
    )
    expect(verdict[3]).toMatch(/^房价下降 30%（371 元）时，覆盖还本付息需 \d+\.\d%，超过满房/)
  })

  it('reads an all-equity hotel against its NOI break-even', () => {
    const verdict = breakEvenVerdict(fullService, calculateBreakEven(fullService))
    expect(verdict[0]).toContain('覆盖还本付息需 38.5%（无贷款，与 NOI 打平相同）')
    // reference 70 % - 38.48 % = 31.5 points
    expect(verdict[1]).toMatch(/^参考出租率 70\.0% 高出 NOI 平衡点 31\.5 个百分点，每年约余 [\d,]+ 万元。$/)
  })

  it('says when no occupancy is enough', () => {
    const input = { ...roomsOnly, roomsCostPct: 100, roomsFixedSharePct: 0 }
    const verdict = breakEvenVerdict(input, calculateBreakEven(input))
    expect(verdict[0]).toContain('GOP 打平：任何出租率都做不到')
  })
})

describe('break-even input', () => {
  const issues = inputIssues(breakEvenInputSchema, roomsOnly)

  it('accepts the worked examples', () => {
    expect(issues({})).toEqual([])
    expect(breakEvenInputSchema.safeParse(fullService).success).toBe(true)
  })

  it('refuses bad values with Chinese messages naming the field', () => {
    expectRefusals(issues, [
      [{ rooms: 5 }, ['客房数不能小于 10 间']],
      [{ adr: null }, ['请填写平均房价']],
      [{ referenceOccupancyPct: 0 }, ['参考出租率不能小于 1%']],
      [{ fnbSharePct: 70 }, ['餐饮收入占比不能大于 60%']],
      [{ roomsFixedSharePct: 101 }, ['客房费用固定比例不能大于 100%']],
      [{ propertyDeductionPct: 5 }, ['房产原值减除比例不能小于 10%']],
      [{ landTaxPerSqm: 40 }, ['土地使用税单位税额不能大于 30 元/㎡']],
      [{ loanTermYears: 0 }, ['贷款期限不能小于 1 年']],
      [{ tier: 'tier9' }, ['请选择城市等级']],
    ])
  })
})

describe('break-even defaults', () => {
  it('give every segment and city tier a valid case, each line needing more occupancy than the one above', () => {
    forEachDefault(breakEvenInputSchema, everyCase, breakEvenDefaults, (input) => {
      const [gop, noi, debt] = calculateBreakEven(input).points.map((p) => p.occupancy ?? Number.NaN)
      // each line needs more occupancy than the one above it (whether the study's loan is serviceable at the
      // reference is what the tool reports, not a property of the defaults)
      expect(gop).toBeGreaterThan(0)
      expect(noi).toBeGreaterThan(gop as number)
      expect(debt).toBeGreaterThanOrEqual(noi as number)
    })
  })
})
