import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich } from './define.ts'

/** The unit-cost example: the same hotel's hard cost per key at two gross floor areas per key (upscale, 二线). */
export function areaExample() {
  const perSqm = benchmarkValue('dev.hard_cost_per_sqm', { segment: 'upscale', tier: 'tier2' })
  const gfa = benchmarkValue('dev.gfa_per_key', { segment: 'upscale' })
  const larger = Math.round(gfa * 1.15)
  return { perSqm, gfa, larger, costAt: (area: number) => Math.round((area * perSqm) / 10_000) }
}

/** The construction data topic's pages (issue 18): sourced unit costs, how to use them, fit-out without guesses. */
export function constructionPages(): CodePage[] {
  const a = areaExample()
  return [
    {
      path: 'constructionData/unit-cost',
      blocks: [
        rich(
          '面积比单价更要紧',
          p(
            `每间客房的建安费 = 每间建筑面积 × 单方造价。以高端酒店、二线城市为例（数字取自上表）：单方造价 ${a.perSqm.toLocaleString('en-US')} 元/平方米，每间 ${a.gfa} 平方米时每间建安费约 ${a.costAt(a.gfa)} 万元；如果方案做成每间 ${a.larger} 平方米（多出约 15%），每间建安费约 ${a.costAt(a.larger)} 万元，而单方造价一分没涨。方案阶段控制的是“每间多少平方米”：公区和后勤面积、宴会和会议规模、地下室层数，都会反映在这个数上。`,
          ),
        ),
      ],
    },
  ]
}
