import { z } from 'zod'
import { numberField, percentField } from './fields.ts'
import { discountedPaybackYears, type IrrResult, irr, loanSchedule, npv, paybackYears } from './finance.ts'

/**
 * Hotel investment feasibility over a 10-year hold, in USALI terms: departmental revenue and costs give departmental
 * profit (部门利润); less undistributed operating expenses (未分配费用) gives GOP (经营毛利); less management fees
 * (base on revenue, incentive on GOP), franchise fees, fixed charges and the FF&E reserve gives NOI (净营业收入).
 * Money in 万元 except ADR (元). Pre-tax.
 */
export const feasibilityHorizon = 10
const daysPerYear = 365

export const feasibilityInputSchema = z.object({
  rooms: numberField('客房数', { min: 10, max: 3000, unit: ' 间', integer: true }),
  adr: numberField('首年平均房价', { min: 50, max: 20000, unit: ' 元' }),
  adrGrowthPct: percentField('房价年增长率', -10, 20),
  occupancyYear1Pct: percentField('第 1 年出租率', 1, 100),
  occupancyYear2Pct: percentField('第 2 年出租率', 1, 100),
  occupancyStablePct: percentField('第 3 年起稳定出租率', 1, 100),
  fnbSharePct: percentField('餐饮收入占客房收入比例', 0, 300),
  otherSharePct: percentField('其他收入占客房收入比例', 0, 100),
  roomsCostPct: percentField('客房部门费用率', 0, 100),
  fnbCostPct: percentField('餐饮部门费用率', 0, 150),
  otherCostPct: percentField('其他部门费用率', 0, 150),
  undistributedPct: percentField('未分配经营费用率', 0, 100),
  baseFeePct: percentField('基本管理费率', 0, 10),
  incentiveFeePct: percentField('奖励管理费率', 0, 30),
  franchiseFeePct: percentField('特许经营费率', 0, 15),
  fixedChargesPct: percentField('固定费用率', 0, 20),
  ffeReservePct: percentField('FF&E 更新准备金率', 0, 10),
  capex: numberField('总投资', { min: 100, max: 10_000_000, unit: ' 万元' }),
  loanSharePct: percentField('贷款比例', 0, 90),
  loanRatePct: percentField('贷款年利率', 0, 20),
  loanTermYears: numberField('贷款期限', { min: 1, max: 30, unit: ' 年', integer: true }),
  discountRatePct: percentField('折现率', 0, 30),
  exitCapRatePct: percentField('退出资本化率', 0, 20).refine((v) => v === 0 || v >= 2, {
    error: '退出资本化率填 0 表示不计期末残值，否则不能小于 2%',
  }),
})

export type FeasibilityInput = z.infer<typeof feasibilityInputSchema>

export type FeasibilityYear = {
  year: number
  occupancy: number
  adr: number
  revpar: number
  roomsRevenue: number
  fnbRevenue: number
  otherRevenue: number
  totalRevenue: number
  departmentalCosts: number
  departmentalProfit: number
  undistributed: number
  gop: number
  gopMargin: number
  baseFee: number
  incentiveFee: number
  franchiseFee: number
  fixedCharges: number
  ffeReserve: number
  noi: number
  interest: number
  principal: number
  debtService: number
  /** NOI over debt service; null in years without debt service. */
  dscr: number | null
  projectCashFlow: number
  equityCashFlow: number
  cumulativeEquityCashFlow: number
}

export type FeasibilityResult = {
  years: FeasibilityYear[]
  loan: number
  equity: number
  costPerKey: number
  terminalValue: number
  loanBalanceAtExit: number
  /** Year 0 first: -capex, then NOI (plus the terminal value in the last year). */
  projectCashFlows: number[]
  equityCashFlows: number[]
  projectNpv: number
  projectIrr: IrrResult
  equityNpv: number
  equityIrr: IrrResult
  /** Payback from operating cash flows only (the exit sale is left out so it cannot flatter the figure). */
  projectPaybackYears: number | null
  projectDiscountedPaybackYears: number | null
  equityPaybackYears: number | null
  stabilizedGopMargin: number
  stabilizedNoiYield: number
  minDscr: number | null
}

export function calculateFeasibility(input: FeasibilityInput): FeasibilityResult {
  const pct = (v: number) => v / 100
  const loan = input.capex * pct(input.loanSharePct)
  const equity = input.capex - loan
  const schedule = loanSchedule(loan, pct(input.loanRatePct), input.loanTermYears, feasibilityHorizon)
  const discount = pct(input.discountRatePct)

  const operating = Array.from({ length: feasibilityHorizon }, (_, i) => {
    const year = i + 1
    const occupancy = pct(
      year === 1 ? input.occupancyYear1Pct : year === 2 ? input.occupancyYear2Pct : input.occupancyStablePct,
    )
    const adr = input.adr * (1 + pct(input.adrGrowthPct)) ** i
    const roomsRevenue = (input.rooms * daysPerYear * occupancy * adr) / 10_000
    const fnbRevenue = roomsRevenue * pct(input.fnbSharePct)
    const otherRevenue = roomsRevenue * pct(input.otherSharePct)
    const totalRevenue = roomsRevenue + fnbRevenue + otherRevenue
    const departmentalCosts =
      roomsRevenue * pct(input.roomsCostPct) +
      fnbRevenue * pct(input.fnbCostPct) +
      otherRevenue * pct(input.otherCostPct)
    const departmentalProfit = totalRevenue - departmentalCosts
    const undistributed = totalRevenue * pct(input.undistributedPct)
    const gop = departmentalProfit - undistributed
    const baseFee = totalRevenue * pct(input.baseFeePct)
    // No incentive fee is earned on an operating loss.
    const incentiveFee = Math.max(0, gop) * pct(input.incentiveFeePct)
    const franchiseFee = roomsRevenue * pct(input.franchiseFeePct)
    const fixedCharges = totalRevenue * pct(input.fixedChargesPct)
    const ffeReserve = totalRevenue * pct(input.ffeReservePct)
    const noi = gop - baseFee - incentiveFee - franchiseFee - fixedCharges - ffeReserve
    return {
      year,
      occupancy,
      adr,
      revpar: adr * occupancy,
      roomsRevenue,
      fnbRevenue,
      otherRevenue,
      totalRevenue,
      departmentalCosts,
      departmentalProfit,
      undistributed,
      gop,
      gopMargin: totalRevenue > 0 ? gop / totalRevenue : 0,
      baseFee,
      incentiveFee,
      franchiseFee,
      fixedCharges,
      ffeReserve,
      noi,
    }
  })

  const lastNoi = operating[feasibilityHorizon - 1]?.noi ?? 0
  const exitCap = pct(input.exitCapRatePct)
  const terminalValue = exitCap > 0 ? Math.max(0, lastNoi) / exitCap : 0
  const loanBalanceAtExit = schedule[feasibilityHorizon - 1]?.balance ?? 0

  let cumulative = -equity
  const years: FeasibilityYear[] = operating.map((row, i) => {
    const debt = schedule[i] ?? { interest: 0, principal: 0, payment: 0 }
    const isLast = row.year === feasibilityHorizon
    const projectCashFlow = row.noi + (isLast ? terminalValue : 0)
    // The loan still outstanding at the end of the hold is repaid then, from the sale or from equity.
    const equityCashFlow = row.noi - debt.payment + (isLast ? terminalValue - loanBalanceAtExit : 0)
    cumulative += equityCashFlow
    return {
      ...row,
      interest: debt.interest,
      principal: debt.principal,
      debtService: debt.payment,
      dscr: debt.payment > 0 ? row.noi / debt.payment : null,
      projectCashFlow,
      equityCashFlow,
      cumulativeEquityCashFlow: cumulative,
    }
  })

  const projectCashFlows = [-input.capex, ...years.map((y) => y.projectCashFlow)]
  const equityCashFlows = [-equity, ...years.map((y) => y.equityCashFlow)]
  const projectOperatingFlows = [-input.capex, ...years.map((y) => y.noi)]
  const equityOperatingFlows = [-equity, ...years.map((y) => y.noi - y.debtService)]
  const stabilized = years[2] ?? years[0]
  const dscrs = years.map((y) => y.dscr).filter((d): d is number => d !== null)

  return {
    years,
    loan,
    equity,
    costPerKey: input.capex / input.rooms,
    terminalValue,
    loanBalanceAtExit,
    projectCashFlows,
    equityCashFlows,
    projectNpv: npv(discount, projectCashFlows),
    projectIrr: irr(projectCashFlows),
    equityNpv: npv(discount, equityCashFlows),
    equityIrr: irr(equityCashFlows),
    projectPaybackYears: paybackYears(projectOperatingFlows),
    projectDiscountedPaybackYears: discountedPaybackYears(discount, projectOperatingFlows),
    equityPaybackYears: paybackYears(equityOperatingFlows),
    stabilizedGopMargin: stabilized?.gopMargin ?? 0,
    stabilizedNoiYield: stabilized ? stabilized.noi / input.capex : 0,
    minDscr: dscrs.length > 0 ? Math.min(...dscrs) : null,
  }
}

/** A typical upscale full-service hotel in a tier-2 city; indicative, for a first run of the tool. */
export const feasibilityDefaults: FeasibilityInput = {
  rooms: 300,
  adr: 650,
  adrGrowthPct: 3,
  occupancyYear1Pct: 55,
  occupancyYear2Pct: 65,
  occupancyStablePct: 72,
  fnbSharePct: 60,
  otherSharePct: 8,
  roomsCostPct: 25,
  fnbCostPct: 75,
  otherCostPct: 50,
  undistributedPct: 22,
  baseFeePct: 2,
  incentiveFeePct: 8,
  franchiseFeePct: 3,
  fixedChargesPct: 3,
  ffeReservePct: 3,
  capex: 45_000,
  loanSharePct: 40,
  loanRatePct: 4.5,
  loanTermYears: 15,
  discountRatePct: 8,
  exitCapRatePct: 6,
}
