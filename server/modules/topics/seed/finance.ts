import { brandScalePage, brandVisitPage } from './brand-pages.ts'
import {
  applet,
  benchmarks,
  employeesOnly,
  group,
  hotelMap,
  INDICATIVE,
  note,
  overviewPage,
  p,
  page,
  projectList,
  report,
  rich,
  type SeedTopic,
  table,
  wall,
} from './define.ts'
import { groupPages, groupStrategyPages } from './group-pages.ts'
import { negotiationPages } from './negotiation-pages.ts'

/** Brand choice, negotiation and the groups behind the brands. */
export const financeTopics: SeedTopic[] = [
  {
    key: 'brand',
    title: '品牌选择',
    stage: 'finance',
    icon: 'CrownOutlined',
    summary: '为项目挑选合适的品牌：定位、标准、费用与拓展条件。',
    audience: ['new_hotel', 'owner', 'consulting'],
    nodes: [
      group('选品牌', '比较与筛选', [
        page('brand/overview', '怎样选择品牌', '品牌选择的标准与步骤'),
        page('brand/compare', '品牌比选评分表', '从六个维度给候选品牌打分'),
        page('brand/visit', '考察候选品牌', '看哪些数据、问业主哪些问题'),
        wall('brand', '品牌墙', '按档次、集团和风格筛选品牌'),
      ]),
      group('品牌数据', '规模与表现', [
        page('brand/scale', '主要集团规模对比', '公开排名与各集团公布的客房和酒店数'),
        applet('benchmarking', '经营对标工具', '比较不同品牌酒店的经营表现'),
        hotelMapNode(),
      ]),
      group('下一步', '从选择到谈判', [
        { kind: 'link', title: '进入品牌谈判专题', summary: '合同条款与谈判要点', target: '/startPage/brandNegotiate' },
      ]),
    ],
    pages: [
      overviewPage(
        'brand',
        '怎样选择品牌',
        '品牌决定酒店的客源、房价和投资标准，也决定业主未来十几年要和谁打交道。选品牌不是选名气最大的，而是选与项目条件、业主目标最匹配的。',
        [
          '哪些品牌适合这个位置和规模？',
          '品牌标准会让投资增加多少？',
          '各品牌的会员和渠道能带来多少客源？',
          '费用结构和合同条件谁更有利？',
        ],
        [
          '依据可研确定档次与规模',
          '列出 5–8 个候选品牌',
          '发出项目推介书与意向征询',
          '比较品牌标准、投资、费用与业绩承诺',
          '实地考察候选品牌的同类酒店并访谈业主',
          '选出 2–3 家进入合同谈判',
        ],
      ),
      {
        path: 'brand/compare',
        title: '品牌比选评分表',
        summary: '六个维度的评分方法。',
        blocks: [
          table(
            '评分维度',
            ['维度', '权重', '看什么'],
            [
              ['品牌与定位匹配', '20%', '目标客群、价格带与项目位置是否匹配'],
              ['分销与会员', '20%', '会员规模、会员贡献率、直销比例'],
              ['经营业绩', '20%', '同城同档次酒店的 RevPAR 指数'],
              ['投资标准', '15%', '单房投资、面积与设施要求'],
              ['费用与条款', '15%', '全部费用占收入比例、业绩考核与终止条款'],
              ['业主口碑', '10%', '现有业主访谈结果'],
            ],
          ),
          benchmarks('打分时对照的费用与投资参考', ['fee.base_pct', 'fee.franchise_pct_rooms', 'dev.ffe_per_key']),
          rich(
            '怎么打分',
            p(
              '每个维度按 1 到 5 分打分，乘以权重后相加。打分要有依据：经营业绩用考察得到的同城同档次酒店的 RevPAR 指数，费用用按同一经营预测折算的费用占收入比例，投资标准用品牌技术标准对应的单房投资。几位评委分别打分再取平均，比一个人打分更可靠；分数接近的两个品牌，都进入谈判，让它们在条款上竞争。',
            ),
            note('权重为常用起点，业主可按自身目标调整；例如重视资产价值的业主可提高品牌与定位权重。'),
          ),
        ],
      },
      brandScalePage(),
      brandVisitPage,
    ],
  },
  {
    key: 'brandNegotiate',
    title: '品牌谈判',
    stage: 'finance',
    icon: 'AuditOutlined',
    summary: '管理合同与特许经营合同的关键条款和谈判策略。',
    audience: ['new_hotel', 'owner', 'consulting'],
    nodes: [
      group('费用', '看懂每一项费用', [
        page('brandNegotiate/fees', '管理合同费用结构', '基本管理费、奖励管理费与各类系统费用', { public: true }),
        page('brandNegotiate/franchise', '特许经营费用结构', '加盟费、特许经营费与系统费'),
        page('brandNegotiate/fee-comparison', '怎么比较几家品牌的报价', '把各项费用折算到同一把尺子上，附示例'),
        applet('fee-structures', '合作模式对比工具', '委托管理、特许经营与租赁下业主的 10 年现金流'),
      ]),
      group('条款', '谈判重点', [
        page('brandNegotiate/overview', '品牌谈判要点', '谈判流程与要争取的条款'),
        page('brandNegotiate/clauses', '关键条款清单', '期限、考核、终止、区域保护'),
        page('brandNegotiate/performance-test', '业绩考核与终止条款', '考核怎么写才能执行，出售与终止时守住什么'),
        report(
          'd6000000-0000-4000-8000-000000000012',
          '管理费与特许经营费调查',
          '各项费用的公开水平与来源，一家酒店三种模式的 10 年费用对比',
        ),
      ]),
      group('相关', '品牌与集团', [
        wall('group', '集团墙', '了解谈判对手'),
        { kind: 'link', title: '返回品牌选择', summary: '品牌比选方法', target: '/startPage/brand' },
      ]),
    ],
    pages: [
      overviewPage(
        'brandNegotiate',
        '品牌谈判要点',
        '合同一签就是 10–20 年。谈判的目标不是把费用压到最低，而是让管理方的收益与业主的收益绑在一起，并在经营不达标时给业主留出退出通道。',
        [
          '各项费用加起来占收入多少？',
          '业绩考核怎么设、能不能执行？',
          '业主能否在出售酒店时解除合同？',
          '技术服务和开业前费用包括什么？',
        ],
        [
          '收集 2–3 家品牌的意向条款（LOI）',
          '制作条款对比表，换算为总费用占收入比例',
          '确定必争条款和可让步条款',
          '分轮谈判：先商务条款，后法律条款',
          '律师审阅全文，特别是终止、转让与争议解决',
          '签约并建立合同执行台账',
        ],
        [
          rich(
            '谈判的筹码在签约之前',
            p(
              '业主的筹码在意向书阶段最大：几家品牌同时在谈，项目位置和业主资金实力都还是稀缺资源。意向书里没有写进去的条款，到正式合同阶段很难再争取；合同签署之后，业主能用的只剩合同本身。所以费用、考核、终止和出售这几项要在意向书里就写清楚原则，正式合同只补细节。',
            ),
          ),
        ],
      ),
      {
        path: 'brandNegotiate/fees',
        title: '管理合同费用结构',
        summary: '委托管理模式下业主支付的主要费用及其常见区间。',
        blocks: [
          benchmarks('管理合同费用基准', [
            'fee.base_pct',
            'fee.incentive_pct_gop',
            'fee.owner_priority_pct',
            'fee.marketing_pct_rooms',
            'fee.reservation_pct_rooms',
            'fee.loyalty_pct_rooms',
            'fee.term_years',
          ]),
          rich(
            undefined,
            p(
              '比较不同品牌的报价，要把每一项费用按各自的计费基数（总收入、GOP、客房收入或会员收入）折算成占酒店总收入的比例再相加；奖励管理费还要看是否设有业主优先回报门槛。合作模式对比工具按这些费率逐年计算业主现金流。',
            ),
          ),
        ],
      },
      {
        path: 'brandNegotiate/franchise',
        title: '特许经营费用结构',
        summary: '加盟模式下的费用。',
        blocks: [
          benchmarks('特许经营费用基准', [
            'fee.initial_fee_per_key',
            'fee.franchise_pct_rooms',
            'fee.reservation_pct_rooms',
            'fee.loyalty_pct_rooms',
            'fee.marketing_pct_rooms',
          ]),
          rich(
            '特许经营适合谁',
            p(
              '特许经营（加盟）下，业主取得品牌使用权和预订、会员等系统支持，酒店由业主自己或业主聘请的第三方管理公司经营，经营风险和收益都在业主一方。它适合已有酒店经营团队的业主，或者愿意另行聘请第三方管理公司的业主；费用低于委托管理，但品牌方对经营结果不承担考核责任。',
            ),
            p(
              '国内中端和经济型连锁常见的“管理加盟”介于两者之间：品牌方委派店长或总经理、提供系统和督导，业主承担全部投资和经营成本。比较时要把委派人员的薪酬、督导费和按间夜收取的系统费逐项折算，签约前计入测算。',
            ),
          ),
        ],
      },
      {
        path: 'brandNegotiate/clauses',
        title: '关键条款清单',
        summary: '签约前逐条确认。',
        blocks: [
          table(
            '条款清单',
            ['条款', '业主争取的方向'],
            [
              ['合同期限', '首期 10–15 年，续期需双方同意'],
              ['业绩考核', '连续两年 GOP 未达预算 85% 且 RevPAR 指数低于 95% 时可终止，管理方可补差一次'],
              ['出售时终止', '出售给第三方时可终止，或约定合理的终止补偿'],
              ['区域保护', '一定半径内不开设同品牌或同档次品牌'],
              ['预算审批', '业主批准年度预算，未批准时按上年执行'],
              ['关键人员', '总经理与财务总监任命需业主同意'],
              ['争议解决', '约定仲裁机构与适用法律，先协商后调解'],
            ],
            INDICATIVE,
          ),
        ],
      },
      ...negotiationPages,
    ],
  },
  {
    key: 'group',
    title: '酒店管理集团',
    stage: 'finance',
    icon: 'ClusterOutlined',
    summary: '国内外酒店管理集团的品牌组合、规模与拓展动态。',
    audience: ['group', 'owner', 'new_hotel', 'consulting'],
    nodes: [
      group('集团一览', '谁在管理中国的酒店', [
        wall('group', '集团墙', '按规模、品牌数和区域浏览集团'),
        page('group/overview', '如何了解一家管理集团', '业主要问的问题和考察步骤'),
        page('group/landscape', '中国酒店集团格局', '连锁化率、60强份额与各类集团的定位'),
        wall('brand', '品牌墙', '各集团旗下品牌'),
      ]),
      group('考察与动态', '签约之前把集团看清楚', [
        page('group/due-diligence', '考察一家管理集团', '要什么资料、怎么核实、危险信号'),
        page('group/pipeline', '读懂集团的储备与开业节奏', '从业绩公告读出拓展方向，附华住、亚朵、锦江的数字'),
        hotelMap('已签约与筹建中的酒店', '在地图上查看各集团的储备项目', '?status=pipeline'),
        { kind: 'link', title: '品牌谈判专题', summary: '把考察结论写进意向书', target: '/startPage/brandNegotiate' },
      ]),
    ],
    pages: groupPages(),
  },
  {
    key: 'groupStrategy',
    title: '集团发展战略',
    stage: 'finance',
    icon: 'RiseOutlined',
    summary: '酒店集团的战略规划、拓展体系与轻资产转型。',
    audience: ['group', 'consulting'],
    nodes: [
      group('战略', '集团战略规划', [
        page('groupStrategy/overview', '集团战略规划框架', '规模、品牌、区域、模式与组织'),
        page('groupStrategy/asset-light', '轻资产转型路径', '从自有、租赁到委托管理和加盟'),
        page('groupStrategy/business-model', '收入结构与利润来源', '读上市集团年报：直营与管理加盟各赚多少'),
      ]),
      group('拓展', '拓展体系建设', [
        page('groupStrategy/expansion', '拓展体系与指标', '漏斗、倒推签约量与团队考核'),
        wall('supply', '供给与储备', '各档次、各城市的开业与在建储备'),
        wall('city', '城市墙', '按城市能级规划布点'),
        wall('group', '对标集团', '对标集团的规模与结构'),
      ]),
      group('成果', '案例与报告', [projectList('集团战略项目', '集团战略咨询项目', { access: employeesOnly })]),
    ],
    pages: groupStrategyPages(),
  },
]

function hotelMapNode() {
  return {
    kind: 'map' as const,
    title: '酒店地图',
    summary: '在地图上查看各品牌和集团的酒店分布',
    target: '/hotel-map',
  }
}
