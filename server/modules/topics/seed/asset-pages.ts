import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, table } from './define.ts'

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
      figures: {
        e,
        gopMargin: Math.round((e.gop / e.totalRevenue) * 100),
        noiMargin: Math.round((noi / e.totalRevenue) * 100),
      },
      blocks: [
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
      ],
    },
  ]
}
