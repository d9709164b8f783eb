/**
 * The worked example of content/pages/feasibility/lender-view.md: its inputs and the amounts the page prints,
 * checked by seed.test.ts against the loan-sizing tool.
 */
export const lenderExample = {
  noi: 1200,
  capRate: 0.065,
  ltv: 0.7,
  dscr: 1.3,
  debtYield: 0.11,
  rate: 0.04,
  years: 10,
  printed: { ltv: 12923, dscr: 7487, debtYield: 10909 },
}
