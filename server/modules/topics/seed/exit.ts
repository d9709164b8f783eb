import { assetPages } from './asset-pages.ts'
import {
  applet,
  employeesOnly,
  forUserTypes,
  group,
  page,
  projectList,
  report,
  type SeedTopic,
  wall,
} from './define.ts'
import { mediationPages } from './mediation-pages.ts'
import { valuationPages } from './valuation-pages.ts'

/** Exit: asset management, valuation, disputes. */
export const exitTopics: SeedTopic[] = [
  {
    key: 'asset',
    title: '资产管理',
    stage: 'exit',
    icon: 'SafetyCertificateOutlined',
    summary: '站在业主一方管理酒店资产：监督经营、控制资本支出、提升价值。',
    audience: ['owner', 'open_hotel', 'group'],
    nodes: [
      group('资产管理', '业主代表的工作', [
        page('asset/overview', '酒店资产管理做什么', '资产管理的范围与方法'),
        page('asset/owner-pl', '从 GOP 到业主现金', '管理费、税费、保险、储备与还本付息，附算例'),
        page('asset/capex', '资本性支出与翻新周期', '储备、翻新计划与投资审批'),
        page('asset/kpi', '资产管理指标', '业主看的指标'),
        page('asset/hold-sell', '持有、再融资还是出售', '每年比较一次三种选择'),
      ]),
      group('工具', '分析与对标', [
        applet('benchmarking', '经营对标工具', '监督经营表现'),
        applet('feasibility', '可行性研究工具', '测算翻新或改造回报'),
        applet('pip', '改造换牌工具', '改造投资、停业损失与回收期'),
        projectList('资产管理项目', '进行中的资产管理委托', { access: forUserTypes('hm_employee', 'open_hotel') }),
      ]),
      group('相关', '估值与退出', [
        { kind: 'link', title: '资产估值专题', summary: '估值方法与资本化率', target: '/startPage/assetValue' },
      ]),
    ],
    pages: [...assetPages()],
  },
  {
    key: 'assetValue',
    title: '资产估值',
    stage: 'exit',
    icon: 'DollarOutlined',
    summary: '酒店估值方法、资本化率与交易流程。',
    audience: ['owner', 'group', 'consulting'],
    nodes: [
      group('估值', '方法与参数', [
        page('assetValue/overview', '酒店估值方法', '收益法、市场法与成本法'),
        page('assetValue/income-approach', '收益法估值怎么做', 'NOI 口径、直接资本化与现金流折现，附敏感性示例'),
        page('assetValue/cap-rates', '资本化率参考', '不同城市与档次的资本化率'),
        applet('valuation', '估值工具', '直接资本化法与 10 年现金流折现'),
        applet('loan-sizing', '贷款额度工具', '按 LTV、DSCR 与债务收益率测算可贷额度'),
      ]),
      group('交易', '出售与收购', [
        page('assetValue/transaction', '酒店交易流程', '从估值到交割'),
        page('assetValue/deal-structure', '尽职调查与交易结构', '买方查什么，资产交易与股权交易的代价'),
        wall('city', '城市墙', '城市市场基本面'),
        report(
          'd6000000-0000-4000-8000-000000000015',
          '酒店融资与估值参数',
          '贷款利率、LTV、DSCR 与资本化率，附贷款额度与估值算例',
        ),
      ]),
    ],
    pages: [...valuationPages],
  },
  {
    key: 'mediation',
    title: '争议调解',
    stage: 'exit',
    icon: 'TeamOutlined',
    summary: '业主与管理方、承包商之间的争议：预防、调解与解决。',
    audience: ['owner', 'open_hotel', 'group'],
    nodes: [
      group('常见争议', '争议从哪里来', [
        page('mediation/overview', '酒店争议的预防与解决', '争议类型、解决路径与工作清单'),
        page('mediation/types', '常见争议类型', '业绩、费用、预算、解约与工程'),
        page('mediation/termination', '业主能不能单方解除管理合同', '《民法典》的规定与解约前要算的账'),
      ]),
      group('解决', '调解与仲裁', [
        page('mediation/process', '调解怎么做', '调解途径、步骤与调解协议的效力'),
        page('mediation/claim', '争议金额怎么算', '奖励管理费两种口径的逐行算例'),
        { kind: 'link', title: '品牌谈判专题', summary: '在合同阶段预防争议', target: '/startPage/brandNegotiate' },
        projectList('争议调解项目', '调解与专家证人服务', { access: employeesOnly }),
      ]),
    ],
    pages: mediationPages(),
  },
]
