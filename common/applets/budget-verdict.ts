import { cityTierLabels, positioningLabels } from '../intel.ts'
import type { BudgetInput, BudgetOutlier, BudgetResult } from './budget.ts'

export const budgetAssumptionLabels: Record<BudgetOutlier['key'], { label: string; unit: string }> = {
  gfaPerKey: { label: '每间客房建筑面积', unit: '㎡' },
  hardCostPerSqm: { label: '建安工程单方造价', unit: '元/㎡' },
  softCostPct: { label: '专业服务费率', unit: '%' },
  ffePerKey: { label: '每间 FF&E', unit: '元' },
  osePerKey: { label: '每间 OS&E', unit: '元' },
  preOpeningPerKey: { label: '每间开业前费用', unit: '元' },
  contingencyPct: { label: '不可预见费率', unit: '%' },
}

const wan = (yuan: number, digits = 0) => (yuan / 1e4).toFixed(digits)
const grouped = (n: number) => Math.round(n).toLocaleString('zh-CN')
const figure = (n: number) => n.toLocaleString('zh-CN', { maximumFractionDigits: 1 })
const pct = (fraction: number) => `${(fraction * 100).toFixed(1)}%`

/** The budget in the sentences a developer asks for: how much, per key and per ㎡, where it goes, what to check. */
export function budgetVerdict(input: BudgetInput, result: BudgetResult, outliers: BudgetOutlier[]): string[] {
  const total = result.total >= 1e8 ? `${(result.total / 1e8).toFixed(2)} 亿元` : `${wan(result.total)} 万元`
  const line = (key: BudgetResult['lines'][number]['key']) => result.lines.find((l) => l.key === key)
  const hard = line('hardCost')
  const ffe = line('ffe')
  const operating = (line('ose')?.perKey ?? 0) + (line('preOpening')?.perKey ?? 0)
  const paragraphs = [
    `${cityTierLabels[input.tier]}城市一家 ${input.rooms} 间的${positioningLabels[input.segment]}酒店，开发投资约 ${total}（不含土地与融资费用），即每间 ${wan(result.totalPerKey, 1)} 万元、每平方米建筑面积 ${grouped(result.totalPerSqm)} 元。`,
    `建安工程费占 ${pct(hard?.share ?? 0)}，是最大的一项（${grouped(result.grossFloorArea)} ㎡，每间 ${result.gfaPerKey.toFixed(0)} ㎡）；FF&E 每间 ${wan(ffe?.perKey ?? 0, 1)} 万元，OS&E 与开业前费用合计每间 ${wan(operating, 1)} 万元。`,
  ]
  if (outliers.length === 0) {
    paragraphs.push(`各项假设均在基准表中${positioningLabels[input.segment]}酒店的区间之内。`)
  } else {
    const items = outliers.map((o) => {
      const { label, unit } = budgetAssumptionLabels[o.key]
      return `${label} ${figure(o.value)}${unit}（区间 ${figure(o.low)}–${figure(o.high)}${unit}）`
    })
    paragraphs.push(`以下假设超出基准表中该定位的区间，请确认依据：${items.join('；')}。`)
  }
  return paragraphs
}
