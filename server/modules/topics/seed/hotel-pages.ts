import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { positioningLabels, positionings } from '#common/intel'
import { type CodePage, table } from './define.ts'

/**
 * The hotel library topic (what the library holds, building a competitive set and a supply study from it) and the
 * operations case topic (diagnosing where a hotel's profit goes, and the levers). Market figures come from the
 * benchmark table; the worked examples are hypothetical hotels computed from table values and checked by
 * seed.test.ts.
 */

const num = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })

const CHA_2024 = '中国饭店协会《2024中国酒店业发展报告》（2024年4月发布，据新华社2024年4月24日报道）'

// ---------------------------------------------------------------- hotel

/** A hypothetical upscale sub-market: rooms open today and rooms signed or under construction nearby. */
export const supplyExample = { rooms: 3000, newRooms: 600, growth: [3, 5, 8] }

/** What the new rooms do to occupancy if demand stands still, and how long demand growth takes to absorb them. */
export function supplyFigures() {
  const e = supplyExample
  const occupancy = benchmarkValue('ops.occupancy', { segment: 'upscale' })
  const demand = (e.rooms * occupancy) / 100
  const after = (demand / (e.rooms + e.newRooms)) * 100
  const needed = (e.newRooms / e.rooms) * 100
  const years = e.growth.map((g) => ({ g, years: Math.log(1 + e.newRooms / e.rooms) / Math.log(1 + g / 100) }))
  return { occupancy, demand, after, needed, years }
}

const hotelOverview: CodePage = {
  path: 'hotel/overview',
  figures: { CHA_2024, positioningList: positionings.map((s) => positioningLabels[s]).join('、') },
  blocks: [],
}

function hotelSupply(): CodePage {
  const e = supplyExample
  const f = supplyFigures()
  return {
    path: 'hotel/supply',
    figures: { e, f, roomsAfter: e.rooms + e.newRooms },
    blocks: [
      table(
        '需求增长多快才能消化新增客房（情景）',
        ['需求年增长（%）', '回到原出租率约需（年）'],
        f.years.map((y) => [y.g, num(y.years)]),
        '情景假设，不是预测；年数 = ln(1 + 新增 ÷ 现有) ÷ ln(1 + 需求年增长)。',
      ),
    ],
  }
}

export function hotelPages(): CodePage[] {
  return [hotelOverview, hotelSupply()]
}

// ---------------------------------------------------------------- operationCase

/** A hypothetical upscale hotel (万元 revenue) and its actual department cost ratios (%), for the diagnosis example. */
export const diagnosisExample = { revenue: 8000, actual: { rooms: 30, fnb: 80, other: 55, undistributed: 27 } }

/** Each USALI line at the hotel's actual ratio and at the benchmark table's upscale ratio, and the GOP at both. */
export function diagnosisLines() {
  const e = diagnosisExample
  const segment = { segment: 'upscale' as const }
  const fnbShare = benchmarkValue('ops.fnb_revenue_share', segment)
  const otherShare = benchmarkValue('ops.other_revenue_share', segment)
  const roomsShare = 100 - fnbShare - otherShare
  const lines = [
    {
      name: '客房部门费用',
      base: (e.revenue * roomsShare) / 100,
      actual: e.actual.rooms,
      key: 'ops.rooms_dept_cost_pct',
    },
    { name: '餐饮部门费用', base: (e.revenue * fnbShare) / 100, actual: e.actual.fnb, key: 'ops.fnb_dept_cost_pct' },
    {
      name: '其他部门费用',
      base: (e.revenue * otherShare) / 100,
      actual: e.actual.other,
      key: 'ops.other_dept_cost_pct',
    },
    { name: '未分配经营费用', base: e.revenue, actual: e.actual.undistributed, key: 'ops.undistributed_pct' },
  ].map((l) => {
    const bench = benchmarkValue(l.key, segment)
    const actualCost = (l.base * l.actual) / 100
    const benchCost = (l.base * bench) / 100
    return { ...l, bench, actualCost, benchCost, gap: actualCost - benchCost }
  })
  const gop = e.revenue - lines.reduce((s, l) => s + l.actualCost, 0)
  const benchGop = e.revenue - lines.reduce((s, l) => s + l.benchCost, 0)
  return { roomsShare, fnbShare, otherShare, lines, gop, benchGop }
}

function caseDiagnosis(): CodePage {
  const e = diagnosisExample
  const d = diagnosisLines()
  const total = d.lines.reduce((s, l) => s + l.gap, 0)
  const sorted = [...d.lines].sort((a, b) => b.gap - a.gap)
  return {
    path: 'operationCase/cases',
    figures: {
      e,
      d,
      total,
      sorted,
      gopMargin: (d.gop / e.revenue) * 100,
      benchGopMargin: (d.benchGop / e.revenue) * 100,
      largestGap: sorted[0]?.gap ?? 0,
      secondGap: sorted[1]?.gap ?? 0,
    },
    blocks: [
      table(
        '逐行对比（万元）',
        ['项目', '计算基数', '实际费用率（%）', '基准费用率（%）', '实际费用', '按基准的费用', '差额'],
        [
          ...d.lines.map((l) => [
            l.name,
            num(l.base),
            l.actual,
            l.bench,
            num(l.actualCost),
            num(l.benchCost),
            num(l.gap),
          ]),
          ['GOP', num(e.revenue, 0), '', '', num(d.gop), num(d.benchGop), num(d.benchGop - d.gop)],
        ],
        '酒店数字为演示假设；基准费用率是本站测算假设（出处与说明见下表），只用于发现问题，不用于考核。',
      ),
    ],
  }
}

export function operationCasePages(): CodePage[] {
  return [caseDiagnosis()]
}
