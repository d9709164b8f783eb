import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import { percentText } from './figure-text.ts'

/**
 * How Chinese banks lend against a hotel, in one place for every tool (issue 39, point 5):
 * - 房地产开发贷款 (development loan) for a new build or a conversion: the project must have its four certificates
 *   (国有土地使用证、建设用地规划许可证、建设工程规划许可证、施工许可证; 《商业银行房地产贷款风险管理指引》银监发〔2004〕57号
 *   第十六条) and its project capital (资本金) must be at least the published minimum share of total investment —
 *   25 % for 其他房地产开发项目 (国发〔2015〕51号 第一条), so the loan is at most 75 %.
 * - 经营性物业贷款 (operating-property loan) for an operating hotel: at most 70 % of the appraised value, term
 *   normally up to 10 years and at most 15, repaid from the property's operating cash flow (人民银行、金融监管总局
 *   《关于做好经营性物业贷款管理的通知》2024).
 * - The rate: the 5-year LPR (published by 全国银行间同业拆借中心) plus a spread the bank sets; the spread is a
 *   测算假设 until the bank quotes.
 * - Cover: NOI ÷ debt service against the lender's own minimum, entered by the user. Debt yield and the US CMBS
 *   cover are shown as 参考：国际惯例 only.
 */

export const developmentLoanConditions =
  '开发贷款须“四证齐全”（国有土地使用证、建设用地规划许可证、建设工程规划许可证、施工许可证，《商业银行房地产贷款风险管理指引》银监发〔2004〕57号第十六条），且项目资本金不低于总投资的 25%（国发〔2015〕51号）'

export const operatingLoanConditions =
  '经营性物业贷款额度原则上不超过物业评估价值的 70%，期限一般不超过 10 年、最长不超过 15 年，以物业经营收入还款（人民银行、金融监管总局《关于做好经营性物业贷款管理的通知》，2024 年）'

/** The benchmark rows the hotel loan rate is made of, for the 数据来源 list. */
export const loanRateBenchmarks = [{ key: 'fin.lpr_5y' }, { key: 'fin.loan_spread_pct' }]

/** The 5-year LPR plus the spread, both from the table: the default rate of a hotel loan, %. */
export function hotelLoanRatePct(): number {
  return Math.round((benchmarkValue('fin.lpr_5y') + benchmarkValue('fin.loan_spread_pct')) * 100) / 100
}

/** The most a development loan may be as a share of total investment: 100 % less the minimum project capital. */
export function developmentLoanMaxPct(): number {
  return benchmarkValue('fin.development_loan_pct', { variant: 'legal_max' })
}

/** The most an operating-property loan may be as a share of the appraised value. */
export function operatingLoanLtvMaxPct(): number {
  return benchmarkValue('fin.ltv_max')
}

export const debtYieldReferenceLabel = '债务收益率（参考：国际惯例）'

/**
 * Debt yield (NOI ÷ loan) told as what it is for a Chinese bank: the US CMBS measure beside its tests, not one of
 * them. `debtYield` as a fraction, `referencePct` the CMBS level entered (10 = 10 %).
 */
export function debtYieldReferenceText(debtYield: number, referencePct: number) {
  const met = meetsDebtYieldReference(debtYield, referencePct)
  return `${debtYieldReferenceLabel}为 ${percentText(debtYield)}，${met ? '达到' : '低于'}美国 CMBS 酒店贷款常用的 ${percentText(referencePct / 100)}，国内银行不以此审批。`
}

/** Whether a debt yield (a fraction) reaches the reference level (10 = 10 %), allowing for float noise. */
export const meetsDebtYieldReference = (debtYield: number, referencePct: number) =>
  debtYield >= referencePct / 100 - 1e-12
