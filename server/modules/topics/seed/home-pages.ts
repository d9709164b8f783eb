import { type BudgetLineKey, budgetDefaults, budgetOutliers, calculateBudget } from '#common/applets/budget'
import { feasibilityDefaultsFor } from '#common/applets/feasibility'
import { calculateFeasibility } from '#common/applets/feasibility-model'
import { feasibilitySensitivity } from '#common/applets/feasibility-sensitivity'
import { calculatePip, pipDefaults } from '#common/applets/pip'
import { appletNames, applets } from '#common/applets/registry'
import { calculateStaffing, type Department, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import { type BenchmarkSelector, benchmarksInForce, benchmarkValue } from '#common/benchmarks/benchmarks'
import { type SourceKind, sourceKindLabels, sourceKinds } from '#common/benchmarks/schema'
import { startPageByUserType } from '#common/user-types'
import { type CodePage, table } from './define.ts'

/**
 * The pages of the five home topics: each written for the one kind of reader that lands there (docs/shell.md
 * § Landing). They address that reader's decisions and send them on to the deep topics and tools rather than repeating
 * them.
 * Every figure comes from the benchmark table (cited next to it with `cite`) or is computed by an existing tool;
 * seed.test.ts checks that the printed numbers equal the computation.
 */

const num = (value: number, digits = 1) => value.toLocaleString('en-US', { maximumFractionDigits: digits })
const pct = (ratio: number, digits = 1) => (ratio * 100).toFixed(digits)

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
    figures: {
      i,
      r,
      e,
      consultCase,
      widest,
      belowOrAbove: below ? '低于' : '高于',
      irrVerdict: below ? '按基准情景，全投资回报不够' : '全投资回报达到要求',
      belowYearsText: yearsText(e.belowYears),
      minDscr: r.minDscr?.value.toFixed(2),
      graceMinDscr: e.grace.minDscr?.value.toFixed(2),
      graceBelowYearsText: yearsText(e.graceBelowYears),
      widestDown: irrText(widest?.down ?? null),
      widestUp: irrText(widest?.up ?? null),
    },
    blocks: [
      table(
        '哪个假设最能改变结论：股权 IRR 的单项敏感性（%）',
        ['假设', '变动幅度', '下调时', '上调时'],
        e.sensitivity.tornado.map((t) => [t.label, t.step, irrText(t.down), irrText(t.up)]),
        `基准股权 IRR 为${irrText(e.sensitivity.base)}%；按影响从大到小排列，由工具的敏感性分析计算。费用率下调时回报上升，其余多数假设方向相反。`,
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
    figures: {
      base,
      first,
      low,
      mid,
      high,
      lowPayback: years(low?.result.paybackYears ?? null),
      midPayback: years(mid?.result.paybackYears ?? null),
      highPayback: years(high?.result.paybackYears ?? null),
      midNpv: mid?.result.npv ?? 0,
      highNpv: high?.result.npv ?? 0,
    },
    blocks: [
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

/** A fee table's rooms-revenue row: rooms × 365 × the segment's occupancy and ADR. */
const roomsRevenueRow = (rooms: number, selector: BenchmarkSelector, amount: number) => [
  '客房收入',
  `${rooms}间 × 365 × 出租率${benchmarkValue('ops.occupancy', selector)}% × 房价${benchmarkValue('ops.adr', selector)}元`,
  num(amount),
]

function groupFeeEconomics(): CodePage {
  const f = groupFeeFigures()
  const m = groupFeeExample.managed
  const fr = groupFeeExample.franchised
  const seg = { managed: { segment: m.segment }, franchised: { segment: fr.segment } }
  return {
    path: 'homeGroup/fee-economics',
    figures: { m, f, fr, firstYearRoyalty: f.franchised.rampRoyalty[0] ?? 0 },
    blocks: [
      table(
        `委托管理：一家${m.rooms}间的高端酒店（万元/年）`,
        ['项目', '计算', '金额'],
        [
          roomsRevenueRow(m.rooms, seg.managed, f.managed.roomsRevenue),
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
          roomsRevenueRow(fr.rooms, seg.franchised, f.franchised.roomsRevenue),
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
    figures: {
      mid,
      up,
      midFfeOse: mid.ffe + mid.ose,
      upFfeOse: up.ffe + up.ose,
      staffPerRoomRatio: up.staff.staffPerRoom / mid.staff.staffPerRoom,
      upFnbStaff: up.dept('fnb'),
      midFnbStaff: mid.dept('fnb'),
    },
    blocks: [
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
  for (const figure of benchmarksInForce().figures.values()) {
    for (const row of figure.rows) {
      const kind = benchmarksInForce().sources.get(row.source)?.kind
      if (!kind) continue
      counts.set(kind, (counts.get(kind) ?? 0) + 1)
      rows += 1
    }
  }
  return { counts, rows, figures: benchmarksInForce().figures.size }
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
  figures: { startPageByUserType },
  blocks: [],
}

function huameiSourcing(): CodePage {
  const mix = benchmarkSourceMix()
  const assumed = mix.counts.get('assumption') ?? 0
  return {
    path: 'homeHuamei/sourcing',
    figures: { mix, assumed, assumedShare: assumed / mix.rows },
    blocks: [
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
    figures: {
      c,
      draftBudget,
      total_000: c.draft.total / 10_000,
      totalPerKey_000: c.draft.totalPerKey / 10_000,
      total_0002: c.table.total / 10_000,
      totalPerKey_0002: c.table.totalPerKey / 10_000,
      table_000: (c.draft.total - c.table.total) / 10_000,
    },
    blocks: [
      table(
        '客户的问题与工具',
        ['客户会这样问', '工具'],
        appletNames.map((name) => [applets[name].question, applets[name].title]),
        '问题与工具名称取自工具目录，目录变化时本表随之变化。',
      ),
      table(
        '投资预算工具标出的偏离项',
        ['输入', '草稿取值', '基准区间下限', '基准区间上限'],
        c.outliers.map((o) => [labels[o.key] ?? o.key, num(o.value, 0), num(o.low, 0), num(o.high, 0)]),
      ),
    ],
  }
}

export function homeHuameiPages(): CodePage[] {
  return [huameiWelcome, huameiSourcing(), huameiTools()]
}
