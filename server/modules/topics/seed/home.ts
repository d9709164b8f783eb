import type { TopicKey } from '../../../../common/topics.ts'
import {
  adminOnly,
  applet,
  employeesOnly,
  group,
  hotelMap,
  link,
  page,
  projectList,
  type SeedNode,
  type SeedTopic,
  wall,
} from './define.ts'
import { homeConsultPages, homeGroupPages, homeHotelPages, homeHuameiPages, homePartnersPages } from './home-pages.ts'

const topicLink = (key: TopicKey, title: string, summary: string, extra: Partial<SeedNode> = {}): SeedNode => ({
  kind: 'link',
  title,
  summary,
  target: `/startPage/${key}`,
  ...extra,
})

/** The five home start pages: each composed for one kind of user (DESIGN.md §1). */
export const homeTopics: SeedTopic[] = [
  {
    key: 'homeHuamei',
    title: '员工首页',
    stage: 'overview',
    icon: 'HomeOutlined',
    summary: '员工的工作台：项目、客户、研究与工具。',
    audience: ['hm_employee'],
    nodes: [
      group('我的工作', '项目与客户', [
        { ...link('/manage-projects', '项目管理', '咨询项目、阶段与成员'), access: employeesOnly },
        { ...link('/choose-category', '进入客户视图', '以客户身份查看其门户'), access: employeesOnly },
        projectList('项目列表', '我参与的项目'),
        { ...link('/manage-users', '用户管理', '用户、组织与权限'), access: adminOnly },
      ]),
      group('研究与数据', '常用研究入口', [
        topicLink('industryWatch', '行业观察', '市场周期与趋势'),
        topicLink('nationalHotel', '全国酒店市场', '规模与区域'),
        wall('hotel', '酒店墙', '全国酒店数据'),
        wall('brand', '品牌墙', '品牌数据'),
        hotelMap('酒店地图', '酒店分布'),
        topicLink('resources_legacy', '资料档案', '历年研究档案', { access: employeesOnly }),
      ]),
      group('工具', '在线工具', [
        applet('feasibility', '可行性研究工具', '回报测算'),
        applet('budget', '投资预算工具', '投资估算'),
        applet('benchmarking', '经营对标工具', '经营对标'),
        applet('savings', '节能降本工具', '节能回报'),
      ]),
      group('工作规范', '做项目、引用数字、选工具', [
        page('homeHuamei/welcome', '员工工作指引', '在本站做项目的步骤与交付前自查'),
        page('homeHuamei/sourcing', '数字的出处', '基准数据表的来源构成与引用规则'),
        page('homeHuamei/tools', '哪个问题用哪个工具', '工具对照与一次预算复核'),
        page('huameiAnnuals', '年度报告', '历年年度报告'),
        topicLink('huamei', '关于我们', '服务与案例'),
      ]),
    ],
    pages: homeHuameiPages(),
  },
  {
    key: 'homePartners',
    title: '合作伙伴首页',
    stage: 'overview',
    icon: 'TeamOutlined',
    summary: '设计、专项顾问、供应商、院校与协会的入口：项目中的位置、采购量与用人量。',
    audience: ['partner'],
    nodes: [
      group('合作', '在项目中的位置', [
        page('homePartners/welcome', '合作伙伴指南', '服务于业主的哪个决定、怎么被评判'),
        page('homePartners/project-size', '采购量与用人量', '一家中端和一家高端酒店的算例'),
        page('homePartners/review', '成果怎样被评审', '评审节点、评审人与常见退回原因'),
        projectList('合作项目', '与您相关的项目'),
        topicLink('empowerment', '培训赋能', '课程与活动'),
      ]),
      group('设计、建造与采购', '标准、造价与清单', [
        topicLink('design', '酒店设计', '设计流程与标准'),
        topicLink('purchase', '采购', 'FF&E 与 OS&E'),
        topicLink('constructionData', '建造数据', '造价参考'),
        applet('budget', '投资预算工具', '按档次与规模估算投资'),
        topicLink('resources', '资源中心', '清单与模板'),
      ]),
      group('市场与人才', '行业信息与用人', [
        topicLink('industryWatch', '行业观察', '市场与趋势'),
        wall('brand', '品牌墙', '品牌与标准'),
        topicLink('humanResource', '人力资源', '编制与薪酬'),
        applet('staffing', '人员编制工具', '各部门编制与人工成本'),
      ]),
    ],
    pages: homePartnersPages(),
  },
  {
    key: 'homeGroup',
    title: '集团首页',
    stage: 'overview',
    icon: 'ClusterOutlined',
    summary: '酒店集团的入口：往哪里拓展、用哪个品牌、单店费用收入与业主关系。',
    audience: ['group'],
    nodes: [
      group('拓展与品牌', '往哪里去、带什么品牌', [
        topicLink('groupStrategy', '集团发展战略', '战略与拓展体系'),
        topicLink('productBrandStrategy', '产品与品牌战略', '品牌架构与产品'),
        wall('city', '城市墙', '拓展目标城市'),
        wall('supply', '供给与储备', '历年开业与在建储备'),
        hotelMap('酒店地图', '布点与竞争'),
      ]),
      group('市场', '市场与竞争', [
        wall('group', '集团墙', '竞争集团'),
        wall('brand', '品牌墙', '竞争品牌'),
        topicLink('group', '酒店管理集团', '集团格局与储备的读法'),
        topicLink('performance', '经营业绩', '市场表现与对标'),
      ]),
      group('单店经济与业主', '费用收入、储备与续约', [
        page('homeGroup/welcome', '拓展团队的四个决定', '每个决定要回答的问题与对应数据'),
        page('homeGroup/fee-economics', '一家店给集团带来多少收入', '委托管理与特许经营的单店费用算例'),
        page('homeGroup/owner-pipeline', '从签约到开业再到续约', '储备跟踪与业主关系预警'),
        topicLink('owner', '业主之家', '业主关注的问题'),
        topicLink('brandNegotiate', '品牌谈判', '合同条款'),
      ]),
    ],
    pages: homeGroupPages(),
  },
  {
    key: 'homeConsult',
    title: '咨询客户首页',
    stage: 'overview',
    icon: 'CompassOutlined',
    summary: '新项目业主和咨询客户的入口：每一步要做的决定、依据的成果和可以先算一遍的工具。',
    audience: ['new_hotel', 'consulting'],
    nodes: [
      group('从这里开始', '路线图与成果读法', [
        page('homeConsult/welcome', '新酒店项目路线图', '每一步决定什么、凭什么决定'),
        page('homeConsult/deliverables', '咨询成果怎么读', '每个阶段拿到什么、看什么、追问什么'),
        page('homeConsult/reading', '读懂可研报告的回报测算', '用工具起始案例逐项解读投资、回报与偿债'),
        projectList('我的项目', '查看项目进展与交付文件'),
      ]),
      group('第一步：判断与融资', '值不值得投、钱从哪里来', [
        topicLink('city', '城市研究', '城市与片区'),
        topicLink('feasibility', '可行性研究', '市场、定位与回报'),
        applet('feasibility', '可行性研究工具', '10年现金流与回报测算'),
        applet('loan-sizing', '贷款额度测算', '银行最多能借多少'),
      ]),
      group('第二步：选品牌', '品牌、模式与合同', [
        topicLink('brand', '品牌选择', '比选方法'),
        topicLink('brandNegotiate', '品牌谈判', '费用与条款'),
        applet('fee-structures', '经营模式对比工具', '委托管理、特许经营与租赁'),
        wall('brand', '品牌墙', '候选品牌'),
      ]),
      group('第三步：建设与开业', '设计、建造、筹开', [
        topicLink('design', '酒店设计', '流程与标准'),
        topicLink('budget', '投资预算', '预算构成'),
        applet('budget', '投资预算工具', '按档次与规模估算总投资'),
        topicLink('opening', '筹备开业', '开业关键路径'),
      ]),
    ],
    pages: homeConsultPages(),
  },
  {
    key: 'homeHotel',
    title: '酒店客户首页',
    stage: 'overview',
    icon: 'ShopOutlined',
    summary: '在营酒店的入口：对标竞争组合、诊断成本、决定是否翻新，以及资产与合同。',
    audience: ['open_hotel'],
    nodes: [
      group('从这里开始', '体检与决定', [
        page('homeHotel/welcome', '在营酒店体检', '五个数看清酒店在市场中的位置'),
        page('homeHotel/decisions', '调经营、降成本还是改产品', '按症状选路，分清谁来做、花不花钱'),
        page('homeHotel/renovation', '翻新值不值', '投入多少、RevPAR 要提升多少才收得回'),
      ]),
      group('收入与对标', '和竞争组合比', [
        topicLink('performance', '经营业绩', '指标、竞争组合与月度分析'),
        applet('benchmarking', '经营对标工具', '计算 MPI、ARI 与 RGI'),
        topicLink('operationCase', '运营诊断', '利润差在哪里、怎么改'),
        hotelMap('酒店地图', '查看周边的竞争酒店与新增供给'),
      ]),
      group('成本与效率', '人工、能耗与保本点', [
        topicLink('operation', '运营管理', '收益、成本与质量'),
        topicLink('savings', '节能降本', '措施与回收期'),
        applet('savings', '节能降本工具', '节能改造回收期'),
        applet('break-even', '盈亏平衡出租率', '出租率到多少才不亏'),
        topicLink('humanResource', '人力资源', '编制与薪酬'),
      ]),
      group('资产与合同', '翻新、估值与争议', [
        applet('pip', '改造与换牌测算', '改造投资与回收期'),
        topicLink('asset', '资产管理', '业主代表的工作'),
        topicLink('assetValue', '资产估值', '价值与交易'),
        topicLink('mediation', '争议调解', '与管理方的争议'),
      ]),
    ],
    pages: homeHotelPages(),
  },
]
