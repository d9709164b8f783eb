import type { FeasibilityInput } from './feasibility.ts'
import type { FeasibilityResult, FeasibilityYear } from './feasibility-model.ts'
import type { FeasibilitySensitivity } from './feasibility-sensitivity.ts'
import { debtYieldReferenceText } from './lending.ts'

/**
 * The study in four short paragraphs a client reads before the tables: the return against the discount rate, the
 * lender's tests (and why a year fails them), what the result is most sensitive to, and the development spread
 * (yield on cost against the exit cap rate). Built only from the figures, so the words cannot drift from them.
 */

const pct = (fraction: number, digits = 1) => `${(fraction * 100).toFixed(digits)}%`
const wan = (value: number) => `${Math.round(value).toLocaleString('zh-CN')} 万元`
const times = (value: number) => `${value.toFixed(2)}×`

/**
 * What the text calls the two cash flows. The tool speaks of 股本 and 项目 (levered and unlevered); a Chinese
 * feasibility study of 自有资金 and 全投资, the words its own tables use.
 */
export type VerdictTerms = { equity: string; equityLevered: string; project: string; projectShort: string }
export const toolTerms: VerdictTerms = {
  equity: '股本',
  equityLevered: '股本（杠杆）',
  project: '项目（无杠杆）',
  projectShort: '项目',
}

function returns(input: FeasibilityInput, r: FeasibilityResult, t: VerdictTerms): string {
  const discount = input.discountRatePct / 100
  const project =
    r.projectIrr.kind === 'found'
      ? `${t.project}税后 IRR ${pct(r.projectIrr.rate)}`
      : `${t.projectShort}现金流不存在 IRR`
  if (r.equityIrr.kind !== 'found') {
    return `${t.equity}现金流没有由负转正（投入后未能收回），不存在 IRR；按 ${input.discountRatePct}% 折现的${t.equity} NPV 为 ${wan(r.equityNpv)}，${t.equity}回报倍数 ${times(r.equityMultiple)}。${project}。`
  }
  const rate = r.equityIrr.rate
  const verdict = rate >= discount ? '高于' : '低于'
  const meaning = rate >= discount ? '按所填假设可以达到要求回报' : '达不到要求回报'
  return `${t.equityLevered}税后 IRR 为 ${pct(rate)}，${verdict}折现率 ${input.discountRatePct}%，${meaning}；${t.equity} NPV ${wan(r.equityNpv)}，回报倍数 ${times(r.equityMultiple)}。${project}。`
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
  if (r.loan <= 0 || r.minDscr === null) return '项目全部以自有资金投入，不涉及银行的偿债覆盖率测试。'
  const min = r.minDscr
  const first = r.years[0]
  const debtYield =
    first?.debtYield != null ? `开业首年${debtYieldReferenceText(first.debtYield, input.debtYieldMinPct)}` : ''
  if (min.value >= input.dscrMin) {
    return `各年 DSCR 均不低于银行要求的 ${times(input.dscrMin)}，最低为第 ${min.year} 年的 ${times(min.value)}。${debtYield}`
  }
  const failing = r.years.filter((y) => y.dscr !== null && y.dscr < input.dscrMin).length
  const year = r.years.find((y) => y.year === min.year) as FeasibilityYear
  const stabilized = r.years.find((y) => y.year === r.stabilizedYear)
  return `第 ${min.year} 年 DSCR 为 ${times(min.value)}，低于银行要求的 ${times(input.dscrMin)}（共 ${failing} 年不达标）：${whyWeak(year, stabilized)}。${debtYield}`
}

function sensitivityText(s: FeasibilitySensitivity, t: VerdictTerms): string {
  const measurable = s.tornado.filter((b) => b.down !== null && b.up !== null)
  const [top, second] = measurable
  if (!top) return `各项关键假设单独变动 ±10% 时，${t.equity}现金流仍不存在 IRR：问题不在某一项假设，而在整体盈利能力。`
  const range = (b: typeof top) =>
    `${b.step} 使${t.equity} IRR 在 ${pct(Math.min(b.down ?? 0, b.up ?? 0))} 至 ${pct(Math.max(b.down ?? 0, b.up ?? 0))} 之间变动`
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
  return [...financeVerdict(input, result, sensitivity), spread(input, result)]
}

/**
 * The return, the lender's tests and the sensitivity, without the development spread: the market study values the
 * stabilized hotel at its own going-in rate (ADR 057), so the spread paragraph's exit-rate value would be a second
 * value beside it.
 */
export function financeVerdict(
  input: FeasibilityInput,
  result: FeasibilityResult,
  sensitivity: FeasibilitySensitivity,
  terms: VerdictTerms = toolTerms,
): string[] {
  return [returns(input, result, terms), lender(input, result), sensitivityText(sensitivity, terms)]
}

/**
 * The exit, read for the owner: what an asset sale pays in VAT, surcharges, stamp duty and 土地增值税, what a share
 * sale would leave instead, which is better for this case and why, with the risk a share sale carries.
 */
export function exitVerdict(r: FeasibilityResult): string[] {
  const e = r.exit
  const s = e.assetSale
  const lat =
    s.lat.tax > 0
      ? `土地增值税 ${wan(s.lat.tax)}（增值额 ${wan(s.lat.appreciation)}，为扣除项目的 ${pct(s.lat.ratio)}，适用税率 ${s.lat.ratePct}%、速算扣除系数 ${s.lat.quickDeductionPct}%）`
      : `土地增值税为 0（不含税售价 ${wan(s.priceExVat)} 未超过扣除项目 ${wan(s.latDeductions)}）`
  const asset = `资产转让：售价 ${wan(e.value)}（含增值税），缴纳增值税 ${wan(s.vatPayable)}（${s.vatMethodReason}）、附加税费 ${wan(s.surcharges)}、印花税 ${wan(s.stampDuty)}，${lat}，企业所得税 ${wan(e.incomeTax)}；偿还贷款后业主得 ${wan(e.toEquity)}。`
  const sh = e.shareSale
  const share = `股权转让：不动产留在项目公司，不发生增值税与土地增值税；买方承接潜在税负而折价 ${wan(sh.latentTaxDiscount)}（测算假设），股权价 ${wan(sh.sharePrice)}，卖方缴印花税 ${wan(sh.stampDuty)}、股权转让所得税 ${wan(sh.incomeTax)}，得 ${wan(sh.netProceeds)}。`
  const diff = Math.abs(sh.netProceeds - e.toEquity)
  const better =
    e.betterRoute === 'share'
      ? `本案股权转让多得 ${wan(diff)}，主要因为省去了资产转让的增值税、附加税费与土地增值税；但以股权转让方式转让以土地、房产为主要资产的公司，部分税务机关仍按国税函〔2000〕687号征收土地增值税，须事先与主管税务机关确认。测算的 IRR 按资产转让计。`
      : `本案资产转让多得 ${wan(diff)}：买方对潜在税负的折让超过了股权转让省下的税，资产转让更有利。测算的 IRR 按资产转让计。`
  return [asset, share, better]
}
