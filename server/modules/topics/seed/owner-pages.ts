import {
  calculateFeeStructures,
  type FeeStructure,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '../../../../common/applets/fee-structures.ts'
import { benchmarks, note, ol, rich, type SeedPage, table, ul } from './define.ts'

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
export function ownerPages(): SeedPage[] {
  const { result, steadiest } = operatingModelExample()
  const label = (s: FeeStructure) => feeStructureLabels[s]
  return [
    {
      path: 'owner/operating-model',
      title: '委托管理、特许经营还是租赁',
      summary: '三种合作方式下业主承担什么、得到什么，用合作模式对比工具的缺省测算示例说明。',
      blocks: [
        rich(
          '三种方式分别是什么',
          ul(
            '委托管理：品牌方（或管理公司）派团队经营，业主承担全部经营成本和风险，向管理方支付基本管理费和奖励管理费，并承担品牌系统费用',
            '特许经营：业主取得品牌使用权，自己或聘请第三方管理公司经营，向品牌方支付加盟费、特许经营费和系统费用；经营能力不足的业主，结果可能比委托管理差',
            '租赁：业主把物业租给酒店经营方，收取租金，不承担经营盈亏；代价是放弃经营改善带来的增值，并承担承租方付不出租金的信用风险',
          ),
        ),
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
        benchmarks('示例所用的费率与租金假设', [
          'fee.base_pct',
          'fee.incentive_pct_gop',
          'fee.owner_priority_pct',
          'fee.franchise_pct_rooms',
          'fee.lease_rent_pct_revenue',
        ]),
        rich(
          '从示例读出什么',
          ul(
            `按缺省假设，基准情景下业主现值最高的是${label(result.best)}；下行情景中业主现金变化最小的是${label(steadiest)}。`,
            `租赁的结果几乎完全取决于租金水平：示例中租金约为稳定年总收入的 ${Math.round(result.rentShareOfRevenue * 100)}%，是按承租方扣租后仍有经营利润设定的假设；实际租金报价高于或低于它，结论都可能改变`,
            '特许经营省下了管理费，却要业主自己承担经营：示例假设经营水平相同，实际中业主的经营能力往往决定了特许经营是否划算',
            '委托管理和特许经营在下行情景中业主现金都大幅减少，说明这两种方式下经营风险都在业主一方：收入下滑时管理费随之减少，但固定成本和业主费用不减',
          ),
        ),
        rich(
          '选择租赁时合同要看什么',
          ul(
            '租金结构：固定租金加每年递增，还是保底租金加经营收入分成；分成要约定计算基数和审计权',
            '租期与续租：首期租期、免租期（装修期）、续租条件和租金调整方式',
            '履约保障：押金或保函的金额，承租方母公司是否提供担保',
            '装修与设备：承租方的装修投入在租期结束时如何处理，大修和设备更新由谁负责',
            '违约处置：欠租多久可以解除合同、收回物业，承租方留下的员工和预订如何处理',
            '品牌与转租：承租方更换品牌或转租需业主同意，避免物业被降级使用',
          ),
        ),
        rich(
          '怎么选',
          ol(
            '先看业主自己：有没有酒店经营团队、能承担多大的经营波动、打算持有多久',
            '再看资产：档次越高、餐饮和会议越重，经营越复杂，越依赖专业管理方',
            '再看市场：品牌方在当地有没有同档次的成功项目，租赁方的信用和履约记录如何',
            '最后用同一份经营预测，把几家的报价分别填进合作模式对比工具，比较基准和下行两种情景，而不只是比较费率',
          ),
          note(
            '三种方式也可以组合：例如先委托管理、约定若干年后业主可改为特许经营，或者租赁合同中约定保底租金加经营分成。',
          ),
        ),
      ],
    },
  ]
}
