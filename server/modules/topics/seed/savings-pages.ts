import { calculateSavings, type SavingsInput, savingsDefaults } from '#common/applets/savings'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import { type CodePage, p, rich, table } from './define.ts'

/** A hypothetical retrofit: a tenth less electricity and gas, at the benchmark table's discount rate. */
export const retrofitExample: SavingsInput = {
  electricity: { useBefore: 3_000_000, useAfter: 2_700_000, tariffBefore: 0.8, tariffAfter: 0.8 },
  gas: { useBefore: 300_000, useAfter: 270_000, tariffBefore: 3.5, tariffAfter: 3.5 },
  water: { useBefore: 0, useAfter: 0, tariffBefore: 0, tariffAfter: 0 },
  investment: 1_200_000,
  lifetimeYears: 10,
  tariffEscalationPct: savingsDefaults.tariffEscalationPct,
  discountRatePct: benchmarkValue('fin.discount_rate'),
}

const yuanWan = (yuan: number) => (yuan / 10_000).toLocaleString('en-US', { maximumFractionDigits: 1 })

/** The savings topic's energy page (issue 18: an unsourced table of savings rates and a sample pie replaced). */
export function energyPage(): CodePage {
  const e = retrofitExample
  const r = calculateSavings(e)
  const line = (utility: string) => r.lines.find((l) => l.utility === utility)
  return {
    path: 'savings/energy',
    blocks: [
      rich(
        '算例',
        p(
          `以下为说明方法的示例，数字均为假设。一家酒店每年用电 ${e.electricity.useBefore.toLocaleString('en-US')} 千瓦时、用天然气 ${e.gas.useBefore.toLocaleString('en-US')} 立方米；一组改造（空调系统变频与控制优化、热水系统改造）投资 ${yuanWan(e.investment)} 万元，预计电和气各减少一成，能源价格每年上涨 ${e.tariffEscalationPct}%（测算假设，与可行性研究工具的费用年增长率缺省值相同），设备使用 ${e.lifetimeYears} 年，折现率取基准数据表的缺省值 ${e.discountRatePct}%。`,
        ),
      ),
      table(
        '节能降本工具的计算结果（示例）',
        ['项目', '改造前（万元，第 1 年）', '改造后（万元，第 1 年）', '节省（万元，第 1 年）'],
        [
          [
            '电费',
            yuanWan(line('electricity')?.costBefore ?? 0),
            yuanWan(line('electricity')?.costAfter ?? 0),
            yuanWan(line('electricity')?.saving ?? 0),
          ],
          [
            '燃气费',
            yuanWan(line('gas')?.costBefore ?? 0),
            yuanWan(line('gas')?.costAfter ?? 0),
            yuanWan(line('gas')?.saving ?? 0),
          ],
          ['合计', yuanWan(r.costBefore), yuanWan(r.costAfter), yuanWan(r.yearlySaving)],
        ],
        `静态回收期约 ${r.simplePaybackYears?.toFixed(1)} 年（按第 1 年节省计）；节省随能源价格逐年增长，${e.lifetimeYears} 年使用期内按 ${e.discountRatePct}% 折现的净现值约 ${yuanWan(r.npv)} 万元。`,
      ),
    ],
  }
}
