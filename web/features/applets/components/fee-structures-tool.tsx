import { Alert, Card, Col, Flex, Form, Radio, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateFeeStructures,
  type FeeStructuresInput,
  type FeeStructuresResult,
  feeStructuresDefaults,
  feeStructuresFields,
  feeStructuresInputSchema,
} from '../../../../common/applets/fee-structures.ts'
import { feeStructuresVerdict } from '../../../../common/applets/fee-structures-verdict.ts'
import { feeStructuresSheets, feeStructuresSummary } from '../lib/fee-structures-export.ts'
import { feeStructuresSections } from '../lib/fee-structures-fields.ts'
import {
  type ComparisonRow,
  comparisonRows,
  feeStructuresHeadline,
  feeStructuresNotes,
  feeYearRows,
  formatYearCell,
  ownerCashFlowChart,
  scenarioLabels,
} from '../lib/fee-structures-view.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { fieldLabels, sectionSources } from '../lib/tool-fields.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { CaseFields, caseChanged } from './case-fields.tsx'
import { Chart } from './chart.tsx'
import { FieldSections } from './field-sections.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { SourceList } from './source-list.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'

const defaults = feeStructuresDefaults()
const labels = fieldLabels(feeStructuresSections, { segment: '酒店定位', tier: '城市等级', scenario: '显示情景' })

export function FeeStructuresTool() {
  const tool = useToolInputs(feeStructuresInputSchema, defaults, calculateFeeStructures)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const tier = Form.useWatch('tier', form) ?? tool.initialValues.tier

  function onValuesChange(changed: Partial<FeeStructuresInput>, all: FeeStructuresInput) {
    if (!caseChanged(changed)) return tool.onValuesChange(changed, all)
    // A new case brings that case's benchmark figures; the size of the hotel and the scenario shown stay.
    const rooms = feeStructuresFields.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
    const next = { ...feeStructuresDefaults(all.segment, all.tier, rooms), scenario: all.scenario }
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  const rentNote = live && `相当于稳定年总收入的 ${formatPercent(live.result.rentShareOfRevenue)}`
  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={labels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <Row gutter={16} align="bottom">
            <Col xs={24} lg={16}>
              <CaseFields />
            </Col>
            <Col xs={24} lg={8}>
              <Form.Item name="scenario" label="显示情景" tooltip="下行情景：每年 RevPAR 按下方降幅低于基准情景">
                <Radio.Group
                  optionType="button"
                  options={[
                    { value: 'base', label: scenarioLabels.base },
                    { value: 'downside', label: scenarioLabels.downside },
                  ]}
                />
              </Form.Item>
            </Col>
          </Row>
          <FieldSections
            sections={feeStructuresSections}
            schemas={feeStructuresFields}
            selector={{ segment, tier }}
            notes={{ rentYear1: rentNote || undefined }}
          />
        </Form>
      </Card>
      {live ? (
        <FeeStructuresResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(feeStructuresSections, { segment, tier })} />
    </Flex>
  )
}

function FeeStructuresResults({ input, result }: { input: FeeStructuresInput; result: FeeStructuresResult }) {
  const shown = result[input.scenario]
  const spec = useMemo(() => ownerCashFlowChart(shown), [shown])
  const verdict = useMemo(() => feeStructuresVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="委托管理、特许经营与租赁对比"
            sheets={() => feeStructuresSheets(input, result)}
            summary={() => feeStructuresSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={feeStructuresHeadline(input, result)} />
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
          <ComparisonTable rows={comparisonRows(result)} cut={input.downsideRevparCutPct} />
        </Flex>
      </Card>
      <Card title={`业主每年现金流（万元，${scenarioLabels[input.scenario]}）`} size="small">
        <Chart spec={spec} height={300} label="三种模式下业主每年现金流折线图" />
      </Card>
      <Card title={`10 年逐年测算（万元，${scenarioLabels[input.scenario]}）`} size="small">
        <YearTable input={input} result={result} />
      </Card>
      <FigureNotes notes={feeStructuresNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不构成投资或签约建议。</Typography.Text>
    </Flex>
  )
}

function ComparisonTable({ rows, cut }: { rows: ComparisonRow[]; cut: number }) {
  const money = (v: number) => formatNumber(v)
  return (
    <Table<ComparisonRow>
      size="small"
      rowKey="structure"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 640 }}
      columns={[
        { title: '模式', dataIndex: 'structure', fixed: 'start', width: 96 },
        { title: '10 年合计（万元）', dataIndex: 'total', align: 'end', render: money },
        { title: 'NPV（万元）', dataIndex: 'npv', align: 'end', render: money },
        { title: '付给品牌方（万元）', dataIndex: 'brandFees', align: 'end', render: money },
        { title: `RevPAR −${cut}% 时合计`, dataIndex: 'downsideTotal', align: 'end', render: money },
        { title: '变化（万元）', dataIndex: 'change', align: 'end', render: money },
      ]}
    />
  )
}

function YearTable({ input, result }: { input: FeeStructuresInput; result: FeeStructuresResult }) {
  const shown = result[input.scenario]
  const columns = [
    { title: '项目', dataIndex: 'label', key: 'label', fixed: 'start' as const, width: 190 },
    ...shown.years.map((y) => ({
      title: `第 ${y.year} 年`,
      key: `y${y.year}`,
      width: 90,
      align: 'end' as const,
      render: (_: unknown, row: (typeof feeYearRows)[number]) => formatYearCell(row, row.value(y)),
    })),
  ]
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={feeYearRows}
      pagination={false}
      scroll={{ x: 190 + shown.years.length * 90 }}
    />
  )
}
