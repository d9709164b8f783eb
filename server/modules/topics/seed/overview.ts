import {
  applet,
  employeesOnly,
  group,
  hotelMap,
  link,
  page,
  projectList,
  report,
  type SeedTopic,
  wall,
} from './define.ts'
import { empowermentPages, huameiPages, resourcesLegacyPages, resourcesPages } from './firm-pages.ts'
import { peoplePages } from './people-pages.ts'
import { smartToolsPages } from './tools-pages.ts'
import { happyIndustryPages, industryWatchPages, nationalHotelPages } from './watch-pages.ts'

/** Topics that span the whole lifecycle: the firm, industry watch, tools, resources, people and schools. */
export const overviewTopics: SeedTopic[] = [
  {
    key: 'huamei',
    title: '关于我们',
    stage: 'overview',
    icon: 'InfoCircleOutlined',
    summary: '本公司的服务范围、工作方式与年度报告。',
    audience: ['hm_employee', 'partner', 'group', 'new_hotel', 'consulting', 'open_hotel'],
    nodes: [
      group('公司', '服务与工作方式', [
        page('huamei/overview', '我们的服务', '按酒店生命周期组织的咨询服务与成果'),
        page('huamei/services', '服务与成果', '每项服务回答的问题、成果与所需资料'),
        page('huamei/method', '工作方法', '市场、回报与贷款三道检验（算例）'),
        page('huamei/engagement', '怎样与我们合作', '流程、分工与资料清单'),
        page('huameiAnnuals', '年度报告', '本公司发布的年度报告'),
      ]),
      group('成果样式', '研究报告、工具与项目', [
        report(
          'd6000000-0000-4000-8000-000000000013',
          '酒店经营利润基准',
          '出租率、房价、收入结构、GOP 率与人员配置，每项注明出处',
        ),
        report(
          'd6000000-0000-4000-8000-000000000011',
          '酒店开发成本指南',
          '六个档次的建安、FF&E、OS&E、开办费与建设期基准',
        ),
        applet('feasibility', '可行性研究工具', '成果中的回报与偿债测算可用它复算'),
        projectList('项目空间', '本组织可以查看的项目与文件'),
      ]),
    ],
    pages: huameiPages(),
  },
  {
    key: 'industryWatch',
    title: '行业观察',
    stage: 'overview',
    icon: 'ReadOutlined',
    summary: '酒店市场的周期、趋势与政策动态。',
    audience: ['hm_employee', 'partner', 'group', 'new_hotel', 'consulting', 'open_hotel'],
    nodes: [
      group('市场', '怎么看市场', [
        page('industryWatch/overview', '行业观察：看什么、怎么用', '三类指标与业主的时点判断'),
        page('industryWatch/indicators', '指标与信息源', '需求、供给、价格各去哪里取，口径陷阱'),
        page('industryWatch/cycle', '读懂周期', '把 RevPAR 的变化拆成房价和出租率（算例）'),
        page('industryWatch/trends', '结构变化', '有公开数字支撑的几个趋势'),
      ]),
      group('供给', '新开业与在建', [
        page('industryWatch/pipeline', '供给与在建', '签约、在建、待开业怎么数'),
        hotelMap('在建酒店地图', '查看在建与规划中的酒店', '?status=pipeline'),
        wall('supply', '供给与储备', '历年开业与在建储备，按档次和城市等级'),
        wall('brand', '品牌墙', '新品牌与新动态'),
      ]),
      group('政策与研究', '政策、报告与数据源', [
        page('industryWatch/policy', '政策动态', '与酒店投资有关的文件和条款'),
        report(
          'd6000000-0000-4000-8000-000000000014',
          '中国酒店集团规模年度观察',
          '榜单位次、集团披露规模与品牌组合，每行注明来源与截至日期',
        ),
        link('https://www.stats.gov.cn/', '国家统计局', '宏观经济与住宿业统计'),
        link('https://www.mct.gov.cn/', '文化和旅游部', '旅游统计与政策'),
      ]),
    ],
    pages: industryWatchPages(),
  },
  {
    key: 'nationalHotel',
    title: '全国酒店市场',
    stage: 'overview',
    icon: 'GlobalOutlined',
    summary: '全国与各区域酒店市场的规模、结构与表现。',
    audience: ['hm_employee', 'group', 'consulting', 'owner'],
    nodes: [
      group('全国', '规模与结构', [
        page('nationalHotel/overview', '全国酒店市场概况', '三套口径各回答什么'),
        page('nationalHotel/scale', '全国规模', '住宿业客房的起落（算例）'),
        page('nationalHotel/star', '星级饭店', '历次统计报告的读数'),
        hotelMap('全国酒店地图', '全国酒店分布'),
      ]),
      group('区域', '省份与城市', [
        page('nationalHotel/regions', '区域市场比较', '房价高的省份和出租率高的省份'),
        wall('city', '城市墙', '各城市酒店市场'),
        wall('group', '集团墙', '各集团规模'),
        wall('sources', '数据来源', '集团、品牌与城市数据的出处和日期'),
      ]),
    ],
    pages: nationalHotelPages(),
  },
  {
    key: 'smartTools',
    title: '智能工具',
    stage: 'overview',
    icon: 'ToolOutlined',
    summary: '可研、融资、估值、预算、改造、编制与对标十个在线工具，默认值来自带出处的基准数据表。',
    audience: ['hm_employee', 'new_hotel', 'consulting', 'open_hotel', 'owner'],
    nodes: [
      group('投资与融资', '投资决策阶段', [
        applet('feasibility', '可行性研究工具', '建设期到退出的 10 年回报测算'),
        applet('loan-sizing', '贷款额度工具', 'LTV、DSCR 与债务收益率三项测试'),
        applet('break-even', '盈亏平衡工具', '出租率到多少才不亏'),
        applet('valuation', '估值工具', '直接资本化法与现金流折现'),
      ]),
      group('开发与品牌', '筹建与签约阶段', [
        applet('budget', '投资预算工具', '开发总投资估算'),
        applet('fee-structures', '合作模式对比工具', '委托管理、特许经营与租赁'),
        applet('pip', '改造换牌工具', '改造投资与回收期'),
        applet('staffing', '人员编制工具', '各部门编制与人工成本'),
      ]),
      group('运营工具', '运营阶段', [
        applet('benchmarking', 'RevPAR 指数工具', '逐月 MPI、ARI 与 RGI'),
        applet('savings', '节能降本工具', '节能改造回报'),
      ]),
      group('说明', '如何使用', [
        page('smartTools/overview', '工具使用说明', '每个工具的输入与输出'),
        page('smartTools/guide', '十个工具怎么读', '必须替换的输入、先看的结果与常见误读'),
        page('smartTools/break-even-example', '盈亏平衡工具算例', '三条平衡线怎么算、怎么读'),
        page('smartTools/feasibility-example', '可行性研究工具算例', '投资、回报与偿债指标逐项解读'),
        page('smartTools/sources', '基准数据与来源', '工具默认值与专题数据的出处'),
        page('smartTools/glossary', '指标词典', '工具中使用的术语'),
      ]),
    ],
    pages: [...smartToolsPages()],
  },
  {
    key: 'resources',
    title: '资源中心',
    stage: 'overview',
    icon: 'FolderOpenOutlined',
    summary: '公开数据、标准与模板：从哪里来、怎么读、何时用。',
    audience: ['hm_employee', 'partner', 'new_hotel', 'consulting', 'open_hotel'],
    nodes: [
      group('数据与标准', '数字和标准从哪里来、怎么读', [
        page('resources/overview', '资源中心导览', '按决定找数据、标准与模板'),
        page('resources/data-sources', '公开数据从哪里来', '各类来源覆盖什么、多久一次、局限在哪'),
        page('resources/standards', '标准与规范', '按编号、年份查，按用途读'),
        page('resources/reading', '怎样读一份数据', '人房比与 RevPAR 恒等式两个算例'),
      ]),
      group('清单与模板', '各阶段可直接使用', [
        page('resources/templates', '清单与模板目录', '什么时候用哪一份'),
        page('feasibility/checklist', '可研资料准备清单', '启动可研前的资料'),
        page('build/handover', '开业前验收清单', '品牌开业检查重点'),
        page('owner/meeting', '业主例会议程模板', '月度与年度会议'),
      ]),
      group('研究报告与来源', '由基准表生成的报告', [
        page('resources/reports', '报告库', '按专题和年份查找研究报告，在线阅读'),
        report(
          'd6000000-0000-4000-8000-000000000012',
          '管理费与特许经营费调查',
          '委托管理、特许经营与租赁经营的费用结构与合同条件',
        ),
        report(
          'd6000000-0000-4000-8000-000000000015',
          '酒店融资与估值参数',
          '贷款利率、LTV、DSCR、债务收益率、资本化率与折现率',
        ),
        wall('sources', '数据来源', '集团、品牌与城市数据的出处和日期'),
      ]),
      group('设计与采购资源', '按客户类型', [
        link('/navigate?page_type=design_homepage', '设计资源', '设计客户入口'),
        link('/navigate?page_type=procurement_homepage', '采购资源', '采购客户入口'),
      ]),
    ],
    pages: resourcesPages(),
  },
  {
    key: 'resources_legacy',
    title: '资料档案',
    stage: 'overview',
    icon: 'HddOutlined',
    summary: '早年报告与研究的档案，供员工检索参考。',
    audience: ['hm_employee'],
    nodes: [
      group('档案', '历年研究', [
        page('resources_legacy/overview', '档案说明', '档案范围与使用规则', { access: employeesOnly }),
        page('resources_legacy/vintage', '数字的年份', '基准表的时效结构（算例）', { access: employeesOnly }),
        report('d6000000-0000-4000-8000-000000000004', '2024 年度报告（演示）', '咨询业务、研究成果与行业服务'),
        report('d6000000-0000-4000-8000-000000000005', '2025 年度报告（演示）', '数字化服务与客户成果'),
      ]),
      group('使用规则', '引用与更新', [
        page('resources_legacy/rules', '档案引用规则', '引用旧数据时的注意事项', { access: employeesOnly }),
        page('resources_legacy/restate', '把旧数字换算到今天', 'RevPAR 与工资两个算例', { access: employeesOnly }),
        link('/startPage/resources', '前往资源中心', '当前使用的清单与模板'),
      ]),
    ],
    pages: resourcesLegacyPages(),
  },
  {
    key: 'humanResource',
    title: '人力资源',
    stage: 'overview',
    icon: 'UserOutlined',
    summary: '酒店的人员配置、薪酬与人才培养。',
    audience: ['open_hotel', 'new_hotel', 'group', 'partner'],
    nodes: [
      group('配置', '编制与薪酬', [
        page('humanResource/overview', '酒店人力资源要点', '编制、薪酬与培养'),
        page('humanResource/staffing', '编制参考与编制测算', '每间客房员工数与按部门的编制示例'),
        page('humanResource/pay', '薪酬怎么定', '薪酬构成、对标与激励'),
        applet('staffing', '人员编制工具', '按客房数与定位估算编制和人工成本'),
      ]),
      group('人才', '培养与院校', [
        page('humanResource/retention', '流失与留任', '流失率怎么算、员工何时离开、怎样留人'),
        page('humanResource/training', '培训怎么做才有用', '入职、技能、交叉与管理培训'),
        link('/startPage/empowerment', '培训赋能专题', '培训体系与课程'),
        link('/home-pages/school/industry', '院校合作', '酒店管理院校首页'),
        applet('benchmarking', '经营对标工具', '人力成本对标'),
      ]),
    ],
    pages: [...peoplePages()],
  },
  {
    key: 'empowerment',
    title: '培训赋能',
    stage: 'overview',
    icon: 'ExperimentOutlined',
    summary: '员工、管理者与业主团队的培训计划，以及与院校和协会的合作。',
    audience: ['partner', 'open_hotel', 'owner', 'group'],
    nodes: [
      group('培训体系', '员工、管理者与业主', [
        page('empowerment/overview', '培训赋能体系', '谁需要学什么、怎样组织'),
        page('empowerment/staff-plan', '员工培训计划', '各部门人数、培训重点与工时成本（算例）'),
        page('empowerment/compliance', '法定培训与持证', '消防、食品安全、特种设备与特种作业'),
        page('empowerment/owner-course', '业主团队的课程', '六个模块与作业'),
        applet('staffing', '人员编制工具', '培训计划的人数底数'),
      ]),
      group('院校与协会', '合作伙伴', [
        page('empowerment/schools', '与院校和协会合作', '产教融合、实习人数限制与协会的位置'),
        page('humanResource/training', '培训怎么做才有用', '入职、技能、交叉与管理培训'),
        link('/home-pages/school/industry', '院校合作', '院校首页'),
        link('/home-pages/association/industry', '行业协会', '协会首页'),
      ]),
    ],
    pages: empowermentPages(),
  },
  {
    key: 'happyIndustry',
    title: '幸福产业',
    stage: 'overview',
    icon: 'SmileOutlined',
    summary: '旅游、文化、体育、健康、养老：住宿与幸福产业的融合。',
    audience: ['consulting', 'owner', 'association'],
    nodes: [
      group('业态', '融合方向', [
        page('happyIndustry/overview', '幸福产业与住宿', '先分清做的是哪一门生意'),
        page('happyIndustry/demand', '需求底数', '老年、研学、文化与体育的公开数字'),
        page('happyIndustry/formats', '融合业态', '康养旅居、研学、赛事与文化住宿'),
        page('happyIndustry/long-stay', '长住产品的价格算例', '淡季按月出租，月价的底线'),
      ]),
      group('相关', '目的地与小镇', [
        link('/startPage/hotelGroupTourismDestination', '旅游目的地酒店', '度假与目的地'),
        link('/startPage/specialTown', '特色小镇', '小镇住宿规划'),
        hotelMap('度假与目的地酒店地图', '查看各地在营与在建的度假酒店'),
      ]),
    ],
    pages: happyIndustryPages(),
  },
]
