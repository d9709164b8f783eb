import { Card, Flex, Table, Typography } from 'antd'
import { useMemo } from 'react'
import type { FeasibilityInput } from '../../../../common/applets/feasibility.ts'
import type { FeasibilityAnalysis } from '../../../../common/applets/feasibility-sensitivity.ts'
import { exitVerdict, feasibilityVerdict } from '../../../../common/applets/feasibility-verdict.ts'
import { feasibilityPdfSummary, feasibilitySheets } from '../lib/feasibility-export.ts'
import { feasibilityNotes } from '../lib/feasibility-notes.ts'
import {
  feasibilitySummary,
  feasibilityYearRows,
  formatCell,
  type YearColumn,
  type YearRow,
  yearColumns,
  yearLabel,
  yearlyChart,
} from '../lib/feasibility-view.ts'
import { Chart } from './chart.tsx'
import { FeasibilitySensitivityCard } from './feasibility-sensitivity.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'
import { Verdict } from './verdict.tsx'

type Props = { input: FeasibilityInput; analysis: FeasibilityAnalysis }

export function FeasibilityResults({ input, analysis }: Props) {
  const { result, sensitivity } = analysis
  const verdict = useMemo(() => feasibilityVerdict(input, result, sensitivity), [input, result, sensitivity])
  const exit = useMemo(() => exitVerdict(result), [result])
  const spec = useMemo(() => yearlyChart(result), [result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="酒店投资可行性测算"
            sheets={() => feasibilitySheets(input, analysis)}
            summary={() => feasibilityPdfSummary(input, analysis, verdict)}
          />
        }
      >
        <Flex vertical gap={12}>
          <Verdict paragraphs={verdict} />
          <SummaryGrid items={feasibilitySummary(input, result)} />
        </Flex>
      </Card>
      <Card title="退出方式与退出税费：资产转让与股权转让" size="small">
        {exit.map((p) => (
          <Typography.Paragraph key={p}>{p}</Typography.Paragraph>
        ))}
      </Card>
      <Card title="收入、GOP、NOI 与股本现金流（万元）" size="small">
        <Chart spec={spec} height={320} label="建设期与经营期各年收入、GOP、NOI 与股本现金流图" />
      </Card>
      <Card title="年度测算（万元；第 0 年及以前为建设期）" size="small">
        <YearTable columns={yearColumns(result)} />
      </Card>
      <FeasibilitySensitivityCard sensitivity={sensitivity} discountRatePct={input.discountRatePct} />
      <FigureNotes notes={feasibilityNotes} title="测算方法与法律依据" />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不构成投资建议。</Typography.Text>
    </Flex>
  )
}

function YearTable({ columns }: { columns: YearColumn[] }) {
  const tableColumns = [
    {
      title: '项目',
      dataIndex: 'label',
      key: 'label',
      fixed: 'start' as const,
      width: 170,
      render: (label: string, row: YearRow) => (row.strong ? <Typography.Text strong>{label}</Typography.Text> : label),
    },
    ...columns.map((c) => ({
      title: yearLabel(c.year),
      key: `y${c.year}`,
      width: 96,
      align: 'end' as const,
      render: (_: unknown, row: YearRow) => formatCell(row.kind, row.value(c)),
    })),
  ]
  return (
    <Table
      size="small"
      rowKey="key"
      columns={tableColumns}
      dataSource={feasibilityYearRows}
      pagination={false}
      scroll={{ x: 170 + columns.length * 96 }}
    />
  )
}
