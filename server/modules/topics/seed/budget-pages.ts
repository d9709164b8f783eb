import { budgetDefaults, budgetLineKeys, budgetLineLabels, calculateBudget } from '#common/applets/budget'
import { positioningLabels, positionings } from '#common/intel'
import { type CodePage, chart, table } from './define.ts'

const TIER = 'tier2' as const
const wanPerKey = (yuan: number) => (yuan / 10_000).toFixed(1)

/** The budget tool's own result at the benchmark table's defaults, for each segment (二线城市, per key). */
export function budgetBySegment() {
  return positionings.map((segment) => ({ segment, result: calculateBudget(budgetDefaults(segment, TIER)) }))
}

/**
 * The budget topic's composition page, computed by the budget tool from the benchmark table (issue 18: the page's
 * unsourced shares disagreed with the tool; now they cannot).
 */
export function budgetSharesPage(): CodePage {
  const all = budgetBySegment()
  const pick = (segment: string) => all.find((row) => row.segment === segment)?.result
  const shown = ['midscale', 'upscale', 'luxury'] as const
  return {
    path: 'budget/shares',
    blocks: [
      chart(
        '各档次每间客房开发投资（万元，不含土地）',
        'bar',
        all.map((row) => positioningLabels[row.segment]),
        { '每间投资（万元）': all.map((row) => Number(wanPerKey(row.result.totalPerKey))) },
        '万元',
        '投资预算工具按基准数据表缺省值（二线城市）计算；各项数字的出处见“单房投资参考”页。',
      ),
      table(
        '各项费用占比（%）',
        ['项目', ...shown.map((segment) => positioningLabels[segment])],
        budgetLineKeys.map((key) => [
          budgetLineLabels[key],
          ...shown.map((segment) => {
            const line = pick(segment)?.lines.find((l) => l.key === key)
            return line ? (line.share * 100).toFixed(1) : '—'
          }),
        ]),
        '投资预算工具按基准数据表缺省值（二线城市）计算，合计为 100%；替换为项目数据后比例随之变化。',
      ),
    ],
  }
}
