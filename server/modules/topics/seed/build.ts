import { budgetSharesPage } from './budget-pages.ts'
import { constructionPages } from './construction-pages.ts'
import { buildPages } from './conversion-pages.ts'
import {
  applet,
  benchmarks,
  chart,
  forOrgKinds,
  group,
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

/** Build: design, construction, budget and procurement. */
export const buildTopics: SeedTopic[] = [
  {
    key: 'design',
    title: '酒店设计',
    stage: 'build',
    icon: 'BgColorsOutlined',
    summary: '从概念到施工图：酒店设计的流程、面积标准与审图要点。',
    audience: ['new_hotel', 'consulting', 'partner'],
    nodes: [
      group('设计管理', '流程与分工', [
        page('design/overview', '酒店设计流程', '各设计阶段的成果与审批'),
        page('design/areas', '面积配置标准', '各档次客房与公区面积参考'),
        page('design/review', '设计审图要点', '品牌审图最常提出的问题'),
      ]),
      group('设计资源', '设计单位与案例', [
        {
          kind: 'link',
          title: '设计资源导航',
          summary: '设计客户的资源入口',
          target: '/navigate?page_type=design_homepage',
          access: forOrgKinds('design_client', 'project_client'),
        },
        {
          kind: 'link',
          title: '品牌设计标准',
          summary: '按品牌与定位查阅客房、公区、餐饮与机电要点',
          target: '/navigate?page_type=design_standards',
        },
        {
          kind: 'link',
          title: '设计案例库',
          summary: '按定位、城市与标签浏览酒店设计案例',
          target: '/navigate?page_type=design_cases',
        },
        wall('hotel', '设计案例酒店', '浏览近年开业的代表性酒店'),
      ]),
      group('成本', '设计与造价联动', [
        applet('budget', '投资预算工具', '设计方案对应的投资估算'),
        { kind: 'link', title: '建造与预算专题', summary: '工程与预算管理', target: '/startPage/budget' },
      ]),
    ],
    pages: [
      overviewPage(
        'design',
        '酒店设计流程',
        '酒店设计涉及建筑、室内、机电、厨房、灯光、景观、标识等十余个专业，还要通过品牌方的多轮审图。业主需要一个设计管理者把专业、品牌和造价串在一起。',
        [
          '设计分几个阶段，每阶段品牌审什么？',
          '需要聘请哪些专项设计顾问？',
          '设计周期多长？',
          '如何避免施工阶段大改？',
        ],
        [
          '概念设计：功能布局与面积配置，品牌第一次审核',
          '方案设计：建筑与室内方案，造价估算',
          '初步设计：各专业协调，报建',
          '施工图设计：品牌技术审核，招标图',
          '深化设计：精装、机电、厨房深化',
          '样板间：施工、评审、定稿',
        ],
        [
          table(
            '设计周期参考',
            ['阶段', '常见周期（月）'],
            [
              ['概念设计', '1–2'],
              ['方案设计', '2–3'],
              ['初步设计', '2–3'],
              ['施工图设计', '3–4'],
              ['样板间', '2–3'],
            ],
            INDICATIVE,
          ),
        ],
      ),
      {
        path: 'design/areas',
        title: '面积配置标准',
        summary: '各档次酒店的客房与公区面积参考。',
        blocks: [
          table(
            '面积参考',
            ['指标', '中端', '中高端', '高端', '奢华'],
            [
              ['标准客房净面积（平方米）', '20–25', '25–32', '38–45', '45–60'],
              ['客房区占总面积', '75–85%', '65–75%', '50–60%', '40–50%'],
              ['宴会厅（平方米）', '—', '0–300', '600–1200', '800–1500'],
            ],
            INDICATIVE,
          ),
          benchmarks(
            '每间客房总建筑面积基准',
            ['dev.gfa_per_key'],
            '总建筑面积含客房、公区、后勤与机电用房，与投资预算工具的默认值一致。',
          ),
          chart(
            '高端酒店面积构成（示例）',
            'pie',
            ['客房', '餐饮', '会议宴会', '康体', '大堂与公共', '后勤与机电'],
            { 面积占比: [55, 10, 9, 5, 6, 15] },
            '%',
          ),
        ],
      },
      {
        path: 'design/review',
        title: '设计审图要点',
        summary: '品牌技术审核中最常见的问题。',
        blocks: [
          rich(
            '常见问题',
            ul(
              '客房开间不足：高端酒店标准客房开间一般不小于 4.2 米',
              '后勤流线与宾客流线交叉：布草、垃圾和员工通道需独立',
              '厨房面积不足：中餐厨房宜为餐厅面积的 40–50%',
              '层高不足：客房净高不宜低于 2.8 米，宴会厅无柱且层高足够',
              '机电预留不足：客房新风、卫生间排风与噪声控制',
              '无障碍客房数量不符合规范',
            ),
            note('具体数值以各品牌现行技术标准和国家规范为准。'),
          ),
        ],
      },
    ],
  },
  {
    key: 'build',
    title: '工程建设',
    stage: 'build',
    icon: 'BuildOutlined',
    summary: '酒店工程的招标、进度、质量与品牌验收。',
    audience: ['new_hotel', 'owner', 'partner'],
    nodes: [
      group('工程管理', '进度与质量', [
        page('build/overview', '酒店工程管理要点', '工程管理的难点与清单'),
        page('build/schedule', '工期与关键路径', '建设期参考与决定开业日期的工作'),
        page('build/handover', '开业前验收清单', '品牌开业检查重点'),
      ]),
      group('改造', '存量物业改造与换牌', [
        page('build/conversion', '存量物业改造与换牌', 'PIP 清单、改造范围与停业方式'),
        applet('pip', '改造换牌工具', '改造投资、停业损失与回收期'),
      ]),
      group('招标', '分包与采购', [
        page('build/packages', '招标分包建议', '酒店工程常见标段划分'),
        { kind: 'link', title: '采购专题', summary: 'FF&E 与 OS&E 采购', target: '/startPage/purchase' },
      ]),
      group('项目', '工程项目', [
        projectList('工程管理项目', '正在进行的工程管理项目', { access: forOrgKinds('project_client') }),
        applet('budget', '投资预算工具', '预算与实际对比'),
      ]),
    ],
    pages: [
      overviewPage(
        'build',
        '酒店工程管理要点',
        '酒店工程比住宅和办公复杂：精装面积大、机电系统多、品牌标准严，且开业日期一旦公布就很难推迟。工程管理的核心是关键路径、界面管理与品牌验收。',
        ['从开工到开业要多久？', '精装、机电、厨房谁先谁后？', '品牌验收不通过怎么办？', '如何控制变更和签证？'],
        [
          '建立总控计划，倒排开业日期',
          '明确总包与各专业分包的界面',
          '样板间先行，确认后大面积施工',
          '机电调试预留至少 2–3 个月',
          '提前 6 个月开始品牌开业检查沟通',
          '建立变更审批制度',
        ],
        [
          rich(
            '变更与签证：超支的主要来源',
            p(
              '酒店工程超支，很少是因为单价报高了，更多是因为设计没有定稿就开工、品牌标准在施工中更新、业主在现场临时改主意。控制的办法是：施工图在招标前由品牌方书面确认；任何变更先估算费用和工期影响，再由业主授权人签字；现场签证按周汇总，与预算台账逐项对照，不在结算时才一次算总账。',
            ),
          ),
        ],
      ),
      ...buildPages(),
      {
        path: 'build/handover',
        title: '开业前验收清单',
        summary: '品牌开业检查关注的事项。',
        blocks: [
          rich(
            '验收清单',
            ol(
              '消防验收合格证与特种行业许可证',
              '全部客房可售：无障碍、门锁、电视、网络',
              '厨房设备调试与燃气验收',
              '生命安全系统：喷淋、烟感、应急照明、广播',
              '电梯年检与运行',
              '标识系统与品牌视觉',
              '后勤区：员工餐厅、更衣室、布草间',
            ),
            note(
              '品牌开业检查不通过的项目，品牌方一般会给出整改期限并复查；涉及生命安全的项目未整改前，品牌方通常不会同意开业。',
            ),
          ),
          rich(
            '试营业之前',
            p(
              '验收之后到正式开业之间，要安排不对外销售或少量销售的试住：员工按真实流程接待内部客人，检验客房设施、热水、空调、网络和前台系统的稳定性，把问题集中在对外开业前暴露出来。工程团队在试营业期间要留人驻场，维修响应时间要写进总包和分包的保修条款。',
            ),
          ),
        ],
      },
      {
        path: 'build/packages',
        title: '招标分包建议',
        summary: '常见标段划分。',
        blocks: [
          table(
            '标段',
            ['标段', '招标时点', '说明'],
            [
              ['土建总包', '开工前', '含结构与粗装'],
              ['幕墙', '结构过半', ''],
              ['机电（暖通、给排水、电气）', '结构施工中', '可与总包合并'],
              ['精装修', '样板间确认后', '按区域分 2–4 个标段'],
              ['厨房设备', '初步设计后', '设计与供货一体'],
              ['弱电与智能化', '精装招标同步', ''],
              ['景观', '主体完成后', ''],
            ],
          ),
          rich(
            '分包越多，界面越多',
            p(
              '酒店工程的返工和扯皮，大多发生在标段之间的界面上：精装吊顶里的风口和喷淋头由谁定位、机电末端由谁安装、卫浴的预留预埋由谁负责、厨房排烟和燃气由哪家报验。招标时每个标段都要附一张界面划分表，写清楚每一项工作归哪一家、谁提供条件、谁验收，并在合同里约定界面争议由谁裁决。',
            ),
            p(
              '标段划分要和业主自己的管理能力相匹配：标段拆得越细，单价可能越低，但协调工作量和界面风险都由业主承担。业主团队较小的项目，宜采用“总包加少数专业分包”的结构，把协调责任交给总包。',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'constructionData',
    title: '建造数据',
    stage: 'build',
    icon: 'DatabaseOutlined',
    summary: '酒店建安成本、单方造价和工期的参考数据。',
    audience: ['new_hotel', 'owner', 'consulting', 'partner'],
    nodes: [
      group('成本数据', '单方与单房造价', [
        page('constructionData/overview', '建造数据怎么用', '数据的口径与使用方法'),
        page('constructionData/unit-cost', '单方造价参考', '各档次酒店的建安单方造价'),
        page('constructionData/fitout', '精装修造价怎么估', '分区域估算、样板间与招标判断'),
      ]),
      group('工具', '测算', [
        applet('budget', '投资预算工具', '按参数生成投资估算'),
        applet('feasibility', '可行性测算工具', '把造价放进收益、融资与回报测算'),
      ]),
    ],
    pages: [
      overviewPage(
        'constructionData',
        '建造数据怎么用',
        '建造数据用于在设计前估算投资、在招标时判断报价是否合理。使用时注意口径：是否含地下室、是否含机电和精装、是否含税，以及地区和年份差异。',
        ['我的项目每平方米造价合理吗？', '每间客房总投资多少？', '精装占比多少？', '不同城市差多少？'],
        [
          '确认数据口径：建筑面积、含税与否、包含范围',
          '选择同档次、同地区、近三年的样本',
          '按项目特殊条件调整：超高层、地下室、幕墙',
          '与设计阶段同步更新估算',
        ],
      ),
      ...constructionPages(),
    ],
  },
  {
    key: 'budget',
    title: '投资预算',
    stage: 'build',
    icon: 'AccountBookOutlined',
    summary: '酒店开发总投资的构成、各项占比与预算控制。',
    audience: ['new_hotel', 'owner', 'consulting'],
    nodes: [
      group('预算构成', '钱花在哪里', [
        page('budget/overview', '开发预算的构成', '八大类费用与控制要点'),
        page('budget/shares', '各项费用占比', 'FF&E、OS&E 与开业前费用的典型占比'),
        page('budget/per-key', '单房投资参考', '各档次酒店每间客房总投资'),
      ]),
      group('工具', '在线预算', [
        applet('budget', '投资预算工具', '按档次与规模生成预算'),
        applet('feasibility', '可行性研究工具', '预算代入回报测算'),
      ]),
      group('控制', '预算管理', [
        page('budget/control', '预算控制方法', '限额设计、变更管理与动态成本'),
        { kind: 'link', title: '建造数据专题', summary: '单方造价参考', target: '/startPage/constructionData' },
      ]),
    ],
    pages: [
      overviewPage(
        'budget',
        '开发预算的构成',
        '酒店开发预算通常分为土地、建安、FF&E（家具固定装置与设备）、OS&E（运营物资）、开业前费用、技术服务与设计费、财务费用和不可预见费。漏项是超支的首要原因。',
        ['总投资多少，每间客房多少？', 'FF&E 和 OS&E 应该预留多少？', '开业前费用包括什么？', '不可预见费留多少合适？'],
        [
          '按档次和规模做首版估算',
          '在方案和施工图阶段分别更新',
          '单列 FF&E、OS&E 与开业前预算，由管理方参与编制',
          '预留 5–8% 不可预见费',
          '建立动态成本台账，按月对比',
        ],
      ),
      budgetSharesPage(),
      {
        path: 'budget/per-key',
        title: '单房投资参考',
        summary: '每间客房总投资（不含土地）。',
        blocks: [
          benchmarks(
            '单房投资的组成（不含土地）',
            [
              'dev.gfa_per_key',
              'dev.hard_cost_per_sqm',
              'dev.ffe_per_key',
              'dev.ose_per_key',
              'dev.pre_opening_per_key',
              'dev.soft_cost_pct',
              'dev.contingency_pct',
            ],
            '单房投资 = 每间建筑面积 × 建安单方造价 + FF&E + OS&E + 开业前费用，再加专业服务费与不可预见费；投资预算工具按这些默认值逐项计算，可替换为项目数据。',
          ),
          benchmarks('改造与换牌的单房投资', ['dev.pip_cost_per_key']),
        ],
      },
      {
        path: 'budget/control',
        title: '预算控制方法',
        summary: '避免超支的做法。',
        blocks: [
          rich(
            undefined,
            ol(
              '限额设计：把预算分解到各专业和区域，设计按限额出图',
              '样板间先行：在样板间阶段锁定材料和做法',
              '招标控制价：每个标段设置控制价',
              '变更管理：超过一定金额的变更需业主批准',
              '动态成本：每月更新"已签合同 + 待签 + 预计变更"',
              '预留不可预见费，并规定动用权限',
            ),
          ),
        ],
      },
    ],
  },
  {
    key: 'purchase',
    title: '采购',
    stage: 'build',
    icon: 'ShoppingCartOutlined',
    summary: 'FF&E 与 OS&E 的采购流程、清单和供应商管理。',
    audience: ['new_hotel', 'partner', 'owner'],
    nodes: [
      group('采购流程', '从清单到安装', [
        page('purchase/overview', '酒店采购流程', 'FF&E 与 OS&E 采购的步骤'),
        page('purchase/ose-list', 'OS&E 清单要点', '主要类别与数量基准'),
        page('purchase/timeline', '采购时间表', '按开业日期倒排'),
      ]),
      group('资源', '供应商与采购服务', [
        {
          kind: 'link',
          title: '采购资源导航',
          summary: '采购客户的资源入口',
          target: '/navigate?page_type=procurement_homepage',
          access: forOrgKinds('procurement_client', 'project_client'),
        },
        {
          kind: 'link',
          title: '采购产品目录',
          summary: 'FF&E、OS&E、布草、客用品与工程物资的规格和参考价',
          target: '/navigate?page_type=procurement_catalog',
        },
        {
          kind: 'link',
          title: '供应商库',
          summary: '按品类查看供应商、联系人与资质',
          target: '/navigate?page_type=procurement_suppliers',
        },
        projectList('采购服务项目', '进行中的采购项目'),
        applet('savings', '节能降本工具', '评估节能设备的回报'),
      ]),
    ],
    pages: [
      overviewPage(
        'purchase',
        '酒店采购流程',
        '一家高端酒店开业要采购上万种物品。FF&E 多为定制、周期长，OS&E 品类多、要符合品牌标准。采购的关键是尽早锁定清单、严格按品牌标准、按开业日期倒排交货。',
        [
          '哪些物品由业主采购，哪些由管理方负责？',
          '定制家具需要多长周期？',
          '如何在品牌标准内控制成本？',
          '交货和安装如何与工程衔接？',
        ],
        [
          '与管理方确认采购清单与品牌标准',
          '划分采购包：家具、灯具、布草、餐具、厨房设备等',
          '邀请供应商报价并打样',
          '样品确认与合同签订',
          '生产监造与出厂验收',
          '到货、仓储、安装与清点',
        ],
      ),
      {
        path: 'purchase/ose-list',
        title: 'OS&E 清单要点',
        summary: '主要类别与配置基准。',
        blocks: [
          table(
            'OS&E 配置基准（高端酒店）',
            ['类别', '配置基准', '说明'],
            [
              ['客房布草', '每床 3.5–4 套', '在用、洗涤、库存周转'],
              ['毛巾', '每间 4–5 套', ''],
              ['餐具', '每餐位 3–4 套', '按餐厅类型调整'],
              ['员工制服', '每人 3 套', ''],
              ['客用品', '首批 3 个月用量', ''],
            ],
            INDICATIVE,
          ),
        ],
      },
      {
        path: 'purchase/timeline',
        title: '采购时间表',
        summary: '距开业的倒排时间。',
        blocks: [
          table(
            '倒排时间（距开业，月）',
            ['事项', '时间（月）'],
            [
              ['确认 FF&E 清单与标准', '-14'],
              ['定制家具招标', '-12'],
              ['样品确认', '-10'],
              ['生产', '-9 至 -4'],
              ['OS&E 招标', '-8'],
              ['到货与安装', '-3 至 -1'],
            ],
            INDICATIVE,
          ),
          rich(undefined, note('进口物品另加 2–3 个月的运输与清关时间。')),
        ],
      },
    ],
  },
]
