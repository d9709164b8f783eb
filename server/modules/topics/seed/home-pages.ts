import {
  type BudgetLineKey,
  budgetDefaults,
  budgetOutliers,
  calculateBudget,
} from '../../../../common/applets/budget.ts'
import { feasibilityDefaultsFor } from '../../../../common/applets/feasibility.ts'
import { calculateFeasibility } from '../../../../common/applets/feasibility-model.ts'
import { feasibilitySensitivity } from '../../../../common/applets/feasibility-sensitivity.ts'
import { calculatePip, pipDefaults } from '../../../../common/applets/pip.ts'
import { appletNames, applets } from '../../../../common/applets/registry.ts'
import {
  calculateStaffing,
  type Department,
  departmentLabels,
  staffingDefaults,
} from '../../../../common/applets/staffing.ts'
import {
  type BenchmarkSelector,
  benchmarkRow,
  benchmarkSource,
  benchmarks as benchmarkTable,
  benchmarkValue,
  citeSource,
} from '../../../../common/benchmarks/benchmarks.ts'
import { type SourceKind, sourceKindLabels, sourceKinds } from '../../../../common/benchmarks/schema.ts'
import type { Block } from '../../../../common/content.ts'
import { startPageByUserType } from '../../../../common/user-types.ts'
import {
  banner,
  benchmarks,
  employeesOnly,
  forUserTypes,
  note,
  ol,
  p,
  rich,
  type SeedPage,
  table,
  ul,
} from './define.ts'

/**
 * The pages of the five home topics: each written for the one kind of reader that lands there (DESIGN.md §1).
 * They address that reader's decisions and send them on to the deep topics and tools rather than repeating them.
 * Every figure comes from the benchmark table (cited next to it with `cite`) or is computed by an existing tool;
 * seed.test.ts checks that the printed numbers equal the computation.
 */

const num = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })
const pct = (ratio: number, digits = 1) => (ratio * 100).toFixed(digits)

/** How a table figure is cited in running text: the publisher and title with year, or 测算假设 with the as-of date. */
export function cite(key: string, selector: BenchmarkSelector = {}) {
  const row = benchmarkRow(key, selector)
  const source = row ? benchmarkSource(row.source) : undefined
  if (!row || !source) throw new Error(`no source for ${key}`)
  return source.kind === 'assumption'
    ? `本站测算假设，数据时点${row.asOf}`
    : `${citeSource(source)}，数据截至${row.asOf}`
}

const links = (title: string, files: { name: string; href: string }[]): Block => ({
  type: 'file_list',
  title,
  files: files.map((f) => ({ ...f, format: 'link' as const })),
})

// ---------------------------------------------------------------- homeConsult

/** A midscale project in a tier-3 city at the feasibility tool's defaults: how robust its conclusion is. */
export const consultCase = { segment: 'midscale' as const, tier: 'tier3' as const, graceYears: 2 }

export function consultFeasibilityExample() {
  const input = feasibilityDefaultsFor(consultCase.segment, consultCase.tier)
  const r = calculateFeasibility(input)
  const rate = (x: typeof r.projectIrr) => {
    if (x.kind !== 'found') throw new Error('the case has no IRR')
    return x.rate
  }
  const k = r.construction.years.length
  const operating = r.projectCashFlows.slice(k)
  const inflows = operating.reduce((s, f) => s + f, 0)
  const dscrMin = benchmarkValue('fin.dscr_min')
  const below = (years: typeof r.years) => years.filter((y) => y.dscr != null && y.dscr < dscrMin).map((y) => y.year)
  const grace = calculateFeasibility({ ...input, graceYears: consultCase.graceYears })
  const sensitivity = feasibilitySensitivity(input)
  return {
    input,
    result: r,
    projectIrr: rate(r.projectIrr),
    equityIrr: rate(r.equityIrr),
    saleShare: r.exit.toProject / inflows,
    dscrMin,
    belowYears: below(r.years),
    grace,
    graceEquityIrr: rate(grace.equityIrr),
    graceBelowYears: below(grace.years),
    sensitivity,
  }
}

function consultWelcome(): SeedPage {
  return {
    path: 'homeConsult/welcome',
    title: '新酒店项目路线图',
    summary: '从拿地到开业，每一步由谁决定、凭什么决定，以及在本站哪里找到方法和工具。',
    access: forUserTypes('new_hotel', 'consulting'),
    blocks: [
      rich(
        '这个首页为谁准备',
        p(
          '您正在投资或筹建一家新酒店，或者委托顾问为一个酒店项目做研究。项目要经过几个不可逆的决定：投不投、做什么档次和规模、交给哪个品牌、按什么标准设计、花多少钱、哪天开业。每个决定都有一份对应的成果文件，也有一组可以自己先算一遍的工具。下表按先后列出这些决定；首页上的分组与之对应，点进去就是方法、参考数据和算例。',
        ),
      ),
      table(
        '项目路线图：每一步决定什么、凭什么决定',
        ['阶段', '业主要做的决定', '依据的成果', '在本站先看哪里'],
        [
          [
            '投资判断',
            '投不投；做什么档次、多少间客房、配多少餐饮和会议',
            '城市与片区研究、市场定位、可行性研究',
            '城市研究、可行性研究专题；可行性研究工具',
          ],
          [
            '融资安排',
            '自有资金与贷款各占多少，银行能借多少',
            '可研中的10年现金流和偿债指标',
            '“酒店项目怎么融资”；贷款额度测算工具',
          ],
          [
            '品牌与经营模式',
            '选哪个品牌；委托管理、特许经营还是租赁',
            '品牌比选报告、费用报价对比、合同条款意见',
            '品牌选择、品牌谈判专题；经营模式对比工具',
          ],
          ['设计', '面积配置、房型、后场和机电标准', '设计任务书、各阶段审图意见、样板间评审', '酒店设计专题'],
          ['投资与建造', '总投资上限、招标分包方式', '投资预算、招标计划', '投资预算专题与投资预算工具；工程建设专题'],
          ['筹备开业', '开业日期、团队到岗、开业前预算', '筹开计划与关键路径', '筹备开业专题'],
        ],
      ),
      benchmarks(
        '测算里的建设期与开业爬坡：起点而非承诺',
        ['dev.construction_months', 'ops.ramp_occupancy_pct'],
        '两项都是本站测算假设。项目自己的工期以设计深度、报建进度和施工组织为准，爬坡以候选品牌同城新店的实际数据为准；可研报告若直接沿用这两行，要问清楚为什么。',
      ),
      rich(
        '现在就可以做的三件事',
        ol(
          '按“业主资料准备清单”整理地块、规划条件、土地成本和既有批文，缺什么就先补什么',
          '在可行性研究工具里选定档次和城市等级，改成您地块的客房数、地价和容积率，看一遍投资、回报和偿债指标落在什么位置；读法见“读懂可研报告的回报测算”',
          '列出您已经接触过的品牌和它们口头给出的条件，用品牌比选评分表把它们放在同一张表上比较',
        ),
      ),
      links('常用清单', [
        { name: '业主资料准备清单', href: '/datapage/feasibility/checklist' },
        { name: '品牌比选评分表', href: '/datapage/brand/compare' },
        { name: '怎么比较几家品牌的报价', href: '/datapage/brandNegotiate/fee-comparison' },
        { name: '预算控制方法', href: '/datapage/budget/control' },
      ]),
    ],
  }
}

const consultDeliverables: SeedPage = {
  path: 'homeConsult/deliverables',
  title: '咨询成果怎么读：每个阶段拿到什么、看什么',
  summary: '委托前把决定和范围写清楚；拿到成果后按页检查假设、出处和结论，并把追问写成书面意见。',
  access: forUserTypes('new_hotel', 'consulting'),
  blocks: [
    rich(
      '委托之前：先写清楚要做的决定',
      p(
        '一项咨询委托的价值，取决于它服务的那个决定是否写在委托书里。“做一份可研”不是一个决定；“判断这块地做200间中高端酒店，按当前地价能否在10年内收回投资，并给出银行可以接受的贷款方案”才是。委托书至少写明：要做的决定和决策人；成果的读者（董事会、银行还是政府部门）；业主提供哪些资料、什么时间提供；成果清单和每份成果的交付形式；中间汇报的节点。成果要交给银行或政府部门的，还要约定署名、引用和更新的方式。',
      ),
    ),
    table(
      '常见成果与读法',
      ['成果', '回答哪个决定', '重点读哪几部分', '常见缺陷'],
      [
        [
          '市场研究与定位报告',
          '做什么档次、多少间客房、配多少餐饮和会议面积',
          '竞争组合名单与选择理由、现有与储备供给表、客源结构拆分、定位建议的依据',
          '竞争组合挑得偏弱；已签约和筹建中的项目没有计入供给',
        ],
        [
          '可行性研究报告',
          '投不投、总投资多少、回报和偿债是否达标',
          '假设汇总表及其出处、10年现金流、敏感性分析、结论与前提条件',
          '假设没有出处；只有一个基准情景；回报主要靠期末出售却没有说明',
        ],
        [
          '品牌比选报告',
          '选哪个品牌、采用哪种经营模式',
          '评分表与权重、各家费用报价折算到同一口径、同城同档次门店的实际业绩',
          '用集团的全国规模代替本地的运营能力；只比费率不比渠道贡献',
        ],
        [
          '合同条款意见',
          '签什么条款、哪些必须改',
          '条款对照表、业绩考核与终止、业主审批权、费用计算口径',
          '只谈费率，业绩考核、退出和转让条款一笔带过',
        ],
        [
          '设计审核意见',
          '方案是否满足品牌标准和经营需要',
          '面积配置表、客人与服务流线、后场和机电条件',
          '审核晚于施工图阶段，改动代价成倍增加',
        ],
        [
          '投资预算',
          '总投资上限和各分项的控制额',
          '分项单价与数量、与同档次区间的比较、不可预见费',
          '漏列开业前费用、建设期利息或品牌要求的专项',
        ],
        [
          '筹备开业计划',
          '开业日期、团队到岗、开业前预算',
          '倒排的关键路径、分批到岗计划、开业前费用明细',
          '从开业日期倒推的时间不够，系统和证照成为瓶颈',
        ],
      ],
    ),
    rich(
      '怎么判断一份成果靠不靠得住',
      ul(
        '每个数字都能找到出处和年份：公开资料写明发布机构和文件名，顾问自己的假设写明是假设以及怎么定的；找不到数据时写“暂无公开数据”，而不是给一个看起来合理的数',
        '事实和假设分开写：“片区现有同档次客房多少间”是事实，可以核对；“开业第三年出租率达到多少”是假设，要看依据',
        '结论可以复算：关键结果用同样的输入能在本站工具里重算出来，或者报告附有可检查的计算表',
        '有不利情景：房价、出租率、造价和退出资本化率各自变动时结论是否还成立',
        '结论是一句能执行的话，并写明成立的前提，例如“在总投资不超过多少、贷款比例不超过多少的前提下可以投资”',
        '演示数据或其他项目的数据没有混入：本站酒店库中的演示数据标有“演示数据”，不能出现在正式成果里',
      ),
    ),
    rich(
      '拿到成果之后业主要做的事',
      ol(
        '内部先读一遍，把每一条疑问写下来，注明页码，而不是在会上口头提',
        '请顾问书面逐条回应，回应里说明改了什么、没改的理由是什么',
        '把报告的假设表单独存档；后续品牌报价、设计方案和造价变化时，对照这张表看哪些结论需要重算',
        '涉及银行和政府部门的成果，确认对方要求的格式和签章，避免交付后返工',
        '决策会上只讨论结论成立的前提，而不是重新讨论方法',
      ),
    ),
  ],
}

function consultReading(): SeedPage {
  const e = consultFeasibilityExample()
  const r = e.result
  const i = e.input
  const irrText = (v: number | null) => (v == null ? '无' : pct(v))
  const yearsText = (ys: number[]) => {
    const first = ys[0]
    const last = ys.at(-1)
    if (first == null || last == null) return '没有年份'
    if (first === last) return `第${first}年`
    return last - first + 1 === ys.length ? `第${first}至${last}年` : `第${ys.join('、')}年`
  }
  const below = e.projectIrr < i.discountRatePct / 100
  const widest = e.sensitivity.tornado[0]
  return {
    path: 'homeConsult/reading',
    title: '可研结论有多稳：一个三线城市中端项目的敏感性',
    summary: '用可行性研究工具算一个三线城市200间中端酒店：基准结论、哪个假设最能改变结论、贷款安排怎样影响偿债。',
    access: forUserTypes('new_hotel', 'consulting'),
    blocks: [
      rich(
        '为什么先看敏感性',
        p(
          `可研报告的结论写在一个基准情景上，而业主真正要知道的是：哪个假设错了，结论就不成立。下面的算例是一个三线城市、${i.rooms}间客房的中端酒店，按特许经营测算，所有输入都是可行性研究工具在“中端、三线城市”下的缺省值：房价${i.adr}元和出租率${i.occupancyPct}%来自基准数据表的中端行（${cite('ops.adr', { segment: 'midscale' })}），造价、费用率、税费和贷款条件同样取自该表；楼面地价每平方米${num(i.landPricePerSqm, 0)}元和容积率${i.plotRatio}是工具的示例假设。它不是对任何项目的判断，但正式可研的敏感性分析就应当这样读。`,
        ),
      ),
      table(
        '基准情景（可行性研究工具计算）',
        ['指标', '结果', '业主该怎么看'],
        [
          [
            '总投资（含建设期利息）',
            `${num(r.totalInvestment)}万元，每间${num(r.costPerKey)}万元`,
            '与候选品牌同档次新店的单房投资比较',
          ],
          [
            '项目 IRR（全投资）',
            `${pct(e.projectIrr)}%`,
            `${below ? '低于' : '高于'}${i.discountRatePct}%的折现率：${below ? '按基准情景，全投资回报不够' : '全投资回报达到要求'}，结论对假设的变动很敏感`,
          ],
          [`股权 IRR（开发贷款占${i.loanSharePct}%）`, `${pct(e.equityIrr)}%`, '贷款把回报放大，也把风险放大'],
          ['项目 NPV', `${num(r.projectNpv)}万元`, '为负表示全投资回报低于折现率'],
          [
            '出售回款占开业后全部回收',
            `${pct(e.saleShare, 0)}%`,
            `第${i.holdYears}年末按${i.exitCapRatePct}%资本化率出售的净回款占比，越高越依赖退出`,
          ],
          [
            'DSCR 低于基准下限的年份',
            yearsText(e.belowYears),
            `最低${r.minDscr?.value.toFixed(2)}，出现在第${r.minDscr?.year}年；下限${e.dscrMin}`,
          ],
        ],
        '所有结果均由可行性研究工具按上述缺省输入计算。',
      ),
      table(
        '哪个假设最能改变结论：股权 IRR 的单项敏感性（%）',
        ['假设', '变动幅度', '下调时', '上调时'],
        e.sensitivity.tornado.map((t) => [t.label, t.step, irrText(t.down), irrText(t.up)]),
        `基准股权 IRR 为${irrText(e.sensitivity.base)}%；按影响从大到小排列，由工具的敏感性分析计算。费用率下调时回报上升，其余多数假设方向相反。`,
      ),
      table(
        `把还本推迟${consultCase.graceYears}年会怎样（可行性研究工具计算）`,
        ['贷款安排', '最低 DSCR', '低于下限的年份', '股权 IRR（%）'],
        [
          [
            '开业即等额还本付息',
            `${r.minDscr?.value.toFixed(2)}（第${r.minDscr?.year}年）`,
            yearsText(e.belowYears),
            pct(e.equityIrr),
          ],
          [
            `前${consultCase.graceYears}年只付息`,
            `${e.grace.minDscr?.value.toFixed(2)}（第${e.grace.minDscr?.year}年）`,
            yearsText(e.graceBelowYears),
            pct(e.graceEquityIrr),
          ],
        ],
      ),
      benchmarks('算例所用的主要缺省值', [
        'ops.adr',
        'ops.occupancy',
        'ops.ramp_occupancy_pct',
        'ops.gop_margin',
        'dev.hard_cost_per_sqm',
        'fin.loan_rate',
        'fin.dscr_min',
        'fin.cap_rate',
        'fin.discount_rate',
      ]),
      rich(
        '从算例读出什么',
        ul(
          `最能改变结论的是“${widest?.label}”：变动${widest?.step}时，股权 IRR 在${irrText(widest?.down ?? null)}%和${irrText(widest?.up ?? null)}%之间摆动。这一项的依据要最先核实，其次才是排在后面的假设`,
          `房价和出租率各变动10%对回报的影响相同，因为两者都按同一比例改变客房收入；可研报告里这两项的依据都应来自竞争组合的实测数据`,
          `偿债是这个项目的短板：按缺省的贷款比例，${yearsText(e.belowYears)}的 DSCR 低于基准表的下限${e.dscrMin}（${cite('fin.dscr_min')}，为境外商业抵押贷款的参考值，国内以银行授信方案为准）。还本宽限只是把压力往后推：前${consultCase.graceYears}年只付息后，仍有${yearsText(e.graceBelowYears)}低于下限，要降低贷款比例或增加自有资金`,
          `出售回款占开业后全部回收的${pct(e.saleShare, 0)}%：退出资本化率取表中缺省值${benchmarkValue('fin.cap_rate')}%（${cite('fin.cap_rate')}），三线城市的酒店交易少，这个假设要用区间而不是一个数来表达`,
        ),
      ),
      rich(
        '拿到可研报告后的追问清单',
        ol(
          '敏感性表里排在前三的假设，各自的依据是什么：实测数据、品牌提供的数据，还是顾问的判断',
          '费用率按哪家酒店的实际报表推算，是否区分了固定和变动部分',
          '爬坡期第一年达到稳定期的多少，依据是候选品牌在本省的哪几家新店',
          '贷款比例、利率、期限和宽限期是否来自银行的书面意向；DSCR 不达标的年份怎样补足',
          '退出资本化率取值的依据，以及不出售、继续持有时的回报',
          '同时出现两项不利变动（例如房价下调10%、造价上调10%）时，结论是否还成立',
        ),
      ),
      rich(
        '常见的误读',
        ul(
          '只看基准情景：基准情景的 IRR 略高于折现率时，一项假设稍有偏差结论就会反转，这种项目的决策要看不利情景',
          '把宽限期当作解决办法：宽限期改善的是开业头两年的现金，总的偿债能力并没有变化',
          '用股权 IRR 的提高来证明多借钱有利：贷款越多，DSCR 越低，银行未必同意',
        ),
        note(
          '把地价、客房数、房价和出租率换成您项目的数据，在可行性研究工具中即可重算本页全部结果，工具的敏感性表与本页第二张表同一算法。',
        ),
      ),
    ],
  }
}

export function homeConsultPages(): SeedPage[] {
  return [consultWelcome(), consultDeliverables, consultReading()]
}

// ---------------------------------------------------------------- homeHotel

/** A 150-room midscale hotel renovating its rooms under its own brand: the PIP tool at the table's defaults. */
export const renovationExample = { segment: 'midscale' as const, rooms: 150, uplifts: [5, 10, 15] }

export function renovationScenarios() {
  const e = renovationExample
  // Same brand, so no new initial fee; the tool's other defaults come from the benchmark table.
  const base = { ...pipDefaults(e.segment, 'rooms', e.rooms), initialFeePerKey: 0 }
  const scenarios = e.uplifts.map((uplift) => {
    const r = calculatePip({ ...base, revparUpliftPct: uplift })
    const irr = r.irr.kind === 'found' ? r.irr.rate : null
    return { uplift, result: r, year2Noi: r.years[1]?.incrementalNoi ?? 0, irr }
  })
  const first = scenarios[0]?.result
  if (!first) throw new Error('no scenario')
  return { base, scenarios, first }
}

const hotelWelcome: SeedPage = {
  path: 'homeHotel/welcome',
  title: '在营酒店体检',
  summary: '五个数看清酒店的位置：收入份额、房价与出租率、利润率、人工与能耗、产品新旧；以及体检要准备的数据。',
  access: forUserTypes('open_hotel'),
  blocks: [
    rich(
      '体检先看五个数',
      ol(
        'RevPAR 指数（RGI）：本店每间可售房收入与竞争组合之比，100为公平份额。它回答“我们在这个市场里拿到了应得的收入没有”',
        'MPI 与 ARI：把 RGI 拆成出租率指数和房价指数，分清差距出在卖得少还是卖得便宜',
        'GOP 率：与本店过去三年、同档次参考值和同集团同城门店比较，先确认口径都是 USALI',
        '每间已售客房的人工和能耗：比费用率更能说明效率，因为费用率会随收入高低自动变化',
        '产品新旧：客房和公共区域距上次翻新的年数，以及点评中与设施相关的差评占比',
      ),
    ),
    table(
      '体检要准备的数据',
      ['数据', '口径', '通常由谁提供', '用在哪一步'],
      [
        ['月度经营报表', '近36个月，按 USALI 部门结构', '管理公司或酒店财务部', '利润率与成本诊断'],
        ['竞争组合月度出租率与房价', '固定的4到6家，逐月', '数据服务商或组合内交换', 'MPI、ARI、RGI'],
        ['细分市场与渠道报表', '散客、协议、会议、团队；直销与各 OTA', '收益管理或销售部', '找出指数落后的客源'],
        ['人员花名册与工资', '按部门的在岗人数、外包人数和薪酬', '人力资源部', '人工效率'],
        ['能源账单', '电、气、水逐月用量与单价', '工程部', '能耗与节能空间'],
        ['资本性支出记录', '各区域最近一次翻新的年份与金额', '业主', '翻新与换牌决策'],
        ['管理或特许合同', '费用口径、业绩考核、审批权与终止条款', '业主', '判断谁来改、能不能改'],
      ],
    ),
    benchmarks(
      '比较时的参考：各档次 GOP 率与人房比',
      ['ops.gop_margin', 'ops.staff_per_room'],
      'GOP 率各档次均为本站测算假设；人房比的高端及以上来自青海省统计年鉴的星级饭店数据，中端、中高端为测算假设。这些只用来发现问题，不能替代竞争组合和本店历史的比较。',
    ),
    rich(
      '怎么读体检结果',
      ul(
        'RGI 低于100、ARI 高于100而 MPI 低：价格定得比对手高却没有卖出去，先查定价和渠道，通常不需要投资',
        'RGI 低于100、ARI 也低：产品或口碑撑不起价格，要看点评和房型，可能走向翻新',
        'RGI 在100以上、GOP 率仍偏低：收入没问题，成本出了问题，按部门逐行诊断',
        'RGI 在100以上且 GOP 率正常：当下经营健康，体检的重点转向产品还能支撑几年、下一轮翻新的钱从哪里来',
      ),
      note(
        '指数怎么算、怎么拆，见经营业绩专题的“MPI、ARI 与 RGI 怎么读”；成本逐行诊断的格式见运营案例专题的诊断算例。',
      ),
    ),
    banner(
      '经营对标工具',
      '录入本店和竞争组合12个月的出租率与房价，自动计算 MPI、ARI、RGI 并给出解读',
      '/applet/benchmarking',
    ),
  ],
}

const hotelDecisions: SeedPage = {
  path: 'homeHotel/decisions',
  title: '三条路：调经营、降成本还是改产品',
  summary: '体检之后的决定：每条路适用于什么症状、由谁来做、要不要花钱、用什么口径验证。',
  access: forUserTypes('open_hotel'),
  blocks: [
    rich(
      '先分清症状，再选路',
      p(
        '在营酒店的业主常常同时听到三种建议：管理团队说要加大营销投入，财务说要压缩人工，设计公司说要整体翻新。三者并不互斥，但花钱的先后和决策人不同。判断的顺序是：先看收入份额（RGI）是否落后，落后在房价还是出租率；再看收入正常时利润率是否偏低；最后看产品是否已经撑不住价格。只有第三种情况才需要业主拿出一笔资本性支出。',
      ),
    ),
    table(
      '三条路的比较',
      ['路径', '适用的症状', '谁来做', '钱从哪里来', '怎么验证', '本站去处'],
      [
        [
          '调经营：价格、渠道、客源',
          'RGI 低于100，但产品和点评不落后于对手',
          '管理团队执行，业主审批预算和策略',
          '经营费用，基本不需要资本性支出',
          '同口径的 MPI、ARI、RGI 按月比较',
          '经营业绩、运营管理专题；经营对标工具',
        ],
        [
          '降成本：人工、能耗、采购',
          'RGI 正常而 GOP 率低于本店历史或同档次参考',
          '管理团队执行，业主跟踪',
          '多为运行调整；节能改造需要小额投资',
          '每间已售客房费用、经天气和出租率修正的能耗',
          '运营案例、节能降本、人力资源专题；节能与人员编制工具',
        ],
        [
          '改产品：翻新、换牌、调整业态',
          'ARI 长期偏低，差评集中在设施和房型，距上次翻新多年',
          '业主决策，品牌方提出标准，管理团队配合施工期经营',
          '业主的资本性支出，可能需要贷款',
          '改造后 RevPAR 的实际提升与回收期',
          '资产管理专题、存量物业改造与换牌；改造与换牌测算工具',
        ],
        [
          '换管理方或调整合同',
          '指数长期落后且管理方的改善计划屡次落空',
          '业主决策，往往需要法律意见',
          '可能涉及解约补偿',
          '合同约定的业绩考核口径',
          '争议调解、品牌谈判专题',
        ],
      ],
    ),
    rich(
      '业主与管理方各管什么',
      p(
        '委托管理的酒店，日常定价、排班和采购由管理公司负责，业主通过年度预算、资本性支出审批和月度经营分析会施加影响；业主能直接决定的是投不投钱、续不续约。特许经营或自营的酒店，三条路都由业主自己的团队执行，品牌方只对标准和系统负责。无论哪种模式，业主都应要求每一项改善措施写明金额、负责人、完成时间和验证口径，并在月度经营分析会上逐项跟踪。',
      ),
    ),
    rich(
      '常见的坑',
      ul(
        '用翻新解决定价问题：ARI 不低、MPI 低的酒店，翻新后房价上去了，出租率往往更低',
        '把降本当成收入落后的对策：减少早餐品种、客用品和人手，换来的是点评下降，收入份额继续落后',
        '只和去年比：全市场都在涨的年份，本店的增长可能仍然落后于竞争组合',
        '换管理方之前不算账：解约补偿、换牌改造和新品牌的爬坡期加在一起，可能比忍受几年平庸业绩的代价更大，先看“业主能不能单方解除管理合同”',
      ),
    ),
    {
      type: 'file_list',
      title: '做决定前值得先读的页面',
      files: [
        { name: 'MPI、ARI 与 RGI 怎么读', href: '/datapage/performance/comp-set', format: 'link' },
        { name: '诊断算例：一家高端酒店的利润差在哪里', href: '/datapage/operationCase/cases', format: 'link' },
        { name: '资本性支出与翻新周期', href: '/datapage/asset/capex', format: 'link' },
        { name: '业主能不能单方解除管理合同', href: '/datapage/mediation/termination', format: 'link' },
      ],
    },
  ],
}

function hotelRenovation(): SeedPage {
  const { base, scenarios, first } = renovationScenarios()
  const years = (v: number | null) => (v == null ? '10年内收不回' : `约 ${v.toFixed(1)} 年`)
  const [low, mid, high] = scenarios
  return {
    path: 'homeHotel/renovation',
    title: '翻新值不值：先把 RevPAR 要提升多少算清楚',
    summary: '用改造与换牌测算工具算一家中端酒店的客房翻新：投入多少、提升多少 RevPAR 才能在合理年限内收回。',
    access: forUserTypes('open_hotel'),
    blocks: [
      rich(
        '算例说明',
        p(
          `一家假设的中端酒店，${base.rooms}间客房，准备在现有品牌下做一次客房翻新（不换牌，因此不交新的首期加盟费，品牌费率不变）。改造前的房价${base.adr}元、出租率${base.occupancyPct}%取自基准数据表的中端行（${cite('ops.adr', { segment: 'midscale' })}），每间翻新费${num(base.costPerKey, 0)}元取自表中的中端客房翻新行（${cite('dev.pip_cost_per_key', { segment: 'midscale', variant: 'rooms' })}）。施工期${base.worksMonths}个月、施工期间停用${base.roomsOutPct}%的客房，是工具对客房翻新的默认假设；增量收入的利润转化率${base.flowThroughPct}%由表中的中端 GOP 率和固定成本占比推出。唯一需要业主判断的输入是：翻新后 RevPAR 能比不翻新高多少。`,
        ),
      ),
      table(
        '翻新要投入多少（改造与换牌测算工具计算，万元）',
        ['项目', '计算', '金额'],
        [
          ['客房翻新费', `${base.rooms}间 × ${num(base.costPerKey, 0)}元`, num(first.worksCost)],
          ['不可预见费', `翻新费 × ${base.contingencyPct}%`, num(first.contingency)],
          ['改造投资合计', `每间约${num(first.capexPerKey, 0)}元`, num(first.capex)],
          [
            '施工期损失的利润',
            `年收入${num(first.revenueNow)} × ${base.roomsOutPct}% × ${base.worksMonths}/12 × ${base.flowThroughPct}%`,
            num(first.lostProfit),
          ],
          ['第0年合计投入', '改造投资 + 损失利润', num(first.outlay)],
        ],
      ),
      table(
        'RevPAR 提升幅度决定回收期',
        [
          '翻新后 RevPAR 提升（%）',
          '第2年增量 NOI（万元）',
          '静态回收期',
          `NPV（${base.discountRatePct}%，万元）`,
          'IRR（%）',
        ],
        scenarios.map((s) => [
          s.uplift,
          num(s.year2Noi),
          years(s.result.paybackYears),
          num(s.result.npv),
          s.irr == null ? '无' : pct(s.irr),
        ]),
        `第1年只实现提升的${base.upliftYear1Pct}%，收入年增长${base.growthPct}%，均为工具默认假设；增量 NOI 已扣除增加的品牌费和翻新资本化后多缴的房产税。`,
      ),
      benchmarks('算例所用的基准', [
        'dev.pip_cost_per_key',
        'dev.contingency_pct',
        'ops.adr',
        'ops.occupancy',
        'ops.gop_margin',
        'ops.fixed_share',
        'fin.discount_rate',
        'tax.property_tax_value_pct',
      ]),
      rich(
        '从算例读出什么',
        ul(
          `同一笔${num(first.outlay)}万元的投入，RevPAR 提升${low?.uplift}%时${years(low?.result.paybackYears ?? null)}，提升${mid?.uplift}%时${years(mid?.result.paybackYears ?? null)}，提升${high?.uplift}%时${years(high?.result.paybackYears ?? null)}：翻新是否值得，几乎完全取决于提升幅度这一个假设`,
          `按${base.discountRatePct}%折现，提升${mid?.uplift}%时 NPV 仍为${num(mid?.result.npv ?? 0)}万元，提升${high?.uplift}%时才转为${num(high?.result.npv ?? 0)}万元`,
          '施工期损失的利润占第0年投入的一部分，分批施工、避开旺季能把它压下来，但会拉长工期',
          '翻新资本化后计入房产原值，每年多缴房产税；工具已把它从增量 NOI 中扣除',
        ),
      ),
      rich(
        '提升幅度要有证据',
        ol(
          '看本店的 ARI：翻新前房价已经高于竞争组合的，翻新后继续提价的空间有限',
          '看对手：竞争组合中近年翻新过的酒店，翻新前后的房价和出租率变化是多少',
          '看点评：与设施相关的差评占比越高，翻新对点评分和房价的带动越可信',
          '看品牌：若同时换牌，新品牌的渠道和会员能带来多少间夜，要向品牌方索取同城门店的实际数据',
          '把提升幅度写成情景而不是一个数，至少列出保守、基准、乐观三档，决策时按保守档判断能否接受',
        ),
      ),
      rich(
        '常见的坑',
        ul(
          '用翻新后第一年的表现判断成败：工具假设第一年只实现一半的提升，真实情况也常常如此',
          '只算客房不算公区和机电：公共区域和机电系统的改造要另列，本算例未计入，真实项目往往不能省',
          '忽略施工期的口碑损失：边营业边施工的噪声和粉尘会带来差评，要提前安排楼层封闭和补偿方案',
        ),
        note('把本页的输入换成您酒店的客房数、房价、出租率和报价，在改造与换牌测算工具中即可重算。'),
      ),
    ],
  }
}

export function homeHotelPages(): SeedPage[] {
  return [hotelWelcome, hotelDecisions, hotelRenovation()]
}

// ---------------------------------------------------------------- homeGroup

/** What one hotel brings a group in fees a year: a managed upscale hotel and a franchised midscale hotel. */
export const groupFeeExample = {
  managed: { segment: 'upscale' as const, rooms: 250 },
  franchised: { segment: 'midscale' as const, rooms: 150 },
}

export function groupFeeFigures() {
  const v = (key: string, selector: BenchmarkSelector = {}) => benchmarkValue(key, selector)
  const rooms = (segment: 'upscale' | 'midscale', keys: number) =>
    (keys * 365 * (v('ops.occupancy', { segment }) / 100) * v('ops.adr', { segment })) / 10_000

  const m = groupFeeExample.managed
  const mRooms = rooms(m.segment, m.rooms)
  const nonRooms =
    v('ops.fnb_revenue_share', { segment: m.segment }) + v('ops.other_revenue_share', { segment: m.segment })
  const mTotal = mRooms / (1 - nonRooms / 100)
  const gop = (mTotal * v('ops.gop_margin', { segment: m.segment })) / 100
  const base = (mTotal * v('fee.base_pct')) / 100
  const baseChina = (mTotal * v('fee.base_pct', { variant: 'china_owner_survey' })) / 100
  const incentive = (gop * v('fee.incentive_pct_gop')) / 100
  const managed = {
    roomsRevenue: mRooms,
    totalRevenue: mTotal,
    gop,
    base,
    baseChina,
    incentive,
    fees: base + incentive,
    perKey: ((base + incentive) * 10_000) / m.rooms,
  }

  const f = groupFeeExample.franchised
  const fRooms = rooms(f.segment, f.rooms)
  const royalty = (fRooms * v('fee.franchise_pct_rooms', { segment: f.segment })) / 100
  const system =
    (fRooms *
      (v('fee.reservation_pct_rooms') +
        v('fee.loyalty_pct_rooms') +
        v('fee.marketing_pct_rooms', { segment: f.segment }))) /
    100
  const initial = (f.rooms * v('fee.initial_fee_per_key', { segment: f.segment })) / 10_000
  const ramp = ['y1', 'y2', 'y3'].map((variant) => v('ops.ramp_occupancy_pct', { variant }) / 100)
  const franchised = {
    roomsRevenue: fRooms,
    royalty,
    system,
    initial,
    perKey: (royalty * 10_000) / f.rooms,
    rampRoyalty: ramp.map((share) => royalty * share),
  }
  return { managed, franchised, ramp }
}

const groupWelcome: SeedPage = {
  path: 'homeGroup/welcome',
  title: '集团首页：拓展团队的四个决定',
  summary: '往哪里拓展、用哪个品牌、给业主什么模式、怎样留住业主：每个决定要回答的问题和本站对应的数据。',
  access: forUserTypes('group'),
  blocks: [
    rich(
      '这个首页为谁准备',
      p(
        '您在一家酒店管理集团负责战略、品牌或拓展。集团的增长来自三条线：新签约的项目按时开业、开业的酒店尽快爬坡并持续交费、合同到期的业主愿意续约。首页的分组按这三条线和支撑它们的市场数据排列；本页列出拓展和品牌团队最常做的四个决定。',
      ),
    ),
    table(
      '四个决定与对应的数据',
      ['决定', '要回答的问题', '本站的数据与方法'],
      [
        [
          '往哪里拓展',
          '哪些城市和片区的同档次供给还有缺口；储备会不会在几年内集中开业',
          '城市墙、酒店地图、供给与储备墙；城市研究与供给分析方法',
        ],
        [
          '用哪个品牌去谈',
          '这个片区的客源撑得起哪一档房价；本集团在同城已有哪些门店，会不会互相分流',
          '品牌墙与集团墙、经营业绩对标；产品与品牌战略专题',
        ],
        [
          '给业主什么模式',
          '委托管理还是特许经营：每间客房每年能带来多少费用收入，集团要投入多少人力',
          '本组的“一家店给集团带来多少收入”；经营模式对比工具（从业主的角度）',
        ],
        [
          '怎样留住业主',
          '哪些门店的业绩考核接近不达标；哪些合同在三年内到期；业主最常提的争议是什么',
          '本组的“从签约到续约”；品牌谈判、业主之家、争议调解专题',
        ],
      ],
    ),
    rich(
      '先读的三页',
      ul(
        '集团储备和开业节奏的公开数字怎么读：酒店管理集团专题的“读懂集团的储备与开业节奏”',
        '上市集团的收入结构和利润来源：集团发展战略专题的“收入结构与利润来源”',
        '业主在比选时怎么看集团：酒店管理集团专题的“考察一家管理集团”，这是业主方的考察清单，拓展团队应当提前准备好答案',
      ),
    ),
    links('相关页面', [
      { name: '读懂集团的储备与开业节奏', href: '/datapage/group/pipeline' },
      { name: '收入结构与利润来源：读上市集团的年报', href: '/datapage/groupStrategy/business-model' },
      { name: '考察一家管理集团：要什么资料、怎么核实', href: '/datapage/group/due-diligence' },
    ]),
    banner('开业与筹建统计', '按年份、档次与城市等级查看开业和在建项目，可导出 Excel', '/section/supply'),
  ],
}

function groupFeeEconomics(): SeedPage {
  const f = groupFeeFigures()
  const m = groupFeeExample.managed
  const fr = groupFeeExample.franchised
  const seg = { managed: { segment: m.segment }, franchised: { segment: fr.segment } }
  return {
    path: 'homeGroup/fee-economics',
    title: '一家店给集团带来多少收入：委托管理与特许经营',
    summary:
      '按基准数据表算一家委托管理的高端酒店和一家特许经营的中端酒店每年交给集团的费用，以及开业爬坡对费用的影响。',
    access: forUserTypes('group'),
    blocks: [
      rich(
        '为什么要按单店算',
        p(
          '集团的规模常以签约和开业的家数对外公布，但决定集团收入的是每一家店每年交多少费用，以及签约后要多久才开始交。委托管理的酒店收入高，但集团要派总经理、财务总监并承担业绩考核；特许经营的酒店收入低，集团投入的人力也少，收入几乎只取决于客房收入。下面两个算例只用基准数据表的数值（出处与年份见表下），帮助拓展团队在谈判前知道一家店值多少。',
        ),
      ),
      table(
        `委托管理：一家${m.rooms}间的高端酒店（万元/年）`,
        ['项目', '计算', '金额'],
        [
          [
            '客房收入',
            `${m.rooms}间 × 365 × 出租率${benchmarkValue('ops.occupancy', seg.managed)}% × 房价${benchmarkValue('ops.adr', seg.managed)}元`,
            num(f.managed.roomsRevenue),
          ],
          [
            '总收入',
            `客房收入 ÷（1 − 餐饮${benchmarkValue('ops.fnb_revenue_share', seg.managed)}% − 其他${benchmarkValue('ops.other_revenue_share', seg.managed)}%）`,
            num(f.managed.totalRevenue),
          ],
          ['GOP', `总收入 × ${benchmarkValue('ops.gop_margin', seg.managed)}%`, num(f.managed.gop)],
          ['基本管理费', `总收入 × ${benchmarkValue('fee.base_pct')}%`, num(f.managed.base)],
          [
            '奖励管理费',
            `GOP × ${benchmarkValue('fee.incentive_pct_gop')}%（未扣业主优先回报）`,
            num(f.managed.incentive),
          ],
          ['管理费合计', `折合每间客房每年约${num(f.managed.perKey, 0)}元`, num(f.managed.fees)],
        ],
      ),
      table(
        `特许经营：一家${fr.rooms}间的中端酒店（万元/年）`,
        ['项目', '计算', '金额'],
        [
          [
            '客房收入',
            `${fr.rooms}间 × 365 × 出租率${benchmarkValue('ops.occupancy', seg.franchised)}% × 房价${benchmarkValue('ops.adr', seg.franchised)}元`,
            num(f.franchised.roomsRevenue),
          ],
          [
            '特许经营费（品牌使用费）',
            `客房收入 × ${benchmarkValue('fee.franchise_pct_rooms', seg.franchised)}%`,
            num(f.franchised.royalty),
          ],
          [
            '预订、会员与市场推广费',
            `客房收入 × ${benchmarkValue('fee.reservation_pct_rooms') + benchmarkValue('fee.loyalty_pct_rooms') + benchmarkValue('fee.marketing_pct_rooms', seg.franchised)}%（用于渠道和推广，不计为集团利润）`,
            num(f.franchised.system),
          ],
          [
            '首期加盟费（一次性）',
            `${fr.rooms}间 × ${num(benchmarkValue('fee.initial_fee_per_key', seg.franchised), 0)}元`,
            num(f.franchised.initial),
          ],
          ['特许经营费折合每间客房每年', '', `约${num(f.franchised.perKey, 0)}元`],
        ],
      ),
      table(
        '开业爬坡期的特许经营费（万元）',
        ['开业年份', '出租率达到稳定期的（%）', '特许经营费'],
        f.ramp.map((share, idx) => [`第${idx + 1}年`, pct(share, 0), num(f.franchised.rampRoyalty[idx] ?? 0)]),
        '爬坡比例是本站测算假设，并假设房价在爬坡期不变；实际新店往往以价换量，头一年的费用会更低。',
      ),
      benchmarks('算例所用的费率与经营数据', [
        'fee.base_pct',
        'fee.incentive_pct_gop',
        'fee.owner_priority_pct',
        'fee.franchise_pct_rooms',
        'fee.reservation_pct_rooms',
        'fee.loyalty_pct_rooms',
        'fee.marketing_pct_rooms',
        'fee.initial_fee_per_key',
        'ops.occupancy',
        'ops.adr',
        'ops.gop_margin',
        'ops.ramp_occupancy_pct',
      ]),
      rich(
        '从算例读出什么',
        ul(
          `一家${m.rooms}间的委托管理高端酒店每年约交管理费${num(f.managed.fees)}万元，每间约${num(f.managed.perKey, 0)}元；一家${fr.rooms}间的特许经营中端酒店每年特许经营费约${num(f.franchised.royalty)}万元，每间约${num(f.franchised.perKey, 0)}元。前者每间多出的部分，要用派驻管理团队和承担业绩考核的成本去换`,
          `基本管理费率取亚太管理合同调查的平均${benchmarkValue('fee.base_pct')}%（${cite('fee.base_pct')}）；若按中国业主问卷的平均${benchmarkValue('fee.base_pct', { variant: 'china_owner_survey' })}%（${cite('fee.base_pct', { variant: 'china_owner_survey' })}），基本管理费为${num(f.managed.baseChina)}万元。两份调查年份和样本不同，谈判时要以同城同档次的实际合同为准`,
          `奖励管理费没有扣除业主优先回报。合同若约定业主先拿回投资额的一定比例（表中测算假设为${benchmarkValue('fee.owner_priority_pct')}%），出租率偏低的年份奖励费可能为零，争议调解专题的算例说明了双方对口径的分歧`,
          `签约不等于收入：特许经营店开业第一年按爬坡假设只交约${num(f.franchised.rampRoyalty[0] ?? 0)}万元，第三年才到稳定水平；签约到开业之间，集团只收到一次性的首期加盟费`,
        ),
      ),
      rich(
        '谈判前要想清楚的问题',
        ol(
          '这个项目的收入规模下，委托管理的管理费能否覆盖派驻团队和区域督导的成本',
          '业主要求的优先回报和业绩考核，在不利年份会让奖励费和合同本身面临什么风险',
          '特许经营店由业主自己的团队运营，集团靠什么保证品牌标准和点评，这部分督导成本是否已计入',
          '预订、会员和市场推广费是否足以覆盖渠道成本，业主会不会把它们当作额外的利润来质疑',
          '首期加盟费和开业前支持的收费，与开业后多年的持续费用相比值多少，是否值得为了签约而减免',
        ),
      ),
      rich(
        '常见的坑',
        ul(
          '用签约家数考核拓展团队：储备里有相当一部分可能长期不开业，应同时考核开业家数和开业后第一年的费用收入',
          '把系统费当利润：预订、会员和推广费多半要花回到渠道和推广上，把它们计入利润会高估单店的贡献',
          '为签约而让出过多的业绩考核和终止权：这类条款在合同后半段才生效，代价由运营团队承担',
        ),
      ),
    ],
  }
}

const groupOwnerPipeline: SeedPage = {
  path: 'homeGroup/owner-pipeline',
  title: '从签约到开业再到续约：集团要盯的几条线',
  summary: '储备怎么统计才能看出真实的开业能力，业主关系用什么指标提前预警；公开数字的读法见酒店管理集团专题。',
  access: forUserTypes('group'),
  blocks: [
    rich(
      '储备要按批次跟踪',
      p(
        '集团对外公布的储备是某一天已签约未开业的总数，新签的进来、开业和解约的出去，总数稳定并不代表项目在推进。内部管理要把储备按签约年份分批跟踪：每一批签约项目，到今天有多少已开业、多少在施工、多少还停在设计或报建、多少已解约。这样才能回答两个问题：一个项目从签约到开业平均要多久；签下的项目最终有多少能开业。这两个数决定了今年签约的项目在哪一年开始贡献费用。',
      ),
    ),
    table(
      '储备跟踪表的字段',
      ['字段', '口径', '为什么要记'],
      [
        ['签约日期与签约批次', '按签约年份或季度分批', '按批次计算开业比例和开业用时'],
        ['项目阶段', '设计、报建、施工、装修、筹开、已开业、已解约', '阶段停滞是开业推迟的先兆'],
        ['客房数与档次', '按合同约定的客房数', '家数相同的储备，客房数可以差很多'],
        ['计划开业日期与历次调整', '每次调整都保留记录', '调整次数多的项目要列入重点跟踪'],
        ['业主资金与融资进度', '自有资金到位、贷款审批', '多数停滞项目卡在资金上'],
        ['解约原因', '业主资金、规划变更、转投其他品牌等', '改进签约前的筛选标准'],
      ],
    ),
    rich(
      '业主关系的预警信号',
      ul(
        '业绩考核：合同约定的考核口径下，连续两年接近或低于门槛的门店，业主有权解约或要求补偿，要提前和业主沟通改善计划',
        '合同到期：列出三年内到期的合同，到期前两年就开始讨论续约条件和翻新计划',
        '业主审批：年度预算和资本性支出审批拖延、在经营分析会上反复提出同一问题，往往是争议的开端',
        '费用口径：奖励管理费、系统费和集团采购的计价方式，是业主最常质疑的地方，账单要能逐项说明',
        '总经理更换：一年内更换总经理的门店，业主满意度和业绩通常都会受影响',
      ),
    ),
    rich(
      '每季度给管理层的一页纸',
      ol(
        '储备：按签约批次的开业比例、在施工比例和解约比例，与上季度比较',
        '新开业：本季度开业的门店、开业用时，以及开业后三个月的出租率与房价',
        '费用收入：按委托管理与特许经营分列的费用收入，与预算比较',
        '业主风险：接近考核门槛、三年内到期和有未决争议的门店名单及应对计划',
      ),
      note(
        '集团年报和业绩公告中的储备与开业数字怎么读、彼此能否相加，见酒店管理集团专题的“读懂集团的储备与开业节奏”；合同中的考核与终止条款见品牌谈判专题。',
      ),
    ),
    rich(
      '常见的坑',
      ul(
        '只看储备总数：总数不变时，可能是新签在补开业和解约的缺口，开业能力并没有提高',
        '开业日期只改不记：每次延期都覆盖原日期，无法看出哪些项目已经停滞',
        '业主关系只靠拓展人员：签约后换了对接人，业主的诉求没有进入运营和法务的视野',
      ),
    ),
    links('相关页面', [
      { name: '拓展体系与指标', href: '/datapage/groupStrategy/expansion' },
      { name: '业绩考核与终止条款', href: '/datapage/brandNegotiate/performance-test' },
      { name: '常见争议类型', href: '/datapage/mediation/types' },
    ]),
  ],
}

export function homeGroupPages(): SeedPage[] {
  return [groupWelcome, groupFeeEconomics(), groupOwnerPipeline]
}

// ---------------------------------------------------------------- homePartners

/** Two typical projects in a tier-2 city, sized by the budget and staffing tools at the table's defaults. */
export const partnerProjects = [
  { name: '中端酒店', segment: 'midscale' as const, rooms: 150 },
  { name: '高端酒店', segment: 'upscale' as const, rooms: 250 },
]

export function partnerProjectFigures() {
  return partnerProjects.map((pj) => {
    const budget = calculateBudget({ ...budgetDefaults(pj.segment, 'tier2'), rooms: pj.rooms })
    const line = (key: BudgetLineKey) => (budget.lines.find((l) => l.key === key)?.total ?? 0) / 10_000
    const staff = calculateStaffing(staffingDefaults(pj.segment, pj.rooms))
    const dept = (d: Department) => staff.departments.find((x) => x.department === d)?.headcount ?? 0
    const ffe = line('ffe')
    const ose = line('ose')
    return {
      ...pj,
      total: budget.total / 10_000,
      hardCost: line('hardCost'),
      ffe,
      ose,
      preOpening: line('preOpening'),
      procurementShare: (ffe + ose) / (budget.total / 10_000),
      staff,
      dept,
    }
  })
}

const partnersWelcome: SeedPage = {
  path: 'homePartners/welcome',
  title: '合作伙伴指南',
  summary: '设计、专项顾问、供应商、院校与协会在酒店项目中的位置：服务于业主的哪个决定，业主和品牌方怎么评判。',
  access: forUserTypes('partner'),
  blocks: [
    rich(
      '这个首页为谁准备',
      p(
        '您是参与酒店项目的设计单位、专项顾问、供应商，或者是酒店管理院校、行业协会。酒店项目里拍板的是业主，定标准的是品牌方，您的成果要同时过这两关：符合品牌标准和设计任务书，又不超出业主的预算和工期。本页说明各类合作伙伴在项目中服务于哪个决定、会被怎样评判，首页的分组则指向对应的方法和数据。',
      ),
    ),
    table(
      '各类合作伙伴在项目中的位置',
      ['合作伙伴', '介入阶段', '服务于业主的哪个决定', '业主和品牌方怎么评判', '在本站先看'],
      [
        [
          '建筑与室内设计',
          '概念方案到施工图，样板间',
          '面积配置、房型和标准',
          '是否满足品牌标准和任务书；造价是否在预算内；后场和服务流线是否好用',
          '酒店设计专题：面积配置、设计任务书、审图要点',
        ],
        [
          '机电与专项顾问',
          '方案到调试',
          '系统选型与运行成本',
          '造价与十年运行成本一起比较，而不是只比初始投资',
          '建造数据专题：机电系统',
        ],
        [
          'FF&E 与 OS&E 供应商',
          '设计深化到开业前',
          '采购清单、预算与交期',
          '样品是否经书面确认；交期能否对上开业关键路径；安装和移交是否完整',
          '采购专题：采购时间表、到货与移交',
        ],
        [
          '酒店管理院校',
          '筹开招聘与在营培训',
          '编制、招聘与培训计划',
          '按岗位到岗的人数和开业前培训的完成情况',
          '人力资源与培训赋能专题',
        ],
        ['行业协会', '贯穿全周期', '行业数据、标准与评定', '数据口径是否清楚、出处和年份是否写明', '行业观察专题'],
      ],
    ),
    rich(
      '与业主和品牌方合作的几条规矩',
      ul(
        '报价按业主的清单和计量单位逐项报，不打包；替代品单列，写明与原规格的差异',
        '样品、色板和样板间的确认一律书面留存，确认人是业主指定的人，而不是现场的任意一方',
        '任何变更都写明对造价和工期的影响，经业主书面同意后再执行',
        '设计成果注明依据的品牌标准版本和国家标准编号；星级酒店项目还要对照《旅游饭店星级的划分与评定》（GB/T 14308-2023），建筑设计对照《旅馆建筑设计规范》（JGJ 62-2014）',
        '交给本站或业主的数据写明出处和年份；项目数据属于业主，未经同意不用于其他项目或宣传',
      ),
    ),
    links('相关页面', [
      { name: '设计任务书写什么', href: '/datapage/design/brief' },
      { name: '样板间怎么评审', href: '/datapage/design/mockup' },
      { name: '到货、安装与移交', href: '/datapage/purchase/delivery' },
      { name: '招聘与培训计划', href: '/datapage/opening/staffing' },
    ]),
  ],
}

function partnersProjectSize(): SeedPage {
  const rows = partnerProjectFigures()
  const [mid, up] = rows
  if (!mid || !up) throw new Error('two projects expected')
  const depts: Department[] = ['rooms', 'fnb', 'engineering', 'sales', 'admin', 'security']
  return {
    path: 'homePartners/project-size',
    title: '一个酒店项目有多大的采购量和用人量',
    summary: '用投资预算工具和人员编制工具，按基准数据表算一家中端和一家高端酒店的 FF&E、OS&E 金额与开业用人。',
    access: forUserTypes('partner'),
    blocks: [
      rich(
        '算例说明',
        p(
          `供应商要判断一个项目的采购额值不值得投标，院校要判断一家新酒店开业需要多少学生实习和就业，最快的办法是按档次和客房数估一遍。下面两个项目都位于二线城市：一家${mid.rooms}间的中端酒店和一家${up.rooms}间的高端酒店。投资按投资预算工具计算，编制按人员编制工具计算，所有单价、比例和人房比都取自基准数据表（出处与年份见表下）；真实项目以业主的预算和品牌的编制标准为准。`,
        ),
      ),
      table(
        '投资与采购（投资预算工具计算，万元）',
        ['项目', '建安工程费', 'FF&E', 'OS&E', '开业前费用', '总投资', 'FF&E 与 OS&E 占总投资（%）'],
        rows.map((r) => [
          `${r.name}（${r.rooms}间）`,
          num(r.hardCost),
          num(r.ffe),
          num(r.ose),
          num(r.preOpening),
          num(r.total),
          pct(r.procurementShare),
        ]),
        '总投资还包括专业服务费和不可预见费，未单列；不含土地费用。',
      ),
      table(
        '开业用人（人员编制工具计算，人）',
        ['部门', `${mid.name}（${mid.rooms}间）`, `${up.name}（${up.rooms}间）`],
        [
          ...depts.map((d) => [departmentLabels[d], mid.dept(d), up.dept(d)]),
          ['合计', mid.staff.headcount, up.staff.headcount],
          ['人房比（人/间）', mid.staff.staffPerRoom.toFixed(2), up.staff.staffPerRoom.toFixed(2)],
        ],
        '餐饮人数按餐饮网点数乘以每个网点的人数估算，网点数由工具按档次的餐饮收入占比推出；外包岗位是否计入，以酒店的用工方式为准。',
      ),
      benchmarks('算例所用的单价与比例', [
        'dev.hard_cost_per_sqm',
        'dev.gfa_per_key',
        'dev.ffe_per_key',
        'dev.ose_per_key',
        'dev.pre_opening_per_key',
        'ops.staff_per_room',
        'ops.staff_dept_share',
      ]),
      rich(
        '从算例读出什么',
        ul(
          `FF&E 与 OS&E 合计：中端项目约${num(mid.ffe + mid.ose)}万元，占总投资${pct(mid.procurementShare)}%；高端项目约${num(up.ffe + up.ose)}万元，占${pct(up.procurementShare)}%。高端项目的采购额更大，但在总投资中的比重反而更低，因为它的建安投入增长得更快`,
          `开业用人：中端项目约${mid.staff.headcount}人，高端项目约${up.staff.headcount}人；人房比分别为${mid.staff.staffPerRoom.toFixed(2)}和${up.staff.staffPerRoom.toFixed(2)}，高端酒店每间客房配的人约是中端的${(up.staff.staffPerRoom / mid.staff.staffPerRoom).toFixed(1)}倍，来自全服务的餐饮网点（餐饮部${up.dept('fnb')}人对${mid.dept('fnb')}人）和更细的客房、工程与安保分工`,
          'OS&E 的金额不大，但品类最多、交期最分散，最容易拖住开业；供应商要按开业关键路径倒排到货时间',
        ),
      ),
      rich(
        '供应商和院校怎么用这两张表',
        ol(
          '供应商：先用业主公布的档次和客房数估出 FF&E 与 OS&E 的量级，再对照招标范围判断自己能覆盖哪一部分',
          '供应商：报价前向业主或品牌方索取品牌的 FF&E 标准和 OS&E 清单，单价以清单规格为准，而不是以同档次均价为准',
          '院校：按客房部和餐饮部的人数估算一家新店能接收的实习生和毕业生，提前一年与业主和管理公司确定培训计划',
          '院校：高端项目岗位多、分工细，适合按岗位提前定向培养；中端项目用人少，岗位常常合并，更看重一人多岗的能力',
        ),
      ),
      rich(
        '常见的坑',
        ul(
          '用总投资乘以一个比例估采购额：不同档次的比例差别很大，要按客房数和每间单价估',
          '只按客房数估用人：同样的客房数，有没有全日餐厅、中餐厅和宴会厅，用人差别很大',
          '忽略开业前的到岗节奏：人员分批到岗，院校的实习安排要对上开业前几个月的培训计划',
        ),
        note('把客房数、档次和城市等级换成实际项目，在投资预算工具和人员编制工具中即可重算。'),
      ),
    ],
  }
}

const partnersReview: SeedPage = {
  path: 'homePartners/review',
  title: '您的成果怎样被评审：节点、评审人与常见退回原因',
  summary: '设计、采购和培训成果在酒店项目中经过哪些评审节点，谁来评审，最常因为什么被退回。',
  access: forUserTypes('partner'),
  blocks: [
    rich(
      '评审的逻辑',
      p(
        '酒店项目的评审通常有两条线：品牌方按品牌标准审，看的是合规；业主按预算、工期和经营需要审，看的是值不值。两条线的意见经常不一致，例如品牌标准要求的设施超出了业主预算。合作伙伴的成果要在提交前自己先过一遍两条线，并把取舍写清楚，交给业主决定，而不是等评审会上再争论。',
      ),
    ),
    table(
      '主要评审节点',
      ['成果', '评审节点', '谁来评审', '常见退回原因'],
      [
        [
          '建筑与室内方案',
          '概念方案、扩初、施工图、样板间',
          '品牌方技术服务团队、业主、顾问',
          '面积配置与任务书不符；后场面积被压缩；造价超出目标',
        ],
        [
          '机电与专项设计',
          '系统方案、施工图、调试',
          '品牌方工程团队、业主、机电顾问',
          '只比初始投资，没有运行能耗和维护成本的比较',
        ],
        [
          'FF&E 与 OS&E',
          '规格书、样品、首批到货、安装验收',
          '室内设计师、品牌方、业主采购与筹开团队',
          '样品与规格书不符；替代品未经确认；交期晚于开业关键路径',
        ],
        [
          '培训与人才输送',
          '培训计划、开业前考核、试营业',
          '管理公司人力资源与各部门负责人',
          '岗位与编制计划不匹配；到岗时间晚于开业前培训',
        ],
      ],
    ),
    rich(
      '提交前的自查清单',
      ol(
        '写明依据的品牌标准版本、设计任务书版本和国家标准编号',
        '列出与标准或任务书不一致之处、原因和对造价与工期的影响',
        '造价或报价按业主的分项口径列示，能与投资预算逐项对上',
        '交期与安装、调试、培训的时间倒排到开业日期，标出关键路径上的项',
        '列出需要业主或品牌方书面确认的事项和最晚确认日期',
      ),
    ),
    rich(
      '常见的坑',
      ul(
        '只对品牌方负责：方案完全合规，却让业主超支，最后在施工阶段被大幅删减',
        '口头确认：评审会上达成的意见没有纪要，样品和变更在到货时才出现分歧',
        '把评审当成一次性的：每个节点的意见都要在下一版成果中逐条回应',
      ),
    ),
  ],
}

export function homePartnersPages(): SeedPage[] {
  return [partnersWelcome, partnersProjectSize(), partnersReview]
}

// ---------------------------------------------------------------- homeHuamei

/** How many rows of the benchmark table rest on each kind of source: what share of the figures is published. */
export function benchmarkSourceMix() {
  const counts = new Map<SourceKind, number>(sourceKinds.map((k) => [k, 0]))
  let rows = 0
  for (const figure of benchmarkTable.figures.values()) {
    for (const row of figure.rows) {
      const kind = benchmarkTable.sources.get(row.source)?.kind
      if (!kind) continue
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
      rows += 1
    }
  }
  return { counts, rows, figures: benchmarkTable.figures.size }
}

/** A draft upscale budget whose FF&E and hard cost were copied from another project: what the budget tool flags. */
export const draftBudget = { ffePerKey: 150_000, hardCostPerSqm: 9_000 }

export function draftBudgetCheck() {
  const input = { ...budgetDefaults('upscale', 'tier2'), ...draftBudget }
  const draft = calculateBudget(input)
  const table = calculateBudget(budgetDefaults('upscale', 'tier2'))
  return { input, draft, table, outliers: budgetOutliers(input, draft) }
}

const huameiWelcome: SeedPage = {
  path: 'homeHuamei/welcome',
  title: '员工工作指引',
  summary: '在本站做项目的步骤、客户在各自首页看到什么，以及成果交付前的自查。',
  access: employeesOnly,
  blocks: [
    rich(
      '在本站做一个项目',
      ol(
        '在项目管理中建立项目，关联客户组织，加入项目成员；客户只看得到自己组织的项目和文件',
        '用“进入客户视图”按客户类别和组织进入客户的门户，确认客户打开首页时看到的内容、工具和报告',
        '研究底稿从专题页面、酒店墙、品牌墙、城市墙和酒店地图取数；员工可以导出筛选结果，带回项目底稿',
        '测算先用本站工具跑一遍：工具的缺省值都来自基准数据表，改动过的输入要在底稿中写明依据',
        '成果上传到项目文件，报告在线阅读时带有阅读者的水印',
      ),
    ),
    table(
      '客户登录后落在哪个首页',
      ['用户类型', '首页', '首页为谁准备'],
      [
        ['集团', startPageByUserType.group, '集团的战略、品牌和拓展团队：拓展决定、单店费用收入、储备与业主关系'],
        ['新酒店', startPageByUserType.new_hotel, '筹建中的业主：项目路线图、成果读法、可研算例'],
        ['咨询客户', startPageByUserType.consulting, '委托研究的客户：与新酒店共用同一首页'],
        ['开业酒店', startPageByUserType.open_hotel, '在营酒店的业主和管理者：体检、三条路的选择、翻新算例'],
        ['合作伙伴', startPageByUserType.partner, '设计、顾问、供应商、院校与协会：各自的位置、采购量与用人量算例'],
      ],
      '有组织类型的用户（如业主、单体酒店、院校）落在各自组织的首页；规则见产品设计文档第1节。',
    ),
    rich(
      '成果交付前的自查',
      ul(
        '每个可以核对的数字都注明出处（发布机构、文件名）和数据时点；找不到的写“暂无公开数据”，不估一个数填上',
        '档次只用一套：奢华、超高端、高端、中高端、中端、经济型；品牌的档次以其所属集团公布的描述为准',
        '本站的演示数据只用于演示功能，不进入任何正式成果',
        '算例能用本站工具复算；改了缺省值的，写明改成了什么、为什么',
        '结论写成客户能执行的一句话，并写明它成立的前提',
      ),
      note('数字的引用规则和自查方法见本组的“数字的出处”；工具与问题的对应见“哪个问题用哪个工具”。'),
    ),
  ],
}

function huameiSourcing(): SeedPage {
  const mix = benchmarkSourceMix()
  const assumed = mix.counts.get('assumption') ?? 0
  return {
    path: 'homeHuamei/sourcing',
    title: '数字的出处：引用规则与自查',
    summary: '基准数据表里的数字分哪几类来源、各有多少行；成果中引用数字的规则和常见错误。',
    access: employeesOnly,
    blocks: [
      rich(
        '先知道表里有什么',
        p(
          `页面和工具共用一张基准数据表。目前表中有${mix.figures}项指标、${mix.rows}个数值行，其中${assumed}行（约${pct(assumed / mix.rows, 0)}%）是测算假设，其余来自公开来源。测算假设是在找不到公开数字时为工具设定的起点，页面上一律显示为“测算假设”，不能在成果里写成“行业数据”或“市场平均”。`,
        ),
      ),
      table(
        '基准数据表的来源构成（按数值行计）',
        ['来源类别', '行数', '占比（%）', '引用时要写明'],
        sourceKinds.map((k) => [
          sourceKindLabels[k],
          mix.counts.get(k) ?? 0,
          pct((mix.counts.get(k) ?? 0) / mix.rows),
          {
            statistics: '统计机构、公报或年鉴名称、表号和统计期',
            law: '法规全称、文号和条款',
            standard: '标准编号、年份和名称',
            annual_report: '公司名称、报告名称和报告期；转载的注明转载来源',
            survey: '调查机构、调查名称、年份和样本范围',
            research: '作者或机构、标题和年份；原始数据来源不明的要说明',
            assumption: '写明是测算假设和设定方法，不写成市场数据',
          }[k],
        ]),
        '行数由本页按基准数据表实时统计。',
      ),
      benchmarks(
        '示例：同一项指标的公开来源与测算假设并存',
        ['ops.occupancy', 'ops.gop_margin'],
        '出租率各档次多有公开来源，GOP 率各档次目前都是测算假设：同一张表里，两类数字的可信程度不同，引用时要分开说明。',
      ),
      rich(
        '到哪里找原始来源',
        ul(
          '统计数据：国家统计局和各省市统计局的统计年鉴与统计公报；文化和旅游部的星级饭店统计调查报告',
          '上市集团：年度报告和业绩公告，到证券交易所的信息披露网站读原文，不以新闻稿的转述为准',
          '行业榜单：协会和研究机构的年度榜单，注意它的统计口径（在营还是含待开业、全国还是大中华区）',
          '标准与法规：国家标准全文公开系统查标准的编号、年份和状态；法规以政府网站公布的文本为准，注意修订后的条款编号',
          '项目数据：业主提供的报表和合同，只用于本项目，引用时写明“业主提供”',
        ),
      ),
      rich(
        '引用规则',
        ol(
          '先读原文：从新闻或研究报告转引的数字，要找到原始的年报、公报或标准；只能读到转载时，注明“据某某转载”',
          '写全出处：发布机构、文件名、发布年份和数据时点，四项缺一不可',
          '口径一致：在营与待开业、已签约与筹建中、全国与大中华区，口径不同的数字不相加、不比较',
          '不补数：查不到的写“暂无公开数据”，并说明可以用什么方法在项目中取得',
          '法规和标准写到文号和条款；标准只写编号和名称、不引条文的，不要写成“标准规定”',
        ),
      ),
      rich(
        '常见错误',
        ul(
          '把一家集团的数字当成行业数字：某集团中端酒店的出租率不能代表全国中端市场',
          '把淡季数据当全年：北京的星级饭店数据是一季度累计，低于全年水平',
          '把测算假设写进结论：“行业 GOP 率一般为多少”这类句子，出处往往只是工具的缺省值',
          '年份过旧不提示：早年的房价和资本化率与今天差别很大，引用时写明年份并提示复核',
        ),
      ),
    ],
  }
}

function huameiTools(): SeedPage {
  const c = draftBudgetCheck()
  const labels: Partial<Record<keyof typeof c.input, string>> = {
    ffePerKey: '每间 FF&E（元）',
    hardCostPerSqm: '建安单方造价（元/㎡）',
  }
  return {
    path: 'homeHuamei/tools',
    title: '哪个问题用哪个工具：附一次预算复核',
    summary: '客户的问题与本站工具的对应；用投资预算工具复核一份草稿预算，找出偏离基准区间的输入。',
    access: employeesOnly,
    blocks: [
      table(
        '客户的问题与工具',
        ['客户会这样问', '工具'],
        appletNames.map((name) => [applets[name].question, applets[name].title]),
        '问题与工具名称取自工具目录，目录变化时本表随之变化。',
      ),
      rich(
        '复核算例：一份照搬其他项目单价的草稿预算',
        p(
          `同事交来一份二线城市${c.input.rooms}间高端酒店的投资预算草稿，每间 FF&E 写的是${num(draftBudget.ffePerKey, 0)}元，建安单方造价${num(draftBudget.hardCostPerSqm, 0)}元/㎡，其余沿用工具缺省值。把草稿的输入填进投资预算工具，工具会把落在基准区间之外的输入标出来，并给出总投资的差别。`,
        ),
      ),
      table(
        '投资预算工具标出的偏离项',
        ['输入', '草稿取值', '基准区间下限', '基准区间上限'],
        c.outliers.map((o) => [labels[o.key] ?? o.key, num(o.value, 0), num(o.low, 0), num(o.high, 0)]),
      ),
      table(
        '草稿与缺省值的总投资（投资预算工具计算）',
        ['口径', '总投资（万元）', '每间（万元）'],
        [
          ['草稿', num(c.draft.total / 10_000), num(c.draft.totalPerKey / 10_000)],
          ['工具缺省值', num(c.table.total / 10_000), num(c.table.totalPerKey / 10_000)],
        ],
      ),
      benchmarks('复核所用的基准区间', ['dev.ffe_per_key', 'dev.hard_cost_per_sqm']),
      rich(
        '复核之后怎么处理',
        ul(
          `草稿比缺省值多出约${num((c.draft.total - c.table.total) / 10_000)}万元。偏离区间不等于错误：品牌标准高、设计方案复杂或城市造价高都可能成立，但必须有依据`,
          '依据可以是设计方案的工程量清单、品牌的 FF&E 标准、同城近期项目的中标价；写在底稿中，交付时作为附件',
          '找不到依据的，退回缺省值或区间内的数值，并在成果中说明这是测算假设',
          '这两项的基准区间目前都是测算假设，区间本身也要随项目积累的实际数据更新',
        ),
      ),
    ],
  }
}

export function homeHuameiPages(): SeedPage[] {
  return [huameiWelcome, huameiSourcing(), huameiTools()]
}
