import { Alert, Button, Card, Col, Divider, Flex, Form, InputNumber, Radio, Row, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  areaBases,
  areaBasisLabels,
  type BudgetInput,
  type BudgetLine,
  type BudgetResult,
  budgetAssumptionKeys,
  budgetAssumptions,
  budgetBenchmarkKeys,
  budgetDefaults,
  budgetInputSchema,
  budgetLineLabels,
  budgetOutliers,
  budgetSelector,
  calculateBudget,
} from '../../../../common/applets/budget.ts'
import { budgetAssumptionLabels, budgetVerdict } from '../../../../common/applets/budget-verdict.ts'
import type { CityTier, Positioning } from '../../../../common/intel.ts'
import { benchmarkHint } from '../lib/benchmark-hint.ts'
import {
  budgetAssumptionTooltips,
  budgetChart,
  budgetNotes,
  budgetParamLabel,
  budgetSheets,
  budgetSources,
  budgetSummary,
  budgetTitle,
} from '../lib/budget-view.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { useToolInputs } from '../lib/use-tool-inputs.ts'
import { zodRule } from '../lib/zod-rule.ts'
import { CaseFields, caseChanged } from './case-fields.tsx'
import { Chart } from './chart.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { IgnoredParams } from './ignored-params.tsx'
import { NumberItem } from './number-item.tsx'
import { SourceList } from './source-list.tsx'
import { SummaryGrid } from './summary-grid.tsx'
import { ToolActions } from './tool-actions.tsx'

const shape = budgetInputSchema.shape
const defaults = budgetDefaults()
/** The area inputs are handled apart: only the one the chosen basis uses is shown (the other keeps its value). */
const costKeys = budgetAssumptionKeys.filter((key) => key !== 'gfaPerKey')

export function BudgetTool() {
  const { form, initialValues, ignored, live, onValuesChange } = useToolInputs(
    budgetInputSchema,
    defaults,
    calculateBudget,
  )
  const segment: Positioning = Form.useWatch('segment', form) ?? initialValues.segment
  const tier: CityTier = Form.useWatch('tier', form) ?? initialValues.tier
  const areaBasis: BudgetInput['areaBasis'] = Form.useWatch('areaBasis', form) ?? initialValues.areaBasis
  const hint = (key: (typeof budgetAssumptionKeys)[number]) =>
    benchmarkHint(budgetBenchmarkKeys[key], budgetSelector(key, segment, tier))

  /** Writes values the user did not type (benchmark defaults, a derived area) and keeps the URL in step. */
  function setValues(values: Partial<BudgetInput>) {
    form.setFieldsValue(values)
    onValuesChange(values, form.getFieldsValue(true))
    void form.validateFields(Object.keys(values)).catch(() => {})
  }

  function handleValuesChange(changed: Partial<BudgetInput>, all: BudgetInput) {
    if (caseChanged(changed)) setValues(budgetAssumptions(all.segment, all.tier))
    else if (changed.areaBasis === 'total') setValues({ grossFloorArea: Math.round(all.rooms * all.gfaPerKey) })
    else onValuesChange(changed, all)
  }

  return (
    <Flex vertical gap={16}>
      <IgnoredParams ignored={ignored} labels={budgetParamLabel} />
      <Card title="项目概况" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={initialValues}
          requiredMark={false}
          onValuesChange={handleValuesChange}
        >
          <CaseFields />
          <Row gutter={16}>
            <NumberItem name="rooms" label="客房数" unit="间" schema={shape.rooms} />
            <Col xs={24} lg={16}>
              <Form.Item name="areaBasis" label="建筑面积口径">
                <Radio.Group
                  optionType="button"
                  options={areaBases.map((value) => ({ value, label: areaBasisLabels[value] }))}
                />
              </Form.Item>
            </Col>
            <Col xs={12} lg={8}>
              <Form.Item
                name="gfaPerKey"
                label="每间客房建筑面积"
                hidden={areaBasis !== 'per_key'}
                rules={[zodRule(shape.gfaPerKey)]}
                tooltip={budgetAssumptionTooltips.gfaPerKey}
                extra={hint('gfaPerKey')}
              >
                <InputNumber style={{ width: '100%' }} suffix="㎡" aria-label="每间客房建筑面积" />
              </Form.Item>
              <Form.Item
                name="grossFloorArea"
                label="总建筑面积"
                hidden={areaBasis !== 'total'}
                rules={[zodRule(shape.grossFloorArea)]}
                extra={`按方案面积填写；基准表每间面积：${hint('gfaPerKey') ?? '暂无公开数据'}`}
              >
                <InputNumber style={{ width: '100%' }} suffix="㎡" aria-label="总建筑面积" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start" plain>
            造价假设（默认值取自基准表中所选定位与城市等级的典型值，可修改）
          </Divider>
          <Row gutter={16}>
            {costKeys.map((key) => (
              <NumberItem
                key={key}
                name={key}
                label={budgetAssumptionLabels[key].label}
                unit={budgetAssumptionLabels[key].unit}
                tooltip={budgetAssumptionTooltips[key]}
                extra={hint(key)}
                schema={shape[key]}
              />
            ))}
          </Row>
          <Button onClick={() => setValues(budgetAssumptions(segment, tier))}>恢复基准值</Button>
        </Form>
      </Card>
      {live ? (
        <BudgetResults input={live.input} result={live.result} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看估算结果。" />
      )}
    </Flex>
  )
}

function BudgetResults({ input, result }: { input: BudgetInput; result: BudgetResult }) {
  const outliers = useMemo(() => budgetOutliers(input, result), [input, result])
  const verdict = useMemo(() => budgetVerdict(input, result, outliers), [input, result, outliers])
  const spec = useMemo(() => budgetChart(result.lines), [result])
  const sources = useMemo(() => budgetSources(input.segment, input.tier), [input.segment, input.tier])

  return (
    <Flex vertical gap={16}>
      <Card
        title="估算结果"
        size="small"
        extra={
          <ToolActions
            name={budgetTitle}
            sheets={() => budgetSheets(input, result, outliers)}
            summary={() => budgetSummary(input, result, outliers)}
          />
        }
      >
        <Flex vertical gap={12}>
          <SummaryGrid
            items={[
              { label: '总投资（万元）', value: formatNumber(result.total / 1e4, 0), hint: '不含土地与融资费用' },
              {
                label: '单房造价（万元/间）',
                value: formatNumber(result.totalPerKey / 1e4, 1),
                hint: '总投资 ÷ 客房数',
              },
              { label: '单方造价（元/㎡）', value: formatNumber(result.totalPerSqm, 0), hint: '总投资 ÷ 总建筑面积' },
              {
                label: '总建筑面积（㎡）',
                value: formatNumber(result.grossFloorArea, 0),
                hint: input.areaBasis === 'per_key' ? '按每间建筑面积估算' : '按方案总建筑面积',
              },
            ]}
          />
          <Alert
            type={outliers.length > 0 ? 'warning' : 'info'}
            showIcon
            title="结论"
            description={verdict.map((p) => (
              <Typography.Paragraph key={p} style={{ marginBottom: 4 }}>
                {p}
              </Typography.Paragraph>
            ))}
          />
          <Table<BudgetLine>
            size="small"
            rowKey="key"
            pagination={false}
            dataSource={result.lines}
            scroll={{ x: 560 }}
            columns={[
              {
                title: '费用项目',
                key: 'label',
                fixed: 'start',
                width: 190,
                render: (_, l) => budgetLineLabels[l.key],
              },
              { title: '合计（万元）', key: 'total', align: 'end', render: (_, l) => formatNumber(l.total / 1e4, 0) },
              { title: '每间（万元）', key: 'perKey', align: 'end', render: (_, l) => formatNumber(l.perKey / 1e4, 2) },
              { title: '每㎡（元）', key: 'perSqm', align: 'end', render: (_, l) => formatNumber(l.perSqm, 0) },
              { title: '占比', key: 'share', align: 'end', render: (_, l) => formatPercent(l.share) },
            ]}
            summary={() => (
              <Table.Summary.Row>
                <Table.Summary.Cell index={0}>
                  <Typography.Text strong>合计</Typography.Text>
                </Table.Summary.Cell>
                <Table.Summary.Cell index={1} align="end">
                  {formatNumber(result.total / 1e4, 0)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={2} align="end">
                  {formatNumber(result.totalPerKey / 1e4, 2)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={3} align="end">
                  {formatNumber(result.totalPerSqm, 0)}
                </Table.Summary.Cell>
                <Table.Summary.Cell index={4} align="end">
                  100%
                </Table.Summary.Cell>
              </Table.Summary.Row>
            )}
          />
        </Flex>
      </Card>
      <Card title="每间客房造价构成（万元/间）" size="small">
        <Chart spec={spec} height={280} label="每间客房造价构成图" />
      </Card>
      <SourceList sources={sources} />
      <FigureNotes notes={budgetNotes} />
    </Flex>
  )
}
