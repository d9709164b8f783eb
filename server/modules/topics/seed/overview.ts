import {
  applet,
  employeesOnly,
  group,
  hotelMap,
  link,
  overviewPage,
  p,
  page,
  projectList,
  report,
  rich,
  type SeedTopic,
  table,
  ul,
  wall,
} from './define.ts'
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
      group('公司', '我们是谁', [
        page('huamei/overview', '我们的服务', '覆盖酒店全生命周期的咨询服务'),
        page('huamei/services', '服务清单与周期', '各项服务的成果与周期'),
        page('huameiAnnuals', '年度报告', '历年年度报告与行业白皮书'),
      ]),
      group('项目', '我们做过什么', [
        page('huamei/cases', '代表性项目', '按服务类别浏览已完成的代表性项目'),
        projectList('项目案例', '可公开的项目案例'),
        hotelMap('项目分布', '在地图上查看服务过的酒店'),
      ]),
    ],
    pages: [
      overviewPage(
        'huamei',
        '我们的服务',
        '我们是一家专注于酒店与文旅产业的咨询公司，服务覆盖投资决策、品牌选择与谈判、设计与建造管理、筹备开业、运营监督、资产管理与退出，客户包括业主、投资人、酒店集团、城市政府和院校。',
        ['项目刚拿地，第一步做什么？', '我需要可研、品牌谈判还是全过程顾问？', '你们如何收费、周期多长？'],
        [
          '初次沟通：了解项目与目标',
          '提交服务建议书与报价',
          '签订合同并组建项目团队',
          '按阶段交付成果并汇报',
          '项目回访与长期跟踪',
        ],
      ),
      {
        path: 'huamei/services',
        title: '服务清单与周期',
        summary: '各项服务的成果与典型周期。',
        blocks: [
          table(
            '服务清单',
            ['服务', '主要成果', '典型周期'],
            [
              ['城市与市场研究', '研究报告', '4–8 周'],
              ['可行性研究', '可研报告与财务模型', '6–10 周'],
              ['品牌选择与合同谈判', '比选报告、谈判支持', '3–6 个月'],
              ['设计与工程顾问', '审图意见、进度与成本报告', '伴随建设期'],
              ['筹备开业顾问', '开业计划与检查', '12–18 个月'],
              ['资产管理', '月度报告、预算审核', '按年委托'],
              ['估值与交易顾问', '估值报告、交易支持', '4–12 周'],
              ['争议调解与专家意见', '调解方案、专家报告', '视案件而定'],
            ],
          ),
        ],
      },
      {
        path: 'huamei/cases',
        title: '代表性项目',
        summary: '按服务类别浏览已完成的代表性项目（已脱敏）。',
        blocks: [
          rich(undefined, p('以下项目已隐去业主名称，仅列出城市、类别与阶段。需要了解详细案例，请联系项目顾问。')),
          {
            type: 'project_list',
            title: '代表性项目',
            items: [
              {
                name: '湖畔高端度假酒店可行性研究',
                city: '杭州',
                category: '可行性研究',
                stage: '已完成',
                summary: '确定 220 间客房的度假定位与分期开发',
              },
              {
                name: '新区会展配套酒店可行性研究',
                city: '成都',
                category: '可行性研究',
                stage: '已完成',
                summary: '会展中心周边两家酒店的档次组合',
              },
              {
                name: '城市综合体高端酒店品牌比选与谈判',
                city: '武汉',
                category: '品牌选择与谈判',
                stage: '已完成',
                summary: '五家国际品牌比选，合同费用合计下降约 1 个百分点',
              },
              {
                name: '海岛度假酒店管理合同谈判',
                city: '三亚',
                category: '品牌选择与谈判',
                stage: '已完成',
                summary: '争取到出售时终止条款与业绩考核',
              },
              {
                name: '老城精品酒店设计与工程顾问',
                city: '苏州',
                category: '设计与工程',
                stage: '进行中',
                summary: '历史建筑改造为 60 间精品酒店',
              },
              {
                name: '高铁站商务酒店筹备开业顾问',
                city: '郑州',
                category: '筹备开业',
                stage: '已完成',
                summary: '按期开业，首年入住率 74%',
              },
              {
                name: '省会城市酒店资产管理',
                city: '南京',
                category: '资产管理',
                stage: '进行中',
                summary: '三家在营酒店的预算审核与月度监督',
              },
              {
                name: '度假酒店估值与出售顾问',
                city: '昆明',
                category: '估值与交易',
                stage: '已完成',
                summary: '估值、买方筛选与交易谈判',
              },
              {
                name: '城市酒店业发展规划',
                city: '合肥',
                category: '城市与市场研究',
                stage: '已完成',
                summary: '五年规划与招商名单',
              },
            ],
            more_href: '/project-list',
          },
        ],
      },
      {
        path: 'huameiAnnuals',
        title: '年度报告',
        summary: '历年年度报告与行业白皮书。',
        blocks: [
          rich(
            undefined,
            p('每年初我们发布上一年度的中国酒店市场回顾与展望，并就一个专题发布白皮书。报告在线阅读，带有阅读者水印。'),
          ),
          // Filled live from the reports module (huameiAnnuals): only reports that exist and the reader may open.
          { type: 'report_list', title: '年度报告', source: 'annual' },
        ],
      },
    ],
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
    pages: [
      overviewPage(
        'smartTools',
        '工具使用说明',
        '十个工具覆盖投资、融资、开发、品牌合作与运营各阶段。每个工具的默认值按所选定位与城市等级取自同一张基准数据表，并在输入框下注明典型区间与出处；结果可复制链接分享、导出 Excel 或下载一页 PDF 摘要。工具给出的是基于所填假设的测算，正式决策仍需完整的可行性研究。',
        [
          '我的项目值不值得投，IRR 能到多少？',
          '银行最多能贷多少，卡在哪一项指标？',
          '出租率到多少才能覆盖还本付息？',
          '交给品牌管理、加盟还是出租，哪种对业主更划算？',
          '和竞争对手比，我们赢在价格还是出租率？',
        ],
        [
          '先选定位与城市等级，工具按基准表载入默认值',
          '逐项替换为项目自己的数据，输入框下的典型区间可用于复核',
          '看结论说明：它解释结果由哪几个假设决定',
          '可研工具的敏感性表与龙卷风图显示最该复核的假设',
          '复制链接或导出 Excel、PDF 摘要，与团队和业主共享同一结果',
        ],
      ),
      {
        path: 'smartTools/sources',
        title: '基准数据与来源',
        summary: '工具默认值与专题数据的出处。',
        blocks: [
          rich(
            undefined,
            p(
              '平台的工具和专题页使用同一张基准数据表：每个数字都注明出处与截至日期。出处分为统计数据、法律法规、标准、上市公司年报与招股书、行业调查和研究报告；找不到公开数据的，表中写“暂无公开数据”；确需给出默认值的，标为“测算假设”并说明依据。',
            ),
          ),
          { type: 'benchmark', title: '全部数据来源', keys: [] },
        ],
      },
      {
        path: 'smartTools/glossary',
        title: '指标词典',
        summary: '工具中使用的术语。',
        blocks: [
          table(
            '术语',
            ['术语', '含义'],
            [
              ['ADR', '平均房价：客房收入 ÷ 已售房晚'],
              ['RevPAR', '每间可售房收入'],
              ['GOP', '经营毛利：总收入减部门成本和未分配费用'],
              ['NOI', '净经营收入：GOP 减管理费、保险、税费与储备'],
              ['FF&E', '家具、固定装置与设备'],
              ['OS&E', '运营物资与设备'],
              ['IRR', '内部收益率'],
              ['资本化率', 'NOI ÷ 资产价值'],
            ],
          ),
        ],
      },
      ...smartToolsPages(),
    ],
  },
  {
    key: 'resources',
    title: '资源中心',
    stage: 'overview',
    icon: 'FolderOpenOutlined',
    summary: '模板、清单与标准：项目各阶段常用的资料。',
    audience: ['hm_employee', 'partner', 'new_hotel', 'consulting', 'open_hotel'],
    nodes: [
      group('清单', '各阶段清单', [
        page('resources/overview', '资源中心导览', '按阶段查找资料'),
        page('feasibility/checklist', '可研资料准备清单', '启动可研前的资料'),
        page('build/handover', '开业前验收清单', '品牌开业检查重点'),
      ]),
      group('模板', '常用模板', [
        page('resources/templates', '模板目录', '会议、报告与合同模板'),
        page('owner/meeting', '业主例会议程模板', '月度与年度会议'),
      ]),
      group('设计与采购资源', '按客户类型', [
        link('/navigate?page_type=design_homepage', '设计资源', '设计客户入口'),
        link('/navigate?page_type=procurement_homepage', '采购资源', '采购客户入口'),
      ]),
    ],
    pages: [
      overviewPage(
        'resources',
        '资源中心导览',
        '资源中心把散落在各专题中的清单、模板和标准按项目阶段集中起来，方便项目团队直接取用。',
        ['启动项目需要业主准备什么资料？', '开业前要检查什么？', '业主会议的议程怎么写？'],
        [
          '投资阶段：可研资料清单、城市评估指标',
          '建设阶段：招标分包建议、验收清单',
          '开业阶段：关键路径、招聘计划',
          '运营阶段：业主例会议程、成本参考',
        ],
      ),
      {
        path: 'resources/templates',
        title: '模板目录',
        summary: '常用模板与所在页面。',
        blocks: [
          {
            type: 'file_list',
            title: '模板',
            files: [
              { name: '城市评估指标表', href: '/datapage/city/indicators', format: 'link' },
              { name: '品牌比选评分表', href: '/datapage/brand/compare', format: 'link' },
              { name: '管理合同关键条款清单', href: '/datapage/brandNegotiate/clauses', format: 'link' },
              { name: '开业关键路径', href: '/datapage/opening/critical-path', format: 'link' },
              { name: '业主例会议程', href: '/datapage/owner/meeting', format: 'link' },
            ],
          },
        ],
      },
    ],
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
        report('d6000000-0000-4000-8000-000000000004', '2024 年度报告（演示）', '咨询业务、研究成果与行业服务'),
        report('d6000000-0000-4000-8000-000000000005', '2025 年度报告（演示）', '数字化服务与客户成果'),
      ]),
      group('使用规则', '引用与更新', [
        page('resources_legacy/rules', '档案引用规则', '引用旧数据时的注意事项', { access: employeesOnly }),
        link('/startPage/resources', '前往资源中心', '当前使用的清单与模板'),
      ]),
    ],
    pages: [
      {
        ...overviewPage(
          'resources_legacy',
          '档案说明',
          '资料档案保存早年的研究报告、项目成果和数据。数据可能已过时，仅供员工追溯历史和比较趋势，不直接用于客户交付。',
          ['某个城市五年前的供需情况是什么样？', '过去的可研假设与实际结果差多少？'],
          ['确认资料年份与数据口径', '引用时注明年份', '需要交付时用最新数据更新'],
        ),
        access: employeesOnly,
      },
      {
        path: 'resources_legacy/rules',
        title: '档案引用规则',
        summary: '引用旧数据时的注意事项。',
        access: employeesOnly,
        blocks: [
          rich(
            undefined,
            ul(
              '三年以上的数据不得作为当前市场结论',
              '项目资料引用需脱敏并取得项目负责人同意',
              '发现档案错误请告知资料管理员',
            ),
          ),
        ],
      },
    ],
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
    pages: [
      overviewPage(
        'humanResource',
        '酒店人力资源要点',
        '人工是酒店最大的成本项，也是服务质量的来源。人力资源工作要在编制、薪酬、培养和留任之间找到平衡。',
        ['我的酒店需要多少员工？', '薪酬水平在当地有竞争力吗？', '员工流失率太高怎么办？'],
        ['按档次和设施确定编制', '对标当地同类酒店薪酬', '建立培训与晋升路径', '跟踪流失率与员工满意度'],
        [
          rich(
            '业主要看的三个数',
            p(
              '业主不必管到每个岗位，但应每月看三个数：人工成本占总收入的比例（与预算和同类酒店比较），每间可售客房或每间已售客房的人工成本（剔除出租率变化的影响），以及全店和关键岗位的流失率。人工成本率上升时，先分清是收入下降造成的，还是人数或薪酬上升造成的；前者要看销售，后者才是编制和排班的问题。',
            ),
          ),
        ],
      ),
      ...peoplePages(),
    ],
  },
  {
    key: 'empowerment',
    title: '培训赋能',
    stage: 'overview',
    icon: 'ExperimentOutlined',
    summary: '为业主团队、酒店管理者和合作伙伴提供的培训课程。',
    audience: ['partner', 'open_hotel', 'owner', 'group'],
    nodes: [
      group('课程', '培训体系', [
        page('empowerment/overview', '培训赋能体系', '面向不同角色的课程'),
        page('empowerment/courses', '课程目录', '课程、对象与时长'),
      ]),
      group('学员', '合作伙伴与院校', [
        link('/home-pages/school/industry', '院校合作', '院校首页'),
        link('/home-pages/association/industry', '行业协会', '协会首页'),
        projectList('培训项目', '已开展的培训'),
      ]),
    ],
    pages: [
      overviewPage(
        'empowerment',
        '培训赋能体系',
        '业主团队常缺少酒店专业知识，酒店管理者常缺少资产视角。培训赋能用案例和工具帮助双方说同一种语言。',
        ['业主团队需要懂哪些酒店知识？', '总经理如何向业主汇报？', '院校课程如何贴近行业？'],
        ['确定学员角色与目标', '选择课程模块', '线上学习与线下工作坊结合', '结业测试与案例作业'],
      ),
      {
        path: 'empowerment/courses',
        title: '课程目录',
        summary: '课程、对象与时长。',
        blocks: [
          table(
            '课程',
            ['课程', '对象', '时长（小时）'],
            [
              ['酒店投资与可研入门', '业主、投资人', 6],
              ['看懂管理合同', '业主', 4],
              ['酒店财务报表与对标', '业主、总经理', 6],
              ['资产管理实务', '业主代表', 12],
              ['收益管理基础', '销售与前厅', 8],
              ['行业趋势与职业发展', '院校学生', 3],
            ],
          ),
        ],
      },
    ],
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
