import { applets } from '#common/applets/registry'
import {
  calculateStaffing,
  type DepartmentStaff,
  departmentLabels,
  type StaffingInput,
  type StaffingResult,
  staffingDefaults,
  staffingInputSchema,
} from '#common/applets/staffing'
import { staffingVerdict } from '#common/applets/staffing-verdict'
import { Chart } from '#web/components/chart/chart.tsx'
import type { Calculator } from '../lib/calculator.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import {
  staffingChart,
  staffingHeadline,
  staffingNotes,
  staffingSections,
  staffingSheets,
  staffingSummary,
} from '../lib/staffing-view.ts'
import { calculatorTool } from './calculator-frame.tsx'
import { reloadCase } from './case-fields.tsx'
import { figureColumn, resultTable } from './result-table.tsx'

const DepartmentTable = resultTable<DepartmentStaff>('department', 420, [
  { title: '部门', dataIndex: 'department', render: (d: DepartmentStaff['department']) => departmentLabels[d] },
  { title: '编制（人）', dataIndex: 'headcount', align: 'end' },
  figureColumn('占比', 'share', formatPercent),
  figureColumn('人工成本（万元）', 'payroll'),
])

export const staffingCalculator: Calculator<StaffingInput, StaffingResult> = {
  name: applets.staffing.title,
  schema: staffingInputSchema,
  defaults: staffingDefaults(),
  calculate: calculateStaffing,
  sections: () => staffingSections,
  // A new segment brings its ratios and wage; the hotel's size stays.
  reload: reloadCase((all, rooms) => staffingDefaults(all.segment, rooms)),
  results: {
    headline: staffingHeadline,
    verdict: staffingVerdict,
    detail: (_input, result) => (
      <DepartmentTable
        rows={result.departments}
        totals={[String(result.headcount), '100%', formatNumber(result.payroll)]}
      />
    ),
    cards: [
      {
        title: '各部门编制（人）',
        render: (_input, result) => <Chart spec={staffingChart(result)} height={260} label="各部门编制人数条形图" />,
      },
    ],
    notes: staffingNotes,
    disclaimer: '以上为基于所填假设的估算，实际编制请结合排班与外包安排确定。',
  },
  sheets: staffingSheets,
  summary: staffingSummary,
}

export const StaffingTool = calculatorTool(staffingCalculator)
