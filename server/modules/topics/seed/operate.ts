import {
  applet,
  chart,
  forUserTypes,
  group,
  hotelMap,
  INDICATIVE,
  note,
  ol,
  overviewPage,
  p,
  page,
  projectList,
  rich,
  type SeedTopic,
  table,
  ul,
  wall,
} from './define.ts'
import { performancePages } from './performance-pages.ts'

/** Operate: opening, day-to-day operation, performance and savings. */
export const operateTopics: SeedTopic[] = [
  {
    key: 'opening',
    title: '筹备开业',
    stage: 'operate',
    icon: 'FlagOutlined',
    summary: '开业前 18 个月的筹备：人员、系统、销售与开业预算。',
    audience: ['new_hotel', 'owner'],
    nodes: [
      group('筹备计划', '倒排开业', [
        page('opening/overview', '筹备开业总览', '开业前的关键工作'),
        page('opening/critical-path', '开业关键路径', '按月倒排的里程碑'),
        page('opening/budget', '开业前预算', '开业前费用的构成'),
      ]),
      group('人员与系统', '团队和运营系统', [
        page('opening/staffing', '招聘与培训计划', '分批到岗与培训安排'),
        applet('budget', '投资预算工具', '开业前费用估算'),
      ]),
      group('案例', '开业项目', [
        projectList('筹开项目', '正在筹备开业的项目', { access: forUserTypes('new_hotel', 'hm_employee') }),
      ]),
    ],
    pages: [
      overviewPage(
        'opening',
        '筹备开业总览',
        '从总经理到岗到正式开业通常需要 12–18 个月。筹备期要同时完成工程收尾、证照办理、招聘培训、系统安装和预售，任何一条线延误都会推迟开业。',
        ['总经理和核心团队何时到岗？', '开业前预算多少、谁来批？', '哪些证照要提前办理？', '什么时候开始预售？'],
        [
          '确定开业日期并倒排关键路径',
          '核心团队到岗（开业前 12–18 个月）',
          '批准开业前预算',
          '办理证照：消防、特种行业、卫生、食品经营',
          '安装并测试系统：PMS、POS、门锁、网络',
          '招聘与培训',
          '预售与开业市场活动',
          '试营业与品牌开业检查',
        ],
      ),
      {
        path: 'opening/critical-path',
        title: '开业关键路径',
        summary: '按月倒排的里程碑。',
        blocks: [
          table(
            '里程碑（距开业，月）',
            ['里程碑', '时间（月）', '负责人'],
            [
              ['总经理到岗', '-15', '管理方'],
              ['开业前预算批准', '-12', '业主'],
              ['部门总监到岗', '-9', '管理方'],
              ['销售办公室启用', '-6', '管理方'],
              ['系统安装', '-3', '管理方与工程'],
              ['员工集中入职与培训', '-2', '管理方'],
              ['工程移交与清洁', '-1', '工程'],
              ['试营业', '0', '全体'],
            ],
            INDICATIVE,
          ),
        ],
      },
      {
        path: 'opening/budget',
        title: '开业前预算',
        summary: '开业前费用的构成与参考。',
        blocks: [
          chart(
            '高端酒店开业前费用构成（示例）',
            'pie',
            ['人工', '培训与差旅', '市场与开业活动', '办公与系统', '其他'],
            { '占比（%）': [55, 10, 20, 10, 5] },
            '%',
          ),
          rich(undefined, p('高端酒店开业前费用常见为每间客房 4–8 万元，其中人工占一半以上。'), note(INDICATIVE)),
        ],
      },
      {
        path: 'opening/staffing',
        title: '招聘与培训计划',
        summary: '分批到岗与培训。',
        blocks: [
          table(
            '分批到岗',
            ['批次', '人员', '距开业（月）'],
            [
              ['第一批', '总经理、财务总监、工程总监', '-15 至 -12'],
              ['第二批', '各部门总监、销售团队', '-9 至 -6'],
              ['第三批', '经理与主管', '-4 至 -3'],
              ['第四批', '一线员工', '-2 至 -1'],
            ],
            INDICATIVE,
          ),
          rich('培训', ul('品牌文化与服务标准', '部门技能与系统操作', '消防与安全演练', '模拟运营（带客人演练）')),
        ],
      },
    ],
  },
  {
    key: 'operation',
    title: '运营管理',
    stage: 'operate',
    icon: 'SettingOutlined',
    summary: '在营酒店的收益、成本与服务质量管理。',
    audience: ['open_hotel', 'owner', 'group'],
    nodes: [
      group('收益管理', '房价与渠道', [
        page('operation/overview', '运营管理要点', '业主关注的运营指标'),
        page('operation/revenue', '收益管理基本方法', '细分、定价与渠道'),
      ]),
      group('成本与人力', '控制成本', [
        page('operation/cost', '成本结构参考', '各部门成本率'),
        applet('savings', '节能降本工具', '估算节能与降本空间'),
        applet('benchmarking', '经营对标工具', '与同类酒店对比'),
      ]),
      group('质量', '宾客满意', [
        page('operation/quality', '服务质量管理', '点评、暗访与质检'),
        { kind: 'link', title: '运营案例专题', summary: '运营改善案例', target: '/startPage/operationCase' },
      ]),
    ],
    pages: [
      overviewPage(
        'operation',
        '运营管理要点',
        '运营管理的目标是在可持续的服务质量下取得最高的 GOP。业主关注的是结果（RevPAR、GOP、净现金流），管理方要说明过程（定价、渠道、成本和质量）。',
        [
          'RevPAR 在竞争组合里排第几？',
          'GOP 率为什么低于同类酒店？',
          '人力成本还有多少优化空间？',
          'OTA 佣金占比是否过高？',
        ],
        [
          '每月对比预算、去年和竞争组合',
          '按细分市场分析客源与房价',
          '审视渠道结构与佣金',
          '分部门分析成本率',
          '跟踪宾客点评与质检分数',
        ],
      ),
      {
        path: 'operation/revenue',
        title: '收益管理基本方法',
        summary: '细分、定价与渠道。',
        blocks: [
          rich(
            undefined,
            ol(
              '细分市场：散客、协议、会议团队、旅行社、长住',
              '需求预测：按日期和细分市场预测',
              '差异化定价：按提前预订天数、停留天数、渠道定价',
              '超额预订：按历史未到率控制',
              '渠道管理：提高直销比例，降低佣金',
            ),
          ),
          table(
            '渠道成本参考',
            ['渠道', '获客成本（占房费）'],
            [
              ['官网与会员直销', '3–8%'],
              ['OTA', '12–18%'],
              ['旅行社与批发商', '15–25%'],
              ['协议公司', '0–5%'],
            ],
            INDICATIVE,
          ),
        ],
      },
      {
        path: 'operation/cost',
        title: '成本结构参考',
        summary: '在营酒店的部门成本率。',
        blocks: [
          table(
            '部门成本率（高端酒店）',
            ['项目', '常见区间', '说明'],
            [
              ['客房部门成本', '客房收入的 20–25%', ''],
              ['餐饮成本（食品饮料）', '餐饮收入的 30–38%', ''],
              ['餐饮部门人工', '餐饮收入的 30–40%', ''],
              ['全店人工成本', '总收入的 28–35%', ''],
              ['能源费用', '总收入的 5–8%', ''],
              ['维修保养', '总收入的 3–5%', ''],
            ],
            INDICATIVE,
          ),
        ],
      },
      {
        path: 'operation/quality',
        title: '服务质量管理',
        summary: '点评、暗访与质检。',
        blocks: [
          rich(
            undefined,
            ul(
              '线上点评：每周汇总评分与差评原因，48 小时内回复',
              '品牌质检：每年 1–2 次，关注扣分项的整改',
              '神秘顾客：每季度一次，覆盖入住、餐饮、会议',
              '员工满意度：每年一次，与宾客满意度对照',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'operationCase',
    title: '运营案例',
    stage: 'operate',
    icon: 'SolutionOutlined',
    summary: '真实项目中的运营改善：问题、措施与结果。',
    audience: ['open_hotel', 'owner', 'consulting'],
    nodes: [
      group('改善案例', '从诊断到结果', [
        page('operationCase/overview', '运营诊断方法', '如何找到经营问题'),
        page('operationCase/cases', '运营改善案例', '五个典型案例'),
      ]),
      group('数据', '对标', [
        applet('benchmarking', '经营对标工具', '定位问题'),
        applet('break-even', '盈亏平衡测算', '改善措施对保本入住率的影响'),
        wall('hotel', '酒店墙', '查看案例酒店'),
      ]),
    ],
    pages: [
      overviewPage(
        'operationCase',
        '运营诊断方法',
        '运营诊断用数据找问题：先看 RevPAR 指数判断收入端问题，再看部门成本率判断成本端问题，最后到现场验证。',
        ['收入差在房价还是入住率？', '成本高在人工、能源还是采购？', '问题出在管理方的执行还是产品本身？'],
        [
          '取得 3 年经营数据与竞争组合数据',
          '计算 RevPAR 指数与部门利润率',
          '现场观察与员工访谈',
          '提出改善清单并估算收益',
          '跟踪实施 6–12 个月',
        ],
      ),
      {
        path: 'operationCase/cases',
        title: '运营改善案例',
        summary: '典型案例（已脱敏）。',
        blocks: [
          table(
            '案例',
            ['酒店', '问题', '措施', '结果'],
            [
              ['华东某高端商务酒店', 'RevPAR 指数 85', '重建协议客户体系，调整渠道', '一年内指数升至 102'],
              ['西南某度假酒店', '淡季入住率 35%', '开发会议与研学产品', '淡季入住率升至 52%'],
              ['华北某中高端酒店', '人工成本率 38%', '岗位合并、多技能培训', '降至 31%'],
              ['华南某城市酒店', '餐饮亏损', '关闭低效餐厅，改为外租', '餐饮转为盈利'],
              ['华中某会议酒店', '能耗费用率 9%', '热泵与能源管理系统改造', '降至 6.5%'],
            ],
          ),
        ],
      },
    ],
  },
  {
    key: 'performance',
    title: '经营业绩',
    stage: 'operate',
    icon: 'LineChartOutlined',
    summary: '入住率、平均房价、RevPAR 与 GOP：看懂并对标经营业绩。',
    audience: ['open_hotel', 'owner', 'group', 'consulting'],
    nodes: [
      group('指标', '看懂指标', [
        page('performance/overview', '经营指标与对标', '核心指标的含义与计算'),
        page('performance/benchmarks', '经营指标与利润参考', '按档次的出租率、房价、GOP 率与部门成本率'),
        page('performance/monthly-review', '业主的月度经营分析', '每月看哪些数、问哪些问题、会后落实什么'),
      ]),
      group('竞争组合', '和谁比、怎么比', [
        page('performance/comp-set', 'MPI、ARI 与 RGI 怎么读', '选对竞争组合，分清差距来自房价还是出租率'),
        applet('benchmarking', '经营对标工具', '录入数据，生成对标报告'),
        hotelMap('竞争组合地图', '在地图上选择竞争组合'),
        wall('hotel', '酒店墙', '查看同类酒店，打开酒店详情看其竞争组合与指数'),
      ]),
    ],
    pages: [
      overviewPage(
        'performance',
        '经营指标与对标',
        '业绩对标把酒店放进竞争组合里比较：同样 70% 的入住率，在市场平均 80% 的城市是落后，在平均 60% 的城市是领先。',
        ['我的酒店在竞争组合里表现如何？', '差距来自房价还是入住率？', 'GOP 率为什么低于同类？'],
        [
          '选择 4–6 家竞争酒店',
          '按月取得入住率、平均房价、RevPAR',
          '计算指数：本店 ÷ 竞争组合 × 100',
          '分析差距来源并制定行动',
        ],
        [
          table(
            '核心指标',
            ['指标', '计算', '说明'],
            [
              ['入住率', '已售房晚 ÷ 可售房晚', '是否扣除维修停用的客房，要与竞争组合同一口径'],
              ['平均房价（ADR）', '客房收入 ÷ 已售房晚', '客房收入是否含早餐分摊，要与竞争组合同一口径'],
              ['RevPAR', '客房收入 ÷ 可售房晚', '= 入住率 × ADR'],
              ['RevPAR 指数（RGI）', '本店 RevPAR ÷ 竞争组合 RevPAR × 100', '100 为公平份额'],
              ['GOP 率', 'GOP ÷ 总收入', '经营毛利率'],
            ],
          ),
        ],
      ),
      ...performancePages,
    ],
  },
  {
    key: 'savings',
    title: '节能降本',
    stage: 'operate',
    icon: 'ThunderboltOutlined',
    summary: '能源、人力与采购三方面的降本措施及回收期。',
    audience: ['open_hotel', 'owner'],
    nodes: [
      group('能源', '节能改造', [
        page('savings/overview', '降本从哪里入手', '三类降本措施'),
        page('savings/energy', '节能措施与回收期', '常见节能改造的投资回收期'),
        applet('savings', '节能降本工具', '输入能耗数据，估算节省与回收期'),
      ]),
      group('人力与采购', '运营降本', [
        page('savings/labor', '人力效率提升', '岗位合并与外包'),
        applet('benchmarking', '经营对标工具', '对比成本率'),
      ]),
    ],
    pages: [
      overviewPage(
        'savings',
        '降本从哪里入手',
        '降本有三条线：能源（改造设备和运行策略）、人力（岗位设计和排班）、采购（集中采购和标准化）。先做不花钱的运行优化，再做回收期短的改造。',
        ['能耗比同类酒店高多少？', '哪些改造两年内能收回？', '人力还能优化多少而不影响服务？'],
        [
          '取得 12 个月能耗账单，计算单位面积和单房能耗',
          '对标同类酒店',
          '运行优化：温度设定、设备启停时间、照明控制',
          '设备改造：按回收期排序',
          '人力：梳理岗位与排班',
          '采购：集中采购与库存管理',
        ],
      ),
      {
        path: 'savings/energy',
        title: '节能措施与回收期',
        summary: '常见节能改造的投资回收期。',
        blocks: [
          table(
            '节能措施',
            ['措施', '节能效果', '回收期（年）'],
            [
              ['LED 照明改造', '照明电耗降低 50–70%', '1–2'],
              ['客房节能控制（插卡与温控联动）', '客房空调能耗降低 15–25%', '2–3'],
              ['空气源热泵热水', '热水能耗降低 40–60%', '2–4'],
              ['冷水机组变频改造', '制冷能耗降低 15–30%', '3–5'],
              ['能源管理系统', '总能耗降低 5–10%', '2–3'],
              ['洗衣房热回收', '蒸汽消耗降低 10–20%', '2–3'],
            ],
            INDICATIVE,
          ),
          chart(
            '高端酒店能耗构成（示例）',
            'pie',
            ['空调与通风', '热水与蒸汽', '照明', '厨房', '电梯与其他'],
            { 占比: [45, 25, 12, 10, 8] },
            '%',
          ),
        ],
      },
      {
        path: 'savings/labor',
        title: '人力效率提升',
        summary: '岗位合并与外包。',
        blocks: [
          rich(
            undefined,
            ul(
              '前台与礼宾合并为宾客服务中心',
              '客房清扫按实际房量弹性排班，使用小时工',
              '公区清洁、绿化、安保外包',
              '餐饮早餐与午餐共用团队',
              '多技能培训，员工可跨部门支援',
            ),
            note('目标不是减人，而是让人均创收和服务质量同时提高。'),
          ),
        ],
      },
    ],
  },
  {
    key: 'hotel',
    title: '酒店库',
    stage: 'operate',
    icon: 'ShopOutlined',
    summary: '全国酒店数据库：查找酒店、查看分布和竞争组合。',
    audience: ['hm_employee', 'open_hotel', 'group', 'owner', 'consulting'],
    nodes: [
      group('查找酒店', '浏览和筛选', [
        wall('hotel', '酒店墙', '按城市、品牌、档次筛选酒店'),
        hotelMap('酒店地图', '在地图上查看酒店分布'),
        page('hotel/overview', '酒店库使用指南', '字段说明与使用方法'),
      ]),
      group('分析', '用酒店数据做分析', [
        page('hotel/comp-set', '如何选择竞争组合', '竞争组合的选择标准'),
        applet('benchmarking', '经营对标工具', '与竞争组合对比'),
        wall('brand', '品牌墙', '按品牌查看酒店'),
      ]),
    ],
    pages: [
      overviewPage(
        'hotel',
        '酒店库使用指南',
        '酒店库收录在营、在建和规划中的酒店，记录位置、品牌、集团、档次、客房数、开业时间和状态。它是城市研究、可研和对标分析的基础数据。',
        ['某城市某档次有多少家酒店、多少间客房？', '项目周边 3 公里内有哪些竞争酒店？', '某品牌在哪些城市有布点？'],
        ['在酒店墙按城市和档次筛选', '在地图上查看分布并圈选区域', '打开酒店详情查看设施与状态', '导出或记录竞争组合'],
        [
          table(
            '字段说明',
            ['字段', '说明'],
            [
              ['状态', '在营、在建、规划、停业'],
              ['档次', '经济型、中端、中高端、高端、奢华'],
              ['客房数', '开业时可售客房数'],
              ['开业时间', '在建项目为预计时间'],
            ],
          ),
        ],
      ),
      {
        path: 'hotel/comp-set',
        title: '如何选择竞争组合',
        summary: '竞争组合的选择标准。',
        blocks: [
          rich(
            undefined,
            ol(
              '同档次或相邻档次',
              '客源重叠：商务、会议或度假客群一致',
              '地理相近：同片区或客人会比较的范围',
              '规模相近：客房数差距不超过一倍',
              '4–6 家为宜，且能取得可靠数据',
            ),
          ),
        ],
      },
    ],
  },
]
