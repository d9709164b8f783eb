import { demoOrgIds } from '../auth/seed.ts'
import type { DemoReport } from './demo-pdf.ts'

const orgs = demoOrgIds

export type DemoReportSeed = DemoReport & {
  id: string
  topic: string | null
  year: number
  summary: string
  isAnnual: boolean
  organizationIds: string[]
}

/** Fixed ids so the seed stays idempotent; content is invented for the demo and says so in every title. */
export const demoReports: DemoReportSeed[] = [
  {
    id: 'd6000000-0000-4000-8000-000000000001',
    title: '2025 中国酒店业发展报告（演示）',
    subtitle: '供给、需求与经营表现的年度回顾',
    topic: 'industryWatch',
    year: 2025,
    summary: '回顾 2025 年全国酒店供给、需求与经营表现，分析中高端品牌扩张与存量改造的趋势。',
    isAnnual: false,
    organizationIds: [],
    sections: [
      {
        heading: '一、行业概览',
        paragraphs: [
          '2025 年，全国酒店业在商务与休闲需求的共同带动下延续恢复态势。本报告所用数据均为演示数据，用于展示平台的报告阅读功能。',
          '从供给端看，新开业项目集中在中高端与精选服务领域，存量单体酒店通过品牌加盟或委托管理完成升级改造的比例继续提高。',
        ],
      },
      {
        heading: '二、经营表现',
        paragraphs: [
          '全年平均入住率约为百分之六十五，平均房价同比小幅回落，每间可售房收入基本持平。一线城市表现稳健，部分旅游目的地在节假日出现明显波峰。',
          '成本方面，人工与能耗占营业收入的比重上升，精细化收益管理与集中采购成为业主改善利润率的主要手段。',
        ],
      },
      {
        heading: '三、趋势与建议',
        paragraphs: [
          '建议投资方关注城市核心区存量物业的改造机会，审慎评估新建项目的回报周期；建议管理方加强会员体系与直销渠道建设。',
          '展望 2026 年，我们预计行业将进入以质量与效率为核心的竞争阶段，品牌集中度将进一步提升。',
        ],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000002',
    title: '华东区域中高端酒店市场研究（演示）',
    subtitle: '上海、杭州、南京、苏州四城对比',
    topic: 'city',
    year: 2025,
    summary: '对比华东四个核心城市中高端酒店的供给结构、客源构成与经营指标，供集团拓展决策参考。',
    isAnnual: false,
    organizationIds: [orgs.management_group, orgs.project_client],
    sections: [
      {
        heading: '一、研究范围',
        paragraphs: [
          '本研究覆盖上海、杭州、南京、苏州四城的中高端酒店样本，数据为演示数据。',
          '样本按品牌档次、开业年限与所在商圈分组，以便比较同类项目的经营差异。',
        ],
      },
      {
        heading: '二、市场对比',
        paragraphs: [
          '上海的平均房价最高，客源以商务差旅为主；杭州的休闲客源占比最高，周末与节假日溢价明显；南京与苏州的会议需求稳定。',
          '新开业项目在前两年的爬坡期内，入住率普遍低于成熟项目十个百分点左右。',
        ],
      },
      {
        heading: '三、拓展建议',
        paragraphs: ['建议优先考虑交通枢纽与产业园区周边的存量改造项目，并在签约前完成竞争组合与需求测算。'],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000003',
    title: '海棠湾度假酒店资产管理评估（演示）',
    subtitle: '业主视角的经营诊断与投资回报分析',
    topic: 'asset',
    year: 2024,
    summary: '为业主方完成的资产管理评估：经营诊断、管理合同条款复核与投资回报测算。',
    isAnnual: false,
    organizationIds: [orgs.owner],
    sections: [
      {
        heading: '一、经营诊断',
        paragraphs: [
          '项目客房收入占比偏高，餐饮与会议收入仍有提升空间。以下数据均为演示数据。',
          '人工成本占比高于同类度假酒店，建议优化排班与外包结构。',
        ],
      },
      {
        heading: '二、投资回报',
        paragraphs: [
          '按当前经营水平测算，项目的静态投资回收期约为十二年；若完成客房翻新并提升平均房价，回收期可缩短至十年以内。',
        ],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000004',
    title: '2024 年度报告（演示）',
    subtitle: '咨询业务、研究成果与行业服务',
    topic: 'huamei',
    year: 2024,
    summary: '公司 2024 年度报告：咨询项目回顾、研究成果、行业活动与来年计划。',
    isAnnual: true,
    organizationIds: [],
    sections: [
      {
        heading: '一、年度回顾',
        paragraphs: [
          '2024 年公司完成可行性研究、品牌选择、筹开顾问与资产管理等各类咨询项目，服务客户遍及全国主要城市。本报告为演示内容。',
        ],
      },
      {
        heading: '二、研究与行业服务',
        paragraphs: ['全年发布行业研究报告与城市专题研究多份，参与组织行业论坛与培训活动，持续建设酒店数据平台。'],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000005',
    title: '2025 年度报告（演示）',
    subtitle: '数字化服务与客户成果',
    topic: 'huamei',
    year: 2025,
    summary: '公司 2025 年度报告：酒店产业云平台上线、客户成果与团队建设。',
    isAnnual: true,
    organizationIds: [],
    sections: [
      {
        heading: '一、平台建设',
        paragraphs: ['2025 年，酒店产业云平台上线，客户可以在线查看项目进度、研究报告与行业数据。本报告为演示内容。'],
      },
      {
        heading: '二、客户成果',
        paragraphs: [
          '多个顾问项目顺利开业，单体酒店客户通过收益管理优化实现经营改善，业主客户完成资产评估与管理合同复核。',
        ],
      },
      {
        heading: '三、来年计划',
        paragraphs: ['2026 年，公司将继续完善数据产品，扩大城市研究覆盖范围，并加强与行业协会和院校的合作。'],
      },
    ],
  },
]
