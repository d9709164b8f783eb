import { incentiveFee } from '../applets/fees.ts'

/**
 * A management agreement's fee arithmetic and its performance test, pure so the hand-worked examples in the tests
 * check exactly what the dashboard shows. Amounts in 元 over one fee year; percentages as numbers (3 = 3 %).
 */

export type PerformanceTestTerms = {
  /** The test fails a year when the RevPAR index (RGI, comp set = 100) is below this… */
  revpar_index_below: number
  /** …and GOP is below budget by more than this share, in %. */
  gop_shortfall_pct: number
  /** Consecutive failed years that fail the test (two in most agreements). */
  years: number
}

export type AgreementTerms = {
  base_fee_pct: number
  incentive_fee_pct: number
  /** `gop`: incentive on GOP; `adjusted_gop`: on GOP less base fee and FF&E reserve, above the owner's priority. */
  incentive_basis: 'gop' | 'adjusted_gop'
  /** The owner's priority return per year (元), taken before the incentive fee; only with `adjusted_gop`. */
  owner_priority: number
  ffe_reserve_pct: number
  /** Paid by the operator to the owner at signing; shown, not part of the yearly fees. */
  key_money: number
  performance_test: PerformanceTestTerms | null
}

const cents = (n: number) => Math.round(n * 100) / 100

/**
 * What the fees of a year should be, from its total revenue and GOP. The incentive fee is the applets' one
 * (`common/applets/fees.ts`, ADR 053): on `gop`, a share of GOP paid out of the adjusted GOP (no priority); on
 * `adjusted_gop`, a share of the adjusted GOP above the owner's priority.
 */
export function expectedFees(year: { total_revenue: number; gop: number }, terms: AgreementTerms) {
  const base_fee = cents((year.total_revenue * terms.base_fee_pct) / 100)
  const ffe_reserve = cents((year.total_revenue * terms.ffe_reserve_pct) / 100)
  const adjusted_gop = cents(year.gop - base_fee - ffe_reserve)
  const onGop = terms.incentive_basis === 'gop'
  const fee = incentiveFee({
    gop: year.gop,
    incentiveFeePct: terms.incentive_fee_pct,
    cashBeforeIncentive: adjusted_gop,
    ownerPriority: onGop ? 0 : terms.owner_priority,
    basis: onGop ? 'gop' : 'cash_above_priority',
  })
  const incentive_base = onGop ? Math.max(0, year.gop) : fee.availableAfterPriority
  return { base_fee, ffe_reserve, adjusted_gop, incentive_base: cents(incentive_base), incentive_fee: cents(fee.fee) }
}

/** A difference smaller than this is rounding, not an overcharge (元). */
export const FEE_TOLERANCE = 100

export type FeeCheck = {
  item: 'base_fee' | 'incentive_fee' | 'ffe_reserve'
  expected: number
  charged: number
  difference: number
  flagged: boolean
}

/** Charged against expected, line by line; a positive difference is charged more than the agreement allows. */
export function checkFees(
  year: { total_revenue: number; gop: number; base_fee: number; incentive_fee: number; ffe_reserve: number },
  terms: AgreementTerms,
): FeeCheck[] {
  const expected = expectedFees(year, terms)
  return (['base_fee', 'incentive_fee', 'ffe_reserve'] as const).map((item) => {
    const difference = cents(year[item] - expected[item])
    return {
      item,
      expected: expected[item],
      charged: year[item],
      difference,
      flagged: Math.abs(difference) > FEE_TOLERANCE,
    }
  })
}

export type TestYear = { year: number; revpar_index: number | null; gop: number; budget_gop: number | null }

/**
 * The performance test year by year: a year fails when both limbs fail (RevPAR index below the threshold and GOP
 * short of budget by more than the margin). The test fails when the latest `years` years all failed; a year without
 * an index or a budget cannot fail (the agreement's test cannot be shown to be missed).
 */
export function performanceTest(years: TestYear[], test: PerformanceTestTerms) {
  const rows = [...years]
    .sort((a, b) => a.year - b.year)
    .map((y) => {
      const index_fail = y.revpar_index != null && y.revpar_index < test.revpar_index_below
      const shortfall_pct = y.budget_gop ? ((y.budget_gop - y.gop) / Math.abs(y.budget_gop)) * 100 : null
      const gop_fail = shortfall_pct != null && shortfall_pct > test.gop_shortfall_pct
      return { ...y, shortfall_pct, index_fail, gop_fail, failed: index_fail && gop_fail }
    })
  const latest = rows.slice(-test.years)
  const failed = latest.length === test.years && latest.every((r) => r.failed)
  return { years: rows, failed }
}
