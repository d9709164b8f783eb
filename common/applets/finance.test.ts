import { describe, expect, it } from 'vitest'
import { annuityPayment, discountedPaybackYears, irr, loanSchedule, npv, paybackYears } from './finance.ts'

describe('npv', () => {
  it('discounts each year back to today', () => {
    // -1000 + 300/1.1 + 400/1.21 + 500/1.331 = -1000 + 272.7273 + 330.5785 + 375.6574 = -21.0368
    expect(npv(0.1, [-1000, 300, 400, 500])).toBeCloseTo(-21.0368, 4)
  })

  it('is the plain sum at a zero rate', () => {
    expect(npv(0, [-1000, 300, 400, 500])).toBe(200)
  })

  it('refuses a rate of -100% or below', () => {
    expect(() => npv(-1, [1, 2])).toThrow(RangeError)
  })
})

describe('irr', () => {
  it('finds 10% for -100 then 110', () => {
    const result = irr([-100, 110])
    expect(result.kind).toBe('found')
    if (result.kind === 'found') expect(result.rate).toBeCloseTo(0.1, 9)
  })

  it('finds 10% for -100, nothing, then 121 (1.1 squared)', () => {
    const result = irr([-100, 0, 121])
    expect(result).toMatchObject({ kind: 'found', multiple: false })
    if (result.kind === 'found') expect(result.rate).toBeCloseTo(0.1, 9)
  })

  it('lands just under 10% where NPV at 10% is slightly negative, and zeroes NPV there', () => {
    const flows = [-1000, 300, 400, 500]
    const result = irr(flows)
    if (result.kind !== 'found') throw new Error('expected an IRR')
    expect(result.rate).toBeCloseTo(0.08896, 5)
    expect(npv(result.rate, flows)).toBeCloseTo(0, 6)
  })

  it('finds a negative rate when less comes back than went in', () => {
    const result = irr([-100, 50])
    if (result.kind !== 'found') throw new Error('expected an IRR')
    expect(result.rate).toBeCloseTo(-0.5, 9)
  })

  it('says there is no IRR when cash flows never change sign', () => {
    expect(irr([100, 200])).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(irr([-100, -200])).toEqual({ kind: 'none', reason: 'no_sign_change' })
    expect(irr([0, 0])).toEqual({ kind: 'none', reason: 'no_sign_change' })
  })

  it('says there is no IRR when NPV never reaches zero despite a sign change', () => {
    // 1 - 3x + 3x² with x = 1/(1+r) has no real root (discriminant 9 - 12 < 0).
    expect(irr([1, -3, 3])).toEqual({ kind: 'none', reason: 'not_found' })
  })

  it('flags several solutions and returns the lowest', () => {
    // -100 + 230/x - 132/x² = 0 ⇔ 100x² - 230x + 132 = 0 ⇔ x = 1.1 or 1.2
    const result = irr([-100, 230, -132])
    expect(result).toMatchObject({ kind: 'found', multiple: true })
    if (result.kind === 'found') expect(result.rate).toBeCloseTo(0.1, 9)
  })
})

describe('payback', () => {
  it('interpolates within the year the cumulative cash flow turns positive', () => {
    // cumulative: -1000, -700, -300, +200 → 2 years + 300/500
    expect(paybackYears([-1000, 300, 400, 500])).toBeCloseTo(2.6, 10)
  })

  it('is null when the investment never comes back', () => {
    expect(paybackYears([-1000, 100, 100])).toBeNull()
  })

  it('is zero when nothing was invested', () => {
    expect(paybackYears([0, 100])).toBe(0)
  })

  it('takes longer on discounted cash flows', () => {
    // 110/1.1 = 100 pays back 100 exactly at the end of year 1.
    expect(discountedPaybackYears(0.1, [-100, 110])).toBeCloseTo(1, 10)
    // -1000, 272.73, 330.58, 375.66 never reach zero.
    expect(discountedPaybackYears(0.1, [-1000, 300, 400, 500])).toBeNull()
  })
})

describe('loans', () => {
  it('computes the level payment of an amortizing loan', () => {
    // 1000 × 0.1 / (1 - 1.1^-3) = 100 / 0.248685 = 402.11
    expect(annuityPayment(1000, 0.1, 3)).toBeCloseTo(402.11, 2)
    expect(annuityPayment(900, 0, 3)).toBe(300)
  })

  it('splits each payment into interest and principal until the balance is zero', () => {
    const rows = loanSchedule(1000, 0.1, 3, 5)
    expect(rows[0]).toMatchObject({ year: 1 })
    expect(rows[0]?.interest).toBeCloseTo(100, 6)
    expect(rows[0]?.principal).toBeCloseTo(302.11, 2)
    expect(rows[1]?.interest).toBeCloseTo(69.79, 2)
    expect(rows[2]?.interest).toBeCloseTo(36.56, 2)
    expect(rows[2]?.payment).toBeCloseTo(402.11, 2)
    expect(rows[2]?.balance).toBe(0)
    expect(rows[3]).toEqual({ year: 4, interest: 0, principal: 0, payment: 0, balance: 0 })
    expect(rows).toHaveLength(5)
  })

  it('leaves a balance when the term runs past the horizon', () => {
    const rows = loanSchedule(1000, 0, 10, 4)
    expect(rows[3]?.balance).toBeCloseTo(600, 10)
  })
})
