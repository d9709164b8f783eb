/**
 * The one development-cost computation the budget tool, the feasibility study and the case defaults share (issue 39,
 * point 8), on the benchmark table's definitions: professional fees (工程建设其他费: design, consultants, permits,
 * supervision) on hard cost, as design and supervision fees are quoted; a contingency (不可预见费) on hard and soft
 * cost, the works whose quantities are uncertain. FF&E, OS&E and pre-opening are bought against quotations and
 * budgets the operator controls, so they carry neither. The unit is whatever the per-㎡ and per-key inputs are in
 * (元 for the budget tool; the feasibility study converts to 万元).
 */
export type DevelopmentCostInput = {
  rooms: number
  /** Gross floor area the hard cost applies to, ㎡. */
  gfa: number
  hardCostPerSqm: number
  /** On hard cost. */
  softCostPct: number
  /** On hard + soft cost. */
  contingencyPct: number
  ffePerKey: number
  osePerKey: number
  preOpeningPerKey: number
}

export type DevelopmentCost = {
  hardCost: number
  softCost: number
  ffe: number
  ose: number
  preOpening: number
  contingency: number
  total: number
}

export function developmentCost(i: DevelopmentCostInput): DevelopmentCost {
  const hardCost = i.gfa * i.hardCostPerSqm
  const ffe = i.rooms * i.ffePerKey
  const softCost = (hardCost * i.softCostPct) / 100
  const contingency = ((hardCost + softCost) * i.contingencyPct) / 100
  const ose = i.rooms * i.osePerKey
  const preOpening = i.rooms * i.preOpeningPerKey
  return {
    hardCost,
    softCost,
    ffe,
    ose,
    preOpening,
    contingency,
    total: hardCost + softCost + ffe + ose + preOpening + contingency,
  }
}
