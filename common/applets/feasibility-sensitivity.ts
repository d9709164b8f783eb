import type { FeasibilityInput } from './feasibility.ts'
import {
  calculateFeasibility,
  type FeasibilityModelInput,
  type FeasibilityResult,
  feasibilityModel,
} from './feasibility-model.ts'
import { withPinnedCosts } from './feasibility-operations.ts'
import { bisect, scanRates } from './finance.ts'

/**
 * How the leveraged (equity) IRR moves when the inputs that matter most move: two grids (ADR × occupancy, development
 * cost × exit cap rate) and a tornado of single-input swings. Every run keeps the base case's cost structure in money
 * (feasibility-operations.ts, withPinnedCosts): moving ADR or occupancy moves revenue, not the fixed costs, and only
 * occupancy moves the rooms department's cost per night sold — so the two swings differ. About 70 runs of the model per edit, so the IRR here
 * is solved with Horner's rule instead of finance.ts's general irr (its scan and bisection, a tenth of the cost);
 * the base case is checked against it in the tests.
 */

export type SensitivityAxis = { label: string; values: string[] }
export type SensitivityGrid = {
  rows: SensitivityAxis
  cols: SensitivityAxis
  /** Equity IRR per cell, rows × cols; null where the cash flows have no IRR. */
  cells: (number | null)[][]
}

export type TornadoBar = {
  key: string
  label: string
  /** How far the input moves each way, in words: "±10%", "±6 个月". */
  step: string
  /** Equity IRR with the input moved down and up; null when there is none. */
  down: number | null
  up: number | null
}

export type FeasibilitySensitivity = {
  base: number | null
  adrOccupancy: SensitivityGrid
  costCap: SensitivityGrid
  /** Widest swing first. */
  tornado: TornadoBar[]
}

export type FeasibilityAnalysis = { result: FeasibilityResult; sensitivity: FeasibilitySensitivity }

function presentValue(rate: number, flows: readonly number[]) {
  const d = 1 / (1 + rate)
  let acc = 0
  for (let t = flows.length - 1; t >= 0; t--) acc = acc * d + (flows[t] as number)
  return acc
}

/** The lowest rate at which NPV crosses zero, or null (as finance.ts irr, without the multiple-roots flag). */
export function equityIrrRate(flows: readonly number[]): number | null {
  if (!flows.some((f) => f > 0) || !flows.some((f) => f < 0)) return null
  let lo = scanRates[0] as number
  let fLo = presentValue(lo, flows)
  for (let i = 1; i < scanRates.length; i++) {
    if (fLo === 0) return lo
    const hi = scanRates[i] as number
    const fHi = presentValue(hi, flows)
    if (Math.sign(fLo) !== Math.sign(fHi) && fHi !== 0) return bisect((rate) => presentValue(rate, flows), lo, hi, fLo)
    lo = hi
    fLo = fHi
  }
  return fLo === 0 ? lo : null
}

const equityIrrOf = (input: FeasibilityModelInput) => equityIrrRate(feasibilityModel(input).equityCashFlows)
const clamp = (v: number, min: number, max: number) => Math.min(max, Math.max(min, v))
const signed = (v: number, unit: string) => `${v > 0 ? '+' : ''}${v}${unit}`

/** Development cost excluding land, scaled: the per-㎡ and per-key costs (soft cost and contingency follow). */
export function withDevelopmentCost<T extends FeasibilityInput>(input: T, factor: number): T {
  return {
    ...input,
    hardCostPerSqm: input.hardCostPerSqm * factor,
    ffePerKey: input.ffePerKey * factor,
    osePerKey: input.osePerKey * factor,
    preOpeningPerKey: input.preOpeningPerKey * factor,
  }
}

/** The cost ratios scaled, and a pinned cost structure with them (its money amounts come from the ratios). */
function withOperatingCosts(input: FeasibilityModelInput, factor: number): FeasibilityModelInput {
  const b = input.costBase
  return {
    ...input,
    ...(b && {
      costBase: {
        roomsFixed: b.roomsFixed * factor,
        fnbFixed: b.fnbFixed * factor,
        otherFixed: b.otherFixed * factor,
        undistributedFixed: b.undistributedFixed * factor,
        roomsVariablePerOccupiedRoom: b.roomsVariablePerOccupiedRoom * factor,
      },
    }),
    roomsCostPct: input.roomsCostPct * factor,
    fnbCostPct: input.fnbCostPct * factor,
    otherCostPct: input.otherCostPct * factor,
    undistributedPct: input.undistributedPct * factor,
  }
}

const percentSteps = [-10, -5, 0, 5, 10]
const pointSteps = [-10, -5, 0, 5, 10]
const capSteps = [-1, -0.5, 0, 0.5, 1]

function grid(
  input: FeasibilityModelInput,
  rows: {
    label: string
    steps: number[]
    unit: string
    apply: (i: FeasibilityModelInput, s: number) => FeasibilityModelInput
  },
  cols: {
    label: string
    steps: number[]
    unit: string
    apply: (i: FeasibilityModelInput, s: number) => FeasibilityModelInput
  },
): SensitivityGrid {
  return {
    rows: { label: rows.label, values: rows.steps.map((s) => signed(s, rows.unit)) },
    cols: { label: cols.label, values: cols.steps.map((s) => signed(s, cols.unit)) },
    cells: rows.steps.map((r) => cols.steps.map((c) => equityIrrOf(cols.apply(rows.apply(input, r), c)))),
  }
}

type Lever = {
  key: string
  label: string
  step: string
  move: (i: FeasibilityModelInput, dir: -1 | 1) => FeasibilityModelInput
}

const tenPct = (dir: -1 | 1) => 1 + dir * 0.1
const levers: Lever[] = [
  { key: 'adr', label: '平均房价', step: '±10%', move: (i, d) => ({ ...i, adr: i.adr * tenPct(d) }) },
  {
    key: 'occupancy',
    label: '稳定期出租率',
    step: '±10%',
    move: (i, d) => ({ ...i, occupancyPct: clamp(i.occupancyPct * tenPct(d), 1, 100) }),
  },
  { key: 'devCost', label: '开发成本（不含土地）', step: '±10%', move: (i, d) => withDevelopmentCost(i, tenPct(d)) },
  {
    key: 'land',
    label: '土地价格',
    step: '±10%',
    move: (i, d) => ({ ...i, landPricePerSqm: i.landPricePerSqm * tenPct(d) }),
  },
  { key: 'opCosts', label: '部门及未分配费用率', step: '±10%', move: (i, d) => withOperatingCosts(i, tenPct(d)) },
  {
    key: 'exitCap',
    label: '退出资本化率',
    step: '±10%',
    move: (i, d) => ({ ...i, exitCapRatePct: clamp(i.exitCapRatePct * tenPct(d), 2, 20) }),
  },
  {
    key: 'loanRate',
    label: '贷款利率',
    step: '±10%',
    move: (i, d) => ({ ...i, loanRatePct: i.loanRatePct * tenPct(d) }),
  },
  {
    key: 'construction',
    label: '建设期',
    step: '±6 个月',
    move: (i, d) => ({ ...i, constructionMonths: clamp(i.constructionMonths + d * 6, 6, 60) }),
  },
]

const swing = (b: TornadoBar) => (b.down === null || b.up === null ? -1 : Math.abs(b.up - b.down))

export function feasibilitySensitivity(unpinned: FeasibilityModelInput): FeasibilitySensitivity {
  const input = withPinnedCosts(unpinned)
  const adrOccupancy = grid(
    input,
    {
      label: '平均房价',
      steps: percentSteps,
      unit: '%',
      apply: (i, s) => ({ ...i, adr: i.adr * (1 + s / 100) }),
    },
    {
      label: '稳定期出租率',
      steps: pointSteps,
      unit: ' 个百分点',
      apply: (i, s) => ({ ...i, occupancyPct: clamp(i.occupancyPct + s, 1, 100) }),
    },
  )
  const costCap = grid(
    input,
    {
      label: '开发成本（不含土地）',
      steps: percentSteps,
      unit: '%',
      apply: (i, s) => withDevelopmentCost(i, 1 + s / 100),
    },
    {
      label: '退出资本化率',
      steps: capSteps,
      unit: ' 个百分点',
      apply: (i, s) => ({ ...i, exitCapRatePct: clamp(i.exitCapRatePct + s, 2, 20) }),
    },
  )
  const tornado = levers
    .map((l) => ({
      key: l.key,
      label: l.label,
      step: l.step,
      down: equityIrrOf(l.move(input, -1)),
      up: equityIrrOf(l.move(input, 1)),
    }))
    .sort((a, b) => swing(b) - swing(a))
  return { base: adrOccupancy.cells[2]?.[2] ?? null, adrOccupancy, costCap, tornado }
}

/** The study and its sensitivity together: what the page recomputes on every edit. */
export function analyseFeasibility(input: FeasibilityModelInput): FeasibilityAnalysis {
  return { result: calculateFeasibility(input), sensitivity: feasibilitySensitivity(input) }
}
