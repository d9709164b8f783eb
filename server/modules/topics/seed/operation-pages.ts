import { calculateStaffing, staffingDefaults } from '#common/applets/staffing'
import type { CodePage } from './define.ts'

/** A hypothetical 200-room upscale hotel's payroll, sized from the benchmark table. */
export const payrollExample = { rooms: 200, segment: 'upscale' as const }

export function payrollFigures() {
  const { rooms, segment } = payrollExample
  const input = staffingDefaults(segment, rooms)
  const result = calculateStaffing(input)
  return {
    staff: result.headcount,
    staffPerRoom: input.staffPerRoom,
    wage: input.annualWage,
    social: input.socialInsurancePct,
    costWan: Math.round(result.payroll),
    perRoomWan: Math.round(result.payrollPerRoom * 10) / 10,
  }
}

/** The operation topic's pages on costs and revenue management (issue 18: sourced figures, USALI structure). */
export function operationPages(): CodePage[] {
  const f = payrollFigures()
  return [
    {
      path: 'operation/cost',
      figures: { payrollExample, f },
      blocks: [],
    },
  ]
}
