import type { TopicKey } from '../topics.ts'

/** The built-in tools under /applet/{appName}. Anything else under /applet/ is a 404. */
export const appletNames = [
  'feasibility',
  'loan-sizing',
  'break-even',
  'valuation',
  'fee-structures',
  'budget',
  'pip',
  'staffing',
  'benchmarking',
  'savings',
] as const
export type AppletName = (typeof appletNames)[number]

export type AppletInfo = {
  title: string
  /** The question the tool answers, in the client's words. */
  question: string
  summary: string
  /** Topics whose pages should link to this tool. */
  topics: TopicKey[]
}

export const applets: Record<AppletName, AppletInfo> = {
  feasibility: {
    title: '酒店投资可行性测算',
    question: '这个项目值不值得投？',
    summary:
      '建设期、爬坡期与稳定期 10 年测算：USALI 固定与变动成本、增值税及附加、房产税与土地使用税、所得税，土地与建筑分列，杠杆与无杠杆 IRR、NPV、DSCR 与债务收益率，敏感性分析与结论说明。',
    topics: ['smartTools', 'feasibility', 'evaluationProspect', 'asset'],
  },
  'loan-sizing': {
    title: '贷款额度测算',
    question: '银行最多能借给我多少钱？',
    summary:
      '按贷款价值比（LTV）与偿债覆盖率（DSCR）两项测试分别求最大贷款额，指出哪一项约束了额度；债务收益率按国际惯例列作参考。',
    topics: ['smartTools', 'feasibility', 'asset', 'assetValue'],
  },
  'break-even': {
    title: '盈亏平衡出租率',
    question: '出租率到多少才不亏？',
    summary: '按房价求 GOP、NOI 与还本付息各自打平所需的出租率，区分固定与变动成本，并给出不同房价下的平衡曲线。',
    topics: ['smartTools', 'feasibility', 'operation', 'performance'],
  },
  valuation: {
    title: '酒店估值（收益法与 DCF）',
    question: '这家酒店值多少钱？',
    summary: '直接资本化法与 10 年现金流折现（含期末资本化率）两种方法估值，给出每间客房与每平方米价值。',
    topics: ['smartTools', 'asset', 'assetValue'],
  },
  'fee-structures': {
    title: '委托管理、特许经营与租赁对比',
    question: '交给品牌管理、加盟还是出租，哪种对业主更划算？',
    summary:
      '同一酒店在委托管理（基本费、超过业主优先回报后的奖励费）、特许经营（加盟费、预订与会员费）和固定租金三种模式下，业主 10 年现金流与风险对比。',
    topics: ['smartTools', 'brand', 'brandNegotiate', 'owner'],
  },
  budget: {
    title: '酒店开发预算估算',
    question: '建一家这样的酒店要花多少钱？',
    summary: '按客房数、定位、城市等级与建筑面积估算建安、FF&E、OS&E、开业前费用、专业服务费及不可预见费。',
    topics: ['smartTools', 'budget', 'build', 'constructionData'],
  },
  pip: {
    title: '改造与换牌投资测算（PIP）',
    question: '按品牌标准改造要花多少钱，多久收回？',
    summary: '按改造范围（软装更新、客房翻新、整体改造换牌）估算改造投资、停业损失与改造后 RevPAR 提升带来的回收期。',
    topics: ['smartTools', 'brand', 'asset', 'build'],
  },
  staffing: {
    title: '人员编制与人工成本',
    question: '这家酒店需要多少人，人工成本多少？',
    summary: '按客房数、定位与餐饮网点数估算各部门编制、工资与社保公积金，以及人工成本占收入的比例。',
    topics: ['smartTools', 'humanResource', 'opening', 'operation'],
  },
  benchmarking: {
    title: 'RevPAR 指数（MPI / ARI / RGI）',
    question: '和竞争对手比，我们是赢在价格还是赢在出租率？',
    summary: '逐月对比本酒店与竞争群的出租率、平均房价和 RevPAR，计算 MPI、ARI、RGI，并按指数组合给出正确解读。',
    topics: ['smartTools', 'performance', 'operation'],
  },
  savings: {
    title: '节能节水收益测算',
    question: '这笔节能改造多久能回本？',
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
