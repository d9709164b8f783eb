import {
  calculateStaffing,
  type DepartmentStaff,
  departmentLabels,
  type StaffingInput,
  type StaffingResult,
  staffingDefaults,
  staffingFields,
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
  staffingParamLabels,
  staffingSections,
  staffingSheets,
  staffingSummary,
} from '../lib/staffing-view.ts'
import { calculatorTool, ResultTable, TotalRow } from './calculator-frame.tsx'

const defaults = staffingDefaults()

export const staffingCalculator: Calculator<StaffingInput, StaffingResult> = {
  name: '人员编制与人工成本',
  schema: staffingInputSchema,
  fieldSchemas: staffingFields,
  defaults,
  calculate: calculateStaffing,
  labels: staffingParamLabels,
  caseFields: { tier: false },
  sections: () => staffingSections,
  selector: ({ segment }) => ({ segment }),
  reload(changed, all) {
    if (!('segment' in changed)) return undefined
    // A new segment brings its ratios and wage; the hotel's size stays.
    const rooms = staffingFields.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    return staffingDefaults(all.segment, rooms)
  },
  results: {
    headline: staffingHeadline,
    verdict: staffingVerdict,
    detail: (_input, result) => (
      <ResultTable<DepartmentStaff>
        rowKey="department"
        rows={result.departments}
        width={420}
        columns={[
          { title: '部门', dataIndex: 'department', render: (d: DepartmentStaff['department']) => departmentLabels[d] },
          { title: '编制（人）', dataIndex: 'headcount', align: 'end' },
          { title: '占比', dataIndex: 'share', align: 'end', render: (v: number) => formatPercent(v) },
          { title: '人工成本（万元）', dataIndex: 'payroll', align: 'end', render: (v: number) => formatNumber(v) },
        ]}
        summary={() => <TotalRow cells={[String(result.headcount), '100%', formatNumber(result.payroll)]} />}
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
