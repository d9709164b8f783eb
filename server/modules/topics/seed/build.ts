import { budgetSharesPage } from './budget-pages.ts'
import { constructionPages } from './construction-pages.ts'
import { buildPages } from './conversion-pages.ts'
import { applet, forOrgKinds, group, page, projectList, report, type SeedTopic, wall } from './define.ts'
import { purchasePages } from './purchase-pages.ts'

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
        page('design/areas', '面积配置怎么定', '每间建筑面积基准与公区取舍'),
        page('design/brief', '设计任务书写什么', '定位、规模、标准、预算与进度'),
        page('design/review', '设计审图要点', '常见问题与所依据的标准规范'),
        page('design/mockup', '样板间怎么评审', '评审清单与定稿文件'),
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
    pages: [],
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
    pages: [...buildPages()],
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
        page('constructionData/mep', '机电系统：造价与运行成本', '选型同时决定建造成本与能耗'),
      ]),
      group('工具', '测算', [
        applet('budget', '投资预算工具', '按参数生成投资估算'),
        applet('feasibility', '可行性测算工具', '把造价放进收益、融资与回报测算'),
        { kind: 'link', title: '投资预算专题', summary: '开发总投资的构成、占比与控制', target: '/startPage/budget' },
      ]),
    ],
    pages: [...constructionPages()],
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
        report(
          'd6000000-0000-4000-8000-000000000011',
          '酒店开发成本指南',
          '按档次的单房投资、各项费用占比与建设周期，附预算工具算例',
        ),
      ]),
    ],
    pages: [budgetSharesPage()],
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
        page('purchase/budget', 'FF&E 与 OS&E 预算和招标', '预算、分工、采购包与评标'),
        page('purchase/delivery', '到货、安装与移交', '仓储、验收、安装、清点与移交'),
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
    pages: [...purchasePages()],
  },
]
