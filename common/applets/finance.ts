/**
 * Discounted-cash-flow helpers shared by the applets. Cash flows are yearly, index 0 is "now" (undiscounted).
 * Rates are decimals (0.1 = 10 %).
 */

export type IrrResult =
  | {
      kind: 'found'
      rate: number /** more than one rate solves NPV = 0 (cash flows change sign several times) */
      multiple: boolean
    }
  | { kind: 'none'; reason: 'no_sign_change' | 'not_found' }

export function npv(rate: number, flows: readonly number[]): number {
  if (rate <= -1) throw new RangeError('discount rate must be greater than -100%')
  return flows.reduce((sum, flow, t) => sum + flow / (1 + rate) ** t, 0)
}

/** Rates scanned for sign changes of NPV: fine steps where hotel returns live, coarse ones up to 1000 %. */
export const scanRates: number[] = (() => {
  const rates: number[] = []
  for (let r = -0.99; r < 1; r += 0.01) rates.push(Number(r.toFixed(2)))
  for (let r = 1; r <= 10; r += 0.1) rates.push(Number(r.toFixed(1)))
  return rates
})()

/**
 * Internal rate of return by bracketing then bisection. Scanning first (rather than Newton from a guess) means the
 * answer never depends on a starting point and never diverges; bisection to 1e-10 is exact enough for display.
 * When NPV crosses zero more than once the lowest rate is returned and `multiple` says so.
 */
export function irr(flows: readonly number[]): IrrResult {
  const hasPositive = flows.some((f) => f > 0)
  const hasNegative = flows.some((f) => f < 0)
  if (!hasPositive || !hasNegative) return { kind: 'none', reason: 'no_sign_change' }

  const brackets: [number, number][] = []
  for (let i = 1; i < scanRates.length; i++) {
    const lo = scanRates[i - 1] as number
    const hi = scanRates[i] as number
    const a = npv(lo, flows)
    const b = npv(hi, flows)
    if (a === 0) brackets.push([lo, lo])
    else if (Math.sign(a) !== Math.sign(b) && b !== 0) brackets.push([lo, hi])
  }
  const last = scanRates[scanRates.length - 1] as number
  if (npv(last, flows) === 0) brackets.push([last, last])

  const first = brackets[0]
  if (!first) return { kind: 'none', reason: 'not_found' }
  return { kind: 'found', rate: bisect((rate) => npv(rate, flows), first[0], first[1]), multiple: brackets.length > 1 }
}

/**
 * The point where `f` crosses zero between `lo` and `hi` (f changes sign there; `fLo` is f(lo) when the caller has
 * it), by bisection to 1e-12: a bracket from the scan (at most 0.1 wide) takes under 40 halvings.
 */
export function bisect(f: (x: number) => number, lo: number, hi: number, fLo = f(lo)): number {
  let a = lo
  let b = hi
  let fa = fLo
  for (let i = 0; i < 200 && b - a > 1e-12; i++) {
    const mid = (a + b) / 2
    const fm = f(mid)
    if (fm === 0) return mid
    if (Math.sign(fm) === Math.sign(fa)) {
      a = mid
      fa = fm
    } else {
      b = mid
    }
  }
  return (a + b) / 2
}

/**
 * Years until cumulative cash flow first turns non-negative, interpolated within the year (cash assumed to arrive
 * evenly). `null` when it never does within the flows given.
 */
export function paybackYears(flows: readonly number[]): number | null {
  let cumulative = 0
  for (let t = 0; t < flows.length; t++) {
    const flow = flows[t] as number
    const before = cumulative
    cumulative += flow
    // The first time the total reaches zero (within float noise: 110 / 1.1 is 99.99999999999999): `before` was
    // negative, so `flow` is positive here.
    if (cumulative >= -1e-9 * Math.max(1, Math.abs(before))) return t === 0 ? 0 : Math.min(t, t - 1 + -before / flow)
  }
  return null
}

/** Payback on cash flows discounted at `rate`. */
export function discountedPaybackYears(rate: number, flows: readonly number[]): number | null {
  return paybackYears(flows.map((f, t) => f / (1 + rate) ** t))
}

/** Level yearly payment of an amortizing loan (等额本息). */
export function annuityPayment(principal: number, rate: number, years: number): number {
  if (years <= 0) throw new RangeError('loan term must be positive')
  if (rate === 0) return principal / years
  return (principal * rate) / (1 - (1 + rate) ** -years)
}

export type LoanYear = { year: number; interest: number; principal: number; payment: number; balance: number }

/** Yearly schedule of a level-payment loan for `horizon` years (zero rows after it is repaid). */
export function loanSchedule(principal: number, rate: number, years: number, horizon: number): LoanYear[] {
  const payment = principal > 0 ? annuityPayment(principal, rate, years) : 0
  const rows: LoanYear[] = []
  let balance = principal
  for (let year = 1; year <= horizon; year++) {
    if (year > years || balance <= 0) {
      rows.push({ year, interest: 0, principal: 0, payment: 0, balance: 0 })
      continue
    }
    const interest = balance * rate
    const repaid = year === years ? balance : payment - interest
    balance = year === years ? 0 : balance - repaid
    rows.push({ year, interest, principal: repaid, payment: interest + repaid, balance })
  }
  return rows
}
