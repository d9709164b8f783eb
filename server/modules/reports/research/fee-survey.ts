import {
  calculateFeeStructures,
  type FeeStructure,
  feeStructureLabels,
  feeStructures,
  feeStructuresDefaults,
} from '#common/applets/fee-structures'
import { bullets, cite, p, type RowSpec, rangeChart, rangeTable, segmentRows, sub, variantRows } from './blocks.ts'
import { bench, rowOf, toolNum, toolNums } from './figures.ts'
import { type Block, cols, type Inline, type ResearchReport } from './model.ts'

const all: RowSpec = { label: '所有档次', selector: {} }

const baseFeeRows: RowSpec[] = [
  { label: 'JLL 亚太区管理合同调查', selector: {} },
  { label: 'PKF 中国业主调查', selector: { variant: 'china_owner_survey' } },
]

/** Rows of fee.franchise_pct_rooms: the default and the brands whose published policy gives a rate. */
const franchiseRows: RowSpec[] = [
  all,
  { label: '高端（万豪美国特许披露文件）', selector: { segment: 'upscale' } },
  { label: '中高端（亚朵上市报道）', selector: { segment: 'upper_midscale' } },
  { label: '经济型（锦江 IU 加盟政策）', selector: { segment: 'economy' } },
]

/** The fee-structures tool on its defaults: a 300-room upscale hotel in a tier-2 city. */
export const feeExampleInput = () => feeStructuresDefaults('upscale', 'tier2')

function workedExample(): Block[] {
  const input = feeExampleInput()
  const result = calculateFeeStructures(input)
  const n = toolNums('fee-structures', input, result)
  const wan = { digits: 0 as const }
  const inputRow = (label: string, path: string, unit: string, key?: string): Inline[] => [
    label,
    n(`input.${path}`, { digits: 2 }),
    unit,
    key ? cite(rowOf(key, { segment: 'upscale', tier: 'tier2' }).source) : '工具设定',
  ]
  const perStructure = (label: string, path: (s: FeeStructure) => string): Inline[] => [
    label,
    ...feeStructures.map((s) => n(path(s), wan)),
  ]
  return [
    p(
      '为说明三种合作方式对业主现金流的影响，本节用本平台“委托管理、特许经营与租赁对比”工具，对一家位于二线城市、',
      n('input.rooms', { digits: 0, unit: ' 间' }),
      '客房的高端酒店做 10 年测算。房价、出租率、收入结构、GOP 率、费率和税费全部取基准表典型值，开发投资由开发成本基准推算，租金按租赁经营租金占收入比例的典型值设定。',
    ),
    {
      kind: 'table',
      title: '算例输入',
      columns: cols(['参数', 3], ['取值', 1.4, 'right'], ['单位', 1.2], ['来源', 1]),
      rows: [
        inputRow('客房数', 'rooms', '间'),
        inputRow('首年平均房价', 'adr', '元', 'ops.adr'),
        inputRow('稳定期出租率', 'occupancyPct', '%', 'ops.occupancy'),
        inputRow('稳定期 GOP 率', 'gopMarginPct', '%', 'ops.gop_margin'),
        inputRow('开发投资（不含土地）', 'investment', '万元'),
        inputRow('基本管理费率（占总收入）', 'baseFeePct', '%', 'fee.base_pct'),
        inputRow('奖励管理费率（占 GOP）', 'incentiveFeePct', '%', 'fee.incentive_pct_gop'),
        inputRow('业主优先回报率', 'ownerPriorityPct', '%', 'fee.owner_priority_pct'),
        inputRow('特许经营费率（占客房收入）', 'franchisePct', '%', 'fee.franchise_pct_rooms'),
        inputRow('预订系统费率', 'reservationPct', '%', 'fee.reservation_pct_rooms'),
        inputRow('会员计划费率', 'loyaltyPct', '%', 'fee.loyalty_pct_rooms'),
        inputRow('市场推广费率', 'marketingPct', '%', 'fee.marketing_pct_rooms'),
        inputRow('首期加盟费', 'initialFeePerKey', '元/间', 'fee.initial_fee_per_key'),
        inputRow('首年租金', 'rentYear1', '万元'),
        inputRow('房价与成本年增长率', 'growthPct', '%'),
        inputRow('折现率', 'discountRatePct', '%', 'fin.discount_rate'),
      ],
      note: '“工具设定”为工具的缺省假设：开发投资 = 客房数 × 开发成本基准推算的每间投资；首年租金 = 稳定年总收入 × 高端档次租金占收入比例典型值；增长率为测算假设',
    },
    {
      kind: 'table',
      title: '算例结果：业主 10 年现金流（万元，未扣所得税与还本付息）',
      columns: [
        { label: '指标', weight: 2.6 },
        ...feeStructures.map((s) => ({ label: feeStructureLabels[s], weight: 1.3, align: 'right' as const })),
      ],
      rows: [
        perStructure('10 年业主现金流合计', (s) => `result.base.totals.${s}`),
        perStructure('按折现率计算的净现值', (s) => `result.base.npv.${s}`),
        perStructure('10 年支付给品牌的费用', (s) => `result.base.brandFees.${s}`),
        perStructure('下行情景 10 年现金流变化', (s) => `result.downsideChange.${s}`),
      ],
      note: '租赁模式下品牌费用由承租方支付，业主收取租金；下行情景为 RevPAR 较基准情景下降工具设定的比例',
    },
    {
      kind: 'chart',
      title: '算例：三种模式的业主净现值',
      unit: '万元',
      bars: feeStructures.map((s) => ({ label: feeStructureLabels[s], value: n(`result.base.npv.${s}`, wan) })),
    },
    {
      kind: 'table',
      title: '算例逐年明细：委托管理模式（万元）',
      columns: cols(
        ['年份', 0.8],
        ['总收入', 1.2, 'right'],
        ['GOP', 1.2, 'right'],
        ['基本管理费', 1.2, 'right'],
        ['系统费用', 1.2, 'right'],
        ['奖励管理费', 1.2, 'right'],
        ['业主现金流', 1.2, 'right'],
      ),
      rows: result.base.years.map((y, i) => [
        `第 ${y.year} 年`,
        n(`result.base.years.${i}.totalRevenue`, wan),
        n(`result.base.years.${i}.gop`, wan),
        n(`result.base.years.${i}.baseFee`, wan),
        n(`result.base.years.${i}.systemFees`, wan),
        n(`result.base.years.${i}.incentiveFee`, wan),
        n(`result.base.years.${i}.owner.management`, wan),
      ]),
      note: '奖励管理费只从扣除基本管理费、系统费用、固定费用、FF&E 准备金和业主优先回报后的现金中支付，不足部分不向以后年度结转',
    },
    p(
      '在基准情景下，净现值最高的是',
      feeStructureLabels[result.best],
      '模式。委托管理 10 年支付给品牌的费用合计 ',
      n('result.base.brandFees.management', { digits: 0, unit: ' 万元' }),
      '，特许经营为 ',
      n('result.base.brandFees.franchise', { digits: 0, unit: ' 万元' }),
      '；特许经营省下的是管理费，换来的是业主自建管理团队和承担全部经营风险。租赁把经营波动转给承租方，下行情景下业主现金流变化为 ',
      n('result.downsideChange.lease', { digits: 0, unit: ' 万元' }),
      '，而委托管理为 ',
      n('result.downsideChange.management', { digits: 0, unit: ' 万元' }),
      '。10 年中有 ',
      n('result.base.incentiveCutYears', { digits: 0 }),
      ' 年，扣除业主优先回报后的现金不足以支付全额奖励管理费。',
    ),
  ]
}

export function feeSurveyReport(): ResearchReport {
  const example = feeExampleInput()
  const exampleResult = calculateFeeStructures(example)
  return {
    id: 'd6000000-0000-4000-8000-000000000012',
    title: '管理费与特许经营费调查',
    subtitle: '委托管理、特许经营与租赁经营的费用结构与合同条件',
    topic: 'brandNegotiate',
    year: 2025,
    summary:
      '汇总公开调查、集团年报与加盟政策中的基本管理费、奖励管理费、特许经营费、系统费用、加盟费、租赁租金比例与合同期限，并用管理模式对比工具测算一家 300 间高端酒店在三种模式下的业主 10 年现金流。',
    organizationIds: [],
    sections: [
      {
        heading: '摘要与主要发现',
        blocks: [
          p(
            '业主引入品牌有三条路：委托品牌方管理、向品牌方购买特许经营权自行经营，或把物业整体出租给酒店经营方。三者的费用构成不同，风险分担也不同。本调查把公开可查的费率与合同条件汇总在一起，并用同一家酒店演示三种方式对业主现金流的影响。',
          ),
          bullets(
            [
              'JLL 亚太区管理合同调查给出的基本管理费率为总收入的 ',
              bench('fee.base_pct', {}, 'typical', { unit: '%' }),
              '，奖励管理费率为 GOP 的 ',
              bench('fee.incentive_pct_gop', {}, 'typical', { unit: '%' }),
              '，管理合同初始期限平均 ',
              bench('fee.term_years', { variant: 'management' }, 'typical', { unit: ' 年' }),
              '。',
            ],
            [
              'PKF 的业主调查中，中国业主反映的基本管理费率为 ',
              bench('fee.base_pct', { variant: 'china_owner_survey' }, 'typical', { unit: '%' }),
              '，合同期限 ',
              bench('fee.term_years', { variant: 'management_china_owner_survey' }, 'typical', { unit: ' 年' }),
              '；该调查发布较早，仅作对照。',
            ],
            [
              '特许经营费：锦江 IU 加盟政策为 ',
              bench('fee.franchise_pct_rooms', { segment: 'economy' }, 'typical', { unit: '%' }),
              '，亚朵上市报道披露的区间为 ',
              bench('fee.franchise_pct_rooms', { segment: 'upper_midscale' }, 'low', { unit: '%' }),
              '–',
              bench('fee.franchise_pct_rooms', { segment: 'upper_midscale' }, 'high', { unit: '%' }),
              '，万豪美国特许披露文件为 ',
              bench('fee.franchise_pct_rooms', { segment: 'upscale' }, 'typical', { unit: '%' }),
              '。',
            ],
            [
              '算例中，一家高端酒店在基准情景下净现值最高的是',
              feeStructureLabels[exampleResult.best],
              '模式，委托管理的净现值为 ',
              toolNum('fee-structures', example, exampleResult, 'result.base.npv.management', {
                digits: 0,
                unit: ' 万元',
              }),
              '。',
            ],
          ),
        ],
      },
      {
        heading: '研究方法与口径',
        blocks: [
          p(
            '本调查的费率来自三类公开资料：国际咨询机构的管理合同调查、上市酒店集团的年报与披露文件、国内集团公开的加盟政策。缺少公开数字的项目（如预订系统费、会员计划费、租赁租金比例）使用本公司的测算假设，并在资料来源中写明取值依据。',
          ),
          sub('费用定义'),
          bullets(
            ['基本管理费：按酒店总收入（或合同约定的调整后总收入）计收。'],
            ['奖励管理费：按 GOP 或调整后 GOP 计收，常与业主优先回报挂钩，只有业主先拿到约定回报后才支付。'],
            ['特许经营费：按客房收入计收的品牌使用费；国内连锁品牌多以酒店营业收入为基数。'],
            ['系统费用：中央预订系统费、会员计划费和市场推广费，按客房收入的比例折算。'],
            ['加盟费：签约时按客房数一次性缴纳的前期指导费。'],
            ['租赁租金：租赁经营模式下承租方支付给业主的年租金，以占酒店营业收入的比例表示。'],
          ),
          sub('测算方法'),
          p(
            '算例使用本平台“委托管理、特许经营与租赁对比”工具。工具按 USALI 口径由客房数、出租率和房价推出客房收入，再按收入结构推出总收入；经营成本分为固定与变动两部分，固定部分不随爬坡和下行情景缩减。三种模式下业主分别承担管理费、特许费与自营管理成本，或只收取租金，工具逐年计算业主现金流并按折现率求净现值。所有结果均为税前、未扣还本付息。',
          ),
          sub('局限'),
          p(
            '各来源的调查范围、年份和计费基数不完全一致：JLL 调查覆盖亚太区，PKF 调查发布较早，万豪披露文件适用于美国市场。比较时应看量级与结构，不宜直接套用到单个项目的谈判底线。',
          ),
        ],
      },
      {
        heading: '委托管理：基本管理费与奖励管理费',
        blocks: [
          p(
            '委托管理合同中，基本管理费保证管理方的基本收入，奖励管理费把管理方的收入与酒店利润挂钩。业主谈判的重点通常不在费率本身，而在计费基数、业主优先回报的设定，以及奖励费在业绩不达标年份是否结转。',
          ),
          rangeTable('fee.base_pct', baseFeeRows, { digits: 1 }, { first: '口径' }),
          {
            kind: 'chart',
            title: '基本管理费率：两项调查对照',
            unit: '%（占总收入）',
            bars: [
              { label: 'JLL 亚太区调查', value: bench('fee.base_pct', {}, 'typical', { unit: '%' }) },
              {
                label: 'PKF 中国业主调查',
                value: bench('fee.base_pct', { variant: 'china_owner_survey' }, 'typical', { unit: '%' }),
              },
            ],
          },
          rangeTable('fee.incentive_pct_gop', [all], { digits: 1 }, { first: '口径' }),
          rangeTable('fee.owner_priority_pct', [all], { digits: 1 }, { first: '口径' }),
        ],
      },
      {
        heading: '特许经营费与系统费用',
        blocks: [
          p(
            '特许经营模式下，业主自行组建管理团队，向品牌方支付品牌使用费和各项系统费用。公开资料中，经济型与中高端品牌的加盟政策和上市披露给出了较明确的费率；高端及以上品牌在国内多以委托管理为主，公开的特许费率以国际集团的披露文件为参照。',
          ),
          rangeTable('fee.franchise_pct_rooms', franchiseRows, { digits: 1 }, { first: '口径' }),
          {
            kind: 'chart',
            title: '特许经营费率：各口径典型值',
            unit: '%（占客房收入）',
            bars: franchiseRows.map((r) => ({
              label: r.label.replace(/（.*）/, ''),
              value: bench('fee.franchise_pct_rooms', r.selector, 'typical', { unit: '%' }),
            })),
          },
          rangeTable('fee.reservation_pct_rooms', [all], { digits: 1 }, { first: '口径' }),
          rangeTable('fee.loyalty_pct_rooms', [all], { digits: 1 }, { first: '口径' }),
          rangeTable(
            'fee.marketing_pct_rooms',
            [all, { label: '经济型（锦江 IU 加盟政策）', selector: { segment: 'economy' } }],
            { digits: 1 },
            { first: '口径' },
          ),
          rangeTable(
            'fee.initial_fee_per_key',
            [all, { label: '经济型（锦江 IU 加盟政策）', selector: { segment: 'economy' } }],
            { digits: 0 },
            { first: '口径' },
          ),
        ],
      },
      {
        heading: '租赁经营与合同期限',
        blocks: [
          p(
            '租赁经营把经营风险整体转移给承租方，业主换取一笔相对稳定的租金。租金占收入的比例随档次变化：有限服务酒店经营成本低、GOP 率高，承租方能承受的租金比例也更高。',
          ),
          rangeTable('fee.lease_rent_pct_revenue', segmentRows(), { digits: 0 }),
          rangeChart('fee.lease_rent_pct_revenue', segmentRows()),
          rangeTable('fee.term_years', variantRows('fee.term_years'), { digits: 1 }, { first: '合同类型' }),
        ],
      },
      { heading: '算例：一家高端酒店的三种合作方式', blocks: workedExample() },
      {
        heading: '结论与谈判要点',
        blocks: [
          bullets(
            [
              '比费率之前先比基数：基本管理费按总收入计，特许经营费和系统费用多按客房收入计，同样的百分比对应的金额差别很大。',
            ],
            [
              '奖励管理费应与业主优先回报挂钩，并明确不足部分是否结转；算例显示，在爬坡年份优先回报会压缩甚至取消奖励费。',
            ],
            [
              '系统费用（预订、会员、市场推广）合计可能接近甚至超过特许经营费本身，谈判时应要求品牌方列明各项费用的计费基数和上限。',
            ],
            [
              '合同期限影响退出：JLL 调查中管理合同初始期限平均 ',
              bench('fee.term_years', { variant: 'management' }, 'typical', { unit: ' 年' }),
              '，业主应同步谈定业绩考核与提前终止条款。',
            ],
            ['选择模式前，应把本项目的房价、出租率和投资额输入本平台的管理模式对比工具重算，而不是套用本算例的结论。'],
          ),
        ],
      },
    ],
  }
}
