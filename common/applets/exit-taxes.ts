import { vatInside } from './vat.ts'

/**
 * The taxes of selling the hotel at the end of the hold, two ways. Money in 万元; rates 0–100.
 *
 * Asset sale (转让房地产) by the hotel company:
 * - VAT on the sale of immovable property. The general method, 9 % on the price (财政部 税务总局 海关总署公告2019年
 *   第39号 第一条), set against the company's input VAT still carried forward. A general taxpayer that acquired the
 *   property before 2016-05-01 may choose the simplified method instead, 5 % on the price (self-built) or on the
 *   price less the purchase price (bought) (财税〔2016〕36号 附件2 第一条第（八）项); the simplified method lets no
 *   input VAT be credited. A hotel built or bought in this study is acquired after that date: general method only.
 *   The price is the contract price including VAT, as Chinese property deals are quoted.
 * - 城市维护建设税、教育费附加、地方教育附加 on the VAT payable.
 * - 印花税: 产权转移书据 0.05 % of the price excluding VAT (《印花税法》第五条 and 《印花税税目税率表》).
 * - 土地增值税 (《土地增值税暂行条例》第二、六、七条 and 《实施细则》第七、十条): on the appreciation, the price
 *   excluding VAT (国家税务总局公告2016年第70号 第三条) less the deductions: 取得土地使用权所支付的金额 (land price and
 *   the fees paid for it), the appraised value of the used building (旧房及建筑物的评估价格: replacement cost × 成新度,
 *   实施细则 第七条第（四）项) and the taxes on the transfer (城市维护建设税、教育费附加、印花税, 实施细则 第七条第（五）项;
 *   not VAT). Progressive by the ratio of appreciation to deductions: up to 50 % at 30 %, 50–100 % at 40 % less 5 %
 *   of deductions, 100–200 % at 50 % less 15 %, above 200 % at 60 % less 35 %. The extra 20 % deduction of
 *   条例实施细则 第七条第（六）项 is for property developers selling new property and does not apply.
 * - 企业所得税 on the gain (price excl. VAT less book value, selling costs, surcharges, stamp duty and 土地增值税,
 *   all deductible: 《企业所得税法实施条例》第三十一条). The proceeds reach a resident corporate shareholder as an
 *   exempt dividend (《企业所得税法》第二十六条第（二）项).
 *
 * Share sale (转让项目公司股权) by the shareholder: the company and its property stay as they are, so no VAT, no
 * 土地增值税 and no deed tax arise on the property; the seller pays 印花税 on the share transfer (股权转让书据 0.05 %)
 * and 企业所得税 on the gain over its cost of the shares. A buyer inherits the company's low tax basis and the latent
 * 土地增值税 and income tax, so pays less than the asset value: the discount is an input (测算假设, a negotiated
 * figure with no published norm). Where the company's assets are mainly land and buildings some tax offices levy
 * 土地增值税 on a share sale anyway (国税函〔2000〕687号): a risk to confirm with the local office before relying on it.
 */

export const propertyStampDutyPct = 0.05
export const shareStampDutyPct = 0.05
export const saleVatGeneralPct = 9
export const saleVatSimplifiedPct = 5

/** 《土地增值税暂行条例》第七条 rates; 《实施细则》第十条 quick deduction coefficients. */
export const latBrackets = [
  { upToRatio: 0.5, ratePct: 30, quickDeductionPct: 0 },
  { upToRatio: 1, ratePct: 40, quickDeductionPct: 5 },
  { upToRatio: 2, ratePct: 50, quickDeductionPct: 15 },
  { upToRatio: Number.POSITIVE_INFINITY, ratePct: 60, quickDeductionPct: 35 },
] as const

export type LandAppreciationTax = {
  appreciation: number
  /** Appreciation ÷ deductions. */
  ratio: number
  ratePct: number
  quickDeductionPct: number
  tax: number
}

export function landAppreciationTax(proceedsExVat: number, deductions: number): LandAppreciationTax {
  const appreciation = proceedsExVat - deductions
  if (appreciation <= 0 || deductions <= 0)
    return { appreciation, ratio: 0, ratePct: 0, quickDeductionPct: 0, tax: appreciation > 0 ? appreciation * 0.6 : 0 }
  const ratio = appreciation / deductions
  const bracket = latBrackets.find((b) => ratio <= b.upToRatio) ?? latBrackets[3]
  return {
    appreciation,
    ratio,
    ratePct: bracket.ratePct,
    quickDeductionPct: bracket.quickDeductionPct,
    tax: (appreciation * bracket.ratePct - deductions * bracket.quickDeductionPct) / 100,
  }
}

export type VatMethod = 'general' | 'simplified'

export type AssetSaleInput = {
  /** Contract price including VAT. */
  price: number
  /** Acquired (built or bought) before 2016-05-01: the simplified method may be chosen. */
  acquiredBeforeMay2016: boolean
  /** Self-built (simplified VAT on the full price) or bought (on the price less the purchase price). */
  selfBuilt: boolean
  /** What the company paid for the property, for the simplified method of a bought property. */
  purchasePrice: number
  /** Input VAT carried forward at the sale. */
  vatCredit: number
  surchargePct: { urbanMaintenance: number; education: number; localEducation: number }
  sellingCostPct: number
  /** 取得土地使用权所支付的金额: land price and deed tax. */
  landDeduction: number
  /** 旧房及建筑物的评估价格. */
  buildingAppraisal: number
  /** Tax book value of everything sold (land use right, building, equipment). */
  bookValue: number
  incomeTaxPct: number
}

export type AssetSale = {
  vatMethod: VatMethod
  vatMethodReason: string
  priceExVat: number
  outputVat: number
  creditUsed: number
  vatPayable: number
  surcharges: number
  stampDuty: number
  sellingCosts: number
  latDeductions: number
  lat: LandAppreciationTax
  gain: number
  /** Income tax on the gain on its own (the study sets it against any losses carried forward). */
  incomeTax: number
  /** Price less VAT paid, surcharges, stamp duty, selling costs, 土地增值税 and income tax. */
  netProceeds: number
}

function saleWithMethod(i: AssetSaleInput, method: VatMethod) {
  const simplifiedBase = i.selfBuilt ? i.price : Math.max(0, i.price - i.purchasePrice)
  const outputVat =
    method === 'general' ? vatInside(i.price, saleVatGeneralPct) : vatInside(simplifiedBase, saleVatSimplifiedPct)
  const priceExVat = i.price - outputVat
  const creditUsed = method === 'general' ? Math.min(outputVat, i.vatCredit) : 0
  const vatPayable = outputVat - creditUsed
  const s = i.surchargePct
  const surcharges = (vatPayable * (s.urbanMaintenance + s.education + s.localEducation)) / 100
  const stampDuty = (priceExVat * propertyStampDutyPct) / 100
  const sellingCosts = (i.price * i.sellingCostPct) / 100
  const latTaxes = (vatPayable * (s.urbanMaintenance + s.education)) / 100 + stampDuty
  const latDeductions = i.landDeduction + i.buildingAppraisal + latTaxes
  const lat = landAppreciationTax(priceExVat, latDeductions)
  const gain = priceExVat - i.bookValue - sellingCosts - surcharges - stampDuty - lat.tax
  const incomeTax = (Math.max(0, gain) * i.incomeTaxPct) / 100
  const netProceeds = i.price - vatPayable - surcharges - stampDuty - sellingCosts - lat.tax - incomeTax
  return {
    priceExVat,
    outputVat,
    creditUsed,
    vatPayable,
    surcharges,
    stampDuty,
    sellingCosts,
    latDeductions,
    lat,
    gain,
    incomeTax,
    netProceeds,
  }
}

/** The VAT method by the rule, and where there is a choice, the one that leaves the seller more. */
export function assetSale(i: AssetSaleInput): AssetSale {
  const general = saleWithMethod(i, 'general')
  if (!i.acquiredBeforeMay2016)
    return {
      vatMethod: 'general',
      vatMethodReason:
        '不动产于 2016 年 5 月 1 日后取得，一般纳税人只能适用一般计税方法，按 9% 计算销项税额并可抵扣留抵税额',
      ...general,
    }
  const simplified = saleWithMethod(i, 'simplified')
  return simplified.netProceeds > general.netProceeds
    ? {
        vatMethod: 'simplified',
        vatMethodReason: `不动产于 2016 年 4 月 30 日前取得，可选择简易计税 5%（财税〔2016〕36号 附件2 第一条第（八）项）；留抵税额较少，简易计税少缴 ${(general.vatPayable - simplified.vatPayable).toFixed(0)} 万元增值税，故选简易计税`,
        ...simplified,
      }
    : {
        vatMethod: 'general',
        vatMethodReason:
          '不动产于 2016 年 4 月 30 日前取得，可选简易计税 5%，但留抵税额足以抵减 9% 的销项税额，一般计税方法税负更低',
        ...general,
      }
}

export type ShareSaleInput = {
  /** The property's value, the same as the asset sale's price. */
  assetValue: number
  /** 测算假设: the buyer's discount for the latent taxes it takes over. */
  latentTaxDiscountPct: number
  /** Loan the company still owes, which stays with it. */
  debt: number
  /** Other net assets the company keeps (working capital). */
  otherNetAssets: number
  /** The seller's cost of the shares: the equity it put in. */
  shareCost: number
  sellingCostPct: number
  incomeTaxPct: number
}

export type ShareSale = {
  sharePrice: number
  latentTaxDiscount: number
  stampDuty: number
  sellingCosts: number
  gain: number
  incomeTax: number
  /** Share price less stamp duty, selling costs and income tax: what the seller keeps (the loan stays with the company). */
  netProceeds: number
}

export function shareSale(i: ShareSaleInput): ShareSale {
  const latentTaxDiscount = (i.assetValue * i.latentTaxDiscountPct) / 100
  const sharePrice = i.assetValue - latentTaxDiscount - i.debt + i.otherNetAssets
  const stampDuty = (Math.max(0, sharePrice) * shareStampDutyPct) / 100
  const sellingCosts = (i.assetValue * i.sellingCostPct) / 100
  const gain = sharePrice - stampDuty - sellingCosts - i.shareCost
  const incomeTax = (Math.max(0, gain) * i.incomeTaxPct) / 100
  return {
    sharePrice,
    latentTaxDiscount,
    stampDuty,
    sellingCosts,
    gain,
    incomeTax,
    netProceeds: sharePrice - stampDuty - sellingCosts - incomeTax,
  }
}
