/** An assumption's number with its source (or 测算假设) and its bound flag, alone, in rows, or per market segment. */
import { Button, Col, Flex, Form, Input, InputNumber, Popover, Row, Tag } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import { useState } from 'react'
import { marketSegmentLabels, marketSegments, type Source } from '#common/study/schemas'

export type Flag = { field: string; value: number; min: number; max: number; message: string }

/** The source of an assumption, or 测算假设 when it has none; editable in a small popover. */
export function SourceField(props: {
  value?: Source | null
  onChange?: (value: Source | null) => void
  disabled?: boolean
}) {
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

export type SourcedField = { path: (string | number)[]; label: string; unit: string }

/** A row of sourced numbers, one per field description. */
export function SourcedRow(props: { fields: SourcedField[]; flags: Flag[]; editable: boolean }) {
  return (
    <Row gutter={16}>
      {props.fields.map((field) => (
        <SourcedNumber key={pathKey(field.path)} {...field} flags={props.flags} editable={props.editable} />
      ))}
    </Row>
  )
}

export function BySegment(props: { path: string; label: string; unit: string; flags: Flag[]; editable: boolean }) {
  const fields = marketSegments.map((segment) => ({
    path: [props.path, segment],
    label: `${marketSegmentLabels[segment]}${props.label}`,
    unit: props.unit,
  }))
  return <SourcedRow fields={fields} flags={props.flags} editable={props.editable} />
}
