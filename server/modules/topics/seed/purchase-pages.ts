import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich } from './define.ts'

/** A hypothetical 250-room upscale hotel's FF&E and OS&E budget at the benchmark table's per-key defaults. */
export function purchaseBudget() {
  const rooms = 250
  const ffe = benchmarkValue('dev.ffe_per_key', { segment: 'upscale' })
  const ose = benchmarkValue('dev.ose_per_key', { segment: 'upscale' })
  return { rooms, ffe, ose, ffeWan: (ffe * rooms) / 10_000, oseWan: (ose * rooms) / 10_000 }
}

/** The procurement topic's pages on budgeting and on tendering FF&E and OS&E (issue 18). */
export function purchasePages(): CodePage[] {
  const b = purchaseBudget()
  return [
    {
      path: 'purchase/budget',
      blocks: [
        rich(
          '示例：一家高端酒店的采购预算',
          p(
            `以下为说明方法的示例。一家 ${b.rooms} 间客房的高端酒店，按上表高端档次的缺省值，FF&E 约 ${b.ffe.toLocaleString('en-US')} 元/间、合计约 ${b.ffeWan.toLocaleString('en-US')} 万元，OS&E 约 ${b.ose.toLocaleString('en-US')} 元/间、合计约 ${b.oseWan.toLocaleString('en-US')} 万元。这是首版预算的起点；管理方提交清单后，按清单逐项核对，差异大的类别要求说明。投资预算工具使用同一组数字。`,
          ),
        ),
      ],
    },
  ]
}
