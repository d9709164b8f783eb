import { benchmarkValue } from '../../../../common/benchmarks/benchmarks.ts'
import { benchmarks, note, ol, p, rich, type SeedPage, table, ul } from './define.ts'

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
export function assetPages(): SeedPage[] {
  const e = ownerExample
  const { lines, noi, cash } = ownerLines()
  return [
    {
      path: 'asset/owner-pl',
      title: '从 GOP 到业主现金',
      summary: '管理报表止于 GOP，业主的账从 GOP 往下才开始：管理费、税费、保险、储备和还本付息；附算例。',
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
        benchmarks('所用费率', [
          'fee.base_pct',
          'fee.incentive_pct_gop',
          'tax.property_tax_value_pct',
          'tax.property_value_deduction_pct',
          'ops.insurance_pct_value',
          'ops.ffe_reserve_pct',
        ]),
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
    {
      path: 'asset/capex',
      title: '资本性支出与翻新周期',
      summary: '储备怎么提、翻新何时做、投资按什么标准批准。',
      blocks: [
        rich(
          '储备与计划',
          p(
            '酒店的家具、设备、装修和机电系统都有寿命，到期不更新，客人会用点评和房价投票。管理合同通常约定按收入的一定比例提取 FF&E 更新储备，开业初期逐年递增，用于日常更新；大规模翻新和机电系统更换往往超出储备，需要业主另行出资。资产管理要维护一份五到十年的资本性支出计划，每年随预算更新。',
          ),
        ),
        benchmarks('储备比例与翻新投资参考', ['ops.ffe_reserve_pct', 'dev.pip_cost_per_key']),
        rich(
          '一项翻新投资怎么批',
          ol(
            '区分必须做和值得做：涉及生命安全、法规和品牌标准的是必须做；为了提高房价和份额的要算回报',
            '值得做的项目测算增量 NOI：翻新后 RevPAR 能提高多少（对照竞争组合中翻新过的酒店），施工期间损失多少收入',
            '用回收期和对资产价值的影响共同判断：增量 NOI 除以资本化率就是价值的增量，再和投资额比较',
            '确定施工方式：整体停业还是分区施工，避开旺季',
            '完工后一年复核实际效果，作为下次决策的依据',
          ),
          p(
            '储备账户要单独列示：每月按合同比例提取、每笔支出经业主批准、年末余额结转下年。管理方提出的更新项目超出当年储备时，先看能否推迟到下一年，再看是否需要业主追加出资，而不是挪用经营现金。',
          ),
          note('改造换牌工具按同一套口径计算改造投资、停业损失与回收期。'),
        ),
      ],
    },
    {
      path: 'asset/hold-sell',
      title: '持有、再融资还是出售',
      summary: '业主每年应回答一次的问题：继续持有、再融资释放资金，还是出售；各自看什么。',
      blocks: [
        rich(
          '每年问一次',
          p(
            '资产管理的最终问题是：这笔资产继续持有，是否仍然是业主资金最好的用途？这个问题不必等到有买家上门才问。每年做完预算和资产价值评估之后，把三个选择放在一起比较一次：继续持有并按计划投入资本性支出；以更高的估值或更低的利率再融资，把一部分资金释放出来另作他用；或者出售，把价值一次性兑现。',
          ),
        ),
        table(
          '三个选择各看什么',
          ['选择', '适合的情况', '要算清楚的'],
          [
            [
              '继续持有',
              '经营还在上升期，或者近期完成翻新、价值尚未体现',
              '未来五年的 NOI 和资本性支出，持有期回报与业主的资金成本比较',
            ],
            [
              '再融资',
              'NOI 已稳定、评估价值上升，或市场利率下降',
              '新贷款额度取 LTV、DSCR 与债务收益率的最低值，提前还款费用与新贷款成本',
            ],
            [
              '出售',
              '经营已到平台期、大额资本性支出临近，或管理合同即将到期、可以空约出售',
              '按市场资本化率的价值、交易税费与出售费用、税后净得款',
            ],
          ],
        ),
        rich(
          '容易被忽略的时机',
          ul(
            '管理合同到期前两三年：买方可以选择新的品牌和管理方，资产的可交易性最好',
            '大规模翻新之前：买方会把翻新投资从价格中扣除，卖方自己翻新再卖不一定更划算，需要逐项测算',
            '土地剩余年限缩短之前：剩余年限越短，买方可获得的贷款期限和额度越受限，价格随之下降',
          ),
          note('估值工具和贷款额度工具分别计算出售价值与再融资额度，可以把两者放在一起比较。'),
        ),
      ],
    },
  ]
}
