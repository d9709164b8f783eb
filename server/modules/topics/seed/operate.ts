import { applet, forUserTypes, group, hotelMap, page, projectList, report, type SeedTopic, wall } from './define.ts'
import { hotelPages, operationCasePages } from './hotel-pages.ts'
import { openingPages } from './opening-pages.ts'
import { operationPages } from './operation-pages.ts'
import { energyPage } from './savings-pages.ts'

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
        page('opening/budget', '开业前预算', '开业前费用的构成、估算与审批'),
        page('opening/ramp-up', '开业后的爬坡期', '达到稳定经营要几年，现金要准备多少'),
      ]),
      group('人员与系统', '团队和运营系统', [
        page('opening/staffing', '招聘与培训计划', '分批到岗与培训安排'),
        applet('budget', '投资预算工具', '开业前费用估算'),
      ]),
      group('案例', '开业项目', [
        projectList('筹开项目', '正在筹备开业的项目', { access: forUserTypes('new_hotel', 'hm_employee') }),
      ]),
    ],
    pages: [...openingPages()],
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
        page('operation/cost', '成本结构与人工成本', 'USALI 口径的成本率、固定成本与人工估算'),
        applet('savings', '节能降本工具', '估算节能与降本空间'),
        applet('benchmarking', '经营对标工具', '与同类酒店对比'),
      ]),
      group('质量', '宾客满意', [
        page('operation/quality', '服务质量管理', '点评、暗访与质检'),
        { kind: 'link', title: '运营案例专题', summary: '运营改善案例', target: '/startPage/operationCase' },
      ]),
    ],
    pages: [...operationPages()],
  },
  {
    key: 'operationCase',
    title: '运营案例',
    stage: 'operate',
    icon: 'SolutionOutlined',
    summary: '真实项目中的运营改善：问题、措施与结果。',
    audience: ['open_hotel', 'owner', 'consulting'],
    nodes: [
      group('诊断与改善', '从诊断到结果', [
        page('operationCase/overview', '运营诊断方法', '从指数到部门费用，再到现场验证'),
        page('operationCase/cases', '诊断算例：利润差在哪里', '高端酒店按 USALI 逐行对比的演示算例'),
        page('operationCase/levers', '改善措施与效果验证', '按问题类型的数据、措施和验证方法'),
      ]),
      group('工具与数据', '定位问题、估算空间', [
        applet('benchmarking', '经营对标工具', '定位收入端的问题'),
        applet('break-even', '盈亏平衡测算', '改善措施对保本出租率的影响'),
        applet('staffing', '人员编制与人工成本', '估算人工这条线的空间'),
        applet('savings', '节能降本工具', '估算能源改造的节省与回收期'),
        wall('hotel', '酒店墙', '查看同类酒店及其竞争群'),
      ]),
    ],
    pages: operationCasePages(),
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
        report(
          'd6000000-0000-4000-8000-000000000013',
          '酒店经营利润基准',
          '按档次的出租率、房价、GOP 率、部门成本率与人员配置',
        ),
      ]),
      group('竞争组合', '和谁比、怎么比', [
        page('performance/comp-set', 'MPI、ARI 与 RGI 怎么读', '选对竞争组合，分清差距来自房价还是出租率'),
        applet('benchmarking', '经营对标工具', '录入数据，生成对标报告'),
        hotelMap('竞争组合地图', '在地图上选择竞争组合'),
        wall('hotel', '酒店墙', '查看同类酒店，打开酒店详情看其竞争组合与指数'),
      ]),
    ],
    pages: [],
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
        page('savings/operating-strategy', '不花钱的运行优化', '改设定、改时间、改流程'),
        page('savings/energy', '节能改造怎么算、怎么验', '先计量再改造，按同一口径验证'),
        applet('savings', '节能降本工具', '输入能耗数据，估算节省与回收期'),
      ]),
      group('人力与采购', '运营降本', [
        page('savings/labor', '人力效率提升', '岗位合并与外包'),
        page('operation/cost', '成本结构与人工成本', 'USALI 口径的成本率与人工估算'),
        applet('benchmarking', '经营对标工具', '对比成本率'),
      ]),
    ],
    pages: [energyPage()],
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
        wall('hotel', '酒店墙', '按城市、品牌、档次和状态筛选酒店'),
        hotelMap('酒店地图', '在地图上查看酒店分布'),
        page('hotel/overview', '酒店库使用指南', '字段说明、使用步骤与覆盖面'),
      ]),
      group('分析', '用酒店数据做分析', [
        page('hotel/comp-set', '用酒店库圈定竞争组合', '自动竞争群的规则与手工筛选步骤'),
        page('hotel/supply', '供给分析', '新增客房对出租率的影响，附算例'),
        hotelMap('已签约与筹建中的酒店', '查看未来供给', '?status=pipeline'),
        wall('supply', '供给与储备', '历年开业与在建储备，按档次和城市等级'),
        applet('benchmarking', '经营对标工具', '与竞争组合对比'),
      ]),
    ],
    pages: hotelPages(),
  },
]
