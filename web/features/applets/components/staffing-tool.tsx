import { Alert, Card, Flex, Form, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateStaffing,
  type DepartmentStaff,
  departmentLabels,
  type StaffingInput,
  type StaffingResult,
  staffingDefaults,
  staffingFields,
  staffingInputSchema,
} from '../../../../common/applets/staffing.ts'
import { staffingVerdict } from '../../../../common/applets/staffing-verdict.ts'
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
import { sectionSources } from '../lib/tool-fields.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { CaseFields, caseChanged } from './case-fields.tsx'
import { Chart } from './chart.tsx'
import { FieldSections } from './field-sections.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { SourceList } from './source-list.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'

const defaults = staffingDefaults()

export function StaffingTool() {
  const tool = useToolInputs(staffingInputSchema, defaults, calculateStaffing)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment

  function onValuesChange(changed: Partial<StaffingInput>, all: StaffingInput) {
    if (!caseChanged(changed)) return tool.onValuesChange(changed, all)
    // A new segment brings its ratios and wage; the hotel's size stays.
    const rooms = staffingFields.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    const next = staffingDefaults(all.segment, rooms)
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={staffingParamLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <CaseFields tier={false} />
          <FieldSections sections={staffingSections} schemas={staffingFields} selector={{ segment }} />
        </Form>
      </Card>
      {live ? (
        <StaffingResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(staffingSections, { segment })} />
    </Flex>
  )
}

function StaffingResults({ input, result }: { input: StaffingInput; result: StaffingResult }) {
  const spec = useMemo(() => staffingChart(result), [result])
  const verdict = useMemo(() => staffingVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="人员编制与人工成本"
            sheets={() => staffingSheets(input, result)}
            summary={() => staffingSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={staffingHeadline(result)} />
          <Alert
            type="info"
            showIcon
            title="结论"
            description={verdict.map((p) => (
              <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
                {p}
              </Typography.Paragraph>
            ))}
          />
          <Table<DepartmentStaff>
            size="small"
            rowKey="department"
            pagination={false}
            dataSource={result.departments}
            scroll={{ x: 420 }}
            columns={[
              {
                title: '部门',
                dataIndex: 'department',
                render: (d: DepartmentStaff['department']) => departmentLabels[d],
              },
              { title: '编制（人）', dataIndex: 'headcount', align: 'end' },
              { title: '占比', dataIndex: 'share', align: 'end', render: (v: number) => formatPercent(v) },
              { title: '人工成本（万元）', dataIndex: 'payroll', align: 'end', render: (v: number) => formatNumber(v) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>合计</Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="end">
                  {result.headcount}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">
                  100%
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end">
                  {formatNumber(result.payroll)}
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Flex>
      </Card>
      <Card title="各部门编制（人）" size="small">
        <Chart spec={spec} height={260} label="各部门编制人数条形图" />
      </Card>
      <FigureNotes notes={staffingNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，实际编制请结合排班与外包安排确定。</Typography.Text>
    </Flex>
  )
}
