import { cityDemandPage, cityTierPage } from './city-pages.ts'
import { cityCentralActivityZonePages, cityStrategyPages, specialTownPages } from './city-strategy-pages.ts'
import {
  applet,
  benchmarks,
  chart,
  group,
  hotelMap,
  INDICATIVE,
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
import { financingPages } from './financing-pages.ts'
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
    pages: [
      overviewPage(
        'city',
        '城市研究怎么做',
        '城市研究回答"在哪座城市、哪个片区做什么档次的酒店"。它把宏观经济、人口流动、交通可达性、商务与旅游需求同酒店存量和在建量放在一起，判断未来 3–5 年的供需走势与价格空间。',
        [
          '这座城市的商务和旅游客源有多大、增长多快？',
          '同档次酒店的入住率和平均房价处在什么水平？',
          '未来三年有多少新增客房进入市场？',
          '哪些片区的需求还没有被满足？',
        ],
        [
          '收集城市统计年鉴：GDP、三产占比、常住人口、旅游人次与收入',
          '梳理交通：机场吞吐量、高铁站点与车次、地铁规划',
          '建立酒店存量清单：按档次、品牌、开业年份、客房数',
          '调查在建与规划酒店，估算开业时间',
          '访谈同档次酒店，取得入住率、平均房价与客源结构',
          '测算供需平衡，形成城市与片区结论',
        ],
      ),
      {
        path: 'city/indicators',
        title: '城市评估指标体系',
        summary: '判断城市酒店市场潜力的 5 类 20 项指标及其参考阈值。',
        blocks: [
          rich(
            '使用说明',
            p(
              '指标用于在多个候选城市之间做初筛，不替代实地调研。每项按"优/中/弱"三档打分，权重可按项目类型调整：商务型酒店提高经济与商务指标权重，度假型酒店提高旅游与交通指标权重。',
            ),
          ),
          table(
            '城市评估指标',
            ['类别', '指标', '参考阈值（优）', '数据来源'],
            [
              ['经济', 'GDP 总量', '≥ 5000 亿元', '统计年鉴'],
              ['经济', '第三产业占比', '≥ 55%', '统计年鉴'],
              ['经济', '世界 500 强/总部企业数量', '≥ 50 家', '商务部门、企业年报'],
              ['人口', '常住人口及 5 年增量', '≥ 800 万，增量为正', '统计公报'],
              ['人口', '城镇居民人均可支配收入', '≥ 6 万元', '统计公报'],
              ['交通', '机场年旅客吞吐量', '≥ 2000 万人次', '民航局公报'],
              ['交通', '高铁日均到发车次', '≥ 300 车次', '铁路时刻表'],
              ['旅游', '年接待游客人次', '≥ 1 亿人次', '文旅部门'],
              ['旅游', '5A/4A 景区数量', '≥ 10 家', '文旅部门'],
              ['会展', '年展会面积', '≥ 100 万平方米', '会展行业协会'],
              ['酒店', '中高端酒店每万人客房数', '低于同能级城市均值', '酒店数据库'],
              ['酒店', '同档次酒店入住率', '≥ 70%', '市场调研、行业数据'],
            ],
            INDICATIVE,
          ),
        ],
      },
      {
        path: 'city/supply-demand',
        title: '供需平衡测算方法',
        summary: '用客房夜需求与供给增长判断未来入住率走势。',
        blocks: [
          rich(
            '方法',
            ol(
              '确定竞争市场：同档次、同片区、客源重叠的酒店组合',
              '计算现有供给：客房数 × 365 = 年可售房晚',
              '估计需求：可售房晚 × 入住率 = 已售房晚，并拆分商务、会议、休闲、团队客源',
              '预测需求增长：按各客源的增长驱动（GDP、会展、旅游）分别取增长率',
              '叠加新增供给：在建项目按开业概率（在建 90%、已拿地 50%、规划 20%）计入',
              '得出未来各年入住率，并与盈亏平衡入住率比较',
            ),
            note('新增供给的开业概率是经验取值，应按当地项目实际进度修正。'),
            p(
              '测算最常见的错误有三个：一是竞争市场划得太大，把整座城市的酒店都算进来，稀释了片区真实的供需关系；二是需求增长率直接套用城市生产总值增速，而不是按各类客源自己的驱动因素估计；三是只算客房数的变化，不看新增供给的档次和位置，一家同片区同档次的新酒店，对项目的影响远大于城市另一端的十家。测算结果还要与竞争酒店近两年的实际出租率走势对照，方向不一致时先找原因。',
            ),
          ),
          chart(
            '示例：某城市中高端酒店市场供需走势',
            'line',
            ['2024', '2025', '2026', '2027', '2028'],
            {
              '需求增长（%）': [6.5, 6, 5.5, 5, 5],
              '供给增长（%）': [4, 7.5, 8, 4, 3],
              '入住率（%）': [71, 70, 68, 69, 70],
            },
            '%',
          ),
        ],
      },
      cityTierPage(),
      cityDemandPage,
    ],
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
    pages: [
      overviewPage(
        'feasibility',
        '可行性研究包括什么',
        '酒店可行性研究回答三件事：市场有没有需求，应该做什么产品，做了能不能赚钱。它也是业主与银行、品牌方沟通的基础文件。',
        [
          '这块地适合做酒店吗，做什么档次？',
          '做多少间客房、配多大的餐饮和会议？',
          '稳定期的入住率、房价和利润是多少？',
          '总投资多少，几年收回？',
        ],
        [
          '现场踏勘：可达性、可见性、周边配套',
          '市场分析：城市与片区需求、竞争酒店表现',
          '定位建议：档次、品牌方向、规模与设施配置',
          '经营预测：10 年收入、成本与 GOP',
          '投资估算：土地、建安、FF&E、开业前费用',
          '财务评价：IRR、NPV、回收期与敏感性分析',
        ],
      ),
      {
        path: 'feasibility/assumptions',
        title: '财务测算关键假设',
        summary: '可研测算最常用的参数：取什么值、从哪里来、怎么检验。',
        blocks: [
          rich(
            '假设从哪里来',
            p(
              '可研的结论几乎全部由少数几个假设决定：稳定期出租率和平均房价决定收入，GOP 率决定经营利润，开发投资决定分母，资本化率和折现率决定价值。每个假设都应有两个来源互相印证：一是公开的行业统计或基准数据（下表，与本站各测算工具的默认值同源），二是项目所在片区竞争酒店的实际经营数据。两者差距大时，以竞争组合的实际数据为准，并在报告中写明理由。',
            ),
          ),
          benchmarks('经营假设（稳定年）', [
            'ops.occupancy',
            'ops.adr',
            'ops.ramp_occupancy_pct',
            'ops.gop_margin',
            'ops.staff_per_room',
          ]),
          benchmarks('投资与评价假设', [
            'dev.pre_opening_per_key',
            'ops.ffe_reserve_pct',
            'fin.discount_rate',
            'fin.cap_rate',
          ]),
          rich(
            '怎么检验假设',
            ol(
              '出租率与房价：拿竞争组合近 24 个月的月度数据（酒店详情页的竞争组合与 MPI、ARI、RGI）对照，新酒店稳定期的 RevPAR 指数通常不应假设显著高于 100，除非产品有明确优势',
              '爬坡：第一年按稳定期的一定比例起步（见上表），不要直接用稳定年数字做开业首年',
              'GOP 率：按 USALI 口径，先确定客房、餐饮等部门费用和未分配费用，再得出 GOP，避免直接套用一个百分比',
              '投资：开发总投资由造价、FF&E、OS&E、开业前费用、资本化利息和不可预见费组成，用投资预算工具逐项列出',
              '价值：退出价值 = 退出年 NOI ÷ 资本化率；资本化率每变动 1 个百分点，价值变动约一成以上，必须做敏感性',
            ),
            note(
              '敏感性分析至少覆盖出租率 ±5 个百分点、平均房价 ±10%、总投资 ±10% 和资本化率 ±1 个百分点四个变量，并在可研工具的龙卷风图中标出对回报影响最大的一项。',
            ),
          ),
        ],
      },
      {
        path: 'feasibility/checklist',
        title: '业主资料准备清单',
        summary: '启动可研前业主需要提供的资料。',
        blocks: [
          rich(
            '请业主准备',
            ol(
              '土地证或土地出让合同、规划条件（用地性质、容积率、限高）',
              '总平面图及周边现状照片',
              '项目整体开发计划与各业态面积',
              '已有的设计方案或概念（如有）',
              '资金安排：自有资金比例、贷款意向',
              '对品牌与管理方式的初步想法',
              '项目时间目标：开工、开业',
            ),
            note('资料不全也可以启动，但土地条件和规划指标是定位的前提，应最先提供。'),
          ),
        ],
      },
      ...financingPages,
    ],
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
    pages: [
      overviewPage(
        'owner',
        '业主的全周期工作',
        '在委托管理模式下，业主拥有资产、承担投资风险，管理公司负责日常经营。业主并不因此退居幕后：预算审批、资本性支出、关键人员与合同执行都需要业主主动管理。',
        [
          '如何选择管理公司和品牌？',
          '年度预算怎么审，审什么？',
          '经营不达标时业主有哪些手段？',
          '什么时候翻新、什么时候出售？',
        ],
        [
          '投资阶段：定位、可研、品牌选择与合同谈判',
          '建设阶段：设计与工程管理、预算控制',
          '筹开阶段：开业预算、人员与系统',
          '运营阶段：预算审批、月度经营分析、审计',
          '资产阶段：翻新计划、再融资与退出',
        ],
        [
          rich(
            '业主最容易错过的决定点',
            p(
              '业主对结果影响最大的决定，大多发生在酒店开业之前：选什么档次和规模、用什么合作方式、签什么样的合同、批多少投资。开业之后，业主能调整的空间就小得多了——合同期限长、资产难以改造、品牌难以更换。所以在投资和签约阶段多花时间、请专业顾问，回报远高于开业后再去纠正。',
            ),
            p(
              '业主方最好有一位懂酒店的负责人，从投资决策一直跟到开业后的头两年：他参与了定位、合同和预算的每一个决定，知道每个数字的来历，才能在经营分析会上问出对的问题。没有这样的人，可以委托独立的业主代表或资产管理顾问，但决策权仍要留在业主手里。',
            ),
          ),
        ],
      ),
      {
        path: 'owner/rights',
        title: '业主在管理合同中的权利',
        summary: '业主应在合同中保留并实际行使的权利。',
        blocks: [
          table(
            '关键权利',
            ['权利', '合同中的常见表述', '建议'],
            [
              ['年度预算审批', '管理方编制，业主批准', '明确审批时限及未批准时的处理'],
              ['总经理与财务总监任免', '业主有面试与否决权', '保留财务总监由业主委派的选项'],
              ['业绩考核', '连续两年未达 GOP 目标的 80–90% 可终止', '设置可执行的考核与补差机制'],
              ['审计', '业主可委托第三方审计', '每年至少一次'],
              ['资本性支出', '超过一定金额需业主批准', '设定金额门槛'],
            ],
            INDICATIVE,
          ),
          rich(
            '权利写进合同，还要真正去用',
            p(
              '很多业主的合同里写了预算审批权、审计权和总经理否决权，却从来没有用过：预算在开年后才匆忙批准，审计只看管理方提供的报表，总经理人选在到岗前才第一次见面。合同里的权利不用，等到真正有分歧时，管理方会以“多年惯例”为由抗辩。业主应当建立自己的日历：每年第四季度审预算，年中复核资本性支出计划，年末委托独立审计，关键岗位变动时按合同程序面试和确认。',
            ),
            p(
              '审计不只是财务报表：还应包括管理费和系统费用的计算是否符合合同、关联交易（集团采购、集团内部服务收费）是否按合同约定的条件进行、储备账户的提取和使用是否经过批准。这些项目的金额往往不大，但最能看出管理方是否把业主的钱当成自己的钱。',
            ),
            note('业绩考核条款怎么写才能执行，见品牌谈判专题的“业绩考核与终止条款”。'),
          ),
        ],
      },
      {
        path: 'owner/meeting',
        title: '业主例会议程模板',
        summary: '月度与年度业主会议的议程。',
        blocks: [
          rich(
            '月度经营会',
            ol(
              '上月经营结果与预算、去年对比',
              '市场与竞争组合表现（RevPAR 指数）',
              '成本与人力分析',
              '应收账款与现金流',
              '质量与宾客评价',
              '需要业主决定的事项',
            ),
          ),
          rich(
            '年度预算会',
            ol(
              '市场展望与定价策略',
              '收入预算：分部门、分月',
              '成本与人力预算',
              '资本性支出计划',
              '管理费与业主回报测算',
            ),
          ),
          rich(
            '年度业主会议',
            ol(
              '上一年度经营结果与预算、竞争组合和同类酒店的对比',
              '管理合同执行情况：业绩考核结果、管理费与系统费用核对、关联交易',
              '资本性支出完成情况与储备账户余额',
              '资产价值评估与融资状况，持有、再融资或出售的判断',
              '下一年度的经营目标、预算原则和需要业主批准的重大事项',
              '业主与管理方合作中的问题清单：沟通、报告质量与响应速度，以及改进的约定',
            ),
          ),
          rich(
            '会议怎么开才有用',
            p(
              '材料在会前三个工作日发出，会上不念报表，只讨论偏差和决定；每次会议结束时形成事项清单：事项、负责人、完成时间，下次会议先逐条核对。年度预算会要在新财年开始前完成审批，预算未批准前按合同约定执行（通常按上年预算），不要让管理方在没有预算的状态下经营。',
            ),
          ),
        ],
      },
      ...ownerPages(),
    ],
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
