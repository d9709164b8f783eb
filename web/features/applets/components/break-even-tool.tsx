import { Alert, Card, Flex, Form, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  type BreakEvenInput,
  type BreakEvenResult,
  breakEvenInputSchema,
  breakEvenVerdict,
  calculateBreakEven,
} from '../../../../common/applets/break-even.ts'
import { breakEvenDefaults } from '../../../../common/applets/break-even-defaults.ts'
import { breakEvenSheets, breakEvenSummary } from '../lib/break-even-export.ts'
import {
  breakEvenChart,
  breakEvenComposedFigures,
  breakEvenHeadline,
  breakEvenLabels,
  breakEvenNotes,
  breakEvenSections,
  type SweepRow,
  sweepRows,
} from '../lib/break-even-view.ts'
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
import { Verdict } from './verdict.tsx'

const defaults = breakEvenDefaults()
const schemas = breakEvenInputSchema.shape

export function BreakEvenTool() {
  const tool = useToolInputs(breakEvenInputSchema, defaults, calculateBreakEven)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const tier = Form.useWatch('tier', form) ?? tool.initialValues.tier
  const sections = useMemo(() => breakEvenSections(tier), [tier])

  function onValuesChange(changed: Partial<BreakEvenInput>, all: BreakEvenInput) {
    if (!caseChanged(changed)) return tool.onValuesChange(changed, all)
    // A new case brings the feasibility study's hotel of that case, so both tools read the same NOI.
    const next = breakEvenDefaults(all.segment, all.tier)
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={breakEvenLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <CaseFields />
          <FieldSections sections={sections} schemas={schemas} selector={{ segment, tier }} />
        </Form>
      </Card>
      {live ? (
        <BreakEvenResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(sections, { segment, tier }, breakEvenComposedFigures(segment))} />
    </Flex>
  )
}

function BreakEvenResults({ input, result }: { input: BreakEvenInput; result: BreakEvenResult }) {
  const spec = useMemo(() => breakEvenChart(result), [result])
  const verdict = useMemo(() => breakEvenVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="盈亏平衡出租率"
            sheets={() => breakEvenSheets(input, result)}
            summary={() => breakEvenSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={breakEvenHeadline(result)} />
          <Verdict paragraphs={verdict} />
        </Flex>
      </Card>
      <Card title="不同房价下的盈亏平衡出租率（%）" size="small">
        <Chart spec={spec} height={300} label="房价从 −30% 到 +30% 时 GOP、NOI 与还本付息的平衡出租率折线图" />
      </Card>
      <Card title="房价敏感性" size="small">
        <SweepTable rows={sweepRows(result)} />
      </Card>
      <FigureNotes notes={breakEvenNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不构成投资建议。</Typography.Text>
    </Flex>
  )
}

function SweepTable({ rows }: { rows: SweepRow[] }) {
  return (
    <Table<SweepRow>
      size="small"
      rowKey="key"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 620 }}
      columns={[
        { title: '房价变动', dataIndex: 'change', fixed: 'start', width: 90 },
        { title: '房价（元）', dataIndex: 'adr', align: 'end', width: 100 },
        { title: 'GOP 平衡出租率', dataIndex: 'gop', align: 'end' },
        { title: 'NOI 平衡出租率', dataIndex: 'noi', align: 'end' },
        { title: '偿债平衡出租率', dataIndex: 'debt', align: 'end' },
      ]}
    />
  )
}
