import { Alert, Card, Divider, Flex, Form, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateFeasibility,
  type FeasibilityResult,
  type FeasibilityYear,
  feasibilityDefaults,
  feasibilityInputSchema,
} from '../../../../common/applets/feasibility.ts'
import type { ChartSpec } from '../lib/chart-spec.ts'
import {
  feasibilityFieldSchema,
  feasibilityNotes,
  feasibilitySections,
  feasibilitySheets,
  feasibilitySummary,
  feasibilityYearRows,
  formatCell,
  type YearRow,
} from '../lib/feasibility-view.ts'
import { useLiveResult } from '../lib/use-live-result.ts'
import { Chart } from './chart.tsx'
import { ExportButton } from './export-button.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { NumberItem } from './number-item.tsx'
import { SummaryGrid } from './summary-grid.tsx'

export function FeasibilityTool() {
  const [form] = Form.useForm()
  const live = useLiveResult(form, feasibilityInputSchema, feasibilityDefaults, calculateFeasibility)

  return (
    <Flex vertical gap={16}>
      <Card title="输入假设" size="small">
        <Form form={form} layout="vertical" initialValues={feasibilityDefaults} requiredMark={false}>
          {feasibilitySections.map((section) => (
            <div key={section.title}>
              <Divider titlePlacement="start" plain style={{ marginTop: 0 }}>
                {section.title}
              </Divider>
              <Row gutter={16}>
                {section.fields.map((f) => (
                  <NumberItem
                    key={f.name}
                    name={f.name}
                    label={f.label}
                    unit={f.unit}
                    tooltip={f.tooltip}
                    schema={feasibilityFieldSchema(f.name)}
                  />
                ))}
              </Row>
            </div>
          ))}
        </Form>
      </Card>

      {live ? (
        <FeasibilityResults result={live.result} sheets={() => feasibilitySheets(live.input, live.result)} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
    </Flex>
  )
}

function FeasibilityResults({
  result,
  sheets,
}: {
  result: FeasibilityResult
  sheets: () => ReturnType<typeof feasibilitySheets>
}) {
  const spec = useMemo(() => chartSpec(result.years), [result])
  return (
    <Flex vertical gap={16}>
      <Card title="测算结果" size="small" extra={<ExportButton fileName="酒店投资可行性测算.xlsx" sheets={sheets} />}>
        <SummaryGrid items={feasibilitySummary(result)} />
      </Card>
      <Card title="收入、GOP、NOI 与累计股本现金流（万元）" size="small">
        <Chart spec={spec} height={320} label="10 年收入、GOP、NOI 与累计股本现金流图" />
      </Card>
      <Card title="10 年经营与现金流测算（万元）" size="small">
        <YearTable years={result.years} />
      </Card>
      <FigureNotes notes={feasibilityNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不构成投资建议。</Typography.Text>
    </Flex>
  )
}

function YearTable({ years }: { years: FeasibilityYear[] }) {
  const columns = [
    {
      title: '项目',
      dataIndex: 'label',
      key: 'label',
      fixed: 'start' as const,
      width: 150,
      render: (label: string, row: YearRow) => (row.strong ? <Typography.Text strong>{label}</Typography.Text> : label),
    },
    ...years.map((y) => ({
      title: `第 ${y.year} 年`,
      key: `y${y.year}`,
      width: 96,
      align: 'end' as const,
      render: (_: unknown, row: YearRow) => formatCell(row.kind, row.value(y)),
    })),
  ]
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={feasibilityYearRows}
      pagination={false}
      scroll={{ x: 150 + years.length * 96 }}
    />
  )
}

function chartSpec(years: FeasibilityYear[]): ChartSpec {
  const round1 = (v: number) => Math.round(v * 10) / 10
  return {
    categories: years.map((y) => `第${y.year}年`),
    series: [
      { name: '总收入', type: 'bar', data: years.map((y) => round1(y.totalRevenue)) },
      { name: 'GOP', type: 'bar', data: years.map((y) => round1(y.gop)) },
      { name: 'NOI', type: 'bar', data: years.map((y) => round1(y.noi)) },
      { name: '累计股本现金流', type: 'line', data: years.map((y) => round1(y.cumulativeEquityCashFlow)) },
    ],
  }
}
