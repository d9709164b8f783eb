import { numberText, percentText } from './figure-text.ts'
import { type PipInput, type PipResult, pipHorizon, pipScopeLabels } from './pip.ts'

const wan = (v: number) => numberText(Math.round(v) || 0)
/** 6 → "6", 6.5 → "6.5": inputs read back as the user typed them. */
const plain = (v: number) => (Number.isInteger(v) ? numberText(v) : numberText(v, 1))

/** What the conversion costs, what it brings each year, and whether and when it pays back. */
export function pipVerdict(input: PipInput, result: PipResult): string[] {
  const works =
    input.worksMonths > 0 && input.roomsOutPct > 0
      ? `施工 ${plain(input.worksMonths)} 个月、${plain(input.roomsOutPct)}% 客房停用，损失收入 ${wan(result.lostRevenue)} 万元、利润 ${wan(result.lostProfit)} 万元`
      : '施工期间不停用客房，无停业损失'
  const cost = `按${pipScopeLabels[input.scope]}范围改造 ${input.rooms} 间客房，改造投资 ${wan(result.capex)} 万元（每间 ${numberText(result.capexPerKey / 10_000, 1)} 万元，含不可预见费）；${works}；首期加盟费 ${wan(result.initialFee)} 万元，第 0 年合计投入 ${wan(result.outlay)} 万元。`

  const stable = result.years[1] ?? result.years[0]
  const fees = stable?.incrementalBrandFees ?? 0
  const gain =
    `改造后 RevPAR 提升 ${plain(input.revparUpliftPct)}%（第 1 年实现 ${plain(input.upliftYear1Pct)}%），第 2 年新增总收入 ${wan(stable?.incrementalRevenue ?? 0)} 万元、新增利润 ${wan(stable?.incrementalProfit ?? 0)} 万元，` +
    `${fees >= 0 ? `扣除新增品牌费用 ${wan(fees)} 万元` : `加上少付的品牌费用 ${wan(-fees)} 万元`}和房产税 ${wan(stable?.incrementalPropertyTax ?? 0)} 万元后，新增 NOI ${wan(stable?.incrementalNoi ?? 0)} 万元；换牌后首年支付品牌方 ${wan(result.firstYearBrandFees)} 万元。`

  return [cost, gain, returns(input, result)]
}

function returns(input: PipInput, result: PipResult) {
  const rate = `按 ${input.discountRatePct}% 折现的 NPV ${wan(result.npv)} 万元`
  if (result.irr.kind === 'none') {
    const never = result.years.every((y) => y.incrementalNoi <= 0)
    return never
      ? `改造后新增 NOI 每年都不为正，投入永远收不回，不存在 IRR（${rate}）。只有在不改造会失去品牌或 RevPAR 下滑时，这笔改造才有防御意义，应把避免的损失一并测算。`
      : `${pipHorizon} 年现金流无法求得 IRR（${rate}），投资在 ${pipHorizon} 年内收不回。`
  }
  const irrText = `${pipHorizon} 年 IRR ${percentText(result.irr.rate)}`
  if (result.paybackYears === null) {
    return `新增 NOI 在 ${pipHorizon} 年内收不回投入，${irrText}，${rate}。仅凭 RevPAR 提升不足以支撑这一改造范围，如不改造会失去品牌或 RevPAR 下滑，应把避免的损失一并测算，或缩小改造范围。`
  }
  const verdict =
    result.npv >= 0 ? '回报高于折现率，改造在经济上成立。' : '回报低于折现率，按所填假设改造在经济上不划算。'
  return `静态回收期 ${numberText(result.paybackYears, 1)} 年，${irrText}，${rate}：${verdict}`
}
