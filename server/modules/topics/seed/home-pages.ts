import { type BudgetLineKey, budgetDefaults, budgetOutliers, calculateBudget } from '#common/applets/budget'
import { feasibilityDefaultsFor } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { feasibilitySensitivity } from '#common/applets/feasibility-sensitivity'
import { calculatePip, pipDefaults } from '#common/applets/pip'
import { appletNames, applets } from '#common/applets/registry'
import { calculateStaffing, type Department, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import {
  type BenchmarkSelector,
  benchmarkRow,
  benchmarkSource,
  benchmarks as benchmarkTable,
  benchmarkValue,
  citeSource,
} from '#common/benchmarks/benchmarks'
import { type SourceKind, sourceKindLabels, sourceKinds } from '#common/benchmarks/schema'
import { startPageByUserType } from '#common/user-types'
import { type CodePage, p, rich, table, ul } from './define.ts'

/**
 * The pages of the five home topics: each written for the one kind of reader that lands there (docs/shell.md
 * § Landing). They address that reader's decisions and send them on to the deep topics and tools rather than repeating
 * them.
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

function consultReading(): CodePage {
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
    blocks: [
      rich(
        '为什么先看敏感性',
        p(
          `可研报告的结论写在一个基准情景上，而业主真正要知道的是：哪个假设错了，结论就不成立。下面的算例是一个三线城市、${i.rooms}间客房、购地新建（建设期${i.constructionMonths}个月）的中端酒店，按特许经营测算，所有输入都是可行性研究工具在“中端、三线城市”下的缺省值：房价${i.adr}元和出租率${i.occupancyPct}%来自基准数据表的中端行（${cite('ops.adr', { segment: 'midscale' })}），造价、费用率、税费和贷款条件同样取自该表；楼面地价每平方米${num(i.landPricePerSqm, 0)}元和容积率${i.plotRatio}是工具的示例假设。它不是对任何项目的判断，但正式可研的敏感性分析就应当这样读。`,
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
      rich(
        '从算例读出什么',
        ul(
          `最能改变结论的是“${widest?.label}”：变动${widest?.step}时，股权 IRR 在${irrText(widest?.down ?? null)}%和${irrText(widest?.up ?? null)}%之间摆动。这一项的依据要最先核实，其次才是排在后面的假设`,
          `房价变动10%对回报的影响大于出租率变动10%：两者按同一比例改变客房收入，固定费用按金额不变，但只有出租率变动会同时改变按间夜发生的客房费用（清洁、布草、客用品、佣金）；可研报告里这两项的依据都应来自竞争组合的实测数据`,
          `偿债是这个项目的短板：按缺省的贷款比例，${yearsText(e.belowYears)}的 DSCR 低于基准表的下限${e.dscrMin}（${cite('fin.dscr_min')}，为境外商业抵押贷款的参考值，国内以银行授信方案为准）。还本宽限只是把压力往后推：前${consultCase.graceYears}年只付息后，仍有${yearsText(e.graceBelowYears)}低于下限，要降低贷款比例或增加自有资金`,
          `出售回款占开业后全部回收的${pct(e.saleShare, 0)}%：退出资本化率取表中缺省值${benchmarkValue('fin.cap_rate')}%（${cite('fin.cap_rate')}），三线城市的酒店交易少，这个假设要用区间而不是一个数来表达`,
        ),
      ),
    ],
  }
}

export function homeConsultPages(): CodePage[] {
  return [consultReading()]
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

function hotelRenovation(): CodePage {
  const { base, scenarios, first } = renovationScenarios()
  const years = (v: number | null) => (v == null ? '10年内收不回' : `约 ${v.toFixed(1)} 年`)
  const [low, mid, high] = scenarios
  return {
    path: 'homeHotel/renovation',
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
      rich(
        '从算例读出什么',
        ul(
          `同一笔${num(first.outlay)}万元的投入，RevPAR 提升${low?.uplift}%时${years(low?.result.paybackYears ?? null)}，提升${mid?.uplift}%时${years(mid?.result.paybackYears ?? null)}，提升${high?.uplift}%时${years(high?.result.paybackYears ?? null)}：翻新是否值得，几乎完全取决于提升幅度这一个假设`,
          `按${base.discountRatePct}%折现，提升${mid?.uplift}%时 NPV 仍为${num(mid?.result.npv ?? 0)}万元，提升${high?.uplift}%时才转为${num(high?.result.npv ?? 0)}万元`,
          '施工期损失的利润占第0年投入的一部分，分批施工、避开旺季能把它压下来，但会拉长工期',
          '翻新资本化后计入房产原值，每年多缴房产税；工具已把它从增量 NOI 中扣除',
        ),
      ),
    ],
  }
}

export function homeHotelPages(): CodePage[] {
  return [hotelRenovation()]
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

function groupFeeEconomics(): CodePage {
  const f = groupFeeFigures()
  const m = groupFeeExample.managed
  const fr = groupFeeExample.franchised
  const seg = { managed: { segment: m.segment }, franchised: { segment: fr.segment } }
  return {
    path: 'homeGroup/fee-economics',
    blocks: [
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
      rich(
        '从算例读出什么',
        ul(
          `一家${m.rooms}间的委托管理高端酒店每年约交管理费${num(f.managed.fees)}万元，每间约${num(f.managed.perKey, 0)}元；一家${fr.rooms}间的特许经营中端酒店每年特许经营费约${num(f.franchised.royalty)}万元，每间约${num(f.franchised.perKey, 0)}元。前者每间多出的部分，要用派驻管理团队和承担业绩考核的成本去换`,
          `基本管理费率取亚太管理合同调查的平均${benchmarkValue('fee.base_pct')}%（${cite('fee.base_pct')}）；若按中国业主问卷的平均${benchmarkValue('fee.base_pct', { variant: 'china_owner_survey' })}%（${cite('fee.base_pct', { variant: 'china_owner_survey' })}），基本管理费为${num(f.managed.baseChina)}万元。两份调查年份和样本不同，谈判时要以同城同档次的实际合同为准`,
          `奖励管理费没有扣除业主优先回报。合同若约定业主先拿回投资额的一定比例（表中测算假设为${benchmarkValue('fee.owner_priority_pct')}%），出租率偏低的年份奖励费可能为零，争议调解专题的算例说明了双方对口径的分歧`,
          `签约不等于收入：特许经营店开业第一年按爬坡假设只交约${num(f.franchised.rampRoyalty[0] ?? 0)}万元，第三年才到稳定水平；签约到开业之间，集团只收到一次性的首期加盟费`,
        ),
      ),
    ],
  }
}

export function homeGroupPages(): CodePage[] {
  return [groupFeeEconomics()]
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

function partnersProjectSize(): CodePage {
  const rows = partnerProjectFigures()
  const [mid, up] = rows
  if (!mid || !up) throw new Error('two projects expected')
  const depts: Department[] = ['rooms', 'fnb', 'engineering', 'sales', 'admin', 'security']
  return {
    path: 'homePartners/project-size',
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
      rich(
        '从算例读出什么',
        ul(
          `FF&E 与 OS&E 合计：中端项目约${num(mid.ffe + mid.ose)}万元，占总投资${pct(mid.procurementShare)}%；高端项目约${num(up.ffe + up.ose)}万元，占${pct(up.procurementShare)}%。高端项目的采购额更大，但在总投资中的比重反而更低，因为它的建安投入增长得更快`,
          `开业用人：中端项目约${mid.staff.headcount}人，高端项目约${up.staff.headcount}人；人房比分别为${mid.staff.staffPerRoom.toFixed(2)}和${up.staff.staffPerRoom.toFixed(2)}，高端酒店每间客房配的人约是中端的${(up.staff.staffPerRoom / mid.staff.staffPerRoom).toFixed(1)}倍，来自全服务的餐饮网点（餐饮部${up.dept('fnb')}人对${mid.dept('fnb')}人）和更细的客房、工程与安保分工`,
          'OS&E 的金额不大，但品类最多、交期最分散，最容易拖住开业；供应商要按开业关键路径倒排到货时间',
        ),
      ),
    ],
  }
}

export function homePartnersPages(): CodePage[] {
  return [partnersProjectSize()]
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

const huameiWelcome: CodePage = {
  path: 'homeHuamei/welcome',
  blocks: [
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
  ],
}

function huameiSourcing(): CodePage {
  const mix = benchmarkSourceMix()
  const assumed = mix.counts.get('assumption') ?? 0
  return {
    path: 'homeHuamei/sourcing',
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
    ],
  }
}

function huameiTools(): CodePage {
  const c = draftBudgetCheck()
  const labels: Partial<Record<keyof typeof c.input, string>> = {
    ffePerKey: '每间 FF&E（元）',
    hardCostPerSqm: '建安单方造价（元/㎡）',
  }
  return {
    path: 'homeHuamei/tools',
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

export function homeHuameiPages(): CodePage[] {
  return [huameiWelcome, huameiSourcing(), huameiTools()]
}
