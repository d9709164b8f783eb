import {
  calculateFeeStructures,
  type FeeStructure,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '#common/applets/fee-structures'
import { type CodePage, rich, table, ul } from './define.ts'

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
        rich(
          '从示例读出什么',
          ul(
            `按缺省假设，基准情景下业主现值最高的是${label(result.best)}；下行情景中业主现金变化最小的是${label(steadiest)}。`,
            `租赁的结果几乎完全取决于租金水平：示例中租金约为稳定年总收入的 ${Math.round(result.rentShareOfRevenue * 100)}%，是按承租方扣租后仍有经营利润设定的假设；实际租金报价高于或低于它，结论都可能改变`,
            '特许经营省下了管理费，却要业主自己承担经营：示例假设经营水平相同，实际中业主的经营能力往往决定了特许经营是否划算',
            '委托管理和特许经营在下行情景中业主现金都大幅减少，说明这两种方式下经营风险都在业主一方：收入下滑时管理费随之减少，但固定成本和业主费用不减',
          ),
        ),
      ],
    },
  ]
}
