import { Form, Input, Segmented, Space } from 'antd'
import type { TableBlock } from '#common/content'
import { AddRowButton, EditGrid, gridCellStyle, listEdits, MoveRemove, MoveRemoveCell } from './grid-parts.tsx'
import { TextField } from './text-field.tsx'

type Cell = TableBlock['rows'][number][string]

/** What a typed cell is stored as: a number when the text is exactly a number ("12.5"), text otherwise ("007"). */
export function cellOf(text: string): Cell {
  const trimmed = text.trim()
  return /^-?\d+(\.\d+)?$/.test(trimmed) && String(Number(trimmed)) === trimmed ? Number(trimmed) : text
}

/** A key no column has yet: keys only tie cells to columns, so administrators never see them. */
function freeKey(block: TableBlock) {
  const taken = new Set(block.columns.map((c) => c.key))
  let n = block.columns.length + 1
  while (taken.has(`col${n}`)) n++
  return `col${n}`
}

/** A table block as an editable grid: column titles and alignment on top, one input per cell. */
export function TableBlockForm({ block, onChange }: { block: TableBlock; onChange: (next: TableBlock) => void }) {
  const { columns, rows } = block
  const setColumns = (next: TableBlock['columns']) => onChange({ ...block, columns: next })
  const setRows = (next: TableBlock['rows']) => onChange({ ...block, rows: next })
  const setCell = (r: number, key: string, text: string) =>
    setRows(rows.map((row, i) => (i === r ? { ...row, [key]: cellOf(text) } : row)))

  const addColumn = () => setColumns([...columns, { key: freeKey(block), title: `第 ${columns.length + 1} 列` }])
  const removeColumn = (c: number) => {
    const key = columns[c]?.key
    onChange({
      ...block,
      columns: columns.filter((_, i) => i !== c),
      rows: rows.map(({ [key ?? '']: _gone, ...rest }) => rest),
    })
  }

  return (
    <Form layout="vertical" component="div">
      <TextField block={block} name="title" label="表格标题" onChange={onChange} />
      <EditGrid
        label="表格内容"
        column="列"
        onAddColumn={addColumn}
        addColumnDisabled={columns.length >= 12}
        head={columns.map((column, c) => (
          <th key={column.key} style={gridCellStyle}>
            <Input
              size="small"
              aria-label={`第 ${c + 1} 列标题`}
              value={column.title}
              onChange={(e) => setColumns(columns.map((col, i) => (i === c ? { ...col, title: e.target.value } : col)))}
            />
            <Space size={4} style={{ marginTop: 2 }}>
              <Segmented
                size="small"
                aria-label={`第 ${c + 1} 列对齐`}
                value={column.align ?? 'left'}
                options={[
                  { value: 'left', label: '左' },
                  { value: 'right', label: '右' },
                ]}
                onChange={(align) =>
                  setColumns(
                    columns.map((col, i) =>
                      i === c ? { ...col, align: align === 'right' ? ('right' as const) : undefined } : col,
                    ),
                  )
                }
              />
              <MoveRemove
                what={`第 ${c + 1} 列`}
                across
                {...listEdits(columns, c, setColumns)}
                onRemove={() => removeColumn(c)}
              />
            </Space>
          </th>
        ))}
      >
        {rows.map((row, r) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: rows have no ids; inputs hold no state of their own
          <tr key={r}>
            {columns.map((column) => (
              <td key={column.key} style={gridCellStyle}>
                <Input
                  size="small"
                  aria-label={`第 ${r + 1} 行 ${column.title}`}
                  value={String(row[column.key] ?? '')}
                  style={{ textAlign: column.align ?? 'left' }}
                  onChange={(e) => setCell(r, column.key, e.target.value)}
                />
              </td>
            ))}
            <MoveRemoveCell what={`第 ${r + 1} 行`} {...listEdits(rows, r, setRows)} />
          </tr>
        ))}
      </EditGrid>
      <AddRowButton onAdd={() => setRows([...rows, Object.fromEntries(columns.map((c) => [c.key, '']))])}>
        添加一行
      </AddRowButton>
      <TextField block={block} name="note" label="表格说明" onChange={onChange} last />
    </Form>
  )
}
