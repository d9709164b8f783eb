import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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

function feeTable() {
  const { rows, total, share } = feeExampleRows()
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
export const negotiationPages: SeedPage[] = [
  {
    path: 'brandNegotiate/fee-comparison',
    title: '怎么比较几家品牌的报价',
    summary: '把计费基数各不相同的费用折算到同一把尺子上，再看费用之外的条款。',
    blocks: [
      rich(
        '费用不能只比费率',
        p(
          '品牌方的意向书（LOI）里，基本管理费按总收入计，奖励管理费按 GOP 或扣除业主优先回报后的利润计，市场推广、预订和会员费用按客房收入、按间夜或按订单计，还有开业前的技术服务费和一次性系统安装费。费率单独看都不大，加起来占总收入的比例却远高于其中任何一项（下面的示例约为 7%，还不含开业前费用和委派人员薪酬）。比较报价的唯一办法，是用同一份经营预测，把每一项费用逐年算成金额，再折算成占总收入的比例和十年累计的现值。',
        ),
        p(
          '下面用一家假设的高端酒店稳定年做示例：总收入 6,000 万元，其中客房收入 3,600 万元，GOP 1,800 万元（GOP 率 30%）。',
        ),
      ),
      feeTable(),
      rich(
        '读这张表',
        ul(
          '与客房收入挂钩的三项系统费用加起来，可能比基本管理费还高：谈判时不能只盯基本管理费',
          '奖励管理费是最大的单项：有没有业主优先回报门槛、门槛按投资额还是按 GOP 设定，对业主现金流的影响远大于费率本身的一两个百分点',
          '系统费用常按“实际发生、按成本分摊”收取，意向书里只写区间：要求品牌方给出同城同档次酒店近三年的实际比例',
          '费用之外还有人：委派总经理和财务总监的薪酬、外派人员的住房和差旅由业主承担，要计入测算',
        ),
      ),
      rich(
        '比较表要有的列',
        ol(
          '各项费用的费率与计费基数，以及开业前各年的费用（技术服务费、开业前管理费、系统安装费）',
          '按同一经营预测算出的十年费用合计和占总收入比例',
          '业主优先回报的门槛和计算口径',
          '业绩考核、终止、出售、续约条款的对比（见“业绩考核与终止条款”页）',
          '品牌方的投入：关键资金、品牌补贴、开业期的费用减免',
        ),
        note(
          '合作模式对比工具按基准费率逐年计算委托管理、特许经营与租赁三种方式下业主的十年现金流，可以把各家报价的费率填进去对比。',
        ),
      ),
    ],
  },
]
