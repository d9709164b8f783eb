/**
 * The operator's incentive fee under a management agreement, with the owner's priority (业主优先回报): the one
 * implementation every tool that computes the fee calls (feasibility study, fee-structure comparison, and an owner's
 * check of an operator's invoice).
 *
 * The fee is a share of GOP, but it is paid only out of the cash left after the owner's priority return: the cash
 * before the incentive fee (GOP less base fee, brand system fees, the owner's fixed charges and the FF&E reserve)
 * must first cover the priority, and the operator takes at most what is above it. What the cash above the priority
 * cannot cover is lost to the operator, not carried forward (the usual term in Chinese agreements; a carry-forward
 * clause would have to be modelled from the contract). No fee is earned on a negative GOP. Money in 万元.
 */
export type IncentiveFeeInput = {
  gop: number
  /** Share of GOP, 0–100. */
  incentiveFeePct: number
  /** GOP less base fee, system fees, the owner's fixed charges and the FF&E reserve. */
  cashBeforeIncentive: number
  /** The owner's priority return for the year: investment × priority rate. */
  ownerPriority: number
  /**
   * What the rate is a share of: `gop` (the default, above: a share of GOP paid out of the cash above the priority),
   * or `cash_above_priority` (agreements that define the fee as a share of adjusted GOP in excess of the owner's
   * priority, so the rate applies to that excess itself).
   */
  basis?: 'gop' | 'cash_above_priority'
}

export type IncentiveFee = {
  /** What the contract rate alone would give: rate × GOP, nothing on a negative GOP. */
  uncapped: number
  /** Cash above the owner's priority, the most the operator can take (never negative). */
  availableAfterPriority: number
  /** The fee paid. */
  fee: number
  /** True when the priority cut the fee below the contract rate. */
  cutByPriority: boolean
}

export function incentiveFee(i: IncentiveFeeInput): IncentiveFee {
  const availableAfterPriority = Math.max(0, i.cashBeforeIncentive - i.ownerPriority)
  const uncapped =
    ((i.basis === 'cash_above_priority' ? availableAfterPriority : Math.max(0, i.gop)) * i.incentiveFeePct) / 100
  const fee = Math.min(uncapped, availableAfterPriority)
  return { uncapped, availableAfterPriority, fee, cutByPriority: fee < uncapped - 1e-9 }
}

/** The owner's yearly priority return on the investment (万元 × %). */
export function ownerPriorityReturn(investment: number, ownerPriorityPct: number) {
  return (Math.max(0, investment) * ownerPriorityPct) / 100
}
