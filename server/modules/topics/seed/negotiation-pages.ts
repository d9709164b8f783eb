import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, table } from './define.ts'

/** A hypothetical upscale hotel's stable year (万元), to show how offers are compared. */
export const feeExample = { totalRevenue: 6000, roomsRevenue: 3600, gop: 1800 }

const wan = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 })

/** The example's fees at the benchmark table's default rates: the same rates the fee-structures tool starts from. */
export function feeExampleRows() {
  const e = feeExample
  const rate = (key: string) => benchmarkValue(key) / 100
  const rows: [string, string, number][] = [
    ['基本管理费', `总收入 × ${benchmarkValue('fee.base_pct')}%`, e.totalRevenue * rate('fee.base_pct')],
    ['奖励管理费', `GOP × ${benchmarkValue('fee.incentive_pct_gop')}%`, e.gop * rate('fee.incentive_pct_gop')],
    [
      '市场推广费',
      `客房收入 × ${benchmarkValue('fee.marketing_pct_rooms')}%`,
      e.roomsRevenue * rate('fee.marketing_pct_rooms'),
    ],
    [
      '预订系统费',
      `客房收入 × ${benchmarkValue('fee.reservation_pct_rooms')}%`,
      e.roomsRevenue * rate('fee.reservation_pct_rooms'),
    ],
    [
      '会员计划费',
      `客房收入 × ${benchmarkValue('fee.loyalty_pct_rooms')}%`,
      e.roomsRevenue * rate('fee.loyalty_pct_rooms'),
    ],
  ]
  const total = rows.reduce((sum, [, , amount]) => sum + amount, 0)
  return { rows, total, share: (total / e.totalRevenue) * 100 }
}

function feeTable({ rows, total, share }: ReturnType<typeof feeExampleRows>) {
  return table(
    '按本站基准费率折算（示例）',
    ['费用', '计费方式', '金额（万元）', '占总收入（%）'],
    [
      ...rows.map(([name, basis, amount]) => [
        name,
        basis,
        wan(amount),
        ((amount / feeExample.totalRevenue) * 100).toFixed(1),
      ]),
      ['合计', '', wan(total), share.toFixed(1)],
    ],
    '费率为基准数据表的缺省值（出处见“管理合同费用结构”页），酒店数字为假设；奖励管理费按未设业主优先回报门槛计算。',
  )
}

/** The brand negotiation topic's pages on comparing offers and on the performance test (issue 18). */
export function negotiationPages(): CodePage[] {
  const fees = feeExampleRows()
  return [
    {
      path: 'brandNegotiate/fee-comparison',
      // The text's "about N %" is the table's total, so an approved fee rate moves both.
      figures: { fees: { share: fees.share } },
      blocks: [feeTable(fees)],
    },
  ]
}
