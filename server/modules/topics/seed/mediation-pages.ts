import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

/**
 * The dispute topic's pages: where owner–operator disputes come from, what the law says about ending a management
 * contract, how mediation works and how the amount in dispute is computed. Laws are named by title and year; an
 * article is cited only where its text was read. The worked examples use the benchmark table's fee rates on a
 * hypothetical hotel and are checked by seed.test.ts.
 */

/** A hypothetical upscale hotel's year (万元) and the owner's investment, for the incentive-fee dispute. */
export const feeDisputeExample = { revenue: 6000, gop: 1800, fixedCharges: 300, investment: 18000, yearsLeft: 8 }

/** The incentive fee under the two readings of "profit after owner's priority" (with and without fixed charges). */
export function feeDispute() {
  const e = feeDisputeExample
  const base = (e.revenue * benchmarkValue('fee.base_pct')) / 100
  const claimed = (e.gop * benchmarkValue('fee.incentive_pct_gop')) / 100
  const priority = (e.investment * benchmarkValue('fee.owner_priority_pct')) / 100
  const ownerProfit = e.gop - base - e.fixedCharges
  const operatorProfit = e.gop - base
  const payable = (profit: number) => Math.max(0, Math.min(claimed, profit - priority))
  const ownerFee = payable(ownerProfit)
  const operatorFee = payable(operatorProfit)
  const gap = operatorFee - ownerFee
  return { base, claimed, priority, ownerProfit, operatorProfit, ownerFee, operatorFee, gap, total: gap * e.yearsLeft }
}

/** The fees a manager would forgo over the remaining years if the owner ended the contract now, and their value today. */
export function terminationExposure() {
  const e = feeDisputeExample
  const { base, operatorFee } = feeDispute()
  const yearly = base + operatorFee
  const rate = benchmarkValue('fin.discount_rate') / 100
  const factor = (1 - (1 + rate) ** -e.yearsLeft) / rate
  return { yearly, total: yearly * e.yearsLeft, rate: rate * 100, present: yearly * factor }
}

function termination(): CodePage {
  const t = terminationExposure()
  const e = feeDisputeExample
  return {
    path: 'mediation/termination',
    figures: { e, t },
    blocks: [],
  }
}

function claim(): CodePage {
  const e = feeDisputeExample
  const d = feeDispute()
  return {
    path: 'mediation/claim',
    figures: {
      e,
      d,
      ownerProfitPriority: d.ownerProfit - d.priority,
      operatorProfitPriority: d.operatorProfit - d.priority,
    },
    blocks: [],
  }
}

export function mediationPages(): CodePage[] {
  return [termination(), claim()]
}
