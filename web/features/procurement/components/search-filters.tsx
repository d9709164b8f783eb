import { Input, Select, Space } from 'antd'
import type { ReactNode } from 'react'
import type { ProcurementCategory } from '#common/procurement'
import { categoryOptions } from './labels.tsx'

export type SearchPatch = { q?: string; category?: ProcurementCategory }

/** A search box and a category filter, then any further filters; each change is passed on as a patch. */
export function SearchFilters(props: {
  placeholder: string
  categoryLabel: string
  onChange: (patch: SearchPatch) => void
  children?: ReactNode
}) {
  return (
    <Space wrap>
      <Input.Search
        allowClear
        placeholder={props.placeholder}
        style={{ width: 280, maxWidth: '100%' }}
        onSearch={(q) => props.onChange({ q: q.trim() || undefined })}
      />
      <Select
        allowClear
        aria-label={props.categoryLabel}
        placeholder="全部类别"
        style={{ width: 180 }}
        options={categoryOptions}
        onChange={(category?: ProcurementCategory) => props.onChange({ category })}
      />
      {props.children}
    </Space>
  )
}
