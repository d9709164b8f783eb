import { z } from 'zod'
import { feasibilityAssumptions } from './feasibility.ts'
import { numberField, percentField } from './fields.ts'
import { type IrrResult, irr, npv } from './finance.ts'
import { sharedFields } from './shared-fields.ts'

/**
 * Energy and water savings of retrofit measures: yearly cost before and after (use × tariff, each side with its
 * own tariff because measures such as peak shifting change the price paid), savings, simple payback, and NPV/IRR of
 * the investment over the measures' life. Tariffs escalate each year by one rate, so the money saved grows with them
 * (the units saved stay the same). Money in 元.
 */
export const utilities = ['electricity', 'gas', 'water'] as const
export type Utility = (typeof utilities)[number]
type UtilityLabel = { name: string; use: string; tariff: string; useUnit: string; tariffUnit: string }
export const utilityLabels: Record<Utility, UtilityLabel> = {
  electricity: { name: '电', use: '用电量', tariff: '电价', useUnit: 'kWh', tariffUnit: '元/kWh' },
  gas: { name: '天然气', use: '用气量', tariff: '气价', useUnit: 'm³', tariffUnit: '元/m³' },
  water: { name: '水', use: '用水量', tariff: '水价', useUnit: 't', tariffUnit: '元/t' },
}

const utilitySchema = ({ use, tariff, useUnit, tariffUnit }: UtilityLabel) =>
  z.object({
    useBefore: numberField(`改造前年${use}`, { min: 0, max: 1e9, unit: ` ${useUnit}` }),
    useAfter: numberField(`改造后年${use}`, { min: 0, max: 1e9, unit: ` ${useUnit}` }),
    tariffBefore: numberField(`改造前${tariff}`, { min: 0, max: 100, unit: ` ${tariffUnit}` }),
    tariffAfter: numberField(`改造后${tariff}`, { min: 0, max: 100, unit: ` ${tariffUnit}` }),
  })

export const savingsInputSchema = z.object({
  electricity: utilitySchema(utilityLabels.electricity),
  gas: utilitySchema(utilityLabels.gas),
  water: utilitySchema(utilityLabels.water),
  investment: numberField('改造投资', { min: 0, max: 1e10, unit: ' 元' }),
  lifetimeYears: numberField('设备使用年限', { min: 1, max: 30, unit: ' 年', integer: true }),
  tariffEscalationPct: percentField('能源价格年上涨率', -10, 20),
  discountRatePct: sharedFields.discountRatePct,
})
export type SavingsInput = z.infer<typeof savingsInputSchema>

export type UtilitySavings = {
  utility: Utility
  costBefore: number
  costAfter: number
  saving: number
  /** Reduction in use, as a fraction of use before; null when nothing was used before. */
  useReduction: number | null
}

export type SavingsResult = {
  lines: UtilitySavings[]
  costBefore: number
  costAfter: number
  /** The first year's saving, at today's tariffs. */
  yearlySaving: number
  /** Saving in each year of the life, tariffs escalated (year 1 = yearlySaving). */
  savingsByYear: number[]
  /** Investment / first-year saving (static, tariffs not escalated); null when the measures save nothing. */
  simplePaybackYears: number | null
  npv: number
  irr: IrrResult
  /** Cumulative net saving at the end of each year of the life (year 0 = -investment). */
  cumulative: number[]
}

export function calculateSavings(input: SavingsInput): SavingsResult {
  const lines = utilities.map((utility): UtilitySavings => {
    const u = input[utility]
    const costBefore = u.useBefore * u.tariffBefore
    const costAfter = u.useAfter * u.tariffAfter
    return {
      utility,
      costBefore,
      costAfter,
      saving: costBefore - costAfter,
      useReduction: u.useBefore > 0 ? (u.useBefore - u.useAfter) / u.useBefore : null,
    }
  })
  const costBefore = lines.reduce((s, l) => s + l.costBefore, 0)
  const costAfter = lines.reduce((s, l) => s + l.costAfter, 0)
  const yearlySaving = costBefore - costAfter
  const escalation = 1 + input.tariffEscalationPct / 100
  const savingsByYear = Array.from({ length: input.lifetimeYears }, (_, i) => yearlySaving * escalation ** i)
  const flows = [-input.investment, ...savingsByYear]
  let running = 0
  const cumulative = flows.map((f) => {
    running += f
    return running
  })

  return {
    lines,
    costBefore,
    costAfter,
    yearlySaving,
    savingsByYear,
    simplePaybackYears: yearlySaving > 0 ? input.investment / yearlySaving : null,
    npv: npv(input.discountRatePct / 100, flows),
    irr: irr(flows),
    cumulative,
  }
}

/** A 300-room full-service hotel after LED, heat-pump and low-flow fittings; indicative figures. */
export const savingsDefaults: SavingsInput = {
  electricity: { useBefore: 4_500_000, useAfter: 3_800_000, tariffBefore: 0.85, tariffAfter: 0.82 },
  gas: { useBefore: 600_000, useAfter: 480_000, tariffBefore: 3.6, tariffAfter: 3.6 },
  water: { useBefore: 120_000, useAfter: 100_000, tariffBefore: 6.5, tariffAfter: 6.5 },
  investment: 2_500_000,
  lifetimeYears: 10,
  // 测算假设: the feasibility study's default cost growth; no published forecast of hotel energy tariffs was found.
  tariffEscalationPct: feasibilityAssumptions.inflationPct,
  discountRatePct: 6,
}
