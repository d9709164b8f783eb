import { calculateSavings, type SavingsInput, savingsDefaults } from '#common/applets/savings'
import { benchmarkValue } from '#common/benchmarks/benchmarks'
import type { CodePage } from './define.ts'

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
    figures: {
      e,
      yuanWanInvestment: yuanWan(e.investment),
      electricityCostBefore: yuanWan(line('electricity')?.costBefore ?? 0),
      electricityCostAfter: yuanWan(line('electricity')?.costAfter ?? 0),
      electricitySaving: yuanWan(line('electricity')?.saving ?? 0),
      gasCostBefore: yuanWan(line('gas')?.costBefore ?? 0),
      gasCostAfter: yuanWan(line('gas')?.costAfter ?? 0),
      gasSaving: yuanWan(line('gas')?.saving ?? 0),
      yuanWanCostBefore: yuanWan(r.costBefore),
      yuanWanCostAfter: yuanWan(r.costAfter),
      yuanWanYearlySaving: yuanWan(r.yearlySaving),
      simplePaybackYears: r.simplePaybackYears?.toFixed(1),
      yuanWanNpv: yuanWan(r.npv),
    },
    blocks: [],
  }
}
