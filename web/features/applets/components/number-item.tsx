import { Col, Form, InputNumber } from 'antd'
import type { NamePath } from 'antd/es/form/interface'
import type { z } from 'zod'
import { zodRule } from '../lib/zod-rule.ts'

type NumberItemProps = {
  name: NamePath
  label: string
  schema: z.ZodType
  /** Unit shown after the input (间, 元, %, 万元 …). */
  unit?: string
  tooltip?: string
  extra?: string
  /** Kept in the form and validated, but not shown. */
  hidden?: boolean
}

/**
 * A labelled number input in a responsive grid cell (two per row on a phone, so a long form stays scannable). No min/max on the input itself:
 * antd would silently clamp the value, whereas the schema explains what is wrong.
 */
export function NumberItem({ name, label, schema, unit, tooltip, extra, hidden }: NumberItemProps) {
  if (hidden) {
    return (
      <Form.Item name={name} label={label} rules={[zodRule(schema)]} hidden>
        <InputNumber aria-label={label} />
      </Form.Item>
    )
  }
  // On a phone each field takes the whole row: in two columns of 150 px a label wraps, and a field's source note
  // becomes a narrow tower that pushes the next field far below its neighbour.
  return (
    <Col xs={24} sm={12} lg={8}>
      <Form.Item name={name} label={label} rules={[zodRule(schema)]} tooltip={tooltip} extra={extra}>
        <InputNumber style={{ width: '100%' }} suffix={unit} aria-label={label} />
      </Form.Item>
    </Col>
  )
}
