import {
  ArrowDownOutlined,
  ArrowLeftOutlined,
  ArrowRightOutlined,
  ArrowUpOutlined,
  CloseOutlined,
  PlusOutlined,
} from '@ant-design/icons'
import { Button, Space } from 'antd'
import type { CSSProperties, ReactNode } from 'react'

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

/** Moving and removing entry `index` of `list`, for `MoveRemove`: each hands the changed copy to `onChange`. */
export const listEdits = <T,>(list: readonly T[], index: number, onChange: (next: T[]) => void) => ({
  index,
  count: list.length,
  onMove: (to: number) => onChange(moved(list, index, to)),
  onRemove: () => onChange(list.filter((_, i) => i !== index)),
})

/** The last cell of a grid row: its move and remove buttons. */
export function MoveRemoveCell(props: Parameters<typeof MoveRemove>[0]) {
  return (
    <td style={{ ...gridCellStyle, minWidth: 0 }}>
      <MoveRemove {...props} />
    </td>
  )
}

/** The last header cell of a grid: adds a column. */
function AddColumnCell(props: { onAdd: () => void; disabled: boolean; children: ReactNode }) {
  return (
    <th style={{ ...gridCellStyle, minWidth: 0 }}>
      <Button size="small" icon={<PlusOutlined />} onClick={props.onAdd} disabled={props.disabled}>
        {props.children}
      </Button>
    </th>
  )
}

/** An editable grid, scrolling sideways when wide: the header cells, a cell that adds a column, then the rows. */
export function EditGrid(props: {
  label: string
  head: ReactNode
  /** What a column is called on the button that adds one ("列"). */
  column: string
  onAddColumn: () => void
  addColumnDisabled: boolean
  children: ReactNode
}) {
  return (
    <div style={{ overflowX: 'auto', marginBottom: 8 }}>
      <table style={gridStyle} aria-label={props.label}>
        <thead>
          <tr>
            {props.head}
            <AddColumnCell onAdd={props.onAddColumn} disabled={props.addColumnDisabled}>
              {props.column}
            </AddColumnCell>
          </tr>
        </thead>
        <tbody>{props.children}</tbody>
      </table>
    </div>
  )
}

/** Below a grid: adds a row. */
export function AddRowButton(props: { onAdd: () => void; disabled?: boolean; children: ReactNode }) {
  return (
    <Button
      size="small"
      icon={<PlusOutlined />}
      onClick={props.onAdd}
      disabled={props.disabled}
      style={{ marginBottom: 16 }}
    >
      {props.children}
    </Button>
  )
}
