import { type SavingsInput, type SavingsResult, utilityLabels } from './savings.ts'

const wan = (yuan: number) =>
  `${(yuan / 1e4).toLocaleString('zh-CN', { minimumFractionDigits: 1, maximumFractionDigits: 1 })} 万元`
const pct = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

/**
 * The answer to "how long until this retrofit pays for itself?" in three sentences: what it saves a year and where,
 * whether the payback falls inside the equipment's life, and whether it beats the cost of money (NPV, IRR).
 */
export function savingsVerdict(input: SavingsInput, result: SavingsResult): string[] {
  if (result.yearlySaving <= 0) {
    return [
      `改造后每年的电、气、水费用合计 ${wan(result.costAfter)}，不低于改造前的 ${wan(result.costBefore)}：这笔改造不产生节约，投资 ${wan(input.investment)}无法回收。请核对改造后的用量与单价。`,
    ]
  }
  const main = result.lines.reduce((a, b) => (b.saving > a.saving ? b : a))
  const saving = [
    `改造后每年少付 ${wan(result.yearlySaving)}（由 ${wan(result.costBefore)}降到 ${wan(result.costAfter)}，降幅 ${pct(result.yearlySaving / result.costBefore)}），`,
    `其中${utilityLabels[main.utility].name}费节约 ${wan(main.saving)}，占 ${pct(main.saving / result.yearlySaving)}。`,
  ].join('')

  const payback = result.simplePaybackYears ?? Number.POSITIVE_INFINITY
  const life = input.lifetimeYears
  const paybackText =
    payback <= life
      ? `改造投资 ${wan(input.investment)}，静态回收期 ${payback.toFixed(1)} 年，在设备使用年限 ${life} 年之内收回；使用期内累计净节约 ${wan(result.cumulative.at(-1) ?? 0)}。`
      : `改造投资 ${wan(input.investment)}，静态回收期 ${payback.toFixed(1)} 年，长于设备使用年限 ${life} 年：设备寿命内收不回投资，使用期末仍差 ${wan(-(result.cumulative.at(-1) ?? 0))}。`

  const rate = `${input.discountRatePct}%${input.tariffEscalationPct !== 0 ? `、能源价格每年上涨 ${input.tariffEscalationPct}%` : ''}`
  const irrText = result.irr.kind === 'found' ? `IRR 为 ${pct(result.irr.rate)}` : 'IRR 无解'
  const value =
    result.npv >= 0
      ? `按 ${rate} 折现，使用期内节约的现值比投资多 ${wan(result.npv)}（NPV），${irrText}：在这一资金成本下值得做。`
      : `按 ${rate} 折现，使用期内节约的现值比投资少 ${wan(-result.npv)}（NPV 为负），${irrText}：在这一资金成本下不划算，可争取补贴、合同能源管理或选择回收更快的措施。`

  return [saving, paybackText, value]
}
