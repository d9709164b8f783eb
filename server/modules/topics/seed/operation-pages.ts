import { calculateStaffing, staffingDefaults } from '#common/applets/staffing'
import { type CodePage, p, rich } from './define.ts'

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
      blocks: [
        rich(
          '人工成本怎么估',
          p(
            `人工是酒店最大的一项费用。示例（数字为假设的酒店规模，参数取自下表）：一家 ${payrollExample.rooms} 间客房的高端酒店，按人员编制工具的缺省值（人房比 ${f.staffPerRoom}、各部门占比与餐饮网点数）约需员工 ${f.staff} 人；按住宿和餐饮业平均工资 ${f.wage.toLocaleString('en-US')} 元/人/年、单位社保与公积金缴费率 ${f.social}% 计算，年人工成本约 ${f.costWan.toLocaleString('en-US')} 万元，每间客房约 ${f.perRoomWan} 万元。高端酒店的实际薪酬通常高于行业平均工资，用本店或当地同档次酒店的薪酬数据替换后再比较。`,
          ),
        ),
      ],
    },
  ]
}
