import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { hotelCaseFields, numberField, percentField, roomsField } from './fields.ts'
import { numberText, percentText, wanText } from './figure-text.ts'
import { sharedFields } from './shared-fields.ts'
import { growthPct, terminalCapRatePct } from './value-rates.ts'

/**
 * A hotel's market value by the income approach, two ways. Direct capitalisation: stabilized NOI ÷ cap rate. DCF:
 * ten years of NOI (a ramp for a hotel not yet stabilized, then growth) plus a sale at the end of year 10 priced at
 * year-11 NOI ÷ the terminal cap rate less selling costs, all discounted at the discount rate. The two are reconciled
 * by a weight the valuer chooses. Money in 万元, value per ㎡ in 元.
 */
export const valuationHorizon = 10

export const valuationInputSchema = z.object({
  ...hotelCaseFields,
  rooms: roomsField,
  gfaSqm: numberField('总建筑面积', { min: 100, max: 2_000_000, unit: ' ㎡' }),
  noi: sharedFields.noi,
  noiYear1Pct: percentField('第 1 年 NOI 达成率', -100, 100),
  noiYear2Pct: percentField('第 2 年 NOI 达成率', -100, 100),
  noiGrowthPct: percentField('NOI 年增长率', -10, 20),
  capRatePct: sharedFields.capRatePct,
  terminalCapRatePct: percentField('期末资本化率', 1, 20),
  discountRatePct: percentField('折现率', 1, 30),
  sellingCostPct: percentField('出售费用率', 0, 10),
  directWeightPct: percentField('直接资本化法权重'),
})

export type ValuationInput = z.infer<typeof valuationInputSchema>

export type ValuationYear = { year: number; noi: number; discountFactor: number; presentValue: number }

export type ValueMeasures = { total: number; perKey: number; perSqm: number }

export type ValuationResult = {
  direct: ValueMeasures
  dcf: ValueMeasures
  reconciled: ValueMeasures
  years: ValuationYear[]
  presentValueOfNoi: number
  terminalNoi: number
  terminalGross: number
  sellingCosts: number
  terminalNet: number
  terminalPresentValue: number
  /** Present value of the sale ÷ DCF value; null when the DCF value is not positive. */
  terminalShare: number | null
  /** Stabilized NOI ÷ DCF value (comparable with the cap rate entered); null when the DCF value is not positive. */
  impliedCapRate: number | null
  /** (DCF - direct) ÷ direct; null when the direct value is zero. */
  dcfVersusDirect: number | null
}

type DcfRates = { discount: number; terminalCap: number }

function dcfOf(input: ValuationInput, rates: DcfRates) {
  const pct = (v: number) => v / 100
  const ramp = (year: number) => (year === 1 ? pct(input.noiYear1Pct) : year === 2 ? pct(input.noiYear2Pct) : 1)
  const grown = (year: number) => input.noi * (1 + pct(input.noiGrowthPct)) ** (year - 1)
  const years = Array.from({ length: valuationHorizon }, (_, i) => {
    const year = i + 1
    const noi = grown(year) * ramp(year)
    const discountFactor = 1 / (1 + rates.discount) ** year
    return { year, noi, discountFactor, presentValue: noi * discountFactor }
  })
  const terminalNoi = grown(valuationHorizon + 1)
  // A buyer pays nothing for a loss: the sale is floored at zero (the land would be valued another way).
  const terminalGross = Math.max(0, terminalNoi) / rates.terminalCap
  const sellingCosts = terminalGross * pct(input.sellingCostPct)
  const terminalNet = terminalGross - sellingCosts
  const terminalPresentValue = terminalNet / (1 + rates.discount) ** valuationHorizon
  const presentValueOfNoi = years.reduce((sum, y) => sum + y.presentValue, 0)
  return {
    years,
    terminalNoi,
    terminalGross,
    sellingCosts,
    terminalNet,
    terminalPresentValue,
    presentValueOfNoi,
    value: presentValueOfNoi + terminalPresentValue,
  }
}

export function calculateValuation(input: ValuationInput): ValuationResult {
  const measures = (total: number): ValueMeasures => ({
    total,
    perKey: total / input.rooms,
    perSqm: (total * 10_000) / input.gfaSqm,
  })
  const directValue = Math.max(0, input.noi) / (input.capRatePct / 100)
  const { value: dcfValue, ...dcf } = dcfOf(input, {
    discount: input.discountRatePct / 100,
    terminalCap: input.terminalCapRatePct / 100,
  })
  const weight = input.directWeightPct / 100
  return {
    direct: measures(directValue),
    dcf: measures(dcfValue),
    reconciled: measures(weight * directValue + (1 - weight) * dcfValue),
    ...dcf,
    terminalShare: dcfValue > 0 ? dcf.terminalPresentValue / dcfValue : null,
    impliedCapRate: dcfValue > 0 && input.noi > 0 ? input.noi / dcfValue : null,
    dcfVersusDirect: directValue > 0 ? (dcfValue - directValue) / directValue : null,
  }
}

export type ValuationSensitivity = {
  discountRatesPct: number[]
  terminalCapRatesPct: number[]
  /** DCF value (万元) by discount rate (rows) and terminal cap rate (columns). */
  values: number[][]
}

/** DCF value with the discount rate ±1 point and the terminal cap rate ±0.5 point: the two assumptions it hangs on. */
export function valuationSensitivity(input: ValuationInput): ValuationSensitivity {
  const discountRatesPct = [-1, 0, 1].map((d) => input.discountRatePct + d).filter((r) => r > 0)
  const terminalCapRatesPct = [-0.5, 0, 0.5].map((d) => input.terminalCapRatePct + d).filter((r) => r > 0)
  return {
    discountRatesPct,
    terminalCapRatesPct,
    values: discountRatesPct.map((d) =>
      terminalCapRatesPct.map((c) => dcfOf(input, { discount: d / 100, terminalCap: c / 100 }).value),
    ),
  }
}

/** The reading of the result for the client, one paragraph per point. */
export function valuationVerdict(input: ValuationInput, result: ValuationResult): string[] {
  const perUnit = (m: ValueMeasures) =>
    `合每间客房 ${numberText(m.perKey, 1)} 万元、每平方米建筑面积 ${numberText(m.perSqm)} 元`
  const paragraphs: string[] = []
  if (input.noi <= 0) {
    paragraphs.push(
      `稳定年 NOI 为 ${wanText(input.noi)}，收益法得不出正的价值：这家酒店的价值应按重置成本、土地价值或改变用途后的收益判断。`,
    )
  } else {
    paragraphs.push(
      `按稳定年 NOI ${wanText(input.noi)}与资本化率 ${percentText(input.capRatePct / 100)}，直接资本化法估值 ${wanText(result.direct.total)}，${perUnit(result.direct)}。`,
    )
  }

  const versus =
    result.dcfVersusDirect === null
      ? ''
      : `，比直接资本化法${result.dcfVersusDirect >= 0 ? '高' : '低'} ${percentText(Math.abs(result.dcfVersusDirect))}`
  const share =
    result.terminalShare === null
      ? ''
      : `期末出售价值的现值占 DCF 价值的 ${percentText(result.terminalShare)}${result.terminalShare >= 0.6 ? '，结论对期末资本化率的假设较为敏感' : ''}。`
  paragraphs.push(
    `10 年现金流折现（折现率 ${percentText(input.discountRatePct / 100)}，NOI 年增长 ${percentText(input.noiGrowthPct / 100)}，第 11 年 NOI ÷ 期末资本化率 ${percentText(input.terminalCapRatePct / 100)} 并扣除 ${percentText(input.sellingCostPct / 100)} 出售费用）估值 ${wanText(result.dcf.total)}${versus}。${share}`,
  )

  if (result.impliedCapRate !== null) {
    const gap = result.dcfVersusDirect !== null && Math.abs(result.dcfVersusDirect) > 0.1
    paragraphs.push(
      `DCF 价值对应的资本化率为 ${percentText(result.impliedCapRate, 2)}（稳定年 NOI ÷ DCF 价值，直接资本化法用 ${percentText(input.capRatePct / 100)}）。${gap ? `两种方法相差超过 10%，应检查假设是否一致：长期看，资本化率约等于折现率减 NOI 增长率（此处为 ${percentText((input.discountRatePct - input.noiGrowthPct) / 100)}）。` : ''}`,
    )
  }
  paragraphs.push(
    `按直接资本化法 ${percentText(input.directWeightPct / 100, 0)}、DCF ${percentText(1 - input.directWeightPct / 100, 0)} 加权，调和价值为 ${wanText(result.reconciled.total)}，${perUnit(result.reconciled)}。`,
  )
  return paragraphs
}

/** Fields whose default is one figure of the benchmark table; the page shows that figure's range as field help. */
export const valuationFieldBenchmarks = {
  capRatePct: 'fin.cap_rate',
  terminalCapRatePct: 'fin.cap_rate',
  discountRatePct: 'fin.discount_rate',
  sellingCostPct: 'fin.selling_cost_pct',
} satisfies Partial<Record<keyof ValuationInput, string>>

/**
 * The hotel's own figures for a first run (a stabilized mid-sized hotel, NOI growing with inflation, the two methods
 * weighted equally); the user replaces them.
 */
export const valuationExample = {
  rooms: 300,
  noi: 2000,
  noiYear1Pct: 100,
  noiYear2Pct: 100,
  noiGrowthPct: growthPct,
  directWeightPct: 50,
}

export function valuationBenchmarkDefaults(segment: Positioning, tier: CityTier, rooms: number) {
  const value = (key: string) => benchmarkValue(key, { segment, tier })
  return {
    gfaSqm: Math.round(rooms * value('dev.gfa_per_key')),
    capRatePct: value('fin.cap_rate'),
    // The going-in rate plus the stated spread (value-rates.ts, 测算假设).
    terminalCapRatePct: terminalCapRatePct(value('fin.cap_rate')),
    discountRatePct: value('fin.discount_rate'),
    sellingCostPct: value('fin.selling_cost_pct'),
  } satisfies Partial<ValuationInput>
}

export function valuationDefaults(segment: Positioning = 'upscale', tier: CityTier = 'tier2'): ValuationInput {
  return { segment, tier, ...valuationExample, ...valuationBenchmarkDefaults(segment, tier, valuationExample.rooms) }
}
