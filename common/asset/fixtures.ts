import { type Pnl, withTotals } from './usali.ts'

/**
 * One month of a 100-room hotel in a 30-day month, worked by hand (totals by `withTotals`): 3,000 rooms available,
 * 2,400 sold at 750 元; revenue 3,000,000, GOP 1,200,000, EBITDA 1,040,000. The USALI tests, the server's import
 * tests and the bench's sheet all start from it. Invented figures for tests, not a hotel's.
 */
export const handWorkedMonth: Pnl = withTotals({
  rooms_revenue: 1_800_000,
  fnb_revenue: 900_000,
  other_revenue: 250_000,
  misc_revenue: 50_000,
  rooms_expense: 450_000,
  fnb_expense: 650_000,
  other_expense: 100_000,
  ag: 200_000,
  it: 30_000,
  sales_marketing: 120_000,
  pom: 90_000,
  utilities: 160_000,
  base_fee: 60_000,
  incentive_fee: 40_000,
  property_tax: 50_000,
  insurance: 10_000,
  rent: 0,
  ffe_reserve: 120_000,
  rooms_available: 3_000,
  rooms_sold: 2_400,
  covers: 8_000,
})
