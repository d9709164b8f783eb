import { Table, Typography } from 'antd'
import type { TableBlock as TableBlockData } from '../../../../../common/content.ts'

export function TableBlock({ block }: { block: TableBlockData }) {
  const columns = block.columns.map((c) => ({ key: c.key, dataIndex: c.key, title: c.title, align: c.align }))
  const rows = block.rows.map((row, i) => ({ ...row, __key: i }))
  return (
    <div>
      {block.title && <Typography.Title level={4}>{block.title}</Typography.Title>}
      <Table
        size="small"
        columns={columns}
        dataSource={rows}
        rowKey="__key"
        pagination={rows.length > 20 ? { pageSize: 20 } : false}
        scroll={{ x: 'max-content' }}
      />
      {block.note && <Typography.Paragraph type="secondary">{block.note}</Typography.Paragraph>}
    </div>
  )
}
