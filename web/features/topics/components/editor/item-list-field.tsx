import { Input, Select } from 'antd'
import { AddRowButton, gridCellStyle, gridStyle, listEdits, MoveRemoveCell, optional } from './grid-parts.tsx'

/** One column of a list of records: a text input, or a choice when `options` is given. */
export type ItemField<T> = {
  key: keyof T & string
  label: string
  /** Left out of the record when blank (the schema's optional fields). */
  optional?: boolean
  options?: readonly { value: string; label: string }[]
}

/**
 * Records edited as rows of a small grid (the files of a file list, the projects of a project list), with rows to
 * add, move and remove. `noun` names a row: "第 2 个文件".
 */
export function ItemListField<T extends object>({
  items,
  fields,
  noun,
  newItem,
  max,
  onChange,
}: {
  items: T[]
  fields: ItemField<T>[]
  noun: string
  newItem: () => T
  max: number
  onChange: (next: T[]) => void
}) {
  const set = (i: number, field: ItemField<T>, value: string) =>
    onChange(
      items.map((item, j) =>
        j === i ? ({ ...item, [field.key]: field.optional ? optional(value) : value } as T) : item,
      ),
    )
  return (
    <>
      <div style={{ overflowX: 'auto', marginBottom: 8 }}>
        <table style={gridStyle} aria-label={`${noun}列表`}>
          <thead>
            <tr>
              {fields.map((field) => (
                <th key={field.key} style={{ ...gridCellStyle, textAlign: 'left', fontWeight: 'normal' }}>
                  {field.label}
                  {field.optional ? '（可选）' : ''}
                </th>
              ))}
              <th />
            </tr>
          </thead>
          <tbody>
            {items.map((item, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: records have no ids; inputs hold no state of their own
              <tr key={i}>
                {fields.map((field) => {
                  const value = String((item as Record<string, unknown>)[field.key] ?? '')
                  const label = `第 ${i + 1} 个${noun} ${field.label}`
                  return (
                    <td key={field.key} style={gridCellStyle}>
                      {field.options ? (
                        <Select
                          size="small"
                          aria-label={label}
                          value={value}
                          options={[...field.options]}
                          onChange={(v) => set(i, field, v)}
                          style={{ width: '100%' }}
                        />
                      ) : (
                        <Input
                          size="small"
                          aria-label={label}
                          value={value}
                          onChange={(e) => set(i, field, e.target.value)}
                        />
                      )}
                    </td>
                  )
                })}
                <MoveRemoveCell what={`第 ${i + 1} 个${noun}`} {...listEdits(items, i, onChange)} />
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <AddRowButton onAdd={() => onChange([...items, newItem()])} disabled={items.length >= max}>
        添加{noun}
      </AddRowButton>
    </>
  )
}
