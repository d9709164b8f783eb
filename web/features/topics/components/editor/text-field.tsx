import { Form, Input } from 'antd'
import type { ReactNode } from 'react'
import { optional } from './grid-parts.tsx'

type TextKeys<B> = { [K in keyof B]-?: B[K] extends string | undefined ? K : never }[keyof B]

/**
 * One text field of a block, labelled for sight and screen readers alike. An optional field that is emptied is
 * left out of the block; a required one keeps what was typed.
 */
export function TextField<B extends object>(props: {
  block: B
  name: TextKeys<B>
  label: string
  onChange: (next: B) => void
  required?: boolean
  extra?: ReactNode
  maxLength?: number
  /** The last field of a form sits flush with the form's end. */
  last?: boolean
}) {
  const { block, name, label } = props
  return (
    <Form.Item label={label} extra={props.extra} style={props.last ? { marginBottom: 0 } : undefined}>
      <Input
        aria-label={label}
        value={(block[name] as string | undefined) ?? ''}
        maxLength={props.maxLength}
        onChange={(e) =>
          props.onChange({ ...block, [name]: props.required ? e.target.value : optional(e.target.value) })
        }
      />
    </Form.Item>
  )
}
