import type { TopicKey } from '../topics.ts'

/** The built-in tools under /applet/{appName}. Anything else under /applet/ is a 404. */
export const appletNames = ['feasibility', 'budget', 'benchmarking', 'savings'] as const
export type AppletName = (typeof appletNames)[number]

export type AppletInfo = {
  title: string
  summary: string
  /** Topics whose pages should link to this tool. */
  topics: TopicKey[]
}

export const applets: Record<AppletName, AppletInfo> = {
  feasibility: {
    title: '酒店投资可行性测算',
    summary: '按出租率爬坡、房价与 USALI 成本结构测算 10 年收入、GOP、NOI、现金流、回收期、NPV 与 IRR。',
    topics: ['smartTools', 'feasibility', 'evaluationProspect', 'asset'],
  },
  budget: {
    title: '酒店开发预算估算',
    summary: '按客房数、定位、城市等级与建筑面积估算建安、FF&E、OS&E、开业前费用、专业服务费及不可预见费。',
    topics: ['smartTools', 'budget', 'build', 'constructionData'],
  },
  benchmarking: {
    title: '经营业绩对标（MPI / ARI / RGI）',
    summary: '对比本酒店与竞争群的出租率、平均房价和 RevPAR，计算市场渗透、房价与收入指数及公平份额。',
    topics: ['smartTools', 'performance', 'operation'],
  },
  savings: {
    title: '节能节水收益测算',
    summary: '按改造前后的电、气、水用量与单价测算年节约金额、静态回收期以及投资的 NPV 与 IRR。',
    topics: ['smartTools', 'savings', 'operation'],
  },
}

/** Route validation: true only for the names above (never for inherited keys such as "constructor"). */
export function isAppletName(name: string): name is AppletName {
  return (appletNames as readonly string[]).includes(name)
}

export function appletPath(name: AppletName) {
  return `/applet/${name}`
}
