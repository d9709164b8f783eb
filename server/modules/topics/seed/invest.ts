import { cityTierPage } from './city-pages.ts'
import { cityCentralActivityZonePages, cityStrategyPages, specialTownPages } from './city-strategy-pages.ts'
import { applet, group, hotelMap, page, projectList, report, type SeedTopic, wall } from './define.ts'
import { ownerPages } from './owner-pages.ts'
import { evaluationPages, productBrandPages, tourismDestinationPages } from './strategy-pages.ts'

/** Invest: where to build, what to build, whether it pays. */
export const investTopics: SeedTopic[] = [
  {
    key: 'city',
    title: '城市研究',
    stage: 'invest',
    icon: 'EnvironmentOutlined',
    summary: '从城市能级、客源结构与酒店供需看一座城市值不值得投酒店。',
    audience: ['new_hotel', 'consulting', 'group', 'owner'],
    nodes: [
      group('城市画像', '经济、人口、交通与旅游基础数据', [
        wall('city', '城市墙', '按城市浏览经济指标、酒店存量与在建项目'),
        page('city/indicators', '城市评估指标体系', '判断城市酒店市场潜力的 5 类 20 项指标'),
        page('city/tiers', '城市等级怎么用', '等级的出处、城市数与局限'),
        hotelMap('城市酒店分布地图', '在地图上查看目标城市的现有与在建酒店'),
      ]),
      group('供需分析', '现有供给、在建供给与需求增长', [
        page('city/overview', '城市研究怎么做', '城市研究的关键问题与工作清单', { public: true }),
        page('city/demand', '客源从哪里来', '按细分市场估计需求'),
        page('city/supply-demand', '供需平衡测算方法', '用客房夜需求与供给增长判断入住率走势'),
        wall('hotel', '城市在营酒店', '筛选城市内同档次竞争酒店'),
      ]),
      group('研究报告', '已完成的城市研究成果', [
        // The report is open to the two organizations it was written for; other clients see the node locked.
        report(
          'd6000000-0000-4000-8000-000000000002',
          '华东区域中高端酒店市场研究（演示）',
          '上海、杭州、南京、苏州四城对比',
          { access: { kind: 'org_kinds', org_kinds: ['management_group', 'project_client'] } },
        ),
      ]),
    ],
    pages: [cityTierPage()],
  },
  {
    key: 'cityStrategy',
    title: '城市酒店发展战略',
    stage: 'invest',
    icon: 'AimOutlined',
    summary: '为城市政府和平台公司制定酒店业的发展目标、空间布局、土地与扶持政策和招商策略。',
    audience: ['consulting', 'association', 'group'],
    nodes: [
      group('战略规划', '现状诊断、目标与空间布局', [
        page('cityStrategy/overview', '城市酒店战略的框架', '四个决定、部门分工与工作步骤'),
        page('cityStrategy/baseline', '现状诊断：数据从哪里来', '星级统计、全口径设施与旅游数据的口径'),
        page('cityStrategy/targets', '目标与政策工具', '已发布的目标、客房缺口算例与政策工具'),
        page('cityStrategy/layout', '酒店空间布局原则', '按片区的主导客源配置档次与体量'),
        wall('city', '对标城市', '查看对标城市的酒店结构'),
      ]),
      group('招商引资', '引进品牌和投资人', [
        page('cityStrategy/attraction', '酒店招商工作流程', '从招商目录到签约落地，品牌会先问什么'),
        wall('group', '酒店管理集团墙', '了解各集团的品牌组合和拓展重点'),
        wall('brand', '品牌墙', '按档次和定位筛选目标品牌'),
        wall('supply', '供给与储备', '历年开业与在建储备，核对城市的新增供给'),
      ]),
      group('案例', '城市酒店规划实践', [projectList('城市规划类项目', '已完成的城市酒店业规划项目')]),
    ],
    pages: cityStrategyPages(),
  },
  {
    key: 'cityCentralActivityZone',
    title: '中央活力区',
    stage: 'invest',
    icon: 'ApartmentOutlined',
    summary: '城市中央活动区（CAZ）中酒店的角色、综合体中的配置与存量更新。',
    audience: ['consulting', 'owner', 'group'],
    nodes: [
      group('概念与趋势', '从 CBD 到中央活动区', [
        page('cityCentralActivityZone/overview', '中央活力区与酒店', 'CAZ 的规划口径与酒店的角色'),
        page('cityCentralActivityZone/mix', '综合体中的酒店怎么配', '规划条件、业态接口与面积算例'),
        page('cityCentralActivityZone/renewal', '存量更新中的酒店', '更新政策底线与既有建筑改酒店'),
      ]),
      group('项目工具', '综合体中的酒店测算', [
        applet('budget', '酒店开发预算估算', '按档次与面积估算综合体中酒店部分的投资'),
        applet('feasibility', '可行性研究工具', '测算综合体中酒店部分的投资回报'),
        applet('pip', '改造与换牌投资测算', '存量酒店改造的投资与回收期'),
        hotelMap('核心区酒店地图', '查看城市核心区酒店分布'),
        wall('hotel', '综合体酒店案例', '浏览位于城市综合体中的酒店'),
      ]),
      group('研究', '中央活动区案例', [projectList('综合体项目', '涉及酒店的城市综合体咨询项目')]),
    ],
    pages: cityCentralActivityZonePages(),
  },
  {
    key: 'specialTown',
    title: '特色小镇',
    stage: 'invest',
    icon: 'HomeOutlined',
    summary: '特色小镇与文旅小镇中的住宿规划：政策底线、产品组合、规模与运营。',
    audience: ['consulting', 'owner'],
    nodes: [
      group('规划', '政策底线与小镇住宿体系', [
        page('specialTown/overview', '特色小镇住宿规划', '政策脉络、住宿定位与业主的决定'),
        page('specialTown/rules', '导则的硬指标与住宿规划', '导则的量化底线逐条对照'),
        page('specialTown/mix', '住宿产品组合与规模', '产品与标准，从游客量到客房的算例'),
      ]),
      group('运营', '淡旺季与运营模式', [
        page('specialTown/operation', '小镇住宿运营模式', '统一运营、委托管理与统一服务平台'),
        wall('brand', '度假与精品品牌', '筛选适合小镇的度假和精品品牌'),
        applet('feasibility', '可行性研究工具', '测算主力酒店的十年回报'),
        applet('fee-structures', '管理、特许与租赁对比', '主力酒店交给品牌时业主的现金流对比'),
      ]),
      group('案例', '小镇项目', [projectList('文旅小镇项目', '涉及住宿规划的小镇项目')]),
    ],
    pages: specialTownPages(),
  },
  {
    key: 'hotelGroupTourismDestination',
    title: '旅游目的地酒店',
    stage: 'invest',
    icon: 'CompassOutlined',
    summary: '旅游目的地的酒店群落规划与度假酒店投资。',
    audience: ['consulting', 'owner', 'group'],
    nodes: [
      group('目的地研究', '客源、季节与竞争', [
        page('hotelGroupTourismDestination/overview', '旅游目的地酒店投资要点', '要拍板的事、酒店群落与常见失误'),
        page('hotelGroupTourismDestination/demand', '从游客人次到客房需求', '拆统计口径，换算客房间夜（附三亚示例）'),
        page('hotelGroupTourismDestination/seasonality', '度假酒店季节性', '分季度出游、三亚节假日抽样与淡季产品'),
        hotelMap('目的地酒店地图', '查看景区周边酒店'),
      ]),
      group('产品与品牌', '度假产品定位与测算', [
        wall('brand', '度假品牌', '国际与本土度假品牌'),
        wall('group', '度假集团', '擅长度假酒店的管理集团'),
        applet('feasibility', '可行性研究工具', '度假项目测算，做淡季与房价敏感性'),
        applet('budget', '投资预算工具', '按档次核对单房投资'),
      ]),
      group('案例', '目的地项目', [projectList('度假项目', '目的地酒店咨询项目')]),
    ],
    pages: tourismDestinationPages(),
  },
  {
    key: 'feasibility',
    title: '可行性研究',
    stage: 'invest',
    icon: 'CalculatorOutlined',
    summary: '市场研究、定位建议与财务测算：一家酒店值不值得投。',
    audience: ['new_hotel', 'consulting', 'owner'],
    nodes: [
      group('方法', '可研的内容和流程', [
        page('feasibility/overview', '可行性研究包括什么', '可研报告的结构与工作清单'),
        page('feasibility/assumptions', '财务测算关键假设', '入住率、房价、成本与投资的常见取值'),
        page('feasibility/checklist', '业主资料准备清单', '启动可研前业主需要提供的资料'),
      ]),
      group('工具', '在线测算', [
        applet('feasibility', '可行性研究工具', '输入项目参数，得出收入、GOP 与回报'),
        applet('budget', '投资预算工具', '按档次估算开发总投资'),
      ]),
      group('融资', '资本金、贷款与其他资金来源', [
        page('feasibility/financing', '酒店项目怎么融资', '开发期与经营期的贷款、售后回租、CMBS 与股权合作'),
        page('feasibility/lender-view', '银行怎么算贷款额度', 'LTV、DSCR 与债务收益率，附完整算例'),
        applet('loan-sizing', '贷款额度工具', '银行最多能贷多少'),
        applet('break-even', '盈亏平衡工具', '覆盖经营与还本付息所需的出租率'),
      ]),
      group('参考', '市场与案例', [
        wall('hotel', '竞争酒店', '筛选竞争组合'),
        projectList('可研项目', '近期完成的可行性研究'),
      ]),
    ],
    pages: [],
  },
  {
    key: 'evaluationProspect',
    title: '项目评估与前景',
    stage: 'invest',
    icon: 'FundOutlined',
    summary: '对拟收购或在建项目做独立评估，判断前景与风险。',
    audience: ['consulting', 'owner', 'group'],
    nodes: [
      group('评估方法', '独立评估的框架', [
        page('evaluationProspect/overview', '项目评估做什么', '委托方、要回答的问题与工作步骤'),
        page('evaluationProspect/value-test', '投入和价值对得上吗', '开发投资与收益法价值的对照示例'),
        page('evaluationProspect/risks', '常见风险清单', '怎么发现、影响多大、怎么处理'),
        page('feasibility/assumptions', '财务测算关键假设', '复核原可研时对照的假设口径'),
      ]),
      group('工具', '复核与估值', [
        applet('feasibility', '可行性研究工具', '复核原有可研的假设'),
        applet('valuation', '酒店估值工具', '直接资本化与现金流折现'),
        applet('budget', '投资预算工具', '按分项补齐投资估算'),
        applet('benchmarking', '经营对标工具', '把项目与竞争组合比较'),
        hotelMap('竞争环境地图', '查看项目周边竞争'),
      ]),
      group('成果', '评估报告', [projectList('评估项目', '近期完成的评估')]),
    ],
    pages: evaluationPages(),
  },
  {
    key: 'owner',
    title: '业主之家',
    stage: 'invest',
    icon: 'BankOutlined',
    summary: '面向酒店业主：从投资到资产管理，业主需要知道的事。',
    audience: ['owner', 'open_hotel', 'new_hotel'],
    nodes: [
      group('业主必读', '业主在全周期的角色', [
        page('owner/overview', '业主的全周期工作', '从拿地到退出，业主要做的决定'),
        page('owner/rights', '业主在管理合同中的权利', '预算审批、总经理任免与审计'),
        page('owner/operating-model', '委托管理、特许经营还是租赁', '三种方式下业主承担什么、得到什么'),
      ]),
      group('工具与数据', '业主常用', [
        applet('benchmarking', 'RevPAR 指数工具', '看自己的酒店在竞争群中赢在价格还是出租率'),
        applet('fee-structures', '合作模式对比工具', '委托管理、特许经营与租赁哪种更划算'),
        applet('savings', '节能降本工具', '估算节能改造的回报'),
        wall('group', '管理集团墙', '比较各集团的管理能力'),
      ]),
      group('业主服务', '咨询与案例', [
        projectList('业主代表项目', '为业主提供的资产管理与监管服务'),
        page('owner/meeting', '业主例会议程模板', '月度与年度业主会议的议程'),
      ]),
    ],
    pages: [...ownerPages()],
  },
  {
    key: 'productBrandStrategy',
    title: '产品与品牌战略',
    stage: 'invest',
    icon: 'TagsOutlined',
    summary: '为酒店集团和投资方设计产品线与品牌架构。',
    audience: ['group', 'consulting'],
    nodes: [
      group('品牌战略', '品牌架构与定位', [
        page('productBrandStrategy/overview', '品牌战略怎么做', '要回答的问题、品牌架构的做法与分工'),
        page('productBrandStrategy/matrix', '品牌定位矩阵', '已核对出处的品牌档次与找空档的步骤'),
        page('brand/scale', '主要集团规模对比', '按公开数字比较集团规模'),
        wall('brand', '品牌墙', '查看市场上的品牌及其定位'),
      ]),
      group('产品开发', '从原型到标准', [
        page('productBrandStrategy/prototype', '产品原型开发流程', '六个阶段与加盟模型示例'),
        wall('group', '集团墙', '比较各集团的品牌组合'),
        applet('pip', '改造与换牌测算工具', '存量物业改造投资与回收'),
        applet('fee-structures', '合作模式对比工具', '委托管理、特许经营与租赁的业主现金流'),
      ]),
    ],
    pages: productBrandPages(),
  },
]
