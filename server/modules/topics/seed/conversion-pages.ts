import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich } from './define.ts'

/** A hypothetical 120-room midscale conversion: its budget at the benchmark table's per-key default. */
export const conversionExample = { rooms: 120, segment: 'midscale' as const }

export function conversionBudgetWan() {
  const perKey = benchmarkValue('dev.pip_cost_per_key', { segment: conversionExample.segment, variant: 'full' })
  return { perKey, totalWan: (perKey * conversionExample.rooms) / 10_000 }
}

/** The build topic's pages on the schedule and on converting an existing building (issue 18: conversions, PIP). */
export function buildPages(): CodePage[] {
  const { perKey, totalWan } = conversionBudgetWan()
  return [
    {
      path: 'build/conversion',
      blocks: [
        rich(
          '示例：一家中端酒店的整体换牌预算',
          p(
            `以下为说明方法的示例。一家 ${conversionExample.rooms} 间客房的酒店按中端品牌整体改造换牌，按上表中端整体改造的典型值 ${perKey.toLocaleString('en-US')} 元/间估算，改造投资约 ${totalWan.toLocaleString('en-US')} 万元。这只是起点：还要加上设计费、品牌方的技术服务费、停业或分区施工期间的收入损失，以及隐蔽工程的不可预见费。改造换牌工具把这些项目放在一起，计算投资回收期。`,
          ),
        ),
      ],
    },
  ]
}
