import {
  calculateFeeStructures,
  type FeeStructure,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '#common/applets/fee-structures'
import { type CodePage, table } from './define.ts'

/** The operating-model example: the fee-structures tool at the benchmark table's defaults (upscale, 二线, 300 rooms). */
export function operatingModelExample() {
  const result = calculateFeeStructures(feeStructuresDefaults('upscale', 'tier2', 300))
  const steadiest = feeStructures.reduce((best, s) =>
    Math.abs(result.downsideChange[s]) < Math.abs(result.downsideChange[best]) ? s : best,
  )
  return { result, steadiest }
}

const wan = (value: number) => Math.round(value).toLocaleString('en-US')

/** The owner topic's page on choosing how the hotel is run (issue 18: management, franchise, lease compared). */
export function ownerPages(): CodePage[] {
  const { result, steadiest } = operatingModelExample()
  const label = (s: FeeStructure) => feeStructureLabels[s]
  return [
    {
      path: 'owner/operating-model',
      figures: {
        bestModel: label(result.best),
        steadiestModel: label(steadiest),
        rentSharePct: Math.round(result.rentShareOfRevenue * 100),
      },
      blocks: [
        table(
          '十年业主现金（示例，万元）',
          ['方式', '十年合计（基准）', '现值（基准）', '十年合计（下行）', '付给品牌方（十年）'],
          feeStructures.map((s) => [
            label(s),
            wan(result.base.totals[s]),
            wan(result.base.npv[s]),
            wan(result.downside.totals[s]),
            wan(result.base.brandFees[s]),
          ]),
          '合作模式对比工具按基准数据表的缺省值计算：高端酒店、二线城市、300 间客房；租金、业主优先回报等缺省值是本站的测算假设（出处见基准数据表），须按实际报价替换。',
        ),
      ],
    },
  ]
}
