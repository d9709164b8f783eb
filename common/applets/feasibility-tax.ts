/**
 * Chinese taxes of an owner-operated hotel company, each on its legal basis (the notes on the page cite the
 * articles). Money in 万元 unless a name says otherwise; rates as 0–100 percentages, as entered.
 */

/** Room and F&B prices are quoted to guests including VAT; the P&L runs on revenue excluding it. */
export function splitVat(grossRevenue: number, vatPct: number): { net: number; vat: number } {
  const net = grossRevenue / (1 + vatPct / 100)
  return { net, vat: grossRevenue - net }
}

/**
 * 城市维护建设税、教育费附加、地方教育附加: percentages of the VAT actually paid. Input VAT on purchases is not credited
 * in this model, so the VAT paid is the output VAT — slightly overstating the surcharges (a prudent simplification).
 */
export function surcharges(
  vatPaid: number,
  urbanMaintenancePct: number,
  educationPct: number,
  localEducationPct: number,
) {
  return (vatPaid * (urbanMaintenancePct + educationPct + localEducationPct)) / 100
}

/**
 * 房产税 on the original value (从价计征): 《房产税暂行条例》第三条 and 第四条 — original value less the deduction the
 * province sets (10–30 %), times 1.2 % a year. The original value includes the land price (财税〔2010〕121号 第三条)
 * and the capitalised borrowing costs; the caller builds it.
 */
export function propertyTax(originalValue: number, deductionPct: number, ratePct: number) {
  return (originalValue * (1 - deductionPct / 100) * ratePct) / 100
}

/** 城镇土地使用税: land actually occupied (㎡) × the yearly rate per ㎡ (元), in 万元. */
export function landUseTax(landAreaSqm: number, perSqmYuan: number) {
  return (landAreaSqm * perSqmYuan) / 10_000
}

/** Straight-line depreciation (or amortisation) in operating year `year` (1-based); nothing after the life ends. */
export function straightLine(cost: number, lifeYears: number, year: number) {
  return year <= lifeYears ? cost / lifeYears : 0
}

export type IncomeTaxYear = {
  taxableIncome: number
  /** Earlier losses set against this year's profit. */
  lossUsed: number
  /** Losses still available to later years at the end of this year. */
  lossCarriedForward: number
  tax: number
}

/** 《企业所得税法》第十八条: a loss may be carried forward against the profits of the next five years at most. */
export const lossCarryYears = 5

/**
 * Income tax year by year with loss carry-forward: oldest losses are used first, and a loss not used within five
 * years lapses.
 */
export function incomeTaxes(taxableIncomes: readonly number[], ratePct: number): IncomeTaxYear[] {
  const losses: { year: number; left: number }[] = []
  return taxableIncomes.map((taxableIncome, year) => {
    while (losses.length > 0 && (losses[0] as { year: number }).year < year - lossCarryYears) losses.shift()
    let lossUsed = 0
    if (taxableIncome > 0) {
      for (const loss of losses) {
        const use = Math.min(loss.left, taxableIncome - lossUsed)
        loss.left -= use
        lossUsed += use
      }
      while (losses.length > 0 && (losses[0] as { left: number }).left <= 0) losses.shift()
    } else if (taxableIncome < 0) {
      losses.push({ year, left: -taxableIncome })
    }
    const tax = (Math.max(0, taxableIncome - lossUsed) * ratePct) / 100
    // Losses that lapse at the end of this year are no longer available.
    const lossCarriedForward = losses.filter((l) => l.year > year - lossCarryYears).reduce((s, l) => s + l.left, 0)
    return { taxableIncome, lossUsed, lossCarriedForward, tax }
  })
}
