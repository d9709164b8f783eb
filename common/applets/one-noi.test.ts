import { describe, expect, it } from 'vitest'
import { cityTiers, positionings } from '../intel.ts'
import { calculateBreakEven } from './break-even.ts'
import { breakEvenDefaults, breakEvenFromFeasibility } from './break-even-defaults.ts'
import { feasibilityDefaultsFor } from './feasibility.ts'
import { feasibilityCaseDefaults } from './feasibility-cases.ts'
import { projectCases } from './feasibility-construction.ts'
import { feasibilityFixture } from './feasibility-fixture.ts'
import { calculateFeasibility } from './feasibility-model.ts'
import { calculateFeeStructures, feeStructuresDefaults } from './fee-structures.ts'
import { loanSizingDefaults } from './loan-sizing.ts'
import { stabilizedOperatingYear, stabilizedYear } from './stabilized-year.ts'
import { expectCloseTo } from './test-helpers.ts'

/**
 * Issue 39, point 8: one operating model, so the same inputs give the same NOI in every tool.
 *
 * Break-even and loan sizing are fed the study's inputs and must give its NOI. The fee-structures tool is fed them
 * too: its management agreement is the study's structure, so the owner's cash under it is the study's NOI. It models
 * the operating line more coarsely (one GOP margin with a fixed share instead of USALI departments; property charges
 * on one investment base; no VAT surcharges of an operating hotel), so the study's GOP margin, charges and surcharges
 * are passed in as figures, and prices are held flat so year 4 is the study's stabilized year.
 *
 * The valuation tool is not in here: it computes no NOI. It takes a stabilized NOI as its input (with a ramp and a
 * growth rate for the DCF), so there is nothing of its own to compare; its opening NOI being the study's is a matter
 * of what the page fills in, not of a second computation.
 */
describe('one NOI for the same inputs', () => {
  it('break-even reproduces the feasibility study’s stabilized NOI for every segment, tier and case', () => {
    for (const segment of positionings)
      for (const tier of cityTiers)
        for (const projectCase of projectCases) {
          const input = feasibilityCaseDefaults(segment, tier, projectCase)
          const study = stabilizedOperatingYear(input).operating
          const breakEven = calculateBreakEven(breakEvenFromFeasibility(input)).reference
          const name = `${segment} ${tier} ${projectCase}`
          // 房产原值, land area and insured value are rounded to 0.01 万元 / ㎡ in the break-even inputs.
          expect(breakEven.noi, name).toBeCloseTo(study.noi, 1)
          expect(breakEven.gop, name).toBeCloseTo(study.gop, 6)
          expect(breakEven.revenue, name).toBeCloseTo(study.totalRevenue, 6)
        }
  })

  it('matches the study line by line on the hand-worked fixture, with an incentive fee and a franchise fee', () => {
    // The fixture: 100 keys, 530 元 incl. VAT, 80 %; base fee 2 %, incentive 10 % of GOP, brand fees 4 % of rooms.
    const input = { ...feasibilityFixture, loanSharePct: 50 }
    const study = stabilizedOperatingYear(input)
    const be = breakEvenFromFeasibility(input)
    // 房产原值 includes the land (land 2 060 + building + capitalised interest): the study's figure.
    expect(be.propertyValue).toBeCloseTo(study.model.propertyOriginalValue, 2)
    // (the building net of its input VAT, 6 930 − 522.66, which is credited: vat.ts)
    expect(be.propertyValue).toBeGreaterThan(2060 + 6930 - 522.67)
    const r = calculateBreakEven(be)
    expectCloseTo(
      r.costs,
      {
        propertyTax: study.operating.propertyTax,
        landUseTax: [study.operating.landUseTax, 9],
        insurance: study.operating.insurance,
      },
      2,
    )
    expect(r.reference.noi).toBeCloseTo(study.operating.noi, 1)
    // Year 4 of the study itself, when prices do not grow, is that year.
    const flat = calculateFeasibility({ ...input, adrGrowthPct: 0, inflationPct: 0 })
    expect(flat.years[stabilizedYear - 1]?.operating.noi).toBeCloseTo(study.operating.noi, 9)
  })

  it('loan sizing opens on the same NOI as the study and break-even for its default case', () => {
    for (const segment of positionings)
      for (const tier of cityTiers) {
        const study = stabilizedOperatingYear(feasibilityDefaultsFor(segment, tier)).operating.noi
        expect(loanSizingDefaults(segment, tier).noi).toBe(Math.round(study))
        expect(calculateBreakEven(breakEvenDefaults(segment, tier)).reference.noi).toBeCloseTo(study, 1)
      }
  })

  it('charges a management fee only where the segment is managed, and a franchise fee where franchised', () => {
    const managed = breakEvenDefaults('upscale', 'tier2')
    const franchised = breakEvenDefaults('midscale', 'tier2')
    expect(managed.baseFeePct).toBeGreaterThan(0)
    // The contract rate is there; break-even charges what the owner's priority leaves of it (fees.ts).
    expect(feasibilityDefaultsFor('upscale', 'tier2').incentiveFeePct).toBeGreaterThan(0)
    expect(managed.incentiveFeePct).toBeLessThanOrEqual(feasibilityDefaultsFor('upscale', 'tier2').incentiveFeePct)
    expect(franchised.baseFeePct).toBe(0)
    expect(franchised.incentiveFeePct).toBe(0)
    // the franchise fee sits in the brand fees of the franchised hotel only
    expect(franchised.brandFeesPct).toBeGreaterThan(managed.brandFeesPct)
    // tier-3 cities take the medium-city land-use tax class, as in the study
    expect(breakEvenDefaults('upscale', 'tier3').landTaxPerSqm).toBe(
      feasibilityDefaultsFor('upscale', 'tier3').landUseTaxPerSqm,
    )
  })

  it('fee structures: the owner’s cash under a management agreement is the study’s NOI for the same hotel', () => {
    for (const segment of positionings)
      for (const tier of cityTiers) {
        const input = { ...feasibilityDefaultsFor(segment, tier), adrGrowthPct: 0, inflationPct: 0 }
        const study = stabilizedOperatingYear(input).operating
        const fees = calculateFeeStructures({
          ...feeStructuresDefaults(segment, tier, input.rooms),
          // fee-structures runs on ADR excluding VAT
          adr: input.adr / (1 + input.vatPct / 100),
          occupancyPct: input.occupancyPct,
          rampYear1Pct: 100,
          rampYear2Pct: 100,
          rampYear3Pct: 100,
          fnbSharePct: input.fnbSharePct,
          otherSharePct: input.otherSharePct,
          gopMarginPct: study.gopMargin * 100,
          growthPct: 0,
          baseFeePct: input.baseFeePct,
          // the rate actually paid after the owner's priority, as break-even takes it
          incentiveFeePct: study.gop > 0 ? (study.incentiveFee / study.gop) * 100 : 0,
          ownerPriorityPct: 0,
          reservationPct: input.brandFeePct,
          loyaltyPct: 0,
          marketingPct: 0,
          ffeReservePct: input.ffeReservePct,
          insurancePct: 0,
          propertyTaxPct: 0,
          landUseTax: study.landUseTax,
          otherFixedCharges: study.propertyTax + study.insurance + study.surcharges,
        }).base.years[stabilizedYear - 1]
        const name = `${segment} ${tier}`
        expect(fees?.totalRevenue, name).toBeCloseTo(study.totalRevenue, 6)
        expect(fees?.gop, name).toBeCloseTo(study.gop, 6)
        expect(fees?.baseFee, name).toBeCloseTo(study.baseFee, 6)
        expect(fees?.systemFees, name).toBeCloseTo(study.brandFee, 6)
        expect(fees?.ffeReserve, name).toBeCloseTo(study.ffeReserve, 6)
        expect(fees?.owner.management, name).toBeCloseTo(study.noi, 6)
      }
  })
})
