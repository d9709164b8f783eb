import type { TopicKey } from '../../../../common/topics.ts'
import {
  adminOnly,
  applet,
  banner,
  benchmarks,
  employeesOnly,
  forUserTypes,
  group,
  hotelMap,
  link,
  ol,
  p,
  page,
  projectList,
  rich,
  type SeedNode,
  type SeedTopic,
  table,
  wall,
} from './define.ts'

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
      group('公司', '制度与报告', [
        page('homeHuamei/welcome', '员工工作指引', '项目流程与交付标准'),
        page('huameiAnnuals', '年度报告', '历年年度报告'),
        topicLink('huamei', '关于我们', '服务与案例'),
      ]),
    ],
    pages: [
      {
        path: 'homeHuamei/welcome',
        title: '员工工作指引',
        summary: '项目流程与交付标准。',
        access: employeesOnly,
        blocks: [
          banner('本季度重点', '年度市场报告数据更新与各项目季度回访', '/datapage/huameiAnnuals'),
          rich(
            '项目流程',
            ol(
              '立项：在项目管理中创建项目、设置客户组织与成员',
              '启动会：确认范围、成果与时间表',
              '过程：每周更新任务与文件，重要结论先内部评审',
              '交付：成果经项目负责人审核后上传',
              '回访：交付后 3 个月回访客户',
            ),
          ),
          table(
            '交付标准',
            ['成果', '内部评审', '格式'],
            [
              ['研究报告', '项目负责人 + 一位合伙人', 'PDF，带水印'],
              ['财务模型', '交叉复核', 'xlsx，锁定公式'],
              ['会议纪要', '项目经理', '会后 24 小时内'],
            ],
          ),
        ],
      },
    ],
  },
  {
    key: 'homePartners',
    title: '合作伙伴首页',
    stage: 'overview',
    icon: 'TeamOutlined',
    summary: '设计、采购、院校与协会等合作伙伴的入口。',
    audience: ['partner'],
    nodes: [
      group('合作', '我们一起做什么', [
        page('homePartners/welcome', '合作伙伴指南', '合作方式与对接流程'),
        projectList('合作项目', '与您相关的项目'),
        topicLink('empowerment', '培训赋能', '课程与活动'),
      ]),
      group('资源', '设计、建造与采购', [
        topicLink('design', '酒店设计', '设计流程与标准'),
        topicLink('purchase', '采购', 'FF&E 与 OS&E'),
        topicLink('constructionData', '建造数据', '造价参考'),
        topicLink('resources', '资源中心', '清单与模板'),
      ]),
      group('市场', '行业信息', [
        topicLink('industryWatch', '行业观察', '市场与趋势'),
        wall('brand', '品牌墙', '品牌与标准'),
        topicLink('humanResource', '人力资源', '编制与薪酬'),
      ]),
    ],
    pages: [
      {
        path: 'homePartners/welcome',
        title: '合作伙伴指南',
        summary: '合作方式与对接流程。',
        access: forUserTypes('partner'),
        blocks: [
          rich(
            '合作方式',
            p(
              '我们与设计院、专项顾问、供应商、院校和行业协会合作，在项目中按业主委托分工。合作伙伴可以在这里查看相关项目、资源和培训。',
            ),
            ol('提交合作资质与案例', '入库评审', '按项目邀请参与', '项目评价与年度复评'),
          ),
          table(
            '对接分工',
            ['合作伙伴', '主要对接内容'],
            [
              ['设计单位', '设计审图意见、品牌标准'],
              ['供应商', '采购清单、样品确认、交货计划'],
              ['院校', '课程、实习与研究合作'],
              ['行业协会', '行业数据、活动与标准'],
            ],
          ),
        ],
      },
    ],
  },
  {
    key: 'homeGroup',
    title: '集团首页',
    stage: 'overview',
    icon: 'ClusterOutlined',
    summary: '酒店集团的入口：品牌、拓展、市场与业主。',
    audience: ['group'],
    nodes: [
      group('品牌与拓展', '发展业务', [
        topicLink('groupStrategy', '集团发展战略', '战略与拓展体系'),
        topicLink('productBrandStrategy', '产品与品牌战略', '品牌架构与产品'),
        wall('city', '城市墙', '拓展目标城市'),
        hotelMap('酒店地图', '布点与竞争'),
      ]),
      group('市场', '市场与竞争', [
        wall('group', '集团墙', '竞争集团'),
        wall('brand', '品牌墙', '竞争品牌'),
        topicLink('performance', '经营业绩', '市场表现与对标'),
      ]),
      group('业主', '业主关系', [
        topicLink('owner', '业主之家', '业主关注的问题'),
        topicLink('brandNegotiate', '品牌谈判', '合同条款'),
        page('homeGroup/welcome', '集团客户服务', '我们为集团提供的服务'),
      ]),
    ],
    pages: [
      {
        path: 'homeGroup/welcome',
        title: '集团客户服务',
        summary: '为酒店集团提供的服务。',
        access: forUserTypes('group'),
        blocks: [
          rich(
            undefined,
            p('我们为酒店集团提供战略规划、品牌开发、拓展支持和业主关系服务，并提供城市和竞争品牌数据。'),
          ),
          table(
            '服务',
            ['服务', '内容'],
            [
              ['战略规划', '五年战略、品牌组合、组织'],
              ['品牌开发', '定位、原型、标准手册'],
              ['拓展支持', '城市机会、项目推介、业主对接'],
              ['业主关系', '业主满意度调查、合同优化'],
            ],
          ),
          banner('开业与筹建统计', '按年份、档次与城市等级查看开业和在建项目，可导出 Excel', '/section/supply'),
        ],
      },
    ],
  },
  {
    key: 'homeConsult',
    title: '咨询客户首页',
    stage: 'overview',
    icon: 'CompassOutlined',
    summary: '新项目业主的入口：从拿地到开业，一步一步来。',
    audience: ['new_hotel', 'consulting'],
    nodes: [
      group('第一步：判断', '值不值得投', [
        topicLink('city', '城市研究', '城市与片区'),
        topicLink('feasibility', '可行性研究', '市场、定位与回报'),
        applet('feasibility', '可行性研究工具', '快速测算'),
      ]),
      group('第二步：选品牌', '品牌与合同', [
        topicLink('brand', '品牌选择', '比选方法'),
        topicLink('brandNegotiate', '品牌谈判', '费用与条款'),
        wall('brand', '品牌墙', '候选品牌'),
      ]),
      group('第三步：建设与开业', '设计、建造、筹开', [
        topicLink('design', '酒店设计', '流程与标准'),
        topicLink('budget', '投资预算', '预算构成'),
        topicLink('opening', '筹备开业', '开业关键路径'),
        projectList('我的项目', '查看项目进展'),
      ]),
      group('指引', '项目路线图', [page('homeConsult/welcome', '新酒店项目路线图', '从拿地到开业的完整路线')]),
    ],
    pages: [
      {
        path: 'homeConsult/welcome',
        title: '新酒店项目路线图',
        summary: '从拿地到开业的完整路线。',
        access: forUserTypes('new_hotel', 'consulting'),
        blocks: [
          table(
            '路线图',
            ['阶段', '主要工作', '典型时长'],
            [
              ['投资决策', '城市研究、可研', '1–3 个月'],
              ['品牌选择与谈判', '比选、谈判、签约', '3–6 个月'],
              ['设计', '概念到施工图', '9–15 个月'],
              ['建造', '土建、机电、精装', '24–36 个月'],
              ['筹备开业', '团队、系统、预售', '12–18 个月（与建造重叠）'],
            ],
            '典型时长为经验值，仅供参考。',
          ),
          rich(
            '现在可以做的事',
            ol('准备项目资料（见可研资料清单）', '用可行性研究工具做一次快速测算', '约我们做一次免费的项目初诊'),
          ),
          {
            type: 'file_list',
            title: '常用清单',
            files: [
              { name: '业主资料准备清单', href: '/datapage/feasibility/checklist', format: 'link' },
              { name: '品牌比选评分表', href: '/datapage/brand/compare', format: 'link' },
            ],
          },
        ],
      },
    ],
  },
  {
    key: 'homeHotel',
    title: '酒店客户首页',
    stage: 'overview',
    icon: 'ShopOutlined',
    summary: '在营酒店的入口：业绩、成本、资产与争议。',
    audience: ['open_hotel'],
    nodes: [
      group('经营', '业绩与运营', [
        topicLink('performance', '经营业绩', '对标与指标'),
        topicLink('operation', '运营管理', '收益、成本与质量'),
        applet('benchmarking', '经营对标工具', '在线对标'),
      ]),
      group('降本', '成本与节能', [
        topicLink('savings', '节能降本', '措施与回收期'),
        applet('savings', '节能降本工具', '在线测算'),
        topicLink('humanResource', '人力资源', '编制与薪酬'),
      ]),
      group('资产', '资产与合同', [
        topicLink('asset', '资产管理', '业主代表的工作'),
        topicLink('assetValue', '资产估值', '价值与交易'),
        topicLink('mediation', '争议调解', '与管理方的争议'),
      ]),
      group('指引', '从哪里开始', [
        page('homeHotel/welcome', '在营酒店体检', '用一页纸看清酒店的状况', { access: forUserTypes('open_hotel') }),
      ]),
    ],
    pages: [
      {
        path: 'homeHotel/welcome',
        title: '在营酒店体检',
        summary: '用一页纸看清酒店的状况。',
        access: forUserTypes('open_hotel'),
        blocks: [
          rich(
            '体检五问',
            ol(
              'RevPAR 指数是否在 100 以上？',
              'GOP 率是否达到同档次区间？',
              '人工成本率与能耗费用率是否偏高？',
              '点评分是否在竞争组合前列？',
              '距上次翻新多少年？',
            ),
          ),
          benchmarks(
            '自查参考：各档次的 GOP 率与人房比',
            ['ops.gop_margin', 'ops.staff_per_room'],
            'RevPAR 指数以 100 为公平份额：低于 100 说明收入份额落后于竞争组合，原因见经营业绩专题的“MPI、ARI 与 RGI 怎么读”。',
          ),
          banner('节能降本工具', '输入能耗账单，估算可节省的费用与回收期', '/applet/savings'),
        ],
      },
    ],
  },
]
