import { DeleteOutlined, PlusOutlined } from '@ant-design/icons'
import {
  Alert,
  Button,
  Card,
  Col,
  Divider,
  Flex,
  Form,
  Input,
  InputNumber,
  Popover,
  Row,
  Select,
  Space,
  Switch,
  Tag,
  Typography,
} from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { useState } from 'react'
import { feasibilityInputSchema } from '#common/applets/feasibility'
import { cityTierLabels, cityTiers } from '#common/intel'
import {
  marketSegmentLabels,
  marketSegments,
  type Source,
  type StudyAssumptions,
  studyPipelineStatuses,
  studyPipelineStatusLabels,
} from '#common/study/schemas'
import { FieldSections, feasibilitySections } from '#web/features/applets/index.ts'

type Flag = { field: string; value: number; min: number; max: number; message: string }

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

/** The source of an assumption, or 测算假设 when it has none; editable in a small popover. */
function SourceField(props: { value?: Source | null; onChange?: (value: Source | null) => void; disabled?: boolean }) {
  const [open, setOpen] = useState(false)
  const [draft, setDraft] = useState<Source>({ title: '' })
  const source = props.value ?? null
  const label = source ? [source.publisher, `《${source.title}》`, source.asOf].filter(Boolean).join(' ') : null
  const edit = (
    <Flex vertical gap={8} style={{ width: 320 }}>
      <Input
        aria-label="来源名称"
        placeholder="来源名称（必填），如：竞品访谈纪要"
        value={draft.title}
        onChange={(e) => setDraft({ ...draft, title: e.target.value })}
      />
      <Input
        aria-label="发布机构"
        placeholder="发布机构"
        value={draft.publisher}
        onChange={(e) => setDraft({ ...draft, publisher: e.target.value || undefined })}
      />
      <Input
        aria-label="数据时点"
        placeholder="数据时点，如 2025 或 2025-06"
        value={draft.asOf}
        onChange={(e) => setDraft({ ...draft, asOf: e.target.value || undefined })}
      />
      <Input
        aria-label="来源链接"
        placeholder="链接（可选）"
        value={draft.url}
        onChange={(e) => setDraft({ ...draft, url: e.target.value || undefined })}
      />
      <Flex gap={8} justify="flex-end">
        <Button
          size="small"
          onClick={() => {
            props.onChange?.(null)
            setOpen(false)
          }}
        >
          标为测算假设
        </Button>
        <Button
          size="small"
          type="primary"
          disabled={!draft.title.trim()}
          onClick={() => {
            props.onChange?.({ ...draft, title: draft.title.trim() })
            setOpen(false)
          }}
        >
          确定
        </Button>
      </Flex>
    </Flex>
  )
  const tag = source ? (
    <Tag color="blue" style={{ whiteSpace: 'normal' }}>
      来源：{label}
    </Tag>
  ) : (
    <Tag color="orange">测算假设</Tag>
  )
  if (props.disabled) return tag
  return (
    <Popover
      trigger="click"
      open={open}
      onOpenChange={(next) => {
        if (next) setDraft(source ?? { title: '' })
        setOpen(next)
      }}
      title="数据来源"
      content={edit}
    >
      <Button size="small" type="text" style={{ padding: 0, height: 'auto' }} aria-label="编辑来源">
        {tag}
      </Button>
    </Popover>
  )
}

const pathKey = (path: (string | number)[]) => path.join('.')

/** A number with its source; a bound flag of the field is shown under it, naming the bound. */
function SourcedNumber(props: {
  path: (string | number)[]
  label: string
  unit?: string
  flags: Flag[]
  editable: boolean
  span?: number
}) {
  const flag = props.flags.find((f) => f.field === pathKey(props.path))
  return (
    <Col xs={24} md={12} lg={props.span ?? 8}>
      <Form.Item
        label={props.label}
        required
        validateStatus={flag ? 'warning' : undefined}
        help={flag ? flag.message : undefined}
        style={{ marginBottom: 16 }}
      >
        <Flex vertical gap={4} align="flex-start">
          <Form.Item
            noStyle
            name={[...props.path, 'value'] as NamePath}
            rules={[{ required: true, message: `请填写${props.label}` }]}
          >
            <InputNumber
              aria-label={props.label}
              suffix={props.unit}
              style={{ width: '100%' }}
              disabled={!props.editable}
              status={flag ? 'warning' : undefined}
            />
          </Form.Item>
          <Form.Item noStyle name={[...props.path, 'source'] as NamePath}>
            <SourceField disabled={!props.editable} />
          </Form.Item>
        </Flex>
      </Form.Item>
    </Col>
  )
}

type SourcedField = { path: (string | number)[]; label: string; unit: string }

/** A row of sourced numbers, one per field description. */
function SourcedRow(props: { fields: SourcedField[]; flags: Flag[]; editable: boolean }) {
  return (
    <Row gutter={16}>
      {props.fields.map((field) => (
        <SourcedNumber key={pathKey(field.path)} {...field} flags={props.flags} editable={props.editable} />
      ))}
    </Row>
  )
}

function BySegment(props: { path: string; label: string; unit: string; flags: Flag[]; editable: boolean }) {
  const fields = marketSegments.map((segment) => ({
    path: [props.path, segment],
    label: `${marketSegmentLabels[segment]}${props.label}`,
    unit: props.unit,
  }))
  return <SourcedRow fields={fields} flags={props.flags} editable={props.editable} />
}

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

/** The ramp: penetration in operating years 1..n as % of the stabilized one, with one source for the path. */
function RampField({ flags, editable }: { flags: Flag[]; editable: boolean }) {
  const rampFlags = flags.filter((f) => f.field.startsWith('penetrationRamp'))
  return (
    <Form.Item
      label="开业爬坡（各年渗透率占稳定期的比例）"
      validateStatus={rampFlags.length ? 'warning' : undefined}
      help={rampFlags.map((f) => f.message).join('；') || undefined}
    >
      <Form.List name={['penetrationRamp', 'value']}>
        {(fields, { add, remove }) => (
          <Flex gap={8} wrap align="center">
            {fields.map((field, i) => (
              <Space.Compact key={field.key}>
                <Form.Item noStyle name={field.name} rules={[{ required: true, message: '请填写爬坡系数' }]}>
                  <InputNumber
                    aria-label={`第 ${i + 1} 年`}
                    prefix={`第${i + 1}年`}
                    suffix="%"
                    style={{ width: 140 }}
                  />
                </Form.Item>
                {editable && i === fields.length - 1 && (
                  <Button icon={<DeleteOutlined />} aria-label="删除最后一年" onClick={() => remove(field.name)} />
                )}
              </Space.Compact>
            ))}
            {editable && fields.length < 10 && (
              <Button icon={<PlusOutlined />} onClick={() => add(100)}>
                加一年
              </Button>
            )}
          </Flex>
        )}
      </Form.List>
      <Form.Item noStyle name={['penetrationRamp', 'source']}>
        <SourceField disabled={!editable} />
      </Form.Item>
    </Form.Item>
  )
}

/** Induced demand: room-nights a named generator (a convention centre, an office park) brings from a year on. */
function InducedList({ editable }: { editable: boolean }) {
  return (
    <Form.List name={['latentDemand', 'induced']}>
      {(fields, { add, remove }) => (
        <Flex vertical gap={8} style={{ marginBottom: 16 }}>
          <Typography.Text>诱发需求（新增需求源带来的间夜）</Typography.Text>
          {fields.length === 0 && <Typography.Text type="secondary">未计入诱发需求。</Typography.Text>}
          {fields.map((field) => (
            <Flex key={field.key} gap={8} wrap align="center">
              <Form.Item
                noStyle
                name={[field.name, 'value', 'label']}
                rules={[{ required: true, message: '请填写新增需求的来源项目' }]}
              >
                <Input placeholder="需求源，如：国际会展中心" style={{ width: 200 }} aria-label="需求源" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'segment']}>
                <Select
                  style={{ width: 130 }}
                  aria-label="细分市场"
                  options={marketSegments.map((s) => ({ value: s, label: marketSegmentLabels[s] }))}
                />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'roomNights']} rules={[{ required: true }]}>
                <InputNumber suffix="间夜/年" style={{ width: 150 }} aria-label="新增间夜" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'value', 'startYear']} rules={[{ required: true }]}>
                <InputNumber prefix="自" suffix="年" precision={0} style={{ width: 120 }} aria-label="起始年份" />
              </Form.Item>
              <Form.Item noStyle name={[field.name, 'source']}>
                <SourceField disabled={!editable} />
              </Form.Item>
              {editable && (
                <Button
                  type="text"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label="删除"
                  onClick={() => remove(field.name)}
                />
              )}
            </Flex>
          ))}
          {editable && fields.length < 20 && (
            <Button
              icon={<PlusOutlined />}
              style={{ width: 'fit-content' }}
              onClick={() =>
                add({
                  value: {
                    label: '',
                    segment: 'meeting_group',
                    roomNights: 0,
                    startYear: new Date().getFullYear() + 2,
                  },
                  source: null,
                })
              }
            >
              添加诱发需求
            </Button>
          )}
        </Flex>
      )}
    </Form.List>
  )
}
