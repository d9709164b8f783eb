import { assetPages } from './asset-pages.ts'
import {
  applet,
  benchmarks,
  employeesOnly,
  forUserTypes,
  group,
  note,
  ol,
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
    pages: [
      overviewPage(
        'asset',
        '酒店资产管理做什么',
        '资产管理代表业主监督管理方，目标是资产价值最大化，而不只是当年利润。它覆盖预算审批、经营监督、资本性支出、合同执行、融资和退出。',
        [
          '管理方的预算是否合理？',
          '翻新投资多少、何时做、回报多少？',
          '合同条款是否被执行？',
          '什么时候是出售的好时机？',
        ],
        [
          '审阅年度预算与经营计划',
          '月度经营分析与管理方会议',
          '资本性支出计划与审批',
          '合同执行与费用核对',
          '年度资产价值评估',
          '融资与退出策略',
        ],
        [
          rich(
            '资产管理和酒店管理不是一回事',
            p(
              '酒店管理公司对经营负责，它的收入来自管理费，天然倾向于更高的收入规模、更多的人手和更早的翻新；业主对投资回报负责，关心的是扣除一切费用之后的现金和资产价值。资产管理就是业主一方的专业代表：它不替代管理公司经营酒店，而是用同样专业的语言审阅预算、质询偏差、批准投资，并在合同框架内维护业主的利益。业主自己没有酒店专业团队时，可以委托第三方资产管理顾问承担这一角色。',
            ),
            p(
              '一个实用的分工原则：凡是涉及花业主的钱（预算、资本性支出、合同变更、重大采购）和改变资产的事（翻新、改变用途、融资、出售），决定权在业主，资产管理负责论证；日常经营的具体做法由管理公司决定，资产管理只看结果和趋势。',
            ),
          ),
        ],
      ),
      ...assetPages(),
      {
        path: 'asset/kpi',
        title: '资产管理指标',
        summary: '业主关注的指标。',
        blocks: [
          table(
            '指标',
            ['指标', '含义'],
            [
              ['RevPAR 指数', '相对竞争组合的收入表现'],
              ['GOP 与 GOP 率', '经营利润'],
              ['业主净收入（NOI）', '扣除管理费、保险、税费与储备后的收入'],
              ['现金回报率', '税前现金流（NOI − 当年还本付息）÷ 股本投入，衡量业主自有资金的当年回报'],
              ['资产价值', 'NOI ÷ 资本化率'],
            ],
          ),
          rich(
            '指标之间的关系',
            p(
              'RevPAR 指数回答“和对手比卖得怎么样”，GOP 回答“经营团队管得怎么样”，NOI 回答“业主拿到多少”，现金回报率回答“业主投入的钱赚了多少”，资产价值回答“这笔资产现在值多少”。五个指标从经营到资产层层往下，哪一层出了问题，就找哪一层的责任人：指数落后找销售和收益管理，GOP 率落后找成本，NOI 落后还要看合同和税费，价值落后则要看市场资本化率和资产本身的状况。',
            ),
          ),
        ],
      },
    ],
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
    pages: [
      overviewPage(
        'assetValue',
        '酒店估值方法',
        '酒店是经营性资产，价值取决于未来的净收入。收益法（现金流折现或直接资本化）是主要方法，市场法用来校验，成本法多用于新建或特殊物业。',
        ['我的酒店值多少钱？', '管理合同对价值有什么影响？', '资本化率取多少合适？'],
        [
          '整理 3 年经营数据与预算',
          '预测 10 年净经营收入',
          '确定折现率与退出资本化率',
          '计算现值并做敏感性分析',
          '用可比交易校验',
        ],
        [
          rich(
            '三种方法各自的用处',
            p(
              '收益法回答“这家酒店能产生多少现金、投资者愿意为这些现金付多少钱”，是酒店估值的主方法。市场法用近期可比交易的每间客房价格或成交资本化率校验收益法的结论，但中国酒店的成交案例少、条件差异大，很少能单独使用。成本法按重建成本减去折旧再加土地价值计算，适合新建、尚无经营记录或特殊用途的物业，也常用来判断“买现成的还是自己建”更划算。三种方法的结果差距很大时，不要简单取平均，而要找出差距的原因：往往是经营预测过于乐观，或者资本性支出没有计入。',
            ),
          ),
        ],
      ),
      {
        path: 'assetValue/cap-rates',
        title: '资本化率参考',
        summary: '不同城市与档次的资本化率。',
        blocks: [
          benchmarks(
            '资本化率、折现率与交易费用基准',
            ['fin.cap_rate', 'fin.discount_rate', 'fin.selling_cost_pct', 'tax.deed_tax_pct'],
            '中国酒店资产大宗交易少、成交条件多不公开，公开可引用的资本化率很少；估值时应以评估报告与可比交易为准，估值工具可检验资本化率变化对价值的影响。',
          ),
        ],
      },
      {
        path: 'assetValue/transaction',
        title: '酒店交易流程',
        summary: '从估值到交割。',
        blocks: [
          rich(
            undefined,
            ol(
              '卖方准备：资料室、经营数据、合同清单',
              '估值与定价策略',
              '寻找买方：定向或公开',
              '意向书与排他期',
              '尽职调查：财务、法律、工程、经营',
              '交易文件谈判：管理合同如何处理',
              '交割与移交',
            ),
            note('管理合同如不能在出售时终止，会显著影响买方范围和价格。'),
          ),
          rich(
            '定向出售还是公开出售',
            p(
              '定向出售只和一两家意向买方谈，保密性好、对员工和客户的影响小，适合买方明确（例如管理方、相邻物业业主）或者资产有敏感问题的情况；代价是缺少竞争，价格发现不充分。公开出售通过财务顾问或经纪机构向更多投资人推介，分轮报价，能把价格推到市场水平，但需要更完整的资料室和更长的时间，信息也更容易外泄。',
            ),
            p(
              '无论哪种方式，卖方都应在推介前确定底价和不可让步的条件（例如交割时间、员工安置、对管理合同的处理），并在意向书阶段就约定排他期长度、尽职调查范围和保证金，避免买方用排他期拖延、在尽职调查后大幅压价。',
            ),
          ),
        ],
      },
      ...valuationPages,
    ],
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
