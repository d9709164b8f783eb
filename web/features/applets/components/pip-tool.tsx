import { Alert, Card, Col, Flex, Form, Radio, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculatePip,
  type PipInput,
  type PipResult,
  pipDefaults,
  pipFields,
  pipInputSchema,
  pipScopeDefaults,
  pipScopeLabels,
  pipScopes,
} from '../../../../common/applets/pip.ts'
import { pipVerdict } from '../../../../common/applets/pip-verdict.ts'
import { formatNumber } from '../lib/format.ts'
import {
  pipChart,
  pipHeadline,
  pipNotes,
  pipParamLabels,
  pipSections,
  pipSheets,
  pipSummary,
  pipYearRows,
} from '../lib/pip-view.ts'
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

const defaults = pipDefaults()
const scopeOptions = pipScopes.map((value) => ({ value, label: pipScopeLabels[value] }))

export function PipTool() {
  const tool = useToolInputs(pipInputSchema, defaults, calculatePip)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const scope = Form.useWatch('scope', form) ?? tool.initialValues.scope
  const sections = useMemo(() => pipSections(scope), [scope])

  function onValuesChange(changed: Partial<PipInput>, all: PipInput) {
    let next: PipInput | undefined
    if (caseChanged(changed)) {
      // A new segment brings its benchmark figures; the hotel's size and the scope stay.
      const rooms = pipFields.rooms.safeParse(all.rooms).success ? all.rooms : defaults.rooms
      next = pipDefaults(all.segment, all.scope, rooms)
    } else if ('scope' in changed) {
      next = { ...all, ...pipScopeDefaults(all.segment, all.scope) }
    }
    if (!next) return tool.onValuesChange(changed, all)
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={pipParamLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <Row gutter={16} align="bottom">
            <Col xs={24} lg={8}>
              <CaseFields tier={false} />
            </Col>
            <Col xs={24} lg={16}>
              <Form.Item
                name="scope"
                label="改造范围"
                tooltip="切换后按基准表重新载入该范围的每间改造费，并按测算假设载入施工期与停用比例"
              >
                <Radio.Group optionType="button" options={scopeOptions} />
              </Form.Item>
            </Col>
          </Row>
          <FieldSections sections={sections} schemas={pipFields} selector={{ segment }} />
        </Form>
      </Card>
      {live ? (
        <PipResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(sections, { segment })} />
    </Flex>
  )
}

function PipResults({ input, result }: { input: PipInput; result: PipResult }) {
  const spec = useMemo(() => pipChart(result), [result])
  const verdict = useMemo(() => pipVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="改造与换牌投资测算"
            sheets={() => pipSheets(input, result)}
            summary={() => pipSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={pipHeadline(result)} />
          <Alert
            type={result.irr.kind === 'none' || result.npv < 0 ? 'warning' : 'info'}
            showIcon
            title="结论"
            description={verdict.map((p) => (
              <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
                {p}
              </Typography.Paragraph>
            ))}
          />
        </Flex>
      </Card>
      <Card title="改造现金流与累计回收（万元）" size="small">
        <Chart spec={spec} height={300} label="改造投入与新增 NOI 的逐年与累计现金流图" />
      </Card>
      <Card title="10 年逐年测算（万元）" size="small">
        <YearTable result={result} />
      </Card>
      <FigureNotes notes={pipNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，不构成投资建议。</Typography.Text>
    </Flex>
  )
}

function YearTable({ result }: { result: PipResult }) {
  const columns = [
    { title: '项目', dataIndex: 'label', key: 'label', fixed: 'start' as const, width: 130 },
    ...result.years.map((y) => ({
      title: `第 ${y.year} 年`,
      key: `y${y.year}`,
      width: 90,
      align: 'end' as const,
      render: (_: unknown, row: (typeof pipYearRows)[number]) => formatNumber(y[row.key], 1),
    })),
  ]
  return (
    <Table
      size="small"
      rowKey="key"
      columns={columns}
      dataSource={pipYearRows}
      pagination={false}
      scroll={{ x: 130 + result.years.length * 90 }}
    />
  )
}
