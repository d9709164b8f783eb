import { describe, expect, it } from 'vitest'
import { calculateStaffing, type StaffingInput, staffingDefaults, staffingInputSchema } from './staffing.ts'
import { staffingVerdict } from './staffing-verdict.ts'
import { everySegment, expectCloseTo, expectFieldErrors, forEachDefault } from './test-helpers.ts'

/** 200 rooms at 1 person a room, three outlets of 20, 60 000 元 a year plus 30 % social insurance. */
const hotel: StaffingInput = {
  segment: 'upscale',
  rooms: 200,
  staffPerRoom: 1,
  roomsSharePct: 35,
  engineeringSharePct: 10,
  salesSharePct: 5,
  adminSharePct: 10,
  securitySharePct: 5,
  fnbOutlets: 3,
  staffPerOutlet: 20,
  annualWage: 60_000,
  wageMultiplier: 1,
  socialInsurancePct: 30,
  revenue: 5000,
}

const headcounts = (input: StaffingInput) =>
  Object.fromEntries(calculateStaffing(input).departments.map((d) => [d.department, d.headcount]))

describe('staffing', () => {
  it('counts room-driven departments from the ratio and F&B by outlet', () => {
    const r = calculateStaffing(hotel)
    // 200 × 1 = 200 by ratio: rooms 35 % = 70, engineering 20, sales 10, admin 20, security 10; F&B 3 × 20 = 60
    expect(headcounts(hotel)).toEqual({ rooms: 70, fnb: 60, engineering: 20, sales: 10, admin: 20, security: 10 })
    expect(r.headcount).toBe(190)
    expect(r.staffPerRoom).toBeCloseTo(0.95, 12)
    expect(r.ratioHeadcount).toBe(200)
    // 60 000 × 1.3 = 78 000 元 = 7.8 万元 a head; × 190 = 1 482 万元 (wages 1 140 + social insurance 342)
    expectCloseTo(
      r,
      {
        wageCostPerHead: 7.8,
        payroll: [1482, 9],
        wages: [1140, 9],
        socialInsurance: [342, 9],
        payrollPerRoom: 7.41,
        // 1 482 ÷ 5 000
        payrollShareOfRevenue: 0.2964,
      },
      12,
    )
    expect(r.departments.find((d) => d.department === 'fnb')?.payroll).toBeCloseTo(468, 9)
  })

  it('rounds each department to whole people and leaves the revenue share out when no revenue is given', () => {
    const small = {
      ...hotel,
      rooms: 150,
      staffPerRoom: 0.25,
      fnbOutlets: 0,
      annualWage: 50_000,
      wageMultiplier: 0.9,
      socialInsurancePct: 25,
      revenue: 0,
    }
    const r = calculateStaffing(small)
    // 150 × 0.25 = 37.5: rooms 13.125 → 13, engineering 3.75 → 4, sales 1.875 → 2, admin 4, security 2; no F&B
    expect(headcounts(small)).toEqual({ rooms: 13, fnb: 0, engineering: 4, sales: 2, admin: 4, security: 2 })
    expect(r.headcount).toBe(25)
    // 50 000 × 0.9 × 1.25 = 56 250 元; × 25 = 140.625 万元
    expect(r.payroll).toBeCloseTo(140.625, 9)
    expect(r.payrollShareOfRevenue).toBeNull()
  })

  it('pays a luxury hotel more per head through the segment multiplier', () => {
    const luxury = {
      ...hotel,
      segment: 'luxury' as const,
      rooms: 100,
      staffPerRoom: 1.2,
      fnbOutlets: 4,
      staffPerOutlet: 12.5,
    }
    const r = calculateStaffing({ ...luxury, wageMultiplier: 1.5, revenue: 6000 })
    // 120 by ratio: 42 + 12 + 6 + 12 + 6 = 78; F&B 4 × 12.5 = 50 → 128
    expect(r.headcount).toBe(128)
    // 60 000 × 1.5 × 1.3 = 117 000 元; × 128 = 1 497.6 万元, 24.96 % of 6 000
    expect(r.payroll).toBeCloseTo(1497.6, 9)
    expect(r.payrollShareOfRevenue).toBeCloseTo(0.2496, 12)
  })

  it('reads the figures back in the verdict', () => {
    const [people, cost, ratio] = staffingVerdict(hotel, calculateStaffing(hotel))
    expect(people).toBe(
      '200 间高端酒店约需 190 人（每间客房 0.95 人）：客房部 70 人、餐饮部 60 人（3 个网点）、工程部 20 人、销售市场部 10 人、行政财务人事 20 人、安保部 10 人。',
    )
    expect(cost).toBe(
      '年人工成本 1,482 万元（工资 1,140 万元 + 社保与公积金 342 万元，人均 7.8 万元），每间客房 7.4 万元，占年总收入 5,000 万元的 29.6%。',
    )
    // 190 against 200: 10 fewer, not within 5 %
    expect(ratio).toContain('比按每间客房 1.00 人推算的 200 人少 10 人')
    // 3 × 23 = 69 → 199, one short of 200: within 5 %
    const close = { ...hotel, staffPerOutlet: 23 }
    expect(staffingVerdict(close, calculateStaffing(close))[2]).toBe('与按每间客房 1.00 人推算的 200 人基本一致。')
  })

  it('says when no revenue is entered and when nobody is counted', () => {
    const none = { ...hotel, revenue: 0 }
    expect(staffingVerdict(none, calculateStaffing(none))[1]).toContain('未填写年总收入，未计算人工成本占收入比例。')
    const empty = { ...hotel, staffPerRoom: 0.05, rooms: 10, fnbOutlets: 0 }
    // 10 × 0.05 = 0.5 by ratio: every department rounds to 0
    expect(staffingVerdict(empty, calculateStaffing(empty))[0]).toContain('编制为 0 人')
  })

  it('refuses bad values with messages naming the field', () => {
    expectFieldErrors(staffingInputSchema, hotel, [
      ['rooms', 0, '客房数不能小于 10 间'],
      ['fnbOutlets', 1.5, '餐饮网点数必须是整数'],
      ['socialInsurancePct', 70, '社保与公积金比例不能大于 60%'],
      ['annualWage', null, '请填写人均年工资'],
      ['segment', 'boutique', '请选择酒店定位'],
    ])
  })

  it('reproduces the table’s staff-per-room ratio in every segment’s default case (within one outlet)', () => {
    forEachDefault(staffingInputSchema, everySegment, staffingDefaults, (defaults) => {
      const r = calculateStaffing(defaults)
      expect(Math.abs(r.headcount - r.ratioHeadcount)).toBeLessThanOrEqual(defaults.staffPerOutlet / 2 + 3)
      expect(r.payrollShareOfRevenue).toBeGreaterThan(0)
    })
  })
})
