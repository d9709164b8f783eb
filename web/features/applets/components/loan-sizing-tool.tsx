import { Alert, Card, Col, Flex, Form, Radio, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  calculateLoanSizing,
  type LoanSizingInput,
  type LoanSizingResult,
  loanSizingBenchmarkDefaults,
  loanSizingDefaults,
  loanSizingInputSchema,
  loanSizingVerdict,
  repaymentLabels,
  repayments,
  valueBases,
  valueBasisLabels,
} from '../../../../common/applets/loan-sizing.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import {
  type LimitRow,
  limitRows,
  loanLimitsChart,
  loanSizingHeadline,
  loanSizingLabels,
  loanSizingNotes,
  loanSizingSections,
  loanSizingSheets,
  loanSizingSummary,
} from '../lib/loan-sizing-view.ts'
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

const defaults = loanSizingDefaults()
const schemas = loanSizingInputSchema.shape

export function LoanSizingTool() {
  const tool = useToolInputs(loanSizingInputSchema, defaults, calculateLoanSizing)
  const { form, live } = tool
  const segment = Form.useWatch('segment', form) ?? tool.initialValues.segment
  const tier = Form.useWatch('tier', form) ?? tool.initialValues.tier
  const basis = Form.useWatch('valueBasis', form) ?? tool.initialValues.valueBasis
  const repayment = Form.useWatch('repayment', form) ?? tool.initialValues.repayment
  const unused = '按当前选择，此项不参与计算'
  const notes = {
    capRatePct: basis === 'appraisal' ? unused : undefined,
    appraisedValue: basis === 'cap_rate' ? unused : undefined,
    amortizationYears: repayment === 'interest_only' ? unused : undefined,
    graceYears: repayment === 'interest_only' ? unused : undefined,
  }

  function onValuesChange(changed: Partial<LoanSizingInput>, all: LoanSizingInput) {
    if (!caseChanged(changed)) return tool.onValuesChange(changed, all)
    // A new case brings its lender terms and cap rate; the hotel's NOI and an appraisal stay the user's.
    const next = { ...all, ...loanSizingBenchmarkDefaults(all.segment, all.tier) }
    form.setFieldsValue(next)
    tool.onValuesChange(changed, next)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={tool.ignored} labels={loanSizingLabels} />
      <Card title="输入假设" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={tool.initialValues}
          onValuesChange={onValuesChange}
          requiredMark={false}
        >
          <CaseFields />
          <Row gutter={16}>
            <Col xs={24} lg={12}>
              <Form.Item name="valueBasis" label="估值依据" tooltip="LTV 测试所用的抵押物价值从何而来">
                <Radio.Group
                  optionType="button"
                  options={valueBases.map((value) => ({ value, label: valueBasisLabels[value] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} lg={12}>
              <Form.Item name="repayment" label="还款方式" tooltip="决定每万元贷款每年的还本付息（贷款常数）">
                <Radio.Group
                  optionType="button"
                  options={repayments.map((value) => ({ value, label: repaymentLabels[value] }))}
                />
              </Form.Item>
            </Col>
          </Row>
          <FieldSections sections={loanSizingSections} schemas={schemas} selector={{ segment, tier }} notes={notes} />
        </Form>
      </Card>
      {live ? (
        <LoanSizingResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看测算结果。" />
      )}
      <SourceList sources={sectionSources(loanSizingSections, { segment, tier })} />
    </Flex>
  )
}

function LoanSizingResults({ input, result }: { input: LoanSizingInput; result: LoanSizingResult }) {
  const spec = useMemo(() => loanLimitsChart(input, result), [input, result])
  const verdict = useMemo(() => loanSizingVerdict(input, result), [input, result])
  return (
    <Flex vertical gap={16}>
      <Card
        title="测算结果"
        size="small"
        extra={
          <ToolActions
            name="贷款额度测算"
            sheets={() => loanSizingSheets(input, result)}
            summary={() => loanSizingSummary(input, result)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid items={loanSizingHeadline(result)} />
          <Verdict paragraphs={verdict} />
          <LimitTable rows={limitRows(input, result)} />
        </Flex>
      </Card>
      <Card title="各项测试允许的最大贷款（万元）" size="small">
        <Chart spec={spec} height={280} label="贷款价值比、偿债覆盖率两项测试与债务收益率参考允许的最大贷款柱状图" />
      </Card>
      <FigureNotes notes={loanSizingNotes} />
      <Typography.Text type="secondary">以上为基于所填假设的估算，实际额度以银行审批为准。</Typography.Text>
    </Flex>
  )
}

function LimitTable({ rows }: { rows: LimitRow[] }) {
  return (
    <Table<LimitRow>
      size="small"
      rowKey="test"
      pagination={false}
      dataSource={rows}
      scroll={{ x: 560 }}
      columns={[
        {
          title: '测试',
          dataIndex: 'name',
          fixed: 'start',
          width: 150,
          render: (name: string, row) =>
            row.binding ? <Typography.Text strong>{name}（约束）</Typography.Text> : name,
        },
        { title: '银行标准', dataIndex: 'standard', width: 90 },
        { title: '允许的最大贷款（万元）', dataIndex: 'loan', align: 'end', render: (v: number) => formatNumber(v) },
        {
          title: '比可贷额度高出',
          key: 'excess',
          align: 'end',
          render: (_: unknown, row) =>
            row.binding
              ? '—'
              : `${formatNumber(row.excess)} 万元${row.excessShare === null ? '' : `（${formatPercent(row.excessShare)}）`}`,
        },
      ]}
    />
  )
}
