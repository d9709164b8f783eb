import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  CloseOutlined,
} from '@ant-design/icons'
import { Button, Space } from 'antd'
import type { CSSProperties } from 'react'

/** The list with one entry moved from one position to another (a copy; out-of-range moves change nothing). */
export function moved<T>(list: readonly T[], from: number, to: number): T[] {
  if (to < 0 || to >= list.length) return [...list]
  const next = [...list]
  const [item] = next.splice(from, 1)
  if (item !== undefined) next.splice(to, 0, item)
  return next
}

/** An optional text field as the schema wants it: left out when blank, never an empty string. */
export const optional = (value: string) => (value.trim() ? value : undefined)

export const gridStyle: CSSProperties = { borderCollapse: 'collapse', width: '100%' }
export const gridCellStyle: CSSProperties = { padding: 2, verticalAlign: 'top', minWidth: 96 }

/**
 * Move and remove buttons for one row or column of a grid. `what` names it for screen readers and tests
 * ("第 2 行"); the last one left cannot be removed when the schema needs at least one.
 */
export function MoveRemove({
  what,
  index,
  count,
  onMove,
  onRemove,
  across = false,
  keepOne = true,
}: {
  what: string
  index: number
  count: number
  onMove: (to: number) => void
  onRemove: () => void
  /** Columns move left and right, rows up and down. */
  across?: boolean
  keepOne?: boolean
}) {
  return (
    <Space size={0}>
      <Button
        type="text"
        size="small"
        icon={across ? <ArrowLeftOutlined /> : <ArrowUpOutlined />}
        aria-label={`${what}${across ? '左移' : '上移'}`}
        disabled={index === 0}
        onClick={() => onMove(index - 1)}
      />
      <Button
        type="text"
        size="small"
        icon={across ? <ArrowRightOutlined /> : <ArrowDownOutlined />}
        aria-label={`${what}${across ? '右移' : '下移'}`}
        disabled={index === count - 1}
        onClick={() => onMove(index + 1)}
      />
      <Button
        type="text"
        size="small"
        danger
        icon={<CloseOutlined />}
        aria-label={`删除${what}`}
        disabled={keepOne && count === 1}
        onClick={onRemove}
      />
    </Space>
  )
}
