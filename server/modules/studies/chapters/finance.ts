/** The money chapters of the study: investment and financing, and returns with their sensitivity grids. */
import { feasibilityBenchmarks } from '#common/applets/feasibility'
import { feasibilityCaseDefaults } from '#common/applets/feasibility-cases'
import { type ProjectCase, projectCaseLabels } from '#common/applets/feasibility-construction'
import type { FeasibilityModelInput } from '#common/applets/feasibility-model'
import {
  developmentLoanConditions,
  developmentLoanMaxPct,
  hotelLoanRatePct,
  operatingLoanConditions,
} from '#common/applets/lending'
import { benchmarkFigure, benchmarkValue } from '#common/benchmarks/benchmarks'
import { studyChapterTitles } from '#common/study/api'
import { projectedInputs } from '#common/study/compute'
import { type AppendixRow, benchmarkCite, type Ctx, dec, type LooseBlock, pct, ratioPct, wan } from './context.ts'

export function investment(ctx: Ctx): LooseBlock[] {
  const f = ctx.c.figures
  if (!f) return [{ kind: 'para', text: `投资估算暂缺：${ctx.c.problems.join('')}` }]
  const inv = f.financials.investment
  const fin = f.financials.financing
  const blocks: LooseBlock[] = [
    {
      kind: 'table',
      title: '投资估算（万元）',
      columns: ['项目', '金额'],
      rows: [
        ['土地', wan(inv.land)],
        ['契税', wan(inv.deedTax)],
        ['收购价款', wan(inv.purchase)],
        ['建安工程', wan(inv.hardCost)],
        ['工程其他费用', wan(inv.softCost)],
        ['不可预见费', wan(inv.contingency)],
        ['家具设备（FF&E）', wan(inv.ffe)],
        ['经营用品（OS&E）', wan(inv.ose)],
        ['开办费', wan(inv.preOpening)],
        ['开业流动资金', wan(inv.workingCapital)],
        ['建设期利息', wan(inv.capitalisedInterest)],
        ['总投资', wan(inv.totalInvestment)],
        ['单房投资', wan(inv.perKey)],
      ],
      note: '各项单价与比例取自行业基准表（来源见附录），为测算口径。',
    },
    {
      kind: 'table',
      title: '融资安排',
      columns: ['项目', '数值'],
      rows: [
        ['贷款', wan(fin.loan)],
        ['自有资金', wan(fin.equity)],
        ['自有资金占总投资', ratioPct(inv.totalInvestment > 0 ? fin.equity / inv.totalInvestment : null)],
        ['贷款利率', pct(fin.ratePct, 2)],
        ['贷款期限', `${fin.termYears} 年（宽限期 ${fin.graceYears} 年）`],
      ],
      note: lendingConditions(f.financials.input.projectCase, inv.totalInvestment, fin.equity),
    },
    {
      kind: 'chart',
      chart: 'bar',
      title: '投资构成',
      categories: ['土地及税费', '工程', 'FF&E 与 OS&E', '开办费及流动资金', '建设期利息'],
      series: [
        {
          name: '金额',
          values: [
            inv.land + inv.deedTax + inv.purchase,
            inv.hardCost + inv.softCost + inv.contingency,
            inv.ffe + inv.ose,
            inv.preOpening + inv.workingCapital,
            inv.capitalisedInterest,
          ].map((v) => Math.round(v)),
        },
      ],
      unit: '万元',
    },
  ]
  ctx.appendix.push(...financialAssumptionRows(ctx, f.financials.input))
  return blocks
}

/**
 * The financial case's inputs for the appendix. A value that is the benchmark table's row cites the row; one that
 * differs (the project's case, or the consultant's own figure) is 测算假设 and says what the table gives. The
 * projection's own figures (ADR, occupancy and its ramp) are not inputs here: the projection chapters show them.
 */
function financialAssumptionRows(ctx: Ctx, input: FeasibilityModelInput): AppendixRow[] {
  const chapter = studyChapterTitles.investment
  const values = input as unknown as Record<string, number>
  // What the case and the operating model make of the table (a franchise pays no base fee, an acquisition no FF&E);
  // worked out only when a value differs from the table (an acquisition's defaults run the model to price it).
  let defaults: Record<string, number> | undefined
  const caseDefault = (field: string) => {
    defaults ??= feasibilityCaseDefaults(ctx.c.segment, ctx.tier, input.projectCase, ctx.c.rooms) as unknown as Record<
      string,
      number
    >
    return defaults[field]
  }
  return Object.entries(feasibilityBenchmarks).flatMap(([field, bench]): AppendixRow[] => {
    const b = bench as { key: string; variant?: string }
    const figure = benchmarkFigure(b.key)
    const value = values[field]
    if (!figure || typeof value !== 'number' || projectedInputs.includes(field)) return []
    const selector = { segment: ctx.c.segment, tier: ctx.tier, variant: b.variant }
    // The loan rate is the 5-year LPR plus the table's spread (lending.ts).
    const table = field === 'loanRatePct' ? hotelLoanRatePct() : benchmarkValue(b.key, selector as never)
    const variant = b.variant ? figure.variants?.[b.variant] : undefined
    const label =
      field === 'loanRatePct'
        ? '贷款利率（5 年期以上 LPR 加点）'
        : variant
          ? `${figure.label}（${variant}）`
          : figure.label
    const fromTable = Math.abs(value - table) < 1e-9 || value === Math.round(table)
    if (!fromTable) {
      const benchmark = `行业基准为 ${figureText(table, figure.unit)}`
      const byCase = Math.abs(value - (caseDefault(field) ?? Number.NaN)) < 1e-9
      return [
        {
          chapter,
          figure: `${label}（${byCase ? `${projectCaseLabels[input.projectCase]}项目的默认取值；` : ''}${benchmark}）`,
          value: figureText(value, figure.unit),
          source: null,
        },
      ]
    }
    return [{ chapter, figure: label, value: figureText(value, figure.unit), ...benchmarkCite(b.key, selector) }]
  })
}

/** A benchmark figure's value as the appendix prints it: 8.0%, 7,000 元/㎡, 30 个月. */
function figureText(value: number, unit: string) {
  const digits = Number.isInteger(value) || Math.abs(value) >= 100 ? 0 : Number.isInteger(value * 10) ? 1 : 2
  if (unit === '%') return pct(value, digits)
  if (unit === '×' || unit === '倍') return `${dec(value, 2)}×`
  if (unit === '月') return `${dec(value, digits)} 个月`
  return unit ? `${dec(value, digits)} ${unit}` : dec(value, digits)
}

/**
 * The bank's conditions for the loan this case needs (lending.ts), and whether the plan meets the one the study can
 * check: a development loan's minimum project capital. An acquisition borrows against the operating property.
 */
function lendingConditions(projectCase: ProjectCase, totalInvestment: number, equity: number) {
  if (projectCase === 'acquisition') return `${operatingLoanConditions}。`
  const capital = projectCapital(totalInvestment, equity)
  return `${developmentLoanConditions}。本项目自有资金占总投资的 ${pct(capital.share)}，${capital.met ? '满足' : '未达到'}这一要求。`
}

/** The plan's project capital (自有资金) as a share of total investment, against a development loan's minimum. */
export function projectCapital(totalInvestment: number, equity: number) {
  const minimum = 100 - developmentLoanMaxPct()
  const share = totalInvestment > 0 ? (equity / totalInvestment) * 100 : 0
  return { share, minimum, met: share >= minimum - 1e-9 }
}

export function returns(ctx: Ctx): LooseBlock[] {
  const f = ctx.c.figures
  if (!f) return [{ kind: 'para', text: `回报测算暂缺：${ctx.c.problems.join('')}` }]
  const r = f.financials.returns
  const v = f.financials.value
  const lender = f.financials.lender
  const s = f.financials.sensitivity
  const blocks: LooseBlock[] = [
    {
      kind: 'table',
      title: '投资回报',
      columns: ['指标', '数值'],
      rows: [
        ['全投资内部收益率', ratioPct(r.projectIrr)],
        ['自有资金内部收益率', ratioPct(r.equityIrr)],
        ['全投资净现值', wan(r.projectNpv)],
        ['自有资金净现值', wan(r.equityNpv)],
        ['自有资金回报倍数', dec(r.equityMultiple, 2)],
      ],
    },
    {
      kind: 'table',
      title: '价值与投资',
      columns: ['指标', '数值'],
      rows: [
        ['稳定年份', `第 ${v.stabilizedYear} 年`],
        ['稳定年 NOI', wan(v.stabilizedNoi)],
        ['资本化率', pct(v.capRatePct, 2)],
        ['收益法价值', wan(v.value)],
        ['总投资', wan(v.totalInvestment)],
        ['价值 ÷ 投资', dec(v.valueToCost, 2)],
        ['投资收益率（稳定年 NOI ÷ 总投资）', ratioPct(v.yieldOnCost)],
      ],
    },
    {
      kind: 'table',
      title: '贷款测试',
      columns: ['年份', '偿债覆盖率（DSCR）', '债务收益率'],
      rows: lender.dscr.map((d, i) => [
        `第${i + 1}年`,
        d == null ? '—' : dec(d, 2),
        ratioPct(lender.debtYield[i] ?? null),
      ]),
      note: `银行最低偿债覆盖率 ${dec(lender.dscrMin, 2)}；债务收益率仅作参考（国际惯例参考值 ${pct(lender.debtYieldReferencePct)}）；开业时贷款价值比 ${ratioPct(lender.ltv)}。`,
    },
    {
      kind: 'chart',
      chart: 'line',
      title: '偿债覆盖率',
      categories: lender.dscr.map((_, i) => `第${i + 1}年`),
      series: [
        { name: 'DSCR', values: lender.dscr },
        { name: '银行要求', values: lender.dscr.map(() => lender.dscrMin) },
      ],
      unit: '倍',
    },
    { kind: 'subheading', text: '敏感性分析' },
    {
      kind: 'table',
      title: '单因素敏感性：自有资金内部收益率',
      columns: ['因素', '变动', '下调', '上调'],
      rows: s.tornado.map((t) => [t.label, t.step, ratioPct(t.down), ratioPct(t.up)]),
      note: `基准自有资金内部收益率 ${ratioPct(s.base)}。`,
    },
    {
      kind: 'chart',
      chart: 'bar',
      title: '敏感性：自有资金内部收益率',
      categories: s.tornado.map((t) => t.label),
      series: [
        { name: '下调', values: s.tornado.map((t) => (t.down == null ? null : t.down * 100)) },
        { name: '上调', values: s.tornado.map((t) => (t.up == null ? null : t.up * 100)) },
      ],
      unit: '%',
    },
    grid('房价 × 出租率：自有资金内部收益率', s.adrOccupancy),
    grid('开发成本 × 退出资本化率：自有资金内部收益率', s.costCap),
  ]
  return blocks
}

export function grid(
  title: string,
  g: {
    rows: { label: string; values: string[] }
    cols: { label: string; values: string[] }
    cells: (number | null)[][]
  },
): LooseBlock {
  return {
    kind: 'table',
    title,
    columns: [`${g.rows.label} \\ ${g.cols.label}`, ...g.cols.values],
    rows: g.rows.values.map((label, i) => [label, ...(g.cells[i] ?? []).map((v) => ratioPct(v))]),
  }
}
