import { numberField, percentField } from './fields.ts'

/**
 * Inputs several tools ask for under the same name, worded and bounded alike in each (as roomsField in fields.ts):
 * the tools' schemas take them from here, so one input cannot end up with two rules. An input a tool words or
 * bounds its own way on purpose (valuation's discount rate starts at 1 %) stays in that tool.
 */
export const sharedFields = {
  occupancyPct: percentField('稳定期出租率', 1, 100),
  gfaPerKey: numberField('每间客房建筑面积', { min: 15, max: 500, unit: ' ㎡' }),
  contingencyPct: percentField('不可预见费率', 0, 30),
  ownerPriorityPct: percentField('业主优先回报率', 0, 30),
  initialFeePerKey: numberField('首期加盟费', { min: 0, max: 200_000, unit: ' 元/间' }),
  ffeReservePct: percentField('FF&E 更新准备金率', 0, 10),
  insurancePct: percentField('财产保险费率', 0, 2),
  vatPct: percentField('增值税税率', 0, 13),
  propertyDeductionPct: percentField('房产原值减除比例', 10, 30),
  loanRatePct: percentField('贷款年利率', 0, 20),
  loanTermYears: numberField('贷款期限', { min: 1, max: 30, unit: ' 年', integer: true }),
  noi: numberField('稳定年 NOI', { min: -1_000_000, max: 1_000_000, unit: ' 万元' }),
  capRatePct: percentField('资本化率', 1, 20),
  discountRatePct: percentField('折现率', 0, 30),
}

/** The USALI cost ratios, each on its department's revenue (undistributed on total revenue). */
export const departmentCostFields = {
  roomsCostPct: percentField('客房部门费用率', 0, 100),
  fnbCostPct: percentField('餐饮部门费用率', 0, 150),
  otherCostPct: percentField('其他部门费用率', 0, 150),
  undistributedPct: percentField('未分配经营费用率', 0, 100),
}

/** A management agreement's base fee (on revenue) and incentive fee. */
export const managementFeeFields = {
  baseFeePct: percentField('基本管理费率', 0, 10),
  incentiveFeePct: percentField('奖励管理费率', 0, 30),
}

/** What is bought per key besides the building, in 元. */
export const perKeyCostFields = {
  ffePerKey: numberField('每间 FF&E', { min: 0, max: 2_000_000, unit: ' 元' }),
  osePerKey: numberField('每间 OS&E', { min: 0, max: 500_000, unit: ' 元' }),
  preOpeningPerKey: numberField('每间开业前费用', { min: 0, max: 500_000, unit: ' 元' }),
}

/** 房产税 on the property's value: the rate and the share of the original value deducted before it. */
export const propertyTaxByValueFields = {
  propertyTaxPct: percentField('房产税税率（从价）', 0, 5),
  propertyValueDeductionPct: percentField('房产原值减除比例', 0, 100),
}
