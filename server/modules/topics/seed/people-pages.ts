import { calculateStaffing, departmentLabels, staffingDefaults } from '#common/applets/staffing'
import { type CodePage, table } from './define.ts'

/** A hypothetical 300-room upscale hotel staffed by the staffing tool at the benchmark defaults. */
export function staffingExample() {
  const input = staffingDefaults('upscale', 300)
  return { input, result: calculateStaffing(input) }
}

/** The human resources topic's pages (issue 18): a staffing plan from the tool, pay without invented shares. */
export function peoplePages(): CodePage[] {
  const { input, result } = staffingExample()
  return [
    {
      path: 'humanResource/staffing',
      figures: { input },
      blocks: [
        table(
          '各部门编制（示例）',
          ['部门', '人数（人）', '占比（%）'],
          [
            ...result.departments.map((d) => [departmentLabels[d.department], d.headcount, (d.share * 100).toFixed(1)]),
            ['合计', result.headcount, '100.0'],
          ],
          `合计约 ${result.headcount} 人，折合每间客房 ${result.staffPerRoom.toFixed(2)} 人；年人工成本约 ${Math.round(result.payroll).toLocaleString('en-US')} 万元（按行业平均工资，未乘档次薪酬系数）。`,
        ),
      ],
    },
  ]
}
