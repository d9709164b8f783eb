import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich, table, ul } from './define.ts'

/**
 * A hypothetical upscale hotel's stable year (万元, land in ㎡): the owner's line from GOP down to cash, at the
 * benchmark table's default rates (the same the feasibility and fee tools use).
 */
export const ownerExample = {
  totalRevenue: 6000,
  gop: 1800,
  /** Original value of the building for property tax, and the insured value. */
  buildingValue: 30000,
  landSqm: 10000,
  debtService: 900,
}

export function ownerLines() {
  const e = ownerExample
  const pct = (key: string, selector = {}) => benchmarkValue(key, selector) / 100
  const lines: [string, string, number][] = [
    ['基本管理费', `总收入 × ${benchmarkValue('fee.base_pct')}%`, e.totalRevenue * pct('fee.base_pct')],
    ['奖励管理费', `GOP × ${benchmarkValue('fee.incentive_pct_gop')}%`, e.gop * pct('fee.incentive_pct_gop')],
    [
      '房产税',
      `房产原值 × (1 − ${benchmarkValue('tax.property_value_deduction_pct')}%) × ${benchmarkValue('tax.property_tax_value_pct')}%`,
      e.buildingValue * (1 - pct('tax.property_value_deduction_pct')) * pct('tax.property_tax_value_pct'),
    ],
    [
      '城镇土地使用税',
      `土地面积 × ${benchmarkValue('tax.land_use_tax_per_sqm', { variant: 'large_city' })} 元/㎡`,
      (e.landSqm * benchmarkValue('tax.land_use_tax_per_sqm', { variant: 'large_city' })) / 10_000,
    ],
    [
      '财产保险',
      `保险价值 × ${benchmarkValue('ops.insurance_pct_value')}%`,
      e.buildingValue * pct('ops.insurance_pct_value'),
    ],
    [
      'FF&E 更新储备',
      `总收入 × ${benchmarkValue('ops.ffe_reserve_pct')}%`,
      e.totalRevenue * pct('ops.ffe_reserve_pct'),
    ],
  ]
  const noi = e.gop - lines.reduce((sum, [, , amount]) => sum + amount, 0)
  return { lines, noi, cash: noi - e.debtService }
}

const wan = (value: number) => value.toLocaleString('en-US', { maximumFractionDigits: 1 })

/** The asset management topic's pages on the owner's line and on capital expenditure (issue 18). */
export function assetPages(): CodePage[] {
  const e = ownerExample
  const { lines, noi, cash } = ownerLines()
  return [
    {
      path: 'asset/owner-pl',
      blocks: [
        rich(
          '业主看的是哪一行',
          p(
            '管理公司按 USALI 编制的月报以 GOP 为主要业绩指标，奖励管理费也常按 GOP 计算。但业主拿到手的是 GOP 再扣除管理费、房产税和城镇土地使用税、财产保险、FF&E 更新储备之后的净经营收入（NOI），再扣还本付息之后才是税前现金流。资产管理的第一件事，就是把这几行固定成每月报表的一部分，而不是年底才算。',
          ),
          p(
            `以下为说明方法的示例。一家高端酒店稳定年总收入 ${wan(e.totalRevenue)} 万元、GOP ${wan(e.gop)} 万元；房产原值与保险价值按 ${wan(e.buildingValue)} 万元、土地 ${e.landSqm.toLocaleString('en-US')} 平方米（大城市）假设，年还本付息 ${wan(e.debtService)} 万元。费率取本站基准数据表的缺省值。`,
          ),
        ),
        table(
          'GOP 以下的各行（示例，万元）',
          ['项目', '计算', '金额（万元）'],
          [
            ['GOP', '', wan(e.gop)],
            ...lines.map(([name, basis, amount]) => [name, basis, `−${wan(amount)}`]),
            ['净经营收入（NOI）', '', wan(noi)],
            ['还本付息', '', `−${wan(e.debtService)}`],
            ['税前现金流', '', wan(cash)],
          ],
          '示例数字；城镇土地使用税的单位税额由当地按土地等级确定，表中取条例幅度的中点，须按当地税额替换。',
        ),
        rich(
          '从算例读出什么',
          ul(
            `GOP 率 ${Math.round((e.gop / e.totalRevenue) * 100)}% 的酒店，落到业主手里的 NOI 只有总收入的 ${Math.round((noi / e.totalRevenue) * 100)}% 左右，再扣还本付息就更少`,
            'FF&E 储备是 GOP 以下最大的一项之一：它不是费用而是业主为将来翻新存的钱，合同要约定储备账户的归属和使用审批',
            '房产税按房产原值计，与经营好坏无关，经营下滑时它的占比会迅速上升',
            '估值和贷款都按 NOI 计算，所以管理费结构和储备比例的谈判直接影响资产价值',
            '还本付息之后的现金才是业主可以分配的钱；经营下滑时它最先变成负数，要提前安排股东支持或与银行协商',
          ),
        ),
      ],
    },
  ]
}
