import { Alert, Button, Card, Col, Divider, Flex, Form, InputNumber, Row, Select, Table, Typography } from 'antd'
import { useMemo } from 'react'
import {
  type BudgetInput,
  type BudgetLine,
  type BudgetResult,
  budgetAssumptionsSchema,
  budgetDefaults,
  budgetInputSchema,
  budgetLineLabels,
  budgetRanges,
  type CityTier,
  calculateBudget,
  cityTierFactors,
  cityTierLabels,
  cityTiers,
  type Positioning,
  positioningLabels,
  positionings,
} from '../../../../common/applets/budget.ts'
import { budgetAssumptionFields, budgetNotes, budgetSheets } from '../lib/budget-view.ts'
import type { ChartSpec } from '../lib/chart-spec.ts'
import { formatNumber, formatPercent } from '../lib/format.ts'
import { useLiveResult } from '../lib/use-live-result.ts'
import { zodRule } from '../lib/zod-rule.ts'
import { Chart } from './chart.tsx'
import { ExportButton } from './export-button.tsx'
import { FigureNotes } from './figure-notes.tsx'
import { NumberItem } from './number-item.tsx'
import { SummaryGrid } from './summary-grid.tsx'

const initial: BudgetInput = {
  rooms: 250,
  positioning: 'upscale',
  cityTier: 'tier2',
  grossFloorArea: null,
  assumptions: budgetDefaults('upscale', 'tier2'),
}

const fieldSchema = budgetInputSchema.shape

export function BudgetTool() {
  const [form] = Form.useForm()
  const live = useLiveResult(form, budgetInputSchema, initial, calculateBudget)
  const positioning: Positioning = Form.useWatch('positioning', form) ?? initial.positioning
  const cityTier: CityTier = Form.useWatch('cityTier', form) ?? initial.cityTier

  function resetAssumptions(p: Positioning, t: CityTier) {
    form.setFieldsValue({ assumptions: budgetDefaults(p, t) })
    void form.validateFields([['assumptions']], { recursive: true }).catch(() => {})
  }

  function rangeText(key: (typeof budgetAssumptionFields)[number]['key']) {
    const r = key === 'cityFactor' ? cityTierFactors[cityTier] : budgetRanges[positioning][key]
    return `参考区间 ${formatNumber(r.low, key === 'cityFactor' ? 2 : 0)}–${formatNumber(r.high, key === 'cityFactor' ? 2 : 0)}`
  }

  return (
    <Flex vertical gap={16}>
      <Card title="项目概况" size="small">
        <Form
          form={form}
          layout="vertical"
          initialValues={initial}
          requiredMark={false}
          onValuesChange={(changed: Partial<BudgetInput>, all: BudgetInput) => {
            // A new positioning or city tier brings its own indicative assumptions.
            if (changed.positioning || changed.cityTier) resetAssumptions(all.positioning, all.cityTier)
          }}
        >
          <Row gutter={16}>
            <NumberItem name="rooms" label="客房数" unit="间" schema={fieldSchema.rooms} />
            <Col xs={12} lg={8}>
              <Form.Item name="positioning" label="酒店定位" rules={[zodRule(fieldSchema.positioning)]}>
                <Select options={positionings.map((p) => ({ value: p, label: positioningLabels[p] }))} />
              </Form.Item>
            </Col>
            <Col xs={12} lg={8}>
              <Form.Item name="cityTier" label="城市等级" rules={[zodRule(fieldSchema.cityTier)]}>
                <Select options={cityTiers.map((t) => ({ value: t, label: cityTierLabels[t] }))} />
              </Form.Item>
            </Col>
            <Col xs={12} lg={8}>
              <Form.Item
                name="grossFloorArea"
                label="总建筑面积"
                rules={[zodRule(fieldSchema.grossFloorArea)]}
                extra="不填则按客房数 × 每间建筑面积估算"
              >
                <InputNumber style={{ width: '100%' }} suffix="㎡" aria-label="总建筑面积" />
              </Form.Item>
            </Col>
          </Row>
          <Divider titlePlacement="start" plain>
            造价假设（可修改；默认值为中国市场参考值）
          </Divider>
          <Row gutter={16}>
            {budgetAssumptionFields.map((f) => (
              <NumberItem
                key={f.key}
                name={['assumptions', f.key]}
                label={f.label}
                unit={f.unit || undefined}
                extra={rangeText(f.key)}
                schema={budgetAssumptionsSchema.shape[f.key]}
              />
            ))}
          </Row>
          <Button onClick={() => resetAssumptions(positioning, cityTier)}>恢复参考值</Button>
        </Form>
      </Card>
      {live ? (
        <BudgetResults result={live.result} sheets={() => budgetSheets(live.input, live.result)} />
      ) : (
        <Alert type="error" showIcon title="有输入项不符合要求，请按红色提示修改后查看估算结果。" />
      )}
    </Flex>
  )
}

function BudgetResults({ result, sheets }: { result: BudgetResult; sheets: () => ReturnType<typeof budgetSheets> }) {
  const spec = useMemo(() => chartSpec(result.lines), [result])
  const flagged = budgetAssumptionFields.filter((f) => result.outsideRange.includes(f.key)).map((f) => f.label)
  return (
    <Flex vertical gap={16}>
      <Card title="估算结果" size="small" extra={<ExportButton fileName="酒店开发预算估算.xlsx" sheets={sheets} />}>
        <Flex vertical gap={12}>
          {flagged.length > 0 && (
            <Alert type="warning" showIcon title={`以下假设超出该定位的参考区间，请确认：${flagged.join('、')}`} />
          )}
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
                hint: result.areaEstimated ? '按每间建筑面积估算' : '按填写的面积',
              },
            ]}
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
                width: 170,
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
      <FigureNotes notes={budgetNotes} />
    </Flex>
  )
}

function chartSpec(lines: BudgetLine[]): ChartSpec {
  return {
    horizontal: true,
    categories: lines.map((l) => budgetLineLabels[l.key].replace(/（.*）/, '')),
    series: [{ name: '每间（万元）', type: 'bar', data: lines.map((l) => Math.round(l.perKey / 100) / 100) }],
  }
}
