import {
  Alert,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  InputNumber,
  Row,
  Select,
  Space,
  Switch,
  Typography,
} from 'antd'
import { useState } from 'react'
import { feasibilityInputSchema } from '#common/applets/feasibility'
import { cityTierLabels, cityTiers } from '#common/intel'
import { type StudyAssumptions, studyPipelineStatuses, studyPipelineStatusLabels } from '#common/study/schemas'
import { FieldSections, feasibilitySections } from '#web/features/applets/index.ts'
import { InducedList, RampField } from './assumption-lists.tsx'
import { BySegment, type Flag, type SourcedField, SourcedRow } from './sourced-fields.tsx'

/** Fields of the feasibility case the projection sets (rooms, occupancy, ADR and their paths, the hold). */
const projectedKeys = new Set([
  'rooms',
  'adr',
  'adrGrowthPct',
  'occupancyPct',
  'rampYear1Pct',
  'rampYear2Pct',
  'rampYear3Pct',
  'holdYears',
])
const financialSections = feasibilitySections
  .map((s) => ({ ...s, fields: s.fields.filter((f) => !projectedKeys.has(f.name)) }))
  .filter((s) => s.fields.length > 0)

const latentFields: SourcedField[] = [
  { path: ['latentDemand', 'unaccommodatedPct'], label: '未满足需求比例', unit: '%' },
]
const supplyFields: SourcedField[] = [
  ...studyPipelineStatuses.map((status) => ({
    path: ['statusWeights', status],
    label: `${studyPipelineStatusLabels[status]}项目计入权重`,
    unit: '%',
  })),
  { path: ['undatedOpeningLagYears'], label: '未公布开业日期的项目按基准年后几年开业', unit: '年' },
]
const adrFields: SourcedField[] = [
  { path: ['adrIndex'], label: '平均房价指数（竞争组合 = 100%）', unit: '%' },
  { path: ['adrGrowthPct'], label: '竞争组合房价年增长率', unit: '%' },
]
const manualCompSetFields: SourcedField[] = [
  { path: ['manualCompSet', 'occupancyPct'], label: '竞争组合入住率', unit: '%' },
  { path: ['manualCompSet', 'adr'], label: '竞争组合平均房价', unit: '元' },
  { path: ['manualCompSet', 'rooms'], label: '竞争组合客房数（组合为空时）', unit: '间' },
]

const section = (title: string) => (
  <Divider titlePlacement="start" plain style={{ marginTop: 8 }}>
    {title}
  </Divider>
)

/**
 * 测算假设: every assumption of the projection with its source or marked 测算假设, bound flags beside the field; and
 * the financial case of the feasibility tool (its fields, messages and benchmark help), minus what the projection sets.
 */
export function AssumptionsForm(props: {
  assumptions: StudyAssumptions
  flags: Flag[]
  editable: boolean
  saving: boolean
  error: string | null
  onSave: (assumptions: StudyAssumptions) => void
}) {
  const [form] = Form.useForm<StudyAssumptions>()
  const [financialForm] = Form.useForm<StudyAssumptions['financial']>()
  const [dirty, setDirty] = useState(false)
  const { flags, editable } = props
  const useManual = Form.useWatch(['manualCompSet', 'useManual'], form)

  const save = async () => {
    const [main, financial] = await Promise.all([form.validateFields(), financialForm.validateFields()])
    props.onSave({
      ...props.assumptions,
      ...main,
      latentDemand: { ...props.assumptions.latentDemand, ...main.latentDemand },
      manualCompSet: { ...props.assumptions.manualCompSet, ...main.manualCompSet },
      financial: { ...props.assumptions.financial, ...financial },
    })
    setDirty(false)
  }

  const mixFlag = flags.find((f) => f.field === 'demandMix')
  return (
    <Flex vertical gap={16}>
      {props.error && <Alert type="error" showIcon title="未能保存测算假设" description={props.error} />}
      {flags.length > 0 && (
        <Alert
          type="warning"
          showIcon
          title={`${flags.length} 项超出常见范围（超出不会被拒绝，报告会列明；请确认依据并注明来源）`}
          description={
            <ul style={{ margin: 0, paddingInlineStart: 20 }}>
              {flags.map((f) => (
                <li key={f.field}>{f.message}</li>
              ))}
            </ul>
          }
        />
      )}
      <Card
        size="small"
        title="市场与预测假设"
        extra={
          editable && (
            <Space>
              {dirty && <Typography.Text type="secondary">有未保存的修改</Typography.Text>}
              <Button type="primary" loading={props.saving} onClick={() => void save().catch(() => undefined)}>
                保存并重新测算
              </Button>
            </Space>
          )
        }
      >
        <Form<StudyAssumptions>
          form={form}
          layout="vertical"
          initialValues={props.assumptions}
          disabled={!editable}
          onValuesChange={() => setDirty(true)}
        >
          {section('基准与开业')}
          <Row gutter={16}>
            <Col xs={12} lg={6}>
              <Form.Item name="baseYear" label="基准年" rules={[{ required: true, message: '请填写基准年' }]}>
                <InputNumber precision={0} style={{ width: '100%' }} aria-label="基准年" />
              </Form.Item>
            </Col>
            <Col xs={12} lg={6}>
              <Form.Item name="openingYear" label="开业年份" rules={[{ required: true, message: '请填写开业年份' }]}>
                <InputNumber precision={0} style={{ width: '100%' }} aria-label="开业年份" />
              </Form.Item>
            </Col>
            <Col xs={12} lg={6}>
              <Form.Item name="tier" label="城市等级">
                <Select options={cityTiers.map((t) => ({ value: t, label: cityTierLabels[t] }))} />
              </Form.Item>
            </Col>
          </Row>
          {section('住宿需求结构与增长')}
          {mixFlag && <Alert type="warning" showIcon title={mixFlag.message} style={{ marginBottom: 12 }} />}
          <BySegment path="demandMix" label="占比" unit="%" flags={flags} editable={editable} />
          <BySegment path="demandGrowth" label="需求年增长率" unit="%" flags={flags} editable={editable} />
          {section('潜在需求')}
          <SourcedRow fields={latentFields} flags={flags} editable={editable} />
          <InducedList editable={editable} />
          {section('新增供给（储备项目按状态计入）')}
          <SourcedRow fields={supplyFields} flags={flags} editable={editable} />
          {section('本项目渗透率（公平份额 = 100%）')}
          <BySegment path="penetration" label="稳定期渗透率" unit="%" flags={flags} editable={editable} />
          <RampField flags={flags} editable={editable} />
          {section('平均房价')}
          <SourcedRow fields={adrFields} flags={flags} editable={editable} />
          {section('竞争组合经营表现（无导入数据时使用）')}
          <Form.Item
            name={['manualCompSet', 'useManual']}
            label="使用手工填写的表现"
            valuePropName="checked"
            extra="没有导入月度经营数据时，预测自动使用这里的数字；打开后即使有导入数据也用这里的数字。"
          >
            <Switch />
          </Form.Item>
          <SourcedRow fields={manualCompSetFields} flags={flags} editable={editable} />
          {useManual && <Typography.Text type="secondary">预测使用上面手工填写的入住率和平均房价。</Typography.Text>}
        </Form>
      </Card>
      <Card size="small" title="财务测算参数（客房数、入住率、房价及其爬坡由上面的预测给出）">
        <Form
          form={financialForm}
          layout="vertical"
          initialValues={props.assumptions.financial}
          disabled={!editable}
          onValuesChange={() => setDirty(true)}
          requiredMark={false}
        >
          <FieldSections
            sections={financialSections}
            schemas={feasibilityInputSchema.shape}
            selector={{ segment: props.assumptions.segment, tier: props.assumptions.tier }}
          />
        </Form>
      </Card>
    </Flex>
  )
}
