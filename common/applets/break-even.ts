import { z } from 'zod'
import { hotelCaseFields, numberField, percentField, roomsField } from './fields.ts'
import { numberText, percentText, wanText } from './figure-text.ts'
import { annuityPayment } from './finance.ts'
import { departmentCostFields, managementFeeFields, sharedFields } from './shared-fields.ts'

/**
 * Break-even occupancy at a given ADR, on three lines: GOP (the operator covers its costs), NOI (the owner covers
 * fees, fixed charges and the FF&E reserve as well) and debt service (NOI covers the loan payment). The lines are
 * the feasibility study's operating model (feasibility-operations.ts) made linear in occupancy, so at the reference
 * occupancy and ADR they give the study's NOI for the same inputs (a test holds it): ADR is quoted incl. VAT and
 * revenue counted without it; the incentive fee is a share of GOP (none when GOP is negative); brand fees are on
 * rooms revenue (a franchise fee is part of them where the hotel is franchised); surcharges on output VAT.
 *
 * The USALI cost ratios describe the hotel at its reference (stabilized) occupancy and ADR. At that point each cost
 * is split by its fixed share: the fixed part stays the same in 万元 a year at any occupancy; the variable part moves
 * with occupied rooms. Rooms variable cost is a cost per occupied room in 元 (cleaning, linen, amenities do not get
 * dearer when the rate rises); F&B, other and undistributed variable costs, fees, surcharges and the FF&E reserve
 * move with revenue. F&B and other revenue keep their share of total revenue. Each line is then linear in occupancy,
 * so break-even is solved exactly: fixed ÷ (available room nights × contribution per occupied room).
 */
export const breakEvenAdrSteps = [-0.3, -0.2, -0.1, 0, 0.1, 0.2, 0.3] as const
export const breakEvenLevels = ['gop', 'noi', 'debt'] as const
export type BreakEvenLevel = (typeof breakEvenLevels)[number]
export const breakEvenLevelLabels: Record<BreakEvenLevel, string> = {
  gop: 'GOP 打平',
  noi: 'NOI 打平',
  debt: '覆盖还本付息',
}
const daysPerYear = 365

export const breakEvenInputSchema = z.object({
  ...hotelCaseFields,
  rooms: roomsField,
  adr: numberField('平均房价', { min: 50, max: 20000, unit: ' 元' }),
  referenceOccupancyPct: percentField('参考出租率', 1, 100),
  // Capped so that rooms always keep a share of revenue (the two together stay below 100 %).
  fnbSharePct: percentField('餐饮收入占比', 0, 60),
  otherSharePct: percentField('其他收入占比', 0, 30),
  ...departmentCostFields,
  roomsFixedSharePct: percentField('客房费用固定比例'),
  fnbFixedSharePct: percentField('餐饮费用固定比例'),
  otherFixedSharePct: percentField('其他部门费用固定比例'),
  undistributedFixedSharePct: percentField('未分配费用固定比例'),
  ...managementFeeFields,
  brandFeesPct: percentField('品牌及系统费率', 0, 20),
  vatPct: sharedFields.vatPct,
  surchargePct: percentField('增值税附加合计', 0, 20),
  ffeReservePct: percentField('FF&E 准备金率', 0, 10),
  propertyValue: numberField('房产原值', { min: 0, max: 10_000_000, unit: ' 万元' }),
  propertyDeductionPct: sharedFields.propertyDeductionPct,
  propertyTaxPct: percentField('房产税税率', 0, 5),
  landAreaSqm: numberField('用地面积', { min: 0, max: 10_000_000, unit: ' ㎡' }),
  landTaxPerSqm: numberField('土地使用税单位税额', { min: 0, max: 30, unit: ' 元/㎡' }),
  insuredValue: numberField('投保价值', { min: 0, max: 10_000_000, unit: ' 万元' }),
  insurancePct: sharedFields.insurancePct,
  loanAmount: numberField('贷款金额', { min: 0, max: 10_000_000, unit: ' 万元' }),
  loanRatePct: sharedFields.loanRatePct,
  loanTermYears: sharedFields.loanTermYears,
})

export type BreakEvenInput = z.infer<typeof breakEvenInputSchema>

export type BreakEvenPoint = {
  level: BreakEvenLevel
  /** reached: at or below full occupancy; above_full: only above 100 %; never: each room sold loses money. */
  kind: 'reached' | 'above_full' | 'never'
  occupancy: number | null
  revpar: number | null
  /** Costs (万元 a year) that do not move with occupancy, down to this line. */
  fixedCosts: number
  /** What each occupied room leaves towards those fixed costs (元). */
  contributionPerRoom: number
}

export type BreakEvenCosts = {
  roomsFixed: number
  fnbFixed: number
  otherFixed: number
  undistributedFixed: number
  propertyTax: number
  landUseTax: number
  insurance: number
  debtService: number
}

export type BreakEvenRow = { adrChange: number; adr: number; points: BreakEvenPoint[] }

/** The year's profit lines at one occupancy and ADR (万元). */
export type ProfitLines = {
  occupancy: number
  adr: number
  revenue: number
  gop: number
  noi: number
  cashAfterDebt: number
}

export type BreakEvenResult = {
  availableRoomNights: number
  /** Total revenue per occupied room at the input ADR, excl. VAT (元). */
  revenuePerOccupiedRoom: number
  roomsVariableCostPerOccupiedRoom: number
  /** Variable costs that move with revenue, as shares of total revenue, above and below GOP. */
  variableShareAboveGop: number
  variableShareBelowGop: number
  costs: BreakEvenCosts
  points: BreakEvenPoint[]
  /** ADR needed for each line to break even at the reference occupancy; null when no ADR is enough. */
  adrAtReference: Record<BreakEvenLevel, number | null>
  reference: ProfitLines
  sweep: BreakEvenRow[]
}

type Model = {
  nights: number
  revenueMultiple: number
  /** 1 + VAT rate: ADR is quoted incl. VAT. */
  vatFactor: number
  cpor: number
  variableAbove: number
  variableBelow: number
  incentive: number
  /** Fixed costs above GOP, and the fixed charges below it (and debt service). */
  gopFixed: number
  chargesFixed: number
  debtService: number
}

function modelOf(input: BreakEvenInput): { model: Model; costs: BreakEvenCosts } {
  const pct = (v: number) => v / 100
  const nights = input.rooms * daysPerYear
  const roomsShare = 1 - pct(input.fnbSharePct) - pct(input.otherSharePct)
  const revenueMultiple = 1 / roomsShare
  const vatFactor = 1 + pct(input.vatPct)
  const netAdr = input.adr / vatFactor
  const roomsRevenue = (nights * pct(input.referenceOccupancyPct) * netAdr) / 10_000
  const totalRevenue = roomsRevenue * revenueMultiple
  const fnbRevenue = totalRevenue * pct(input.fnbSharePct)
  const otherRevenue = totalRevenue * pct(input.otherSharePct)

  const costs: BreakEvenCosts = {
    roomsFixed: roomsRevenue * pct(input.roomsCostPct) * pct(input.roomsFixedSharePct),
    fnbFixed: fnbRevenue * pct(input.fnbCostPct) * pct(input.fnbFixedSharePct),
    otherFixed: otherRevenue * pct(input.otherCostPct) * pct(input.otherFixedSharePct),
    undistributedFixed: totalRevenue * pct(input.undistributedPct) * pct(input.undistributedFixedSharePct),
    propertyTax: input.propertyValue * (1 - pct(input.propertyDeductionPct)) * pct(input.propertyTaxPct),
    landUseTax: (input.landAreaSqm * input.landTaxPerSqm) / 10_000,
    insurance: input.insuredValue * pct(input.insurancePct),
    debtService:
      input.loanAmount > 0 ? annuityPayment(input.loanAmount, pct(input.loanRatePct), input.loanTermYears) : 0,
  }
  const model: Model = {
    nights,
    revenueMultiple,
    vatFactor,
    cpor: netAdr * pct(input.roomsCostPct) * (1 - pct(input.roomsFixedSharePct)),
    variableAbove:
      pct(input.fnbSharePct) * pct(input.fnbCostPct) * (1 - pct(input.fnbFixedSharePct)) +
      pct(input.otherSharePct) * pct(input.otherCostPct) * (1 - pct(input.otherFixedSharePct)) +
      pct(input.undistributedPct) * (1 - pct(input.undistributedFixedSharePct)),
    variableBelow:
      pct(input.baseFeePct) +
      roomsShare * pct(input.brandFeesPct) +
      pct(input.vatPct) * pct(input.surchargePct) +
      pct(input.ffeReservePct),
    incentive: pct(input.incentiveFeePct),
    gopFixed: costs.roomsFixed + costs.fnbFixed + costs.otherFixed + costs.undistributedFixed,
    chargesFixed: costs.propertyTax + costs.landUseTax + costs.insurance,
    debtService: costs.debtService,
  }
  return { model, costs }
}

/** Total revenue excl. VAT per occupied room at an ADR incl. VAT (元). */
function revenuePerRoom(model: Model, adr: number) {
  return (adr / model.vatFactor) * model.revenueMultiple
}

/**
 * Costs that do not move with occupancy, down to a line. Below GOP the incentive fee takes its share of GOP, so
 * (1 − incentive) of the fixed costs above GOP count there: NOI = (1 − i) × GOP − variable × revenue − charges,
 * which holds wherever GOP ≥ 0, as it does at every NOI or debt break-even (fees and charges are never negative).
 */
function fixedOf(model: Model, level: BreakEvenLevel) {
  if (level === 'gop') return model.gopFixed
  const noi = (1 - model.incentive) * model.gopFixed + model.chargesFixed
  return level === 'noi' ? noi : noi + model.debtService
}

/** What each occupied room leaves towards the fixed costs of a line (元). */
function contribution(model: Model, level: BreakEvenLevel, adr: number) {
  const revenue = revenuePerRoom(model, adr)
  const gop = revenue * (1 - model.variableAbove) - model.cpor
  return level === 'gop' ? gop : (1 - model.incentive) * gop - revenue * model.variableBelow
}

function pointAt(model: Model, level: BreakEvenLevel, adr: number): BreakEvenPoint {
  const fixedCosts = fixedOf(model, level)
  const perRoom = contribution(model, level, adr)
  if (perRoom <= 0)
    return { level, kind: 'never', occupancy: null, revpar: null, fixedCosts, contributionPerRoom: perRoom }
  const occupancy = (fixedCosts * 10_000) / (model.nights * perRoom)
  return {
    level,
    kind: occupancy <= 1 ? 'reached' : 'above_full',
    occupancy,
    revpar: occupancy * adr,
    fixedCosts,
    contributionPerRoom: perRoom,
  }
}

/**
 * The ADR at which a line breaks even at a given occupancy. Contribution is linear in revenue per room r:
 * GOP: r(1 − a) − c; below GOP: (1 − i)(r(1 − a) − c) − r·b. Solve nights × occ × contribution = fixed for r.
 */
function adrToBreakEven(model: Model, level: BreakEvenLevel, occupancy: number): number | null {
  const needed = (fixedOf(model, level) * 10_000) / (model.nights * occupancy)
  const keep = 1 - model.variableAbove
  const slope = level === 'gop' ? keep : (1 - model.incentive) * keep - model.variableBelow
  const offset = level === 'gop' ? model.cpor : (1 - model.incentive) * model.cpor
  if (slope <= 0) return null
  const revenue = (needed + offset) / slope
  return (revenue / model.revenueMultiple) * model.vatFactor
}

/** The year's profit lines at one occupancy and ADR (万元), the incentive fee only on a positive GOP. */
function profitLines(model: Model, occupancy: number, adr: number): ProfitLines {
  const occupied = model.nights * occupancy
  const revenue = (occupied * revenuePerRoom(model, adr)) / 10_000
  const gop = (occupied * contribution(model, 'gop', adr)) / 10_000 - model.gopFixed
  const noi = gop - model.incentive * Math.max(0, gop) - revenue * model.variableBelow - model.chargesFixed
  return { occupancy, adr, revenue, gop, noi, cashAfterDebt: noi - model.debtService }
}

export function calculateBreakEven(input: BreakEvenInput): BreakEvenResult {
  const { model, costs } = modelOf(input)
  const referenceOccupancy = input.referenceOccupancyPct / 100
  const adrAtReference = {} as Record<BreakEvenLevel, number | null>
  for (const level of breakEvenLevels) adrAtReference[level] = adrToBreakEven(model, level, referenceOccupancy)
  return {
    availableRoomNights: model.nights,
    revenuePerOccupiedRoom: revenuePerRoom(model, input.adr),
    roomsVariableCostPerOccupiedRoom: model.cpor,
    variableShareAboveGop: model.variableAbove,
    variableShareBelowGop: model.variableBelow,
    costs,
    points: breakEvenLevels.map((level) => pointAt(model, level, input.adr)),
    adrAtReference,
    reference: profitLines(model, referenceOccupancy, input.adr),
    sweep: breakEvenAdrSteps.map((adrChange) => {
      const adr = input.adr * (1 + adrChange)
      return { adrChange, adr, points: breakEvenLevels.map((level) => pointAt(model, level, adr)) }
    }),
  }
}

export function breakEvenPoint(result: BreakEvenResult, level: BreakEvenLevel): BreakEvenPoint {
  return result.points.find((p) => p.level === level) as BreakEvenPoint
}

function pointText(point: BreakEvenPoint) {
  if (point.kind === 'never')
    return `${breakEvenLevelLabels[point.level]}：任何出租率都做不到（每卖出一间房，变动成本已超过它带来的收入）`
  const occupancy = percentText(point.occupancy as number)
  return point.kind === 'above_full'
    ? `${breakEvenLevelLabels[point.level]}需 ${occupancy}，超过满房，在此房价下无法实现`
    : `${breakEvenLevelLabels[point.level]}需 ${occupancy}`
}

/** The reading of the result for the client, one paragraph per point. */
export function breakEvenVerdict(input: BreakEvenInput, result: BreakEvenResult): string[] {
  const debt = breakEvenPoint(result, 'debt')
  const reference = result.reference
  const paragraphs = [
    `平均房价 ${numberText(input.adr)} 元时，每间已售客房带来总收入 ${numberText(result.revenuePerOccupiedRoom)} 元（不含增值税）；出租率方面，${result.points.map(pointText).join('，')}${result.costs.debtService > 0 ? `（每年还本付息 ${wanText(result.costs.debtService)}）` : '（无贷款，与 NOI 打平相同）'}。`,
  ]

  const cushion = debt.occupancy === null ? null : reference.occupancy - debt.occupancy
  const levered = result.costs.debtService > 0
  paragraphs.push(
    cushion !== null && cushion >= 0
      ? `参考出租率 ${percentText(reference.occupancy)} 高出${levered ? '偿债' : ' NOI '}平衡点 ${numberText(cushion * 100, 1)} 个百分点，${levered ? '还本付息后' : ''}每年约余 ${wanText(reference.cashAfterDebt)}。`
      : `参考出租率 ${percentText(reference.occupancy)} 下，${levered ? '还本付息后' : 'NOI '}每年缺口约 ${wanText(-reference.cashAfterDebt)}，需由业主补足${levered ? '或调整贷款' : ''}。`,
  )

  const adrNeeded = result.adrAtReference.debt
  paragraphs.push(
    adrNeeded === null
      ? `在参考出租率下，提高房价也无法覆盖成本：随收入变动的费用已占收入的 100% 以上。`
      : `若出租率保持 ${percentText(reference.occupancy)}，房价至少需 ${numberText(adrNeeded)} 元才能覆盖还本付息（GOP 打平需 ${numberText(result.adrAtReference.gop ?? 0)} 元，NOI 打平需 ${numberText(result.adrAtReference.noi ?? 0)} 元）。`,
  )

  const low = result.sweep[0]
  const lowDebt = low?.points.find((p) => p.level === 'debt')
  if (low && lowDebt) {
    paragraphs.push(
      `房价下降 ${percentText(-low.adrChange, 0)}（${numberText(low.adr)} 元）时，${pointText(lowDebt)}。`,
    )
  }
  return paragraphs
}
