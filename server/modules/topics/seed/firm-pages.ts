import { feasibilityDefaultsFor } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { calculateStaffing, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import { benchmarks as benchmarkTable, benchmarkValue } from '#common/benchmarks/benchmarks'
import { shippedFacts } from '#server/modules/intel/facts/load'
import { type CodePage, ol, p, rich, table, ul } from './define.ts'

/**
 * The pages of the four topics about the firm and its resources: 资源中心 (where hotel data and standards come from
 * and how to read them), 资料档案 (how to use old figures), 培训赋能 (training plans with schools and associations) and
 * 关于我们 (the firm's method and how to work with it). Nothing here states a fact about the firm itself (history,
 * staff, projects, clients, fees): no document of the firm gives one, so the pages describe method and process only.
 * Every outside figure is cited next to it; the worked examples are computed here from the benchmark table or a tool,
 * and seed.test.ts checks that the pages print what the computation gives.
 */

const fmt = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })
const fix = (value: number, digits = 1) => value.toFixed(digits)

/** "发布方《标题》（年份）" for a source of the benchmark table or of the shipped group facts. */
function cite(id: string): string {
  const source = benchmarkTable.sources.get(id) ?? shippedFacts().sources.get(id)
  if (!source) throw new Error(`未定义的来源 ${id}`)
  return `${source.publisher}《${source.title}》（${source.year}）`
}

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
  const ctha = shippedFacts().sources.get('ctha-2023-top60')
  return {
    path: 'resources/data-sources',
    blocks: [
      table(
        '本站取用的公开来源',
        ['类别', '出处', '覆盖什么', '本站所用期次', '使用时的局限'],
        [
          [
            '全国星级饭店统计',
            cite('ops-mct-star-2023q1'),
            '通过审核的星级饭店的平均房价、出租率与收入结构（客房、餐饮占比）',
            '2023年第一季度（季度发布）',
            '只含星级饭店，不含大量未评星的连锁有限服务酒店；本站读的是媒体转载页面，未取得原文',
          ],
          [
            '省级统计年鉴',
            cite('ops-qinghai-yearbook-2022'),
            '分星级的饭店数、客房数、从业人数',
            '2021年数据（年鉴年度出版）',
            '只代表一个省；五星级只有2家，样本太小，不宜单独作为全国参照',
          ],
          [
            '国家统计局工资统计',
            cite('ops-nbs-wage-2022'),
            '城镇非私营单位住宿和餐饮业年平均工资',
            '2022年（年度发布）',
            '住宿与餐饮合并统计，不分酒店档次；私营单位另有口径，两者不能相加',
          ],
          [
            '城市文旅部门',
            cite('ops-bj-2024q1'),
            '北京分星级的平均房价与出租率',
            '2024年1–3月累计',
            '一季度是淡季，不能当全年水平；只代表北京',
          ],
          [
            '上市集团经营简报',
            cite('ops-jinjiang-2023'),
            '锦江中国境内中端、经济型酒店的平均房价、出租率与 RevPAR',
            '2023年1–11月累计',
            '集团自身门店组合的平均数，新店占比和城市分布变化都会改变平均数',
          ],
          [
            '上市集团年度业绩',
            cite('ops-atour-2024'),
            '亚朵全年 RevPAR、平均房价、出租率',
            '2024年全年',
            '本站读的是媒体转载；三个数之间不满足恒等式，见“怎样读一份数据”',
          ],
          [
            '协会集团榜单',
            ctha ? `${ctha.publisher}《${ctha.title}》（${ctha.year}）` : '暂无公开数据',
            '各集团已开业饭店数与客房数',
            '截至2023年末（年度发布）',
            '由各集团自行填报；与集团年报口径（如是否含海外）不一定一致',
          ],
          [
            '研究机构榜单',
            cite('meadin-2024-top60'),
            '按大中华区在营客房数、门店数排名',
            '截至2024年末',
            '文字只公布前十名次序，逐家数字为图片，本站未能核对，只录名次',
          ],
          [
            '国际调查',
            cite('fees-jll-hma-apac-2024'),
            '亚太区管理合同的基本管理费、奖励管理费与期限',
            '2024年',
            '亚太口径，样本约400份合同，不是中国单体或国内品牌的专项统计',
          ],
        ],
        '出处一栏由本站基准表与集团数据的来源记录生成；每个数字在引用它的页面上再次注明出处和时点。',
      ),
    ],
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
    blocks: [
      table(
        '算例一：青海省2021年星级饭店的人房比',
        ['星级', '从业人数（人）', '客房数（间）', '人房比（人/间）', '基准表取值（人/间）'],
        [
          ['四星级', fmt(q.fourStar.staff, 0), fmt(q.fourStar.rooms, 0), fix(e.fourStar, 3), fix(e.tableUpscale, 2)],
          [
            '五星级（2家）',
            fmt(q.fiveStar.staff, 0),
            fmt(q.fiveStar.rooms, 0),
            fix(e.fiveStar, 3),
            fix(e.tableLuxury, 2),
          ],
        ],
        `出处：${cite('ops-qinghai-yearbook-2022')}。人房比 = 从业人数 ÷ 客房数，基准表取两位小数。`,
      ),
      rich(
        undefined,
        ol(
          `四星级：${fmt(q.fourStar.staff, 0)} ÷ ${fmt(q.fourStar.rooms, 0)} = ${fix(e.fourStar, 3)}，取 ${fix(e.tableUpscale, 2)} 人/间，这就是基准表“高端”一行和人员编制工具的缺省值`,
          `五星级：${fmt(q.fiveStar.staff, 0)} ÷ ${fmt(q.fiveStar.rooms, 0)} = ${fix(e.fiveStar, 3)}，取 ${fix(e.tableLuxury, 2)} 人/间；但只有${q.fiveStar.hotels}家酒店，一家多招或少招几十人就会让结果变化很大`,
          '读法：这是一个省的星级饭店平均数，统计的是在册从业人数，不分全职、兼职与外包；用到具体项目时，应以品牌的编制标准或管理公司的编制方案替换',
        ),
      ),
      rich(
        '算例二：用恒等式核对一份转载',
        p(
          `据转载，亚朵集团2024年全年 RevPAR ${a.revpar}元、平均房价${a.adr}元、出租率${fix(a.occ)}%（${cite('ops-atour-2024')}）。RevPAR 应等于平均房价乘以出租率：${a.adr} × ${fix(a.occ)}% = ${fix(e.implied, 2)}元，比转载的 RevPAR 低，转载的 RevPAR 高出约${fix(e.gapPct)}%。`,
        ),
      ),
    ],
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
  for (const figure of benchmarkTable.figures.values()) {
    for (const row of figure.rows) {
      const kind = benchmarkTable.sources.get(row.source)?.kind
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
      rich(
        '从表里读出什么',
        ol(
          `全表${a.total}个数值行中，公开来源${a.published}行；其中数据时点在2020年及以前的有${a.oldPublished}行，包括${a.oldLaw}行法规（税率、折旧年限等），这些只要条文现行就仍然有效`,
          '其余旧的公开数据多为统计和经营数据（例如2017年的星级饭店分档房价和出租率），它们描述的是当年的市场，用于今天的项目前要找新一期数据或做换算',
          '数据时点在2024年及以后的行以测算假设为主：时点新不代表有公开依据，引用时要写“测算假设”，不能写成“最新行业数据”',
        ),
      ),
    ],
  }
}

function legacyRestate(): CodePage {
  const r = archiveRestatement()
  const i = restateInputs
  return {
    path: 'resources_legacy/restate',
    blocks: [
      table(
        '算例一：五星级饭店 RevPAR 的两个时点',
        ['时点', '平均房价（元）', '出租率（%）', 'RevPAR（元）', '出处'],
        [
          ['2017年', fix(r.adr2017, 2), fix(r.occ2017, 2), fix(r.revpar2017, 2), cite('ops-zhiyan-star-2017')],
          [
            '2024年第二季度',
            '未分列',
            '未分列',
            fix(i.revpar2024q2, 2),
            '赵焕焱《50个城市酒店每间可供房收入和利润总额分析》（2025）引述文化和旅游部季度报告，本站未读到季报原文',
          ],
        ],
        '2017年 RevPAR 由平均房价乘以出租率算得；2017年数据出自研究报告说明页，原始统计来源未注明。两个时点一个是全年、一个是单季，季节不同，只能看方向和量级。',
      ),
      rich(
        undefined,
        ol(
          `2017年：${fix(r.adr2017, 2)} × ${fix(r.occ2017, 2)}% = ${fix(r.revpar2017, 2)}元`,
          `2024年第二季度：${fix(i.revpar2024q2, 2)}元，比2017年高${fix(r.revparChangePct)}%`,
          '结论：如果沿用档案中2017年的五星级房价和出租率，测算出的客房收入会明显偏低；新项目应以较新的分季数据和竞争组合的实际数据替换，并说明季节差异',
        ),
      ),
      rich(
        '算例二：住宿和餐饮业平均工资',
        p(
          `国家统计局公布的城镇非私营单位住宿和餐饮业年平均工资，2021年${fmt(i.wage2021, 0)}元，2022年${fmt(r.wage2022, 0)}元，一年只增长${fix(r.wageChange2022Pct)}%（${cite('ops-nbs-wage-2022')}）。国家统计局2024年发布的2023年数据显示该行业增长${fix(i.wageGrowth2023Pct)}%，据此推算2023年约${fmt(r.wage2023, 0)}元。这一推算与基准表行注中的约5.81万元一致。`,
        ),
      ),
      rich(
        '第三种情况：找不到新数据的旧数字',
        p(
          `有些旧数字没有新一期可换，也没有增长率可推。本站基准表的酒店资本化率就是这样：一线城市一行取自${cite('fin-jll-his-2015')}（上海约6.5%、北京约6.4%的投资者目标初始收益率），检索未找到更新的中国酒店资本化率公开数据，全国缺省值沿用6.5%并标为测算假设。这类数字可以用，但要同时做三件事：写明它是哪一年的调查；在估值中对资本化率做敏感性分析；在项目中用近期可比交易或评估报告的数据替换。`,
        ),
      ),
    ],
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
      rich(
        '算例：开业前培训占用多少工时成本',
        ol(
          `计划输入（本算例设定，不是行业数据）：每名员工开业前脱产培训两周，按《国务院关于职工工作时间的规定》第三条每周40小时计，共${e.preOpeningHours}小时；开业后每年消防安全培训${e.fireSessionsPerYear}次、每次${e.fireSessionHours}小时`,
          `每人每年人工成本：人员编制工具按住宿和餐饮业平均工资加单位社保与公积金计为${fmt(s.wageCostPerHead, 2)}万元`,
          `每小时人工成本：${fmt(s.wageCostPerHead * 10_000, 0)}元 ÷ (52周 × ${e.weeklyHours}小时 = ${fmt(t.yearlyHours, 0)}小时) ≈ ${fix(t.costPerHourYuan, 2)}元；未扣除法定节假日和年休假，所以每小时成本略偏低`,
          `开业前培训：${s.headcount}人 × ${e.preOpeningHours}小时 × ${fix(t.costPerHourYuan, 2)}元 ≈ ${fmt(t.preOpeningWan)}万元`,
          `对照开办费：基准表高端档次开办费每间${fmt(benchmarkValue('dev.pre_opening_per_key', { segment: e.segment }), 0)}元，${e.rooms}间合计${fmt(t.preOpeningBudgetWan)}万元；仅员工培训期间的工资就约占开办费的${fix(t.shareOfBudgetPct)}%，还不含讲师、教材、场地和品牌方收取的培训费用`,
          `开业后的消防培训：${s.headcount}人 × ${e.fireSessionsPerYear * e.fireSessionHours}小时 × ${fix(t.costPerHourYuan, 2)}元 ≈ ${fmt(t.fireWan)}万元/年`,
        ),
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
    blocks: [
      rich(
        '接收实习生的人数限制',
        p(
          `${SRC_INTERN_2016}规定，顶岗实习学生的人数不超过实习单位在岗职工总数的10%，在具体岗位顶岗实习的学生人数不高于同类岗位在岗职工总人数的20%。该规定已于2021年由教育部等八部门修订（教职成〔2021〕4号），“顶岗实习”改称“岗位实习”；本站未在修订后的原文中核对比例条款，签约前应以现行文本为准。`,
        ),
      ),
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
      rich(
        '读法',
        ul(
          `按这个比例，这家酒店同期接收的实习生不超过${t.internCap}人，相对${t.staffing.headcount}人的编制只是补充，开业人手仍要以正式招聘为主`,
          '实习生集中在客房和餐饮的一线岗位时，最先碰到的是岗位20%的限制，而不是全店10%的限制',
          '实习岗位要与学生的专业对口，并有酒店指定的带教人员；把实习生排在夜班或与专业无关的岗位，既违反规定，也留不住人',
        ),
      ),
      rich(
        '行业协会的位置',
        p(
          `协会不直接管理酒店的员工培训，它的作用在行业层面：发布集团规模与经营数据（例如${cite('ctha-2023-top60')}），组织行业会议与交流，也是院校了解行业用人变化的渠道。业主和院校使用协会发布的数据时，同样要写明发布方、名称和时点，并注意榜单多为企业自行填报。`,
        ),
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
    blocks: [
      rich(
        '算例：二线城市一家200间中端酒店',
        p(
          `可行性研究工具的缺省情形：购地新建，建设期${i.constructionMonths}个月，${i.rooms}间客房，平均房价${fix(i.adr, 1)}元、稳定期出租率${fix(i.occupancyPct, 2)}%（基准表中端一行，出自锦江2023年1–11月经营数据简报），贷款占${i.loanSharePct}%、利率${i.loanRatePct}%（5 年期以上 LPR 加点）、期限${i.loanTermYears}年（开业后${i.graceYears}年只付息），折现率${i.discountRatePct}%，贷款方要求的最低偿债覆盖率${i.dscrMin}倍。工具算得的结果如下。`,
        ),
      ),
      table(
        '可行性研究工具的结果',
        ['指标', '结果', '对照'],
        [
          ['总投资（万元，含建设期利息）', fmt(r.totalInvestment), `每间约${fmt(r.costPerKey)}万元`],
          ['项目内部收益率（%）', fix(m.projectIrr * 100, 2), `折现率${i.discountRatePct}%`],
          ['项目净现值（万元）', fmt(r.projectNpv), '按折现率计算'],
          ['股权内部收益率（%）', fix(m.equityIrr * 100, 2), `贷款利率${i.loanRatePct}%`],
          [
            '最低偿债覆盖率（倍）',
            fix(r.minDscr?.value ?? Number.NaN, 2),
            `第${r.minDscr?.year ?? '—'}年；要求${i.dscrMin}倍`,
          ],
        ],
        '由可行性研究工具（common/applets/feasibility-model.ts）按中端、二线城市的缺省输入计算。',
      ),
      rich(
        '逐道读结果',
        ol(
          '市场：房价和出租率取自一家上市集团的中端门店平均数，只说明量级；真正的项目要换成本片区竞争组合的实际数据，这一道检验在缺省情形里还没有做完',
          `回报：项目内部收益率${fix(m.projectIrr * 100, 2)}%，略低于${i.discountRatePct}%的折现率，项目净现值为${fmt(r.projectNpv)}万元；股权内部收益率${fix(m.equityIrr * 100, 2)}%，高于项目回报，是因为${i.loanRatePct}%的贷款利率低于项目回报，杠杆放大了股东回报`,
          `贷款：第${first}年到第${last}年的偿债覆盖率都低于贷款行要求的${i.dscrMin}倍（测算假设，按贷款行要求替换），最低的第${r.minDscr?.year}年只有${fix(r.minDscr?.value ?? Number.NaN, 2)}倍。按${i.graceYears > 0 ? `开业后${i.graceYears}年只付息、其后${i.loanTermYears - i.graceYears}年` : `${i.loanTermYears}年`}等额本息还款的结构，贷款方的检验不能通过`,
          '结论不是“不能做”，而是“按现在的条件不能做”：要么争取与经营现金流匹配的还款安排（更长的宽限期或期限），要么降低投资或贷款比例，要么用竞争组合数据证明更高的房价；每一种都要回到工具里重算三道检验',
        ),
      ),
    ],
  }
}

export function huameiPages(): CodePage[] {
  return [huameiMethod()]
}
