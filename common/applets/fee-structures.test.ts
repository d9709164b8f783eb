import { describe, expect, it } from 'vitest'
import { type CityTier, type Positioning, positionings } from '../intel.ts'
import {
  calculateFeeStructures,
  type FeeStructuresInput,
  feeStructuresDefaults,
  feeStructuresInputSchema,
} from './fee-structures.ts'
import { feeStructuresVerdict } from './fee-structures-verdict.ts'
import { expectCloseTo, expectFieldErrors, forEachDefault } from './test-helpers.ts'

/**
 * 100 rooms at 500 元 and 80 %, no ramp, no growth: rooms revenue 100 × 365 × 80 % × 500 = 1 460 万元; with F&B at
 * 20 % of the total, total revenue 1 460 ÷ 0.8 = 1 825. Operating costs 60 % of it (1 095), half fixed (547.5) and
 * half at 30 % of revenue, so GOP 730 (40 %). Investment 10 000 万元.
 */
const flat: FeeStructuresInput = {
  segment: 'upscale',
  tier: 'tier2',
  scenario: 'base',
  rooms: 100,
  adr: 500,
  occupancyPct: 80,
  rampYear1Pct: 100,
  rampYear2Pct: 100,
  rampYear3Pct: 100,
  fnbSharePct: 20,
  otherSharePct: 0,
  gopMarginPct: 40,
  fixedCostSharePct: 50,
  growthPct: 0,
  downsideRevparCutPct: 20,
  investment: 10_000,
  baseFeePct: 2,
  incentiveFeePct: 8,
  ownerPriorityPct: 4,
  reservationPct: 2,
  loyaltyPct: 2,
  marketingPct: 1,
  franchisePct: 5,
  initialFeePerKey: 5000,
  ownOverheadPct: 2,
  rentYear1: 500,
  rentEscalationPct: 0,
  ffeReservePct: 4,
  insurancePct: 0.1,
  propertyTaxPct: 1.2,
  propertyValueDeductionPct: 30,
  propertyTaxRentPct: 12,
  rentVatPct: 9,
  surchargePct: 12,
  landUseTax: 0,
  otherFixedCharges: 0,
  discountRatePct: 0,
}

describe('fee structures: the hotel line', () => {
  it('builds revenue and GOP from rooms, ADR and a cost base that is half fixed', () => {
    const y = calculateFeeStructures(flat).base.years[0]
    expectCloseTo(y, {
      roomsRevenue: 1460,
      totalRevenue: 1825,
      // 1 825 − 547.5 fixed − 1 825 × 30 % variable
      gop: 730,
      gopMargin: [0.4, 12],
    })
  })

  it('keeps fixed costs whole in a ramp-up year, so GOP falls faster than revenue', () => {
    const y = calculateFeeStructures({ ...flat, rampYear1Pct: 50, rampYear2Pct: 80 }).base.years
    // Year 1 at 50 %: revenue 912.5; GOP 912.5 − 547.5 − 912.5 × 30 % (273.75) = 91.25, a 10 % margin
    expectCloseTo(y[0], { occupancy: [0.4, 12], totalRevenue: 912.5, gop: 91.25 })
    // Year 2 at 80 %: revenue 1 460; GOP 1 460 − 547.5 − 438 = 474.5
    expect(y[1]?.gop).toBeCloseTo(474.5, 9)
    // From year 4 on the ramp no longer applies (year 3 was entered as 100 %)
    expect(y[3]?.gop).toBeCloseTo(730, 9)
  })

  it('grows ADR and the fixed costs with prices, so a stabilized year keeps its margin', () => {
    const y = calculateFeeStructures({ ...flat, growthPct: 10, rentEscalationPct: 5 }).base.years[1]
    // ADR 550; revenue 1 825 × 1.1 = 2 007.5; fixed 547.5 × 1.1 = 602.25; variable 602.25; GOP 803
    expectCloseTo(y, {
      adr: 550,
      gop: 803,
      // Rent 500 × 1.05 = 525 excl. VAT, 房产税 on it 12 % = 63, VAT 9 % = 47.25 invoiced on top (passes through),
      // surcharges on it 12 % = 5.67, insurance 10: owner 525 − 63 − 5.67 − 10 = 446.33 (was 452 without surcharges)
      rent: 525,
      rentVat: 47.25,
      rentSurcharges: 5.67,
    })
    expect(y?.owner.lease).toBeCloseTo(446.33, 9)
  })
})

describe('fee structures: the owner under each structure', () => {
  it('pays the incentive fee only out of cash above the priority return (capped at it)', () => {
    const r = calculateFeeStructures(flat)
    // Fixed charges: 房产税 10 000 × (1 − 30 %) × 1.2 % = 84, insurance 10 000 × 0.1 % = 10 → 94
    expect(r.fixedCharges).toBeCloseTo(94, 9)
    expect(r.priorityReturn).toBeCloseTo(400, 9)
    const y = r.base.years[0]
    // GOP 730 − base fee 36.5 − system fees 5 % × 1 460 = 73 − fixed 94 − FF&E 4 % × 1 825 = 73 → 453.5
    expect(y?.cashBeforeIncentive).toBeCloseTo(453.5, 9)
    // Full incentive 8 % × 730 = 58.4, but only 453.5 − 400 = 53.5 lies above the priority
    expect(y?.incentiveFee).toBeCloseTo(53.5, 9)
    expect(y?.owner.management).toBeCloseTo(400, 9)
    expect(r.base.incentiveCutYears).toBe(10)
  })

  it('pays the full incentive when the priority is low, and none at all on a loss', () => {
    const full = calculateFeeStructures({ ...flat, ownerPriorityPct: 2 }).base.years[0]
    // 453.5 − 200 = 253.5 above the priority covers the full 58.4
    expect(full?.incentiveFee).toBeCloseTo(58.4, 9)
    expect(full?.owner.management).toBeCloseTo(395.1, 9)

    const loss = calculateFeeStructures({ ...flat, rampYear1Pct: 50 }).base.years[0]
    // GOP 91.25 − 18.25 − 36.5 − 94 − 36.5 = −94: a loss year for the owner, no incentive
    expect(loss?.cashBeforeIncentive).toBeCloseTo(-94, 9)
    expect(loss?.incentiveFee).toBe(0)
    expectCloseTo(loss?.owner, {
      management: -94,
      // Franchise: 91.25 − 36.5 franchise − 36.5 system − 18.25 own team − 94 − 36.5 = −130.5
      franchise: -130.5,
      // The lease pays the owner the same rent in the worst year: 500 − 房产税 60 − surcharges 500 × 9 % × 12 % = 5.4
      // − insurance 10 = 424.6 (was 430 without surcharges)
      lease: 424.6,
    })
    expect(loss?.rentCoverage).toBeCloseTo((91.25 - 36.5) / 500, 12)
  })

  it('charges the franchise its initial fee in year 0 and leaves the owner the hotel result', () => {
    const r = calculateFeeStructures(flat)
    // 100 rooms × 5 000 元 = 50 万元
    expect(r.initialFee).toBeCloseTo(50, 9)
    expect(r.base.flows.franchise[0]).toBeCloseTo(-50, 9)
    // 730 − 73 franchise − 73 system − 36.5 own team − 94 − 73 = 380.5
    expect(r.base.flows.franchise[1]).toBeCloseTo(380.5, 9)
    // 10 × 380.5 − 50
    expect(r.base.totals.franchise).toBeCloseTo(3755, 9)
    // 50 + 10 × (73 + 73)
    expect(r.base.brandFees.franchise).toBeCloseTo(1510, 9)
    // 10 × (36.5 + 53.5 + 73)
    expect(r.base.brandFees.management).toBeCloseTo(1630, 9)
    expect(r.base.brandFees.lease).toBe(0)
  })

  it('leaves the lease untouched by a 20 % RevPAR fall while the other two lose', () => {
    const r = calculateFeeStructures(flat)
    const d = r.downside.years[0]
    // Revenue 1 460, GOP 1 460 − 547.5 − 438 = 474.5
    expect(d?.gop).toBeCloseTo(474.5, 9)
    // 474.5 − 29.2 − 58.4 − 94 − 58.4 = 234.5, below the priority: no incentive
    expect(d?.owner.management).toBeCloseTo(234.5, 9)
    // 474.5 − 58.4 − 58.4 − 29.2 − 94 − 58.4
    expect(d?.owner.franchise).toBeCloseTo(176.1, 9)
    expectCloseTo(r.downsideChange, { management: 2345 - 4000, franchise: 1711 - 3755, lease: 0 })
    expect(r.downside.minRentCoverage).toBeCloseTo((474.5 - 58.4) / 500, 12)
  })

  it('charges the owner the surcharges on the rent’s VAT and the land-use tax in every structure', () => {
    // Rent 500 excl. VAT, simplified method 5 %: VAT 25 invoiced on top; surcharges 25 × 12 % = 3
    // 房产税 on rent (excl. VAT) 500 × 12 % = 60; 城镇土地使用税 20; insurance 10
    // Lease: 500 − 60 − 3 − 20 − 10 = 407
    // Management: 400 priority and 53.5 incentive before; fixed charges 94 + 20 = 114, cash 453.5 − 20 = 433.5,
    // 33.5 above the priority → incentive 33.5, owner 400
    const r = calculateFeeStructures({ ...flat, rentVatPct: 5, landUseTax: 20 })
    const y = r.base.years[0]
    expect(y?.rentVat).toBeCloseTo(25, 9)
    expect(y?.rentSurcharges).toBeCloseTo(3, 9)
    expect(y?.owner.lease).toBeCloseTo(407, 9)
    expect(r.fixedCharges).toBeCloseTo(114, 9)
    expect(r.leaseFixedCharges).toBeCloseTo(30, 9)
    expect(y?.incentiveFee).toBeCloseTo(33.5, 9)
    expect(y?.owner.management).toBeCloseTo(400, 9)
  })

  it('discounts each structure at the owner’s rate and names the best', () => {
    const r = calculateFeeStructures({ ...flat, discountRatePct: 8 })
    // Annuity factor 10 years at 8 %: (1 − 1.08^−10) ÷ 0.08 = 6.7100814
    expectCloseTo(
      r.base.npv,
      {
        management: 400 * 6.7100814,
        franchise: 380.5 * 6.7100814 - 50,
        lease: 424.6 * 6.7100814,
      },
      3,
    )
    expect(r.best).toBe('lease')
    expect(calculateFeeStructures({ ...flat, rentYear1: 300 }).best).toBe('management')
  })
})

describe('fee structures: the verdict', () => {
  it('names the best structure, the gaps, the brand fees and the risk with the figures', () => {
    const r = calculateFeeStructures(flat)
    const [ranking, fees, risk, cover] = feeStructuresVerdict(flat, r)
    // Lease 424.6 a year (rent less 房产税, surcharges on its VAT, insurance): 4 246; − 4 000 = 246; − 3 755 = 491
    expect(ranking).toContain(
      '以租赁最高，NPV 4,246 万元（10 年合计 4,246 万元），比委托管理多 246 万元，比特许经营多 491 万元',
    )
    expect(fees).toContain('委托管理 1,630 万元（其中奖励管理费 535 万元，有 10 年因未达到业主优先回报而少付或不付）')
    expect(fees).toContain('特许经营 1,510 万元（含首期加盟费 50 万元），另有业主自建管理团队成本 365 万元')
    // 4 000 − 2 345 = 1 655 (41.4 %); 3 755 − 1 711 = 2 044 (54.4 %)
    expect(risk).toContain('委托管理减少 1,655 万元（41.4%），特许经营减少 2,044 万元（54.4%），租赁不变')
    expect(risk).toContain('租赁在基准情景下已是最高')
    expect(cover).toContain('下行情景下第 1 年承租方的 GOP 扣除 FF&E 准备金后只有租金的 0.8 倍')
  })

  it('puts a price on the lease’s stability when another structure pays more', () => {
    const input = { ...flat, rentYear1: 300 }
    const [ranking, , risk, cover] = feeStructuresVerdict(input, calculateFeeStructures(input))
    // Lease: 300 − 房产税 36 − surcharges 300 × 9 % × 12 % = 3.24 − 10 = 250.76 a year, 2 507.6 in 10 years
    // (was 254 and 2 540 without the surcharges); 4 000 − 2 507.6 = 1 492.4
    expect(ranking).toContain('以委托管理最高，NPV 4,000 万元')
    expect(ranking).toContain('比特许经营多 245 万元，比租赁多 1,492 万元')
    expect(risk).toContain('代价是基准情景下现值比委托管理少 1,492 万元')
    // (474.5 − 58.4) ÷ 300 = 1.39
    expect(cover).toBe('承租方的 GOP 扣除 FF&E 准备金后最低为租金的 1.4 倍（下行情景第 1 年），租金有酒店经营支撑。')
  })

  it('says when every structure loses and when there is no rent', () => {
    const input = { ...flat, gopMarginPct: 5, rentYear1: 0 }
    const r = calculateFeeStructures(input)
    // Lease: 0 rent − 10 insurance a year = −100, the smallest loss
    expect(r.base.totals.lease).toBeCloseTo(-100, 9)
    const [ranking, fees, , cover] = feeStructuresVerdict(input, r)
    expect(ranking).toContain('均为负，租赁亏损最少，NPV -100 万元')
    expect(fees).toContain('业主优先回报 10 年均未达到，不付奖励管理费')
    expect(cover).toBe('未填写租金，租赁模式下业主没有租金收入。')
  })

  it('warns when the rent is above what the hotel can pay even in the base case', () => {
    const input = { ...flat, rentYear1: 700 }
    const cover = feeStructuresVerdict(input, calculateFeeStructures(input))[3]
    // (730 − 73) ÷ 700 = 0.94
    expect(cover).toContain('租金高于酒店自身的支付能力：基准情景下第 1 年')
    expect(cover).toContain('只有租金的 0.9 倍')
  })
})

describe('fee structures: inputs', () => {
  it('refuses bad values with messages naming the field', () => {
    expectFieldErrors(feeStructuresInputSchema, flat, [
      ['rooms', 5, '客房数不能小于 10 间'],
      ['rooms', 100.5, '客房数必须是整数'],
      ['occupancyPct', 120, '稳定期出租率不能大于 100%'],
      ['adr', null, '请填写首年平均房价'],
      ['segment', 'premium', '请选择酒店定位'],
      ['scenario', 'worst', '请选择情景'],
    ])
  })

  it('draws plausible defaults for every segment from the benchmark table', () => {
    const tier2 = positionings.map((segment): [Positioning, CityTier] => [segment, 'tier2'])
    forEachDefault(feeStructuresInputSchema, tier2, feeStructuresDefaults, (defaults) => {
      const r = calculateFeeStructures(defaults)
      // A stabilized year earns the segment's GOP margin; the rent is the table's share of stabilized revenue
      expect(r.base.years[4]?.gopMargin).toBeCloseTo(defaults.gopMarginPct / 100, 9)
      expect(r.rentShareOfRevenue).toBeGreaterThan(0)
      for (const s of ['management', 'franchise', 'lease'] as const) expect(Number.isFinite(r.base.npv[s])).toBe(true)
    })
  })
})
