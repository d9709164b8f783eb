import { demoOrgIds } from '../auth/seed.ts'
import type { DemoReport } from './demo-pdf.ts'
import { researchReports } from './research/catalogue.ts'

const orgs = demoOrgIds

export type DemoReportSeed = DemoReport & {
  id: string
  topic: string | null
  year: number
  summary: string
  isAnnual: boolean
  organizationIds: string[]
}

/**
 * The demo organizations' own deliverables and the firm's annual reports, rendered as short demo PDFs. Fixed ids so
 * the seed stays idempotent; they carry no market figures (the research reports in research/ hold those).
 */
export const demoDeliverables: DemoReportSeed[] = [
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
          '本研究为客户委托的演示项目成果，覆盖上海、杭州、南京、苏州四城的中高端酒店。样本按品牌档次、开业年限与所在商圈分组，以便比较同类项目的经营差异。',
          '本演示文件只说明研究框架与工作方法，不列出市场数字；正式成果中的每个数字均注明来源与截至日期。',
        ],
      },
      {
        heading: '二、研究方法',
        paragraphs: [
          '供给端：逐城整理在营、在建与已签约的中高端酒店，按品牌、开业时间与客房数建立竞争清单。',
          '需求端：按商务、会议、休闲与长住四类客源，分别查阅城市统计公报、会展场馆排期与旅游统计，判断各城客源结构。',
          '经营端：以客户提供的在营酒店经营数据与 RevPAR 指数工具，对照竞争组合评估各城的价格空间与爬坡节奏。',
        ],
      },
      {
        heading: '三、交付内容',
        paragraphs: ['四城竞争清单与分布图、客源结构分析、拓展优先级建议与签约前需补充的尽职调查清单。'],
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
        heading: '一、评估范围',
        paragraphs: [
          '本评估为业主方委托的演示项目成果，涵盖经营诊断、管理合同条款复核与投资回报测算三部分。本演示文件只说明评估框架与方法，不列出经营数字。',
        ],
      },
      {
        heading: '二、方法',
        paragraphs: [
          '经营诊断按 USALI 科目逐项对照酒店经营利润基准，找出偏离区间的收入与费用科目，并请管理方逐项说明原因。',
          '合同复核逐条检查基本管理费与奖励管理费的计费基数、业主优先回报、业绩考核与提前终止条款。',
          '投资回报测算使用平台的可行性测算与估值工具，以酒店实际经营数据为输入，比较维持现状与客房翻新两种方案。',
        ],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000004',
    title: '2024 年度报告（演示）',
    subtitle: '年度报告栏位演示',
    topic: 'huamei',
    year: 2024,
    summary: '年度报告栏位的演示文件：说明年度报告包括什么，不含公司业务数字。',
    isAnnual: true,
    organizationIds: [],
    sections: [
      {
        heading: '一、这份文件是什么',
        paragraphs: [
          '这是年度报告栏位的演示文件，不是公司正式发布的年度报告，其中不含任何关于公司业务或市场的数字与结论。正式的年度报告由公司员工在报告库上传后替换本文件。',
        ],
      },
      {
        heading: '二、年度报告通常包括什么',
        paragraphs: ['当年完成的咨询项目类型与阶段分布、发布的研究报告、参与的行业活动，以及来年的工作计划。'],
      },
    ],
  },
  {
    id: 'd6000000-0000-4000-8000-000000000005',
    title: '2025 年度报告（演示）',
    subtitle: '年度报告栏位演示',
    topic: 'huamei',
    year: 2025,
    summary: '年度报告栏位的演示文件：说明如何在平台上阅读年度报告，不含公司业务数字。',
    isAnnual: true,
    organizationIds: [],
    sections: [
      {
        heading: '一、这份文件是什么',
        paragraphs: [
          '这是年度报告栏位的演示文件，不是公司正式发布的年度报告，其中不含任何关于公司业务、客户或市场的数字与结论。正式的年度报告由公司员工在报告库上传后替换本文件。',
        ],
      },
      {
        heading: '二、在平台上阅读年度报告',
        paragraphs: [
          '年度报告在线阅读，每一页带有阅读者姓名、手机号后四位和日期的水印；需要留存时请使用带水印的下载。',
        ],
      },
    ],
  },
]

/** Every report the seed creates: the research reports and the demo deliverables, with the metadata they are listed by. */
export const demoReports: Omit<DemoReportSeed, 'sections' | 'subtitle'>[] = [
  ...researchReports().map(({ id, title, topic, year, summary, organizationIds }) => ({
    id,
    title,
    topic,
    year,
    summary,
    organizationIds,
    isAnnual: false,
  })),
  ...demoDeliverables,
]
