import { z } from 'zod'
import { benchmarkValue } from '../benchmarks/benchmarks.ts'
import type { Positioning } from '../intel.ts'
import { stabilizedRevenue } from './case-defaults.ts'
import { numberField, percentField, roomsField, segmentField } from './fields.ts'

/**
 * Headcount and payroll of a hotel. The departments that scale with rooms (rooms, engineering, sales, admin,
 * security) take their share of the segment's staff-per-room ratio; F&B is counted by outlet, because two hotels of
 * the same size can run one breakfast room or five restaurants. Payroll = headcount × yearly wage × the segment's
 * pay multiplier × (1 + social insurance and housing fund). Money in 万元 unless named.
 */
export const roomDrivenDepartments = ['rooms', 'engineering', 'sales', 'admin', 'security'] as const
export const departments = ['rooms', 'fnb', 'engineering', 'sales', 'admin', 'security'] as const
export type Department = (typeof departments)[number]
export const departmentLabels: Record<Department, string> = {
  rooms: '客房部',
  fnb: '餐饮部',
  engineering: '工程部',
  sales: '销售市场部',
  admin: '行政财务人事',
  security: '安保部',
}

export const staffingFields = {
  segment: segmentField,
  rooms: roomsField,
  staffPerRoom: numberField('每间客房编制', { min: 0.05, max: 5, unit: ' 人/间' }),
  roomsSharePct: percentField('客房部占比'),
  engineeringSharePct: percentField('工程部占比'),
  salesSharePct: percentField('销售市场部占比'),
  adminSharePct: percentField('行政财务人事占比'),
  securitySharePct: percentField('安保部占比'),
  fnbOutlets: numberField('餐饮网点数', { min: 0, max: 30, unit: ' 个', integer: true }),
  staffPerOutlet: numberField('每个网点编制', { min: 0, max: 300, unit: ' 人' }),
  annualWage: numberField('人均年工资', { min: 10_000, max: 1_000_000, unit: ' 元' }),
  wageMultiplier: numberField('定位薪酬系数', { min: 0.3, max: 5, unit: ' 倍' }),
  socialInsurancePct: percentField('社保与公积金比例', 0, 60),
  revenue: numberField('年总收入', { min: 0, max: 10_000_000, unit: ' 万元' }),
}

export const staffingInputSchema = z.object(staffingFields)
export type StaffingInput = z.infer<typeof staffingInputSchema>

export type DepartmentStaff = {
  department: Department
  headcount: number
  /** Wages plus social insurance, 万元 a year. */
  payroll: number
  share: number
}

export type StaffingResult = {
  departments: DepartmentStaff[]
  headcount: number
  staffPerRoom: number
  /** Rooms × the entered staff-per-room ratio: the headcount the ratio alone would give. */
  ratioHeadcount: number
  wageCostPerHead: number
  wages: number
  socialInsurance: number
  payroll: number
  payrollPerRoom: number
  /** Payroll over total revenue; null when no revenue is entered. */
  payrollShareOfRevenue: number | null
}

const shareKey: Record<(typeof roomDrivenDepartments)[number], keyof StaffingInput> = {
  rooms: 'roomsSharePct',
  engineering: 'engineeringSharePct',
  sales: 'salesSharePct',
  admin: 'adminSharePct',
  security: 'securitySharePct',
}

export function calculateStaffing(input: StaffingInput): StaffingResult {
  const ratioHeadcount = input.rooms * input.staffPerRoom
  // Whole people per department: the total is the sum of what each department actually hires.
  const headcountOf = (d: Department) =>
    d === 'fnb'
      ? Math.round(input.fnbOutlets * input.staffPerOutlet)
      : Math.round((ratioHeadcount * (input[shareKey[d]] as number)) / 100)
  const wagePerHead = input.annualWage * input.wageMultiplier
  const costPerHead = (wagePerHead * (1 + input.socialInsurancePct / 100)) / 10_000
  const counts = departments.map((d) => ({ department: d, headcount: headcountOf(d) }))
  const headcount = counts.reduce((sum, c) => sum + c.headcount, 0)
  const payroll = headcount * costPerHead
  return {
    departments: counts.map((c) => ({
      ...c,
      payroll: c.headcount * costPerHead,
      share: headcount > 0 ? c.headcount / headcount : 0,
    })),
    headcount,
    staffPerRoom: headcount / input.rooms,
    ratioHeadcount,
    wageCostPerHead: costPerHead,
    wages: (headcount * wagePerHead) / 10_000,
    socialInsurance: payroll - (headcount * wagePerHead) / 10_000,
    payroll,
    payrollPerRoom: payroll / input.rooms,
    payrollShareOfRevenue: input.revenue > 0 ? payroll / input.revenue : null,
  }
}

/** Staff per F&B outlet when nothing better is known: the user's assumption, stated as such in the field help. */
export const assumedStaffPerOutlet = 20

/**
 * Defaults for a segment: the table's staff per room and department split, the national wage and social insurance
 * rate, and a revenue from the segment's ADR, occupancy and revenue mix. The outlet count is the one that gives the
 * table's F&B share at the assumed staff per outlet, so the default case reproduces the table's ratio.
 */
export function staffingDefaults(segment: Positioning = 'upscale', rooms = 300): StaffingInput {
  const v = (key: string, variant?: string) => benchmarkValue(key, { segment, variant })
  const staffPerRoom = v('ops.staff_per_room')
  const fnbStaff = (rooms * staffPerRoom * v('ops.staff_dept_share', 'fnb')) / 100
  const fnbSharePct = v('ops.fnb_revenue_share')
  const otherSharePct = v('ops.other_revenue_share')
  return {
    segment,
    rooms,
    staffPerRoom,
    roomsSharePct: v('ops.staff_dept_share', 'rooms'),
    engineeringSharePct: v('ops.staff_dept_share', 'engineering'),
    salesSharePct: v('ops.staff_dept_share', 'sales'),
    adminSharePct: v('ops.staff_dept_share', 'admin'),
    securitySharePct: v('ops.staff_dept_share', 'security'),
    fnbOutlets: Math.round(fnbStaff / assumedStaffPerOutlet),
    staffPerOutlet: assumedStaffPerOutlet,
    annualWage: v('ops.annual_wage'),
    wageMultiplier: 1,
    socialInsurancePct: v('ops.social_insurance_pct'),
    revenue: Math.round(stabilizedRevenue(rooms, v('ops.adr'), v('ops.occupancy'), fnbSharePct + otherSharePct)),
  }
}
