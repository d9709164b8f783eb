import type { FeasibilityInput } from './feasibility.ts'
import type { FeasibilityResult, FeasibilityYear } from './feasibility-model.ts'
import type { FeasibilitySensitivity } from './feasibility-sensitivity.ts'

/**
 * The study in four short paragraphs a client reads before the tables: the return against the discount rate, the
 * lender's tests (and why a year fails them), what the result is most sensitive to, and the development spread
 * (yield on cost against the exit cap rate). Built only from the figures, so the words cannot drift from them.
 */

const pct = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`
const wan = (value: number) => `${Math.round(value).toLocaleString('zh-CN')} 万元`
const times = (value: number) => `${value.toFixed(2)}×`

function returns(input: FeasibilityInput, r: FeasibilityResult): string {
  const discount = input.discountRatePct / 100
  const project =
    r.projectIrr.kind === 'found' ? `项目（无杠杆）税后 IRR ${pct(r.projectIrr.rate)}` : '项目现金流不存在 IRR'
  if (r.equityIrr.kind !== 'found') {
    return `股本现金流没有由负转正（投入后未能收回），不存在 IRR；按 ${input.discountRatePct}% 折现的股本 NPV 为 ${wan(r.equityNpv)}，股本回报倍数 ${times(r.equityMultiple)}。${project}。`
  }
  const rate = r.equityIrr.rate
  const verdict = rate >= discount ? '高于' : '低于'
  const meaning = rate >= discount ? '按所填假设可以达到要求回报' : '达不到要求回报'
  return `股本（杠杆）税后 IRR 为 ${pct(rate)}，${verdict}折现率 ${input.discountRatePct}%，${meaning}；股本 NPV ${wan(r.equityNpv)}，回报倍数 ${times(r.equityMultiple)}。${project}。`
}

function whyWeak(year: FeasibilityYear, stabilized: FeasibilityYear | undefined): string {
  const o = year.operating
  const fixedNow = o.totalRevenue > 0 ? o.fixedCosts / o.totalRevenue : 0
  if (o.rampFactor < 1 && stabilized) {
    const s = stabilized.operating
    return `该年仍在爬坡期，出租率 ${pct(o.occupancy)} 只有稳定期的 ${pct(o.rampFactor, 0)}，而固定费用已按稳定期水平发生，占当年收入 ${pct(fixedNow)}（稳定期 ${pct(s.fixedCosts / s.totalRevenue)}），GOP 率 ${pct(o.gopMargin)}，稳定期为 ${pct(s.gopMargin)}`
  }
  return `该年已是稳定经营，NOI ${wan(o.noi)} 仍不足以覆盖还本付息 ${wan(year.debtService)}，贷款额相对 NOI 偏高或期限偏短`
}

function lender(input: FeasibilityInput, r: FeasibilityResult): string {
  if (r.loan <= 0 || r.minDscr === null) return '项目全部以自有资金投入，不涉及银行的偿债覆盖率与债务收益率测试。'
  const min = r.minDscr
  const first = r.years[0]
  const debtYield =
    first?.debtYield != null
      ? `开业首年债务收益率（NOI ÷ 贷款余额）${pct(first.debtYield)}，${first.debtYield * 100 >= input.debtYieldMinPct ? '达到' : '低于'}银行要求的 ${input.debtYieldMinPct}%。`
      : ''
  if (min.value >= input.dscrMin) {
    return `各年 DSCR 均不低于银行要求的 ${times(input.dscrMin)}，最低为第 ${min.year} 年的 ${times(min.value)}。${debtYield}`
  }
  const failing = r.years.filter((y) => y.dscr !== null && y.dscr < input.dscrMin).length
  const year = r.years.find((y) => y.year === min.year) as FeasibilityYear
  const stabilized = r.years.find((y) => y.year === r.stabilizedYear)
  return `第 ${min.year} 年 DSCR 为 ${times(min.value)}，低于银行要求的 ${times(input.dscrMin)}（共 ${failing} 年不达标）：${whyWeak(year, stabilized)}。${debtYield}`
}

function sensitivityText(s: FeasibilitySensitivity): string {
  const measurable = s.tornado.filter((b) => b.down !== null && b.up !== null)
  const [top, second] = measurable
  if (!top) return '各项关键假设单独变动 ±10% 时，股本现金流仍不存在 IRR：问题不在某一项假设，而在整体盈利能力。'
  const range = (b: typeof top) =>
    `${b.step} 使股本 IRR 在 ${pct(Math.min(b.down ?? 0, b.up ?? 0))} 至 ${pct(Math.max(b.down ?? 0, b.up ?? 0))} 之间变动`
  const next = second ? `；其次是「${second.label}」，${range(second)}` : ''
  return `结果对「${top.label}」最敏感：${range(top)}${next}。`
}

function spread(input: FeasibilityInput, r: FeasibilityResult): string {
  const cap = input.exitCapRatePct / 100
  const yieldOnCost = r.stabilizedNoiYield
  const valueBuilt = (yieldOnCost * r.totalInvestment) / cap
  const head = `稳定年（第 ${r.stabilizedYear} 年）NOI 为总投资的 ${pct(yieldOnCost)}，退出资本化率 ${input.exitCapRatePct}%`
  const figures = `按稳定年 NOI 估值 ${wan(valueBuilt)}，总投资 ${wan(r.totalInvestment)}`
  if (yieldOnCost <= 0) {
    return `稳定年（第 ${r.stabilizedYear} 年）NOI 为负：酒店经营本身亏损，扣除管理费、税费与准备金后无法为业主带来收益，需先调整经营假设。`
  }
  if (yieldOnCost < cap) {
    return `${head}：建成的酒店按市场估值值不回开发成本（${figures}），要改善回报须降低成本或提高 NOI。`
  }
  return `${head}：开发本身创造了价值（${figures}）。`
}

export function feasibilityVerdict(
  input: FeasibilityInput,
  result: FeasibilityResult,
  sensitivity: FeasibilitySensitivity,
): string[] {
  return [returns(input, result), lender(input, result), sensitivityText(sensitivity), spread(input, result)].filter(
    (p) => p.length > 0,
  )
}
