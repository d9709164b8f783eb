import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich, table } from './define.ts'

/** A hypothetical 200-room upscale opening, sized from the benchmark table. */
export const openingExample = { rooms: 200, segment: 'upscale' as const }

export function openingFigures() {
  const { rooms, segment } = openingExample
  const perKey = benchmarkValue('dev.pre_opening_per_key', { segment })
  const staffPerRoom = benchmarkValue('ops.staff_per_room', { segment })
  return {
    perKey,
    budgetWan: (perKey * rooms) / 10_000,
    staffPerRoom,
    staff: Math.round(staffPerRoom * rooms),
    rampYear1: benchmarkValue('ops.ramp_occupancy_pct', { variant: 'y1' }),
  }
}

/** The opening topic's pages on the pre-opening budget and on the ramp-up (issue 18: figures with sources). */
export function openingPages(): CodePage[] {
  const f = openingFigures()
  const { rooms } = openingExample
  return [
    {
      path: 'opening/budget',
      blocks: [
        rich(
          '示例：一家高端酒店的开业前预算',
          p(
            `以下为说明方法的示例。一家 ${rooms} 间客房的高端酒店，按上表高端档次的典型值 ${f.perKey.toLocaleString('en-US')} 元/间估算，开业前费用约 ${f.budgetWan.toLocaleString('en-US')} 万元；按人房比 ${f.staffPerRoom} 估算，开业时约需员工 ${f.staff} 人。人工是开业前费用中最大、也最随开业日期变化的一项：员工到岗越早、开业推迟越久，这部分费用越高。`,
          ),
        ),
      ],
    },
    {
      path: 'opening/ramp-up',
      blocks: [
        table(
          '爬坡期要准备的现金',
          ['项目', '说明'],
          [
            ['经营亏损或利润不足', `按上表，第 1 年出租率约为稳定期的 ${f.rampYear1}%，固定成本却已全部发生`],
            ['还本付息', '开发贷款的利息在开业后开始由经营现金流承担，宜争取宽限期'],
            ['营运资金', '应收账款（协议客户、OTA 结算）与存货占用的资金'],
            ['开业后整改', '开业初期暴露的工程缺陷和品牌检查整改，保修期内的部分应向总包和分包追偿'],
          ],
        ),
      ],
    },
  ]
}
