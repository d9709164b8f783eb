import { feasibilityDefaultsFor } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { calculateStaffing, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import { benchmarksInForce, benchmarkValue } from '#common/benchmarks/benchmarks'
import { factsInForce } from '#server/modules/intel/facts/load'
import { type CodePage, table } from './define.ts'

/**
 * The pages of the four topics about the firm and its resources: 资源中心 (where hotel data and standards come from
 * and how to read them), 资料档案 (how to use old figures), 培训赋能 (training plans with schools and associations) and
 * 关于我们 (the firm's method and how to work with it). Nothing here states a fact about the firm itself (history,
 * staff, projects, clients, fees): no document of the firm gives one, so the pages describe method and process only.
 * Every outside figure is cited next to it; the worked examples are computed here from the benchmark table or a tool,
 * and seed.test.ts checks that the pages print what the computation gives.
 */

// ================================================================ resources

/** 青海统计年鉴2022 表20-8 (2021), as the benchmark table's rows note them: staff and rooms of the star hotels. */
export const qinghaiStars = {
  fourStar: { staff: 4250, rooms: 6480 },
  fiveStar: { staff: 615, rooms: 600, hotels: 2 },
}
/** 亚朵 2024 full year as reprinted (source ops-atour-2024): RevPAR, ADR and occupancy. */
export const atourReprint = { revpar: 351, adr: 437, occ: 77.4 }

/** Two readings of the table's own sources: a ratio derived from a yearbook table, and an identity check. */
export function sourceReadingExample() {
  const q = qinghaiStars
  const fourStar = q.fourStar.staff / q.fourStar.rooms
  const fiveStar = q.fiveStar.staff / q.fiveStar.rooms
  const a = atourReprint
  const implied = (a.adr * a.occ) / 100
  const gapPct = (a.revpar / implied - 1) * 100
  return {
    fourStar,
    fiveStar,
    tableUpscale: benchmarkValue('ops.staff_per_room', { segment: 'upscale' }),
    tableLuxury: benchmarkValue('ops.staff_per_room', { segment: 'luxury' }),
    implied,
    gapPct,
  }
}

function resourcesDataSources(): CodePage {
  const ctha = factsInForce().sources.get('ctha-2023-top60')
  return {
    path: 'resources/data-sources',
    figures: { cthaSource: ctha ? `${ctha.publisher}《${ctha.title}》（${ctha.year}）` : '暂无公开数据' },
    blocks: [],
  }
}

const standards = [
  [
    'GB/T 14308-2023',
    '旅游饭店星级的划分与评定',
    '推荐性国家标准；2023-11-27发布、2024-03-01实施，文化和旅游部提出，国家市场监督管理总局、国家标准化管理委员会发布',
    '星级的标志、基本要求、安全管理、服务质量管理、划分条件与评定办法',
    '项目定星级目标时，对照设施与服务要求做差距清单',
  ],
  [
    'GB 55025-2022',
    '宿舍、旅馆建筑项目规范',
    '项目规范（全文强制）；住房和城乡建设部、国家市场监督管理总局发布，2022-10-01实施',
    '旅馆建筑项目必须达到的要求',
    '方案和改造评估的底线核对，与其他标准不一致时以它为准',
  ],
  [
    'JGJ 62-2014',
    '旅馆建筑设计规范',
    '建筑工程行业标准（住房和城乡建设部）',
    '旅馆建筑的设计要求',
    '方案设计与改造评估时核对功能配置和流线',
  ],
  [
    'GB 55037-2022',
    '建筑防火通用规范',
    '通用规范（全文强制）；住房和城乡建设部公告2022年第189号，2023-06-01实施，GB 50016 的强制性条文同时废止',
    '建筑防火的强制性要求',
    '存量物业改作酒店时最先核对，决定改造能否成立',
  ],
  [
    'GB 50016-2014（2018年版）',
    '建筑设计防火规范',
    '国家标准；2015-05-01实施，局部修订（公告2018年第35号）2018-10-01实施',
    '建筑的防火设计方法',
    '与 GB 55037-2022 一起使用，强制性要求以后者为准',
  ],
  [
    'GB 55031-2022',
    '民用建筑通用规范',
    '通用规范（全文强制）；住房和城乡建设部公告2022年第118号，2023-03-01实施',
    '所有民用建筑的通用要求',
    '与其他标准不一致时以它为准',
  ],
  [
    'GB 55019-2021',
    '建筑与市政工程无障碍通用规范',
    '通用规范（全文强制）；住房和城乡建设部公告2021年第174号，2022-04-01实施',
    '无障碍设施',
    '客房与公共区域的无障碍配置',
  ],
  [
    'GB 50118-2010',
    '民用建筑隔声设计规范',
    '国家标准；住房和城乡建设部公告第744号，2011-06-01实施，强制性条文都在住宅一章',
    '民用建筑的隔声设计，第7章为旅馆建筑',
    '客房之间、客房与走廊和设备机房之间的隔声',
  ],
]

const resourcesStandards: CodePage = {
  path: 'resources/standards',
  blocks: [
    table(
      '酒店项目常用的标准',
      ['编号', '名称', '性质与发布', '管什么', '咨询中怎么用'],
      standards,
      'GB/T 14308-2023 的日期与部门据 spc.net.cn 的标准信息页读取；其余各项的公告号与实施日期据建标库（jianbiaoku.com）收录的发布公告和 chinesestandard.net 的目录页读取。JGJ 62-2014 的公告与实施日期未能核实。本站未引用任何条文。',
    ),
  ],
}

function resourcesReading(): CodePage {
  const e = sourceReadingExample()
  const q = qinghaiStars
  const a = atourReprint
  return {
    path: 'resources/reading',
    figures: { q, e, a },
    blocks: [],
  }
}

export function resourcesPages(): CodePage[] {
  return [resourcesDataSources(), resourcesStandards, resourcesReading()]
}

// ================================================================ resources_legacy

const ageBuckets = [
  { label: '2015年及以前', from: 0, to: 2015 },
  { label: '2016–2020年', from: 2016, to: 2020 },
  { label: '2021–2023年', from: 2021, to: 2023 },
  { label: '2024年及以后', from: 2024, to: 9999 },
] as const

/** The benchmark table's rows by the year their figure describes (asOf), split into published rows and assumptions. */
export function archiveAgeProfile() {
  const rows = ageBuckets.map((b) => ({ ...b, published: 0, assumed: 0, law: 0 }))
  for (const figure of benchmarksInForce().figures.values()) {
    for (const row of figure.rows) {
      const kind = benchmarksInForce().sources.get(row.source)?.kind
      if (!kind) continue
      const year = Number(row.asOf.slice(0, 4))
      const bucket = rows.find((b) => year >= b.from && year <= b.to)
      if (!bucket) continue
      if (kind === 'assumption') bucket.assumed += 1
      else {
        bucket.published += 1
        if (kind === 'law') bucket.law += 1
      }
    }
  }
  const total = rows.reduce((s, b) => s + b.published + b.assumed, 0)
  const published = rows.reduce((s, b) => s + b.published, 0)
  const oldPublished = rows.filter((b) => b.to <= 2020).reduce((s, b) => s + b.published, 0)
  const oldLaw = rows.filter((b) => b.to <= 2020).reduce((s, b) => s + b.law, 0)
  return { rows, total, published, oldPublished, oldLaw }
}

/**
 * Restating two archived figures: the 2017 five-star RevPAR of the table (ADR × occupancy) against the 2024 Q2
 * five-star RevPAR its note cites, and the 2022 lodging-and-catering wage carried to 2023 by the published growth.
 */
export const restateInputs = {
  revpar2024q2: 350.45,
  wage2021: 53631,
  wageGrowth2023Pct: 7.6,
}

export function archiveRestatement() {
  const adr2017 = benchmarkValue('ops.adr', { variant: 'five_star' })
  const occ2017 = benchmarkValue('ops.occupancy', { variant: 'five_star' })
  const revpar2017 = (adr2017 * occ2017) / 100
  const revparChangePct = (restateInputs.revpar2024q2 / revpar2017 - 1) * 100
  const wage2022 = benchmarkValue('ops.annual_wage')
  const wageChange2022Pct = (wage2022 / restateInputs.wage2021 - 1) * 100
  const wage2023 = wage2022 * (1 + restateInputs.wageGrowth2023Pct / 100)
  return { adr2017, occ2017, revpar2017, revparChangePct, wage2022, wageChange2022Pct, wage2023 }
}

function legacyVintage(): CodePage {
  const a = archiveAgeProfile()
  return {
    path: 'resources_legacy/vintage',
    figures: { a },
    blocks: [
      table(
        '基准表数值行的数据时点（本页按基准表实时统计）',
        ['数据时点', '公开来源（行）', '其中法规（行）', '测算假设（行）'],
        [
          ...a.rows.map((b) => [b.label, b.published, b.law, b.assumed]),
          ['合计', a.published, a.rows.reduce((s, b) => s + b.law, 0), a.total - a.published],
        ],
        '公开来源含统计、法规、标准、公司公告、调查与研究；测算假设是找不到公开数字时为工具设定的起点，其时点是设定的年份。',
      ),
    ],
  }
}

function legacyRestate(): CodePage {
  const r = archiveRestatement()
  const i = restateInputs
  return {
    path: 'resources_legacy/restate',
    figures: { r, i },
    blocks: [],
  }
}

export function resourcesLegacyPages(): CodePage[] {
  return [legacyVintage(), legacyRestate()]
}

// ================================================================ empowerment

/**
 * A training plan for a 240-room upscale hotel staffed by the staffing tool at the table's defaults. The hours are
 * the example plan's inputs (two weeks of pre-opening training at the legal 40-hour week, two fire-safety sessions a
 * year), not industry figures; the hour cost divides the tool's payroll per head by 52 weeks × 40 hours.
 */
export const trainingPlan = {
  segment: 'upscale' as const,
  rooms: 240,
  preOpeningHours: 80,
  fireSessionsPerYear: 2,
  fireSessionHours: 2,
  weeklyHours: 40,
}

export function trainingExample() {
  const e = trainingPlan
  const staffing = calculateStaffing(staffingDefaults(e.segment, e.rooms))
  const yearlyHours = 52 * e.weeklyHours
  const costPerHourYuan = (staffing.wageCostPerHead * 10_000) / yearlyHours
  const preOpeningWan = (staffing.headcount * e.preOpeningHours * costPerHourYuan) / 10_000
  const fireWan = (staffing.headcount * e.fireSessionsPerYear * e.fireSessionHours * costPerHourYuan) / 10_000
  const preOpeningBudgetWan = (e.rooms * benchmarkValue('dev.pre_opening_per_key', { segment: e.segment })) / 10_000
  const shareOfBudgetPct = (preOpeningWan / preOpeningBudgetWan) * 100
  const internCap = Math.floor(staffing.headcount * 0.1)
  const deptCap = (department: string) =>
    Math.floor((staffing.departments.find((d) => d.department === department)?.headcount ?? 0) * 0.2)
  return {
    staffing,
    yearlyHours,
    costPerHourYuan,
    preOpeningWan,
    fireWan,
    preOpeningBudgetWan,
    shareOfBudgetPct,
    internCap,
    roomsCap: deptCap('rooms'),
    fnbCap: deptCap('fnb'),
  }
}

const SRC_INTERN_2016 = '教育部等五部门《职业学校学生实习管理规定》（2016年）第九条（据转载的条文读取）'

function empowermentStaffPlan(): CodePage {
  const t = trainingExample()
  const e = trainingPlan
  const s = t.staffing
  return {
    path: 'empowerment/staff-plan',
    figures: {
      e,
      s,
      t,
      wageCostPerHead_000: s.wageCostPerHead * 10_000,
      pre_opening_per_keySegment: benchmarkValue('dev.pre_opening_per_key', { segment: e.segment }),
      fireHoursPerYear: e.fireSessionsPerYear * e.fireSessionHours,
    },
    blocks: [
      table(
        '各部门人数与培训重点（人员编制工具计算）',
        ['部门', '人数（人）', '岗位技能培训的重点', '必须覆盖的法定内容'],
        [
          ...s.departments.map((d) => [
            departmentLabels[d.department],
            d.headcount,
            {
              rooms: '前台系统与收银、客房清洁标准与查房、布草与洗衣流程',
              fnb: '出品标准、宴会服务流程、酒水与成本控制',
              engineering: '设备巡检与维保记录、能耗抄表、应急停水停电处置',
              sales: '客户档案、报价与合同审批、收益管理系统',
              admin: '财务制度、排班与考勤、员工档案',
              security: '监控与巡查、消防控制室值守、突发事件处置',
            }[d.department],
            {
              rooms: '消防安全培训，含组织、引导住客疏散',
              fnb: '接触直接入口食品的员工须每年健康检查、持健康证明上岗',
              engineering: '特种设备与特种作业人员须取得相应资格',
              sales: '消防安全培训',
              admin: '消防安全培训',
              security: '消防控制室值班、操作人员的专门培训',
            }[d.department],
          ]),
          ['合计', s.headcount, '', ''],
        ],
        '人数由人员编制工具（common/applets/staffing.ts）按高端档次缺省值计算：客房、工程、销售、行政与安保按人房比和部门占比，餐饮按网点数；法定内容的依据见“法定培训与持证”。',
      ),
    ],
  }
}

function empowermentSchools(): CodePage {
  const t = trainingExample()
  const rooms = t.staffing.departments.find((d) => d.department === 'rooms')?.headcount ?? 0
  const fnb = t.staffing.departments.find((d) => d.department === 'fnb')?.headcount ?? 0
  return {
    path: 'empowerment/schools',
    figures: { SRC_INTERN_2016, t },
    blocks: [
      table(
        '算例：240间高端酒店按2016年版比例可接收的实习生上限',
        ['口径', '在岗人数（人）', '比例上限（%）', '实习生上限（人）'],
        [
          ['全店', t.staffing.headcount, 10, t.internCap],
          ['客房部（以部门近似同类岗位）', rooms, 20, t.roomsCap],
          ['餐饮部（以部门近似同类岗位）', fnb, 20, t.fnbCap],
        ],
        '在岗人数取“员工培训计划”页中人员编制工具的计算结果；上限向下取整。同类岗位应按具体岗位（如前台、客房服务员）分别计算，部门只是近似。',
      ),
    ],
  }
}

const ownerModules = [
  [
    '读可研',
    '这个项目的回报靠哪几个假设撑着？',
    '可行性研究工具、可行性研究专题',
    '把本项目的可研结果在工具里重算一遍，找出敏感性最大的两个假设',
  ],
  [
    '读管理合同',
    '费用怎么算、什么情况下可以解约？',
    '品牌谈判专题、合作模式对比工具',
    '按关键条款清单逐条标出本项目合同的位置和风险',
  ],
  [
    '读经营报表',
    '这个月的利润差在收入还是成本？',
    '运营专题、业绩对标专题、RevPAR 指数工具',
    '用上月报表算出 MPI、ARI、RGI，并写一段给管理方的问题',
  ],
  [
    '审预算',
    '明年的预算是否合理？',
    '预算专题、人员编制工具、节能降本工具',
    '对照基准表逐项标出偏离区间的预算科目并要求说明',
  ],
  ['资产管理例会', '例会该问什么、决定什么？', '业主专题、资产管理专题', '按业主例会议程主持一次模拟例会'],
  [
    '改造与退出',
    '什么时候改造、什么时候卖？',
    '改造换牌工具、估值工具、资产估值专题',
    '用估值工具测算改造前后的资产价值差',
  ],
]

const empowermentOwnerCourse: CodePage = {
  path: 'empowerment/owner-course',
  blocks: [table('模块、问题与作业', ['模块', '学完能回答的问题', '教材（本站专题与工具）', '作业'], ownerModules)],
}

export function empowermentPages(): CodePage[] {
  return [empowermentStaffPlan(), empowermentSchools(), empowermentOwnerCourse]
}

// ================================================================ huamei

/** The method page's case: the feasibility tool's default midscale hotel in a tier-2 city. */
export const methodCase = { segment: 'midscale' as const, tier: 'tier2' as const }

export function methodExample() {
  const input = feasibilityDefaultsFor(methodCase.segment, methodCase.tier)
  const result = calculateFeasibility(input)
  const rate = (r: typeof result.projectIrr) => (r.kind === 'found' ? r.rate : Number.NaN)
  const belowYears = result.years.filter((y) => y.dscr != null && y.dscr < input.dscrMin).map((y) => y.year)
  return { input, result, projectIrr: rate(result.projectIrr), equityIrr: rate(result.equityIrr), belowYears }
}

function huameiMethod(): CodePage {
  const m = methodExample()
  const i = m.input
  const r = m.result
  const first = m.belowYears[0]
  const last = m.belowYears.at(-1)
  return {
    path: 'huamei/method',
    figures: {
      i,
      r,
      first,
      last,
      projectIrr: m.projectIrr * 100,
      equityIrr: m.equityIrr * 100,
      minDscrValue: r.minDscr?.value ?? Number.NaN,
      minDscrYear: r.minDscr?.year ?? '—',
      repaymentText:
        i.graceYears > 0
          ? `开业后${i.graceYears}年只付息、其后${i.loanTermYears - i.graceYears}年`
          : `${i.loanTermYears}年`,
    },
    blocks: [],
  }
}

export function huameiPages(): CodePage[] {
  return [huameiMethod()]
}
