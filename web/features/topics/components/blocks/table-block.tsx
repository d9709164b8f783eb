import { Typography } from 'antd'
import type { TableBlock as TableBlockData } from '#common/content'
import { PlainTable } from '#web/components/plain-table.tsx'

type Row = TableBlockData['rows'][number]

export function TableBlock({ block }: { block: TableBlockData }) {
  const columns = block.columns.map((c) => ({
    key: c.key,
    title: c.title,
    align: c.align === 'right' ? ('end' as const) : undefined,
  }))
  return (
    <div>
      {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
      <PlainTable<Row> columns={columns} rows={block.rows} rowKey={(_, i) => i} pageSize={20} />
      {block.note && <Typography.Paragraph type="secondary">{block.note}</Typography.Paragraph>}
    </div>
  )
}
