import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { CityTier, Positioning } from '../intel.ts'
import { developmentBudget, type ProjectCase, projectCases } from './feasibility-construction.ts'
import { hotelCaseFields, numberField, percentField, roomsField } from './fields.ts'
import { developmentLoanMaxPct, hotelLoanRatePct, operatingLoanLtvMaxPct } from './lending.ts'
import { departmentCostFields, managementFeeFields, perKeyCostFields, sharedFields } from './shared-fields.ts'

/** 测算假设 (value-rates.ts explains it): the terminal cap rate's spread over the going-in rate, in points. */
export const terminalCapSpreadPct = 0.5

/**
 * Inputs of the hotel feasibility study: the case (segment × city tier), the development budget and its
 * construction period, the operating assumptions on the USALI structure, Chinese taxes, financing and exit.
 * Money is in 万元 in results; per-key and per-㎡ inputs in 元 as the market quotes them. Percentages are entered
 * as 0–100 numbers. The model itself lives in feasibility-model.ts.
 */
export const feasibilityInputSchema = z
  .object({
    ...hotelCaseFields,
    projectCase: z.enum(projectCases, { error: '请选择项目情形' }),
    purchasePrice: numberField('购入价格', { min: 0, max: 10_000_000, unit: ' 万元' }),

    rooms: roomsField,
    gfaPerKey: sharedFields.gfaPerKey,
    plotRatio: numberField('容积率', { min: 0.2, max: 20 }),
    landPricePerSqm: numberField('楼面地价', { min: 0, max: 100_000, unit: ' 元/㎡' }),
    deedTaxPct: percentField('契税税率', 0, 5),
    landTermYears: numberField('土地使用权剩余年限', { min: 10, max: 70, unit: ' 年', integer: true }),
    hardCostPerSqm: numberField('建安工程单方造价', { min: 1000, max: 40_000, unit: ' 元/㎡' }),
    softCostPct: percentField('工程建设其他费率', 0, 40),
    contingencyPct: sharedFields.contingencyPct,
    ...perKeyCostFields,
    workingCapitalPerKey: numberField('每间开业流动资金', { min: 0, max: 500_000, unit: ' 元' }),
    keyMoney: numberField('品牌方或管理方资助（key money）', { min: 0, max: 1_000_000, unit: ' 万元' }),
    constructionMonths: numberField('建设期', { min: 6, max: 60, unit: ' 个月', integer: true }),

    adr: numberField('开业首年平均房价', { min: 50, max: 20_000, unit: ' 元' }),
    adrGrowthPct: percentField('房价年增长率', -10, 20),
    inflationPct: percentField('费用年增长率', -5, 20),
    occupancyPct: sharedFields.occupancyPct,
    rampYear1Pct: percentField('第 1 年出租率爬坡系数', 1, 100),
    rampYear2Pct: percentField('第 2 年出租率爬坡系数', 1, 100),
    rampYear3Pct: percentField('第 3 年出租率爬坡系数', 1, 100),
    fnbSharePct: percentField('餐饮收入占总收入比例', 0, 80),
    otherSharePct: percentField('其他收入占总收入比例', 0, 50),

    ...departmentCostFields,
    roomsFixedPct: percentField('客房部门费用固定部分', 0, 100),
    fnbFixedPct: percentField('餐饮部门费用固定部分', 0, 100),
    otherFixedPct: percentField('其他部门费用固定部分', 0, 100),
    undistributedFixedPct: percentField('未分配费用固定部分', 0, 100),

    ...managementFeeFields,
    ownerPriorityPct: sharedFields.ownerPriorityPct,
    brandFeePct: percentField('品牌及系统费率', 0, 20),
    ffeReservePct: sharedFields.ffeReservePct,
    ffeReserveRampYears: numberField('FF&E 准备金递增年数', { min: 0, max: 10, unit: ' 年', integer: true }),
    insurancePct: sharedFields.insurancePct,

    vatPct: sharedFields.vatPct,
    urbanMaintenancePct: percentField('城市维护建设税税率', 0, 7),
    educationSurchargePct: percentField('教育费附加征收率', 0, 3),
    localEducationSurchargePct: percentField('地方教育附加征收率', 0, 2),
    propertyTaxPct: percentField('房产税税率', 0, 1.2),
    propertyDeductionPct: sharedFields.propertyDeductionPct,
    landUseTaxPerSqm: numberField('城镇土地使用税税额', { min: 0, max: 30, unit: ' 元/㎡' }),
    incomeTaxPct: percentField('企业所得税税率', 0, 25),
    buildingLifeYears: numberField('房屋折旧年限', { min: 20, max: 50, unit: ' 年', integer: true }),
    ffeLifeYears: numberField('FF&E 折旧年限', { min: 3, max: 15, unit: ' 年', integer: true }),

    loanSharePct: percentField('贷款比例', 0, 80),
    loanRatePct: sharedFields.loanRatePct,
    loanTermYears: sharedFields.loanTermYears,
    graceYears: numberField('宽限期', { min: 0, max: 10, unit: ' 年', integer: true }),
    dscrMin: numberField('银行要求的最低 DSCR', { min: 1, max: 3 }),
    debtYieldMinPct: percentField('债务收益率参考下限（国际惯例）', 0, 30),

    holdYears: numberField('持有期', { min: 5, max: 20, unit: ' 年', integer: true }),
    discountRatePct: sharedFields.discountRatePct,
    exitCapRatePct: percentField('退出资本化率', 2, 20),
    sellingCostPct: percentField('出售交易费用率', 0, 10),
    latentTaxSharePct: percentField('股权转让买方折让的潜在税负比例', 0, 100),
  })
  .refine((i) => i.fnbSharePct + i.otherSharePct < 90, {
    error: '餐饮与其他收入合计占比不能达到 90%，客房收入至少占 10%',
    path: ['otherSharePct'],
  })
  .refine((i) => i.graceYears < i.loanTermYears, { error: '宽限期须短于贷款期限', path: ['graceYears'] })
  .refine((i) => i.projectCase === 'new_build' || i.purchasePrice > 0, {
    error: '改造或收购项目须填写购入价格',
    path: ['purchasePrice'],
  })
  .refine((i) => i.projectCase === 'acquisition' || i.loanSharePct <= developmentLoanMaxPct(), {
    error: `开发贷款须满足项目资本金不低于总投资的 ${100 - developmentLoanMaxPct()}%（国发〔2015〕51号），贷款比例不能超过 ${developmentLoanMaxPct()}%`,
    path: ['loanSharePct'],
  })
  .refine(
    (i) =>
      i.projectCase !== 'acquisition' ||
      (developmentBudget(i).total * i.loanSharePct) / 100 <= (i.purchasePrice * operatingLoanLtvMaxPct()) / 100 + 1e-6,
    {
      error: `经营性物业贷款原则上不超过评估价值（此处按购入价格）的 ${operatingLoanLtvMaxPct()}%，请降低贷款比例`,
      path: ['loanSharePct'],
    },
  )

export type FeasibilityInput = z.infer<typeof feasibilityInputSchema>
export type FeasibilityNumberKey = Exclude<keyof FeasibilityInput, 'segment' | 'tier' | 'projectCase'>

/**
 * The case the page opens with: an upper-midscale hotel in a tier-2 city, the segment where most new hotels in China
 * are built and whose operating figures the table takes from a listed group's published results, built new on
 * purchased land (so on the new-build schedule).
 */
export const feasibilityStartCase = {
  segment: 'upper_midscale',
  tier: 'tier2',
  projectCase: 'new_build',
} as const satisfies {
  segment: Positioning
  tier: CityTier
  projectCase: ProjectCase
}

/**
 * 《城镇土地使用税暂行条例》第四条 sets the per-㎡ range by city size (大/中/小城市、县城); the city tier is the closest
 * proxy the tool has, so tier 1 to tier 2 cities count as large, tier 3 as medium, the rest as small.
 */
export const landUseTaxVariant: Record<CityTier, string> = {
  tier1: 'large_city',
  new_tier1: 'large_city',
  tier2: 'large_city',
  tier3: 'medium_city',
  tier4: 'small_city',
}

/**
 * Inputs with no figure in the benchmark table: the user's own assumptions, documented as such in the field help.
 * Land is the biggest one and varies by plot more than by any tier average, so the default is a placeholder to
 * replace with the actual land deal.
 */
export const feasibilityAssumptions = {
  plotRatio: 2.5,
  landPricePerSqm: 2000,
  /** 《城镇国有土地使用权出让和转让暂行条例》第十二条: 40 years for commercial and tourism land. */
  landTermYears: 40,
  adrGrowthPct: 2,
  inflationPct: 2,
  holdYears: 10,
  rooms: 200,
  /** No published figure: key money is what a brand or operator offers in writing for a particular deal. */
  keyMoney: 0,
  /**
   * 测算假设: in a share sale the buyer takes over the latent 土地增值税, VAT surcharges and stamp duty of a later
   * asset sale and deducts part of them from the price; no published norm, half is assumed (an even split).
   */
  latentTaxSharePct: 50,
} as const

export type FeasibilityBenchmark = { key: string; variant?: string }

/**
 * The benchmark figure behind each default, looked up for the chosen segment and tier (a figure without those
 * dimensions has one national row). The land-use tax rate depends on the city size: see landUseTaxBenchmark.
 */
export const feasibilityBenchmarks = {
  gfaPerKey: { key: 'dev.gfa_per_key' },
  hardCostPerSqm: { key: 'dev.hard_cost_per_sqm' },
  softCostPct: { key: 'dev.soft_cost_pct' },
  contingencyPct: { key: 'dev.contingency_pct' },
  ffePerKey: { key: 'dev.ffe_per_key' },
  osePerKey: { key: 'dev.ose_per_key' },
  preOpeningPerKey: { key: 'dev.pre_opening_per_key' },
  /** The rows without a case are the new-build schedule; a conversion takes its own (feasibility-cases.ts). */
  constructionMonths: { key: 'dev.construction_months' },
  deedTaxPct: { key: 'tax.deed_tax_pct' },
  adr: { key: 'ops.adr' },
  occupancyPct: { key: 'ops.occupancy' },
  rampYear1Pct: { key: 'ops.ramp_occupancy_pct', variant: 'y1' },
  rampYear2Pct: { key: 'ops.ramp_occupancy_pct', variant: 'y2' },
  rampYear3Pct: { key: 'ops.ramp_occupancy_pct', variant: 'y3' },
  fnbSharePct: { key: 'ops.fnb_revenue_share' },
  otherSharePct: { key: 'ops.other_revenue_share' },
  roomsCostPct: { key: 'ops.rooms_dept_cost_pct' },
  fnbCostPct: { key: 'ops.fnb_dept_cost_pct' },
  otherCostPct: { key: 'ops.other_dept_cost_pct' },
  undistributedPct: { key: 'ops.undistributed_pct' },
  roomsFixedPct: { key: 'ops.fixed_share', variant: 'rooms' },
  fnbFixedPct: { key: 'ops.fixed_share', variant: 'fnb' },
  otherFixedPct: { key: 'ops.fixed_share', variant: 'other' },
  undistributedFixedPct: { key: 'ops.fixed_share', variant: 'undistributed' },
  baseFeePct: { key: 'fee.base_pct' },
  incentiveFeePct: { key: 'fee.incentive_pct_gop' },
  ownerPriorityPct: { key: 'fee.owner_priority_pct' },
  ffeReservePct: { key: 'ops.ffe_reserve_pct' },
  ffeReserveRampYears: { key: 'ops.ffe_reserve_ramp_years' },
  insurancePct: { key: 'ops.insurance_pct_value' },
  vatPct: { key: 'tax.vat_pct', variant: 'general' },
  urbanMaintenancePct: { key: 'tax.urban_maintenance_pct', variant: 'city' },
  educationSurchargePct: { key: 'tax.education_surcharge_pct' },
  localEducationSurchargePct: { key: 'tax.local_education_surcharge_pct' },
  propertyTaxPct: { key: 'tax.property_tax_value_pct' },
  propertyDeductionPct: { key: 'tax.property_value_deduction_pct' },
  incomeTaxPct: { key: 'tax.income_tax_pct' },
  buildingLifeYears: { key: 'tax.depreciation_years', variant: 'building' },
  ffeLifeYears: { key: 'tax.depreciation_years', variant: 'furniture' },
  loanSharePct: { key: 'fin.development_loan_pct' },
  /** The 5-year LPR; the default adds the spread (lending.ts). */
  loanRatePct: { key: 'fin.lpr_5y' },
  loanTermYears: { key: 'fin.loan_term_years' },
  graceYears: { key: 'fin.grace_years', variant: 'new_build' },
  dscrMin: { key: 'fin.dscr_min' },
  debtYieldMinPct: { key: 'fin.debt_yield_min' },
  discountRatePct: { key: 'fin.discount_rate' },
  exitCapRatePct: { key: 'fin.cap_rate' },
  sellingCostPct: { key: 'fin.selling_cost_pct' },
} satisfies Partial<Record<FeasibilityNumberKey, FeasibilityBenchmark>>

export function landUseTaxBenchmark(tier: CityTier): FeasibilityBenchmark {
  return { key: 'tax.land_use_tax_per_sqm', variant: landUseTaxVariant[tier] }
}

/** The brand system fees charged on rooms revenue under either model: reservation, loyalty and marketing. */
export const systemFeeBenchmarks: FeasibilityBenchmark[] = [
  { key: 'fee.reservation_pct_rooms' },
  { key: 'fee.loyalty_pct_rooms' },
  { key: 'fee.marketing_pct_rooms' },
]

/**
 * How a hotel of the segment is usually run, which decides its default fees: full-service hotels under a
 * management agreement (base and incentive fees, no separate franchise fee), limited-service chain hotels under a
 * franchise (franchise fee, no management fees). Either way the system fees apply.
 */
export function operatingModelOf(segment: Positioning): 'managed' | 'franchised' {
  return segment === 'luxury' || segment === 'upper_upscale' || segment === 'upscale' ? 'managed' : 'franchised'
}

/**
 * 开业流动资金 per key by the table's rule (ops.working_capital_months, 测算假设): that many months of a stabilized
 * year's departmental and undistributed costs, from the segment's ADR (without VAT), occupancy, revenue mix and cost
 * ratios; rounded to 100 元.
 */
export function workingCapitalPerKey(segment: Positioning, tier: CityTier): number {
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, tier, variant })
  const rooms = (365 * (v('ops.occupancy') / 100) * v('ops.adr')) / (1 + v('tax.vat_pct', 'general') / 100)
  const fnbShare = v('ops.fnb_revenue_share') / 100
  const otherShare = v('ops.other_revenue_share') / 100
  const total = rooms / (1 - fnbShare - otherShare)
  const costs =
    (rooms * v('ops.rooms_dept_cost_pct') +
      total * fnbShare * v('ops.fnb_dept_cost_pct') +
      total * otherShare * v('ops.other_dept_cost_pct') +
      total * v('ops.undistributed_pct')) /
    100
  return Math.round(((costs / 12) * v('ops.working_capital_months')) / 100) * 100
}

/**
 * Defaults for a segment and city tier, built new on purchased land, every figure the benchmark table has taken from
 * it. The other cases start from these (feasibility-cases.ts).
 */
export function feasibilityDefaultsFor(segment: Positioning, tier: CityTier): FeasibilityInput {
  const value = (b: FeasibilityBenchmark) => benchmarkValue(b.key, { segment, tier, variant: b.variant })
  const fromTable = Object.fromEntries(
    Object.entries(feasibilityBenchmarks).map(([name, b]) => [name, value(b)]),
  ) as Record<keyof typeof feasibilityBenchmarks, number>
  const managed = operatingModelOf(segment) === 'managed'
  const systemFeePct = systemFeeBenchmarks.reduce((sum, b) => sum + value(b), 0)
  const brandFeePct = managed ? systemFeePct : systemFeePct + value({ key: 'fee.franchise_pct_rooms' })
  return {
    segment,
    tier,
    projectCase: 'new_build',
    purchasePrice: 0,
    ...feasibilityAssumptions,
    ...fromTable,
    loanRatePct: hotelLoanRatePct(),
    graceYears: Math.round(fromTable.graceYears),
    ffeReserveRampYears: Math.round(fromTable.ffeReserveRampYears),
    workingCapitalPerKey: workingCapitalPerKey(segment, tier),
    baseFeePct: managed ? fromTable.baseFeePct : 0,
    incentiveFeePct: managed ? fromTable.incentiveFeePct : 0,
    constructionMonths: Math.round(fromTable.constructionMonths),
    loanTermYears: Math.round(fromTable.loanTermYears),
    buildingLifeYears: Math.round(fromTable.buildingLifeYears),
    ffeLifeYears: Math.round(fromTable.ffeLifeYears),
    landUseTaxPerSqm: value(landUseTaxBenchmark(tier)),
    // Exit at the going-in rate plus the stated spread, as the valuation tool does (value-rates.ts, 测算假设).
    exitCapRatePct: Math.round((fromTable.exitCapRatePct + terminalCapSpreadPct) * 100) / 100,
    brandFeePct,
  }
}
