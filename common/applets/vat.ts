/**
 * VAT of the hotel company as a general taxpayer (一般纳税人): output VAT on sales less input VAT on purchases, the
 * excess input carried forward until used (《增值税暂行条例》第四条: 当期销项税额小于当期进项税额不足抵扣时，其不足部分
 * 可以结转下期继续抵扣). Rates (财政部 税务总局 海关总署公告2019年第39号 第一条, kept by 《增值税法》第十条): 9 % on
 * construction services and on the sale or lease of immovable property, 13 % on goods (furniture, fixtures and
 * equipment), 6 % on accommodation and catering services. Deductible input VAT is not part of an asset's cost
 * (《企业会计准则》; so it is neither depreciated nor in 房产原值). A refund of the credit left over
 * (增量留抵退税, 财政部 税务总局公告2019年第39号 第八条) is conditional and not modelled: the credit is carried
 * forward, the prudent case. Money in 万元; rates 0–100.
 */
export const constructionVatPct = 9
export const equipmentVatPct = 13

/** The input VAT inside a price that includes it. */
export function vatInside(gross: number, ratePct: number) {
  return (gross * ratePct) / (100 + ratePct)
}

export type VatYear = {
  outputVat: number
  inputVat: number
  /** Credit from earlier years available at the start of the year. */
  creditBroughtForward: number
  /** Input VAT of this year and earlier set against this year's output VAT. */
  creditUsed: number
  /** VAT actually paid: the base of the surcharges. */
  vatPayable: number
  creditCarriedForward: number
}

/** Year by year: this year's input and the credit brought forward are set against output; the rest moves on. */
export function vatSchedule(outputs: readonly number[], inputs: readonly number[], openingCredit = 0): VatYear[] {
  let credit = openingCredit
  return outputs.map((outputVat, i) => {
    const inputVat = inputs[i] ?? 0
    const creditBroughtForward = credit
    const available = credit + inputVat
    const creditUsed = Math.min(Math.max(0, outputVat), available)
    credit = available - creditUsed
    return {
      outputVat,
      inputVat,
      creditBroughtForward,
      creditUsed,
      vatPayable: outputVat - creditUsed,
      creditCarriedForward: credit,
    }
  })
}
