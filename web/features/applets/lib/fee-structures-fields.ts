import type { FeeStructuresInput } from '#common/applets/fee-structures'
import { roomsInput, type ToolSection } from './tool-fields.ts'

export type FeeNumberKey = Exclude<keyof FeeStructuresInput, 'segment' | 'tier' | 'scenario'>

export const feeStructuresSections: ToolSection<FeeNumberKey>[] = [
  {
    title: '酒店经营（USALI）',
    fields: [
      roomsInput,
      { name: 'adr', label: '首年平均房价', unit: '元', benchmark: { key: 'ops.adr' } },
      { name: 'occupancyPct', label: '稳定期出租率', unit: '%', benchmark: { key: 'ops.occupancy' } },
      {
        name: 'rampYear1Pct',
        label: '第 1 年出租率爬坡',
        unit: '%',
        tooltip: '开业第 1 年出租率占稳定期出租率的比例',
        benchmark: { key: 'ops.ramp_occupancy_pct', variant: 'y1' },
      },
      {
        name: 'rampYear2Pct',
        label: '第 2 年出租率爬坡',
        unit: '%',
        benchmark: { key: 'ops.ramp_occupancy_pct', variant: 'y2' },
      },
      {
        name: 'rampYear3Pct',
        label: '第 3 年出租率爬坡',
        unit: '%',
        tooltip: '第 4 年起按稳定期出租率',
        benchmark: { key: 'ops.ramp_occupancy_pct', variant: 'y3' },
      },
      {
        name: 'fnbSharePct',
        label: '餐饮收入占比',
        unit: '%',
        tooltip: '占总收入',
        benchmark: { key: 'ops.fnb_revenue_share' },
      },
      {
        name: 'otherSharePct',
        label: '其他收入占比',
        unit: '%',
        tooltip: '占总收入',
        benchmark: { key: 'ops.other_revenue_share' },
      },
      { name: 'gopMarginPct', label: '稳定期 GOP 率', unit: '%', benchmark: { key: 'ops.gop_margin' } },
      {
        name: 'fixedCostSharePct',
        label: '固定成本占比',
        unit: '%',
        tooltip:
          '稳定期经营成本（部门费用 + 未分配费用）中不随收入变化的部分。默认值按基准表各成本项费用率与其固定比例加权得出；爬坡期和下行情景中这部分成本不减少。',
      },
      {
        name: 'growthPct',
        label: '房价与成本年增长率',
        unit: '%',
        tooltip: '测算假设（非公开数据）：房价与固定成本每年同比增长，请按当地通胀与市场判断调整',
      },
      {
        name: 'downsideRevparCutPct',
        label: '下行情景 RevPAR 降幅',
        unit: '%',
        tooltip: '测算假设：下行情景中每年 RevPAR 比基准情景低的幅度，餐饮与其他收入同比例下降',
      },
    ],
  },
  {
    title: '委托管理',
    fields: [
      { name: 'baseFeePct', label: '基本管理费率', unit: '%', tooltip: '占总收入', benchmark: { key: 'fee.base_pct' } },
      {
        name: 'incentiveFeePct',
        label: '奖励管理费率',
        unit: '%',
        tooltip: '占 GOP；只从扣除基本管理费、品牌系统费、固定费用和 FF&E 准备金后超过业主优先回报的现金中支付',
        benchmark: { key: 'fee.incentive_pct_gop' },
      },
      {
        name: 'ownerPriorityPct',
        label: '业主优先回报率',
        unit: '%',
        tooltip: '每年按开发投资计的业主优先回报，达到之前不付（或少付）奖励管理费',
        benchmark: { key: 'fee.owner_priority_pct' },
      },
    ],
  },
  {
    title: '品牌系统费用（委托管理与特许经营均收取）',
    fields: [
      {
        name: 'reservationPct',
        label: '预订系统费率',
        unit: '%',
        tooltip: '占客房收入',
        benchmark: { key: 'fee.reservation_pct_rooms' },
      },
      {
        name: 'loyaltyPct',
        label: '会员计划费率',
        unit: '%',
        tooltip: '占客房收入',
        benchmark: { key: 'fee.loyalty_pct_rooms' },
      },
      {
        name: 'marketingPct',
        label: '市场推广费率',
        unit: '%',
        tooltip: '占客房收入',
        benchmark: { key: 'fee.marketing_pct_rooms' },
      },
    ],
  },
  {
    title: '特许经营',
    fields: [
      {
        name: 'franchisePct',
        label: '特许经营费率',
        unit: '%',
        tooltip: '占客房收入',
        benchmark: { key: 'fee.franchise_pct_rooms' },
      },
      {
        name: 'initialFeePerKey',
        label: '首期加盟费',
        unit: '元/间',
        tooltip: '签约时一次性支付，计入第 0 年',
        benchmark: { key: 'fee.initial_fee_per_key' },
      },
      {
        name: 'ownOverheadPct',
        label: '业主自营管理成本率',
        unit: '%',
        tooltip:
          '测算假设：业主自建管理团队（总经理、财务、收益管理等）的成本，占总收入。默认取与基本管理费相同的比例（中性假设），请按实际团队编制调整',
      },
    ],
  },
  {
    title: '租赁',
    fields: [
      {
        name: 'rentYear1',
        label: '首年租金',
        unit: '万元',
        tooltip: '不含增值税的固定租金（增值税另行向承租方收取）；默认按基准表租金占收入比例 × 稳定年总收入',
        benchmark: { key: 'fee.lease_rent_pct_revenue' },
      },
      {
        name: 'rentEscalationPct',
        label: '租金年递增率',
        unit: '%',
        tooltip: '测算假设：默认与房价增长率相同，请按租约条款填写',
      },
    ],
  },
  {
    title: '业主固定费用与折现',
    fields: [
      {
        name: 'investment',
        label: '开发投资',
        unit: '万元',
        tooltip: '不含土地；默认按基准表单房开发成本估算。三种模式相同，不计入现金流，只用于优先回报、房产税与保险',
      },
      {
        name: 'ffeReservePct',
        label: 'FF&E 更新准备金率',
        unit: '%',
        tooltip: '占总收入；租赁模式由承租方承担',
        benchmark: { key: 'ops.ffe_reserve_pct' },
      },
      {
        name: 'insurancePct',
        label: '财产保险费率',
        unit: '%',
        tooltip: '每年占开发投资',
        benchmark: { key: 'ops.insurance_pct_value' },
      },
      {
        name: 'propertyTaxPct',
        label: '房产税税率（从价）',
        unit: '%',
        tooltip: '自营或委托管理时，按房产原值减除一定比例后的余值每年计征',
        benchmark: { key: 'tax.property_tax_value_pct' },
      },
      {
        name: 'propertyValueDeductionPct',
        label: '房产原值减除比例',
        unit: '%',
        tooltip: '由省级政府在 10%–30% 内规定',
        benchmark: { key: 'tax.property_value_deduction_pct' },
      },
      {
        name: 'propertyTaxRentPct',
        label: '房产税税率（从租）',
        unit: '%',
        tooltip: '出租时按不含增值税的租金收入计征，不再从价计征',
        benchmark: { key: 'tax.property_tax_rent_pct' },
      },
      {
        name: 'rentVatPct',
        label: '租金增值税税率',
        unit: '%',
        tooltip:
          '出租不动产：一般计税方法 9%；2016 年 4 月 30 日前取得的不动产可选简易计税 5%（财税〔2016〕36号）。租金不含增值税，税款向承租方另开票收取，业主承担其附加税费',
      },
      {
        name: 'surchargePct',
        label: '增值税附加合计税率',
        unit: '%',
        tooltip: '城市维护建设税、教育费附加、地方教育附加合计，按租金增值税计征；默认与可研测算相同',
      },
      {
        name: 'landUseTax',
        label: '城镇土地使用税',
        unit: '万元/年',
        tooltip: '土地使用者每年缴纳，三种模式相同；默认按可研测算的占地面积与城市等级税额，按客房数折算',
      },
      {
        name: 'otherFixedCharges',
        label: '其他固定费用',
        unit: '万元/年',
        tooltip: '业主每年固定承担的其他费用，三种模式相同',
      },
      { name: 'discountRatePct', label: '折现率', unit: '%', benchmark: { key: 'fin.discount_rate' } },
    ],
  },
]
