import { Alert, Card, Flex, Form, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateValuation,
  type ValuationInput,
  type ValuationResult,
  type ValuationSensitivity,
  valuationBenchmarkDefaults,
  valuationDefaults,
  valuationInputSchema,
  valuationSensitivity,
  valuationVerdict,
} from '../../../../common/applets/valuation.ts'
import { formatNumber } from '../lib/format.ts'
import { sectionSources } from '../lib/tool-fields.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import {
  type DcfRow,
  dcfRows,
  type MethodRow,
  methodRows,
  valuationChart,
  valuationHeadline,
  valuationLabels,
  valuationNotes,
  valuationSections,
  valuationSheets,
  valuationSummary,
} from '../lib/valuation-view.ts'
import { CaseFields, caseChanged } from './case-fields.tsx'
import { Chart } from './chart.tsx'
import { FieldSections } from './field-sections.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { SourceList } from './source-list.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'
import { Verdict } from './verdict.tsx'

const defaults = valuationDefaults()
const schemas = valuationInputSchema.shape

export function ValuationTool() {
  const tool = useToolInputs(valuationInputSchema, defaults, calculateValuation)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const tier = Form.useWatch('tier', form) ?? tool.initialValues.tier

  function onValuesChange(changed: Partial<ValuationInput>, all: ValuationInput) {
    if (!caseChanged(changed)) return tool.onValuesChange(changed, all)
    // A new case brings its rates and floor area per key; the hotel's rooms, NOI and ramp stay the user's.
    const rooms = schemas.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    const next = { ...all, rooms, ...valuationBenchmarkDefaults(all.segment, all.tier, rooms) }
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={valuationLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <CaseFields />
          <FieldSections sections={valuationSections} schemas={schemas} selector={{ segment, tier }} />
        </Form>
      </Card>
      {live ? (
        <ValuationResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(valuationSections, { segment, tier })} />
    </Flex>
  )
}

function ValuationResults({ input, result }: { input: ValuationInput; result: ValuationResult }) {
  const spec = useMemo(() => valuationChart(result), [result])
  const verdict = useMemo(() => valuationVerdict(input, result), [input, result])
  const grid = useMemo(() => valuationSensitivity(input), [input])
  return (
    <Flex vertical gap={16}>
      <Card
        title="估值结果"
        size="small"
        extra={
          <ToolActions
            name="酒店估值"
            sheets={() => valuationSheets(input, result, grid)}
            summary={() => valuationSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={valuationHeadline(result)} />
          <Verdict paragraphs={verdict} />
          <MethodTable rows={methodRows(result)} />
        </Flex>
      </Card>
      <Card title="价值构成（万元）" size="small">
        <Chart spec={spec} height={260} label="直接资本化法、DCF 各部分与调和价值条形图" />
      </Card>
      <Card title="10 年现金流折现明细（万元）" size="small">
        <DcfTable rows={dcfRows(result)} />
      </Card>
      <Card title="DCF 价值敏感性（万元）：折现率 × 期末资本化率" size="small">
        <SensitivityTable grid={grid} />
      </Card>
      <FigureNotes notes={valuationNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不替代评估机构出具的评估报告。</Typography.Text>
    </Flex>
  )
}

function MethodTable({ rows }: { rows: MethodRow[] }) {
  return (
    <Table<MethodRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 520 }}
      columns={[
        { title: '方法', dataIndex: 'method', fixed: 'start', width: 180 },
        { title: '价值（万元）', dataIndex: 'total', align: 'end', render: (v: number) => formatNumber(v) },
        { title: '每间客房（万元）', dataIndex: 'perKey', align: 'end', render: (v: number) => formatNumber(v, 1) },
        { title: '每平方米（元）', dataIndex: 'perSqm', align: 'end', render: (v: number) => formatNumber(v) },
      ]}
    />
  )
}

function DcfTable({ rows }: { rows: DcfRow[] }) {
  const money = (v: number | null) => (v === null ? '—' : formatNumber(v, 1))
  return (
    <Table<DcfRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 520 }}
      columns={[
        { title: '期间', dataIndex: 'label', fixed: 'start', width: 200 },
        { title: 'NOI / 出售净额', dataIndex: 'noi', align: 'end', render: money },
        {
          title: '折现系数',
          dataIndex: 'factor',
          align: 'end',
          render: (v: number | null) => (v === null ? '—' : v.toFixed(4)),
        },
        { title: '现值', dataIndex: 'presentValue', align: 'end', render: money },
      ]}
    />
  )
}

function SensitivityTable({ grid }: { grid: ValuationSensitivity }) {
  const rows = grid.values.map((values, i) => ({
    key: String(grid.discountRatesPct[i]),
    rate: grid.discountRatesPct[i],
    values,
  }))
  return (
    <Table
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 480 }}
      columns={[
        {
          title: '折现率 \\ 期末资本化率',
          dataIndex: 'rate',
          fixed: 'start',
          width: 170,
          render: (v: number) => `${formatNumber(v, 2)}%`,
        },
        ...grid.terminalCapRatesPct.map((cap, j) => ({
          title: `${formatNumber(cap, 2)}%`,
          key: `c${j}`,
          align: 'end' as const,
          render: (_: unknown, row: (typeof rows)[number]) => formatNumber(row.values[j] ?? 0),
        })),
      ]}
    />
  )
}
