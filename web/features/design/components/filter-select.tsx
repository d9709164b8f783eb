import { Select } from 'antd'
import { positioningLabels, positionings } from '#common/intel'

/** A clearable filter select of the design pages, "全部<name>" while nothing is picked. */
export function FilterSelect<T extends string>(props: {
  name: string
  value: T | undefined
  onChange: (value: T | undefined) => void
  options: { value: T; label: string }[]
}) {
  return (
    <Select
      allowClear
      placeholder={`全部${props.name}`}
      aria-label={`按${props.name}筛选`}
      style={{ width: 140 }}
      value={props.value}
      onChange={props.onChange}
      options={props.options}
    />
  )
}

/** Options whose label is the value itself. */
export const plainOptions = (values: string[]) => values.map((v) => ({ value: v, label: v }))

export const positioningOptions = positionings.map((p) => ({ value: p, label: positioningLabels[p] }))
