import { positioningLabels } from '../intel.ts'
import { numberText, percentText } from './figure-text.ts'
import { departmentLabels, type StaffingInput, type StaffingResult } from './staffing.ts'

/** How many people, where, what they cost, and how that sits against revenue and the ratio entered. */
export function staffingVerdict(input: StaffingInput, result: StaffingResult): string[] {
  const byDepartment = result.departments
    .filter((d) => d.headcount > 0)
    .map((d) =>
      d.department === 'fnb'
        ? `${departmentLabels.fnb} ${d.headcount} 人（${input.fnbOutlets} 个网点）`
        : `${departmentLabels[d.department]} ${d.headcount} 人`,
    )
    .join('、')
  const people =
    result.headcount === 0
      ? `${input.rooms} 间${positioningLabels[input.segment]}酒店按所填假设编制为 0 人，请检查每间客房编制与网点数。`
      : `${input.rooms} 间${positioningLabels[input.segment]}酒店约需 ${result.headcount} 人（每间客房 ${numberText(result.staffPerRoom, 2)} 人）：${byDepartment}。`

  const wan = (v: number) => numberText(Math.round(v) || 0)
  const share =
    result.payrollShareOfRevenue === null
      ? '未填写年总收入，未计算人工成本占收入比例。'
      : `占年总收入 ${wan(input.revenue)} 万元的 ${percentText(result.payrollShareOfRevenue)}。`
  const cost = `年人工成本 ${wan(result.payroll)} 万元（工资 ${wan(result.wages)} 万元 + 社保与公积金 ${wan(result.socialInsurance)} 万元，人均 ${numberText(result.wageCostPerHead, 1)} 万元），每间客房 ${numberText(result.payrollPerRoom, 1)} 万元，${share}`

  const gap = result.headcount - result.ratioHeadcount
  const ratio =
    Math.abs(gap) < 0.05 * result.ratioHeadcount
      ? `与按每间客房 ${numberText(input.staffPerRoom, 2)} 人推算的 ${Math.round(result.ratioHeadcount)} 人基本一致。`
      : `比按每间客房 ${numberText(input.staffPerRoom, 2)} 人推算的 ${Math.round(result.ratioHeadcount)} 人${gap > 0 ? '多' : '少'} ${Math.round(Math.abs(gap))} 人，差异来自餐饮网点数与每个网点的编制，请按实际餐饮规划核对。`
  return [people, cost, ratio]
}
