import { describe, expect, it } from 'vitest'
import { expectCloseTo } from './test-helpers.ts'
import { vatInside, vatSchedule } from './vat.ts'

describe('VAT credit carried forward until used', () => {
  it('walks a credit over two years', () => {
    // Works 1 090 incl. 9 % VAT: input 1 090 × 9 ÷ 109 = 90; FF&E 565 incl. 13 %: 565 × 13 ÷ 113 = 65 → credit 155.
    const opening = vatInside(1090, 9) + vatInside(565, 13)
    expect(opening).toBeCloseTo(155, 9)
    // Year 1: output 60, input 10 → available 165, used 60, payable 0, carried 105.
    // Year 2: output 80, input 10 → available 115, used 80, payable 0, carried 35.
    // Year 3: output 90, input 10 → available 45, used 45, payable 45, carried 0.
    const [y1, y2, y3] = vatSchedule([60, 80, 90], [10, 10, 10], opening)
    expect(y1).toMatchObject({ creditUsed: 60, vatPayable: 0 })
    expect(y1?.creditCarriedForward).toBeCloseTo(105, 9)
    expectCloseTo(y2, { creditBroughtForward: 105, vatPayable: 0, creditCarriedForward: 35 })
    expectCloseTo(y3, { creditUsed: 45, vatPayable: 45, creditCarriedForward: 0 })
  })
})
