import { describe, expect, it } from 'vitest'
import { feasibilityFixture } from './feasibility-fixture.ts'
import { operatingYear } from './feasibility-operations.ts'
import { calculateFeeStructures, feeStructuresDefaults } from './fee-structures.ts'
import { incentiveFee, ownerPriorityReturn } from './fees.ts'

describe('incentive fee with the owner’s priority (one implementation)', () => {
  it('a hurdle that cuts the incentive fee to zero', () => {
    // Investment 20 000 万元, priority 8 %: ownerPriority = 20 000 × 8 % = 1 600 万元.
    // GOP 2 000; contract 10 % of GOP → uncapped fee 200.
    // Cash before incentive = GOP 2 000 − base fee 100 − system fees 60 − fixed charges 240 − reserve 80 = 1 520.
    // Cash above the priority = 1 520 − 1 600 = −80 → nothing available → fee = min(200, 0) = 0.
    const priority = ownerPriorityReturn(20_000, 8)
    expect(priority).toBe(1600)
    const r = incentiveFee({
      gop: 2000,
      incentiveFeePct: 10,
      cashBeforeIncentive: 2000 - 100 - 60 - 240 - 80,
      ownerPriority: priority,
    })
    expect(r.uncapped).toBeCloseTo(200, 9)
    expect(r.availableAfterPriority).toBe(0)
    expect(r.fee).toBe(0)
    expect(r.cutByPriority).toBe(true)
  })

  it('cuts the fee in part, and leaves it whole when the priority is covered', () => {
    // Same hotel, priority 7 %: 20 000 × 7 % = 1 400; cash above = 1 520 − 1 400 = 120 < 200 → fee 120.
    const part = incentiveFee({ gop: 2000, incentiveFeePct: 10, cashBeforeIncentive: 1520, ownerPriority: 1400 })
    expect(part.fee).toBeCloseTo(120, 9)
    expect(part.cutByPriority).toBe(true)
    // Priority 5 %: 1 000; cash above = 520 ≥ 200 → the full 200.
    const whole = incentiveFee({ gop: 2000, incentiveFeePct: 10, cashBeforeIncentive: 1520, ownerPriority: 1000 })
    expect(whole.fee).toBeCloseTo(200, 9)
    expect(whole.cutByPriority).toBe(false)
    // A negative GOP earns nothing, whatever the cash.
    expect(incentiveFee({ gop: -50, incentiveFeePct: 10, cashBeforeIncentive: 500, ownerPriority: 0 }).fee).toBe(0)
  })

  it('on the cash above the priority: the rate applies to that excess (the asset check’s adjusted-GOP terms)', () => {
    // Same hotel, priority 1 000: cash above = 1 520 − 1 000 = 520; 10 % × 520 = 52 (not 10 % of GOP, 200).
    const r = incentiveFee({
      gop: 2000,
      incentiveFeePct: 10,
      cashBeforeIncentive: 1520,
      ownerPriority: 1000,
      basis: 'cash_above_priority',
    })
    expect(r.availableAfterPriority).toBe(520)
    expect(r.fee).toBeCloseTo(52, 9)
    expect(r.cutByPriority).toBe(false)
    // Cash below the priority: nothing.
    const none = { gop: 2000, incentiveFeePct: 10, cashBeforeIncentive: 900, ownerPriority: 1000 }
    expect(incentiveFee({ ...none, basis: 'cash_above_priority' }).fee).toBe(0)
  })

  it('the feasibility study and the fee comparison both apply it', () => {
    // Study: the fixture's stabilized year with a priority larger than the cash → no incentive fee, NOI = cash.
    const charges = { propertyTax: 70, landUseTax: 3, insuredValue: 8000 }
    const open = operatingYear(feasibilityFixture, charges, 3)
    expect(open.incentiveFee).toBeCloseTo(open.incentiveFeeUncapped, 9)
    const hurdled = operatingYear(feasibilityFixture, { ...charges, ownerPriority: 1_000_000 }, 3)
    expect(open.incentiveFee).toBeGreaterThan(0)
    expect(hurdled.incentiveFee).toBe(0)
    expect(hurdled.noi).toBeCloseTo(open.noi + open.incentiveFee, 9)
    // Fee comparison: a 30 % priority leaves no incentive fee in any year.
    const fees = calculateFeeStructures({ ...feeStructuresDefaults('upscale', 'tier2'), ownerPriorityPct: 30 })
    expect(fees.base.years.every((y) => y.incentiveFee === 0)).toBe(true)
    expect(fees.base.incentiveCutYears).toBe(10)
  })
})
