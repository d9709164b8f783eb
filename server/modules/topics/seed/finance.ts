import { brandScalePage } from './brand-pages.ts'
import { applet, employeesOnly, group, hotelMap, page, projectList, report, type SeedTopic, wall } from './define.ts'
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
    pages: [brandScalePage()],
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
    pages: [...negotiationPages],
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
